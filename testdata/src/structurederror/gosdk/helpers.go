package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerHelpers(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "viahelper"}, viaHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "viavalidate"}, viaValidate)
	mcp.AddTool(s, &mcp.Tool{Name: "viahelperok"}, viaHelperOK)
}

// errorResult builds an isError result from err.
func errorResult(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
}

// errorResultf builds an isError result through another helper.
func errorResultf(format string, args ...any) *mcp.CallToolResult {
	return errorResult(fmt.Errorf(format, args...))
}

// validate returns an isError result and false when a is not valid.
func validate(a in) (*mcp.CallToolResult, bool) {
	if a.Q == "" {
		return errorResultf("q is required"), false
	}
	return nil, true
}

func viaHelper(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	var o out
	if err := check(); err != nil {
		res := errorResult(err)
		return res, o, nil // want `isError result returned with a nil error: go-sdk marshals the output \(out\) into structuredContent anyway`
	}
	if a.Q == "x" {
		return errorResultf("bad q %s", a.Q), out{N: 2}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(out\)`
	}
	o.N = 1
	return nil, o, nil
}

func viaValidate(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
	if res, ok := validate(a); !ok {
		return res, &out{}, nil // want `isError result returned with a nil error: go-sdk marshals the output \(\*out\)`
	}
	return nil, &out{N: 1}, nil
}

// viaHelperOK hands the helper's error result on with a nil any output,
// or returns the error itself: nothing is attached.
func viaHelperOK(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if res, ok := validate(a); !ok {
		return res, nil, nil
	}
	if err := check(); err != nil {
		return errorResult(err), nil, nil
	}
	if err := check(); err != nil {
		return nil, nil, err
	}
	return nil, out{N: 1}, nil
}
