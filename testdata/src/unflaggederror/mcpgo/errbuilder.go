package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerErrBuilder(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("eb1"), ebValidate)
	s.AddTool(mcp.NewTool("eb2"), ebUpstream)
	s.AddTool(mcp.NewTool("eb3"), ebOutcome)
	s.AddTool(mcp.NewTool("eb4"), ebChosen)
}

// errorResponse is the JSON body of a failed call.
type errorResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
	Error   string `json:"error,omitempty"`
}

// newErrorResponse builds a failure whatever it is given; err is the
// cause, if any.
func newErrorResponse(message string, err error) *errorResponse {
	r := &errorResponse{Success: false, Message: message}
	if err != nil {
		r.Error = err.Error()
	}
	return r
}

// ebResult says whether err happened: a failure only when it did.
func ebResult(err error) *errorResponse {
	if err != nil {
		return &errorResponse{Success: false, Message: "failed", Error: err.Error()}
	}
	return &errorResponse{Success: true, Message: "done"}
}

// chosen says what its caller tells it.
func chosen(ok bool, message string) *errorResponse {
	return &errorResponse{Success: ok, Message: message}
}

func ping() error { return nil }

// ebValidate answers a missing argument with the failure builder, no cause.
func ebValidate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return jsonResult(newErrorResponse("id is required", nil)) // want `is JSON whose "success" is false in every value newErrorResponse builds but does not set isError`
	}
	return mcp.NewToolResultText("ok"), nil
}

// ebUpstream answers a failed call with the builder and its cause.
func ebUpstream(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ping(); err != nil {
		return jsonResult(newErrorResponse("ping failed", err)) // want `is JSON whose "error" holds an error's text`
	}
	return mcp.NewToolResultText("ok"), nil
}

// ebOutcome passes no error: the builder answers success.
func ebOutcome(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(ebResult(nil))
}

// ebChosen decides the flag itself.
func ebChosen(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(chosen(req.GetString("id", "") != "", "checked"))
}
