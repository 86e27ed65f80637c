package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerTriple(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "triple"}, triple)
}

// toolError returns a typed handler's triple: an isError result and a
// nil output.
func toolError(msg string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil, nil
}

// toolErrorWithOut returns an isError result and an output.
func toolErrorWithOut(msg string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, out{}, nil
}

func triple(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	switch a.Q {
	case "":
		// The helper's output is a nil any: nothing is attached.
		return toolError("q is required")
	case "x":
		return toolErrorWithOut("bad q") // want `isError result returned with a nil error: go-sdk marshals the output \(any\)`
	}
	return nil, out{N: 1}, nil
}

func registerDeferred(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "converts"}, converts)
	mcp.AddTool(s, &mcp.Tool{Name: "keeps"}, keeps)
	mcp.AddTool(s, &mcp.Tool{Name: "anyconverts"}, anyConverts)
}

// converts turns every error into an isError result in a deferred
// function and clears the error: the SDK attaches the output.
func converts(ctx context.Context, req *mcp.CallToolRequest, a in) (res *mcp.CallToolResult, o out, err error) {
	defer func() {
		if err != nil {
			res = &mcp.CallToolResult{}
			res.SetError(err) // want `deferred function turns the handler's error into an isError result and clears the error: go-sdk marshals the output \(out\)`
			err = nil
		}
	}()
	if err := check(); err != nil {
		return nil, out{}, err
	}
	return nil, out{N: 1}, nil
}

// keeps logs the error in a deferred function and leaves it to the SDK.
func keeps(ctx context.Context, req *mcp.CallToolRequest, a in) (res *mcp.CallToolResult, o out, err error) {
	defer func() {
		if err != nil {
			res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
		}
	}()
	if err := check(); err != nil {
		return nil, out{}, err
	}
	return nil, out{N: 1}, nil
}

// anyConverts converts errors, but its output is an interface: not
// reported (the output may be nil).
func anyConverts(ctx context.Context, req *mcp.CallToolRequest, a in) (res *mcp.CallToolResult, o any, err error) {
	defer func() {
		if err != nil {
			res, err = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
	}()
	if err := check(); err != nil {
		return nil, nil, err
	}
	return nil, out{N: 1}, nil
}
