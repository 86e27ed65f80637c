package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// IsError decided by a variable: an isError result on the paths where
// the variable is true.

func registerVarError(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "publish"}, publish)
	mcp.AddTool(s, &mcp.Tool{Name: "publish_struct"}, publishStruct)
	mcp.AddTool(s, &mcp.Tool{Name: "publish_nilmap"}, publishNilMap)
	mcp.AddTool(s, &mcp.Tool{Name: "publish_any"}, publishAny)
	mcp.AddTool(s, &mcp.Tool{Name: "publish_const"}, publishConst)
	mcp.AddTool(s, &mcp.Tool{Name: "publish_err"}, publishErr)
}

type publishOut struct {
	Published bool   `json:"published"`
	Note      string `json:"note"`
}

// tryPublish reports the outcome as a flag and a message.
func tryPublish(q string) (bool, string) {
	if _, err := upload(q); err != nil {
		return false, "not published"
	}
	return true, "published"
}

// publish attaches a map literal whatever the flag says.
func publish(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, map[string]any, error) {
	ok, msg := tryPublish(a.Q)
	return &mcp.CallToolResult{IsError: !ok}, map[string]any{"published": ok, "note": msg}, nil // want `isError result \(on the paths where !ok\) returned with a nil error: go-sdk marshals the output \(map\[string\]any\) into structuredContent`
}

// publishStruct: a struct output is always attached.
func publishStruct(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, publishOut, error) {
	ok, msg := tryPublish(a.Q)
	failed := !ok
	return &mcp.CallToolResult{IsError: failed, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, publishOut{Published: ok, Note: msg}, nil // want `isError result \(on the paths where failed\) returned with a nil error: go-sdk marshals the output \(publishOut\)`
}

// publishNilMap attaches nothing: a nil map marshals to null.
func publishNilMap(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, map[string]any, error) {
	ok, msg := tryPublish(a.Q)
	var out map[string]any
	return &mcp.CallToolResult{IsError: !ok, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, out, nil
}

// publishAny returns a nil output of type any: nothing is attached.
func publishAny(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	ok, msg := tryPublish(a.Q)
	return &mcp.CallToolResult{IsError: !ok, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil, nil
}

// publishConst's flag is a constant false: a success result.
func publishConst(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, map[string]any, error) {
	const failed = false
	_, msg := tryPublish(a.Q)
	return &mcp.CallToolResult{IsError: failed}, map[string]any{"note": msg}, nil
}

// publishErr returns an error that may be non-nil: the SDK drops the
// result and the output then.
func publishErr(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, map[string]any, error) {
	ok, msg := tryPublish(a.Q)
	_, err := upload(a.Q)
	return &mcp.CallToolResult{IsError: !ok}, map[string]any{"note": msg}, err
}
