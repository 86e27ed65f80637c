package mcpgo

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"unflaggederror/respkg"
)

func registerCrossPkg(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("cp1"), crossThroughHelper)
	s.AddTool(mcp.NewTool("cpBatch"), crossBatch)
	s.AddTool(mcp.NewTool("cpBatchInline"), crossBatchInline)
	s.AddTool(mcp.NewTool("cp2"), crossInHandler)
	s.AddTool(mcp.NewTool("cp3"), localThroughHelper)
	s.AddTool(mcp.NewTool("cp4"), crossNotSuccess)
	s.AddTool(mcp.NewTool("cp5"), crossEmptyError)
	s.AddTool(mcp.NewTool("health_check"), crossHealth)
	s.AddTool(mcp.NewTool("cp6"), helperNeverFails)
	s.AddTool(mcp.NewTool("cp7"), crossPartial)
	s.AddTool(mcp.NewTool("cp8"), crossPointerMember)
	s.AddTool(mcp.NewTool("cp9"), crossDeferred)
	s.AddTool(mcp.NewTool("cp10"), crossTemplateStatus)
	s.AddTool(mcp.NewTool("cp11"), crossFilledParam)
	s.AddTool(mcp.NewTool("cp12"), crossChosenStatus)
}

var session = &respkg.Session{}

// jsonResult marshals v into a success result's text; a value that cannot
// be marshalled is an isError result.
func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		r := mcp.NewToolResultText("cannot encode: " + err.Error())
		r.IsError = true
		return r, nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// crossThroughHelper answers what a method of another package returns,
// through jsonResult.
func crossThroughHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(session.Continue()) // want `result text \(marshalled by jsonResult\) is JSON whose "error" holds an error's text when Continue fails, beside "status": "error" but does not set isError`
}

// crossInHandler marshals it in the handler.
func crossInHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(session.Continue())
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "error" holds an error's text when Continue fails, beside "status": "error" but does not set isError`
}

// saved says whether a save was done, built in this package.
type saved struct {
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
}

func saveName(name string) saved {
	if err := persist(name); err != nil {
		return saved{OK: false, Error: err.Error()}
	}
	return saved{OK: true}
}

func persist(string) error { return errors.New("disk full") }

// localThroughHelper answers what a function of this package returns,
// through jsonResult.
func localThroughHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(saveName(req.Params.Name)) // want `result text \(marshalled by jsonResult\) is JSON whose "error" holds an error's text when saveName fails, beside "ok": false but does not set isError`
}

// crossBatch answers the Outcome of a builder with a defer.
func crossBatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := respkg.WriteAll([]string{req.Params.Name})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return jsonResult(out) // want `result text \(marshalled by jsonResult\) is JSON whose "detail" holds an error's text when WriteAll fails and whose "success" is false`
}

// crossBatchInline marshals that Outcome itself.
func crossBatchInline(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := respkg.WriteAll([]string{req.Params.Name})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, _ := json.MarshalIndent(out, "", "  ")
	return mcp.NewToolResultText(string(b)), nil // want `result text is JSON whose "detail" holds an error's text when WriteAll fails and whose "success" is false`
}

// crossNotSuccess answers an Outcome whose success is false where the
// store failed.
func crossNotSuccess(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Write(req.Params.Name)) // want `result text \(marshalled by jsonResult\) is JSON whose "success" is false when store fails in Write`
}

// crossEmptyError: the Error member is empty on the only path returned.
func crossEmptyError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Ping())
}

// crossHealth: the status of a check the model asked for is data.
func crossHealth(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.CheckHealth())
}

// helperNeverFails marshals a struct that never says it failed.
func helperNeverFails(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(saved{OK: true})
}

// crossPartial: a response of another package that says it was done,
// with what it skipped.
func crossPartial(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Sync())
}

// crossPointerMember: the failure is in a struct a member points to.
func crossPointerMember(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Launch(req.Params.Name)) // want `result text \(marshalled by jsonResult\) is JSON whose "error" holds an error's text when Launch fails but does not set isError`
}

// crossDeferred: the builder returns through its deferred cleanup.
func crossDeferred(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Attach(1)) // want `result text \(marshalled by jsonResult\) is JSON whose "error" holds an error's text when Attach fails but does not set isError`
}

// crossTemplateStatus: the builder says "ok" on every path, also beside
// the run's error.
func crossTemplateStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Run(req.Params.Name)) // want `result text \(marshalled by jsonResult\) is JSON whose "error" holds an error's text when Run fails but does not set isError`
}

// crossFilledParam: the builder fills the response its caller points it
// at.
func crossFilledParam(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Retry(req.Params.Name)) // want `result text \(marshalled by jsonResult\) is JSON whose "error" holds an error's text when Retry fails, beside "status": "error" but does not set isError`
}

// crossChosenStatus: "ok" written in the branch that knows the error is
// a partial success.
func crossChosenStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(respkg.Copy(req.Params.Name))
}
