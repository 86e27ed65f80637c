package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// bizError is a failure the tools answer as an isError result.
type bizError struct{ Msg string }

func (e *bizError) Error() string { return e.Msg }

// bizResult answers a business failure with an isError result and any
// other error with itself.
func bizResult(err error) (*mcp.CallToolResult, error) {
	var b *bizError
	if !errors.As(err, &b) {
		return nil, err
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: b.Msg}}}, nil
}

// bizOut hands bizResult's pair on with a zero output: beside the
// isError result the error is nil, and go-sdk attaches the zero output.
func bizOut[T any](err error) (*mcp.CallToolResult, T, error) {
	res, e := bizResult(err)
	if e != nil {
		return nil, *new(T), e
	}
	return res, *new(T), nil
}

// bizErr hands the failure on as the handler's error.
func bizErr[T any](err error) (*mcp.CallToolResult, T, error) {
	return nil, *new(T), err
}

type pageOut struct {
	Total int      `json:"total"`
	Items []string `json:"items"`
}

func registerGenericTriple(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "page"}, page)
	mcp.AddTool(s, &mcp.Tool{Name: "page_err"}, pageErr)
}

func page(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, pageOut, error) {
	if a.Q == "" {
		return bizOut[pageOut](&bizError{Msg: "q is required"}) // want `isError result returned with a nil error: go-sdk marshals the output \(pageOut\) into structuredContent anyway`
	}
	return nil, pageOut{Total: 1, Items: []string{a.Q}}, nil
}

func pageErr(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, pageOut, error) {
	if a.Q == "" {
		return bizErr[pageOut](&bizError{Msg: "q is required"})
	}
	return nil, pageOut{Total: 1, Items: []string{a.Q}}, nil
}
