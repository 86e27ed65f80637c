// Package invalidargs holds go-sdk handlers that answer arguments they
// cannot use with -32602 (invalid params) and a message taken from the
// error of decoding or checking them: a protocol answer about the request.
// The same message under another code, and -32602 with the text of a
// failed call of the tool's work, are execution failures.
package invalidargs

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct{ Path string }

type out struct{ Size int64 }

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "stat"}, stat)
	mcp.AddTool(s, &mcp.Tool{Name: "checked"}, checked)
}

// decode reads the raw arguments of a low-level handler.
func decode(req *mcp.CallToolRequest) (args, error) {
	var a args
	err := json.Unmarshal(req.Params.Arguments, &a)
	return a, err
}

func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, err := decode(req)
	if err != nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("invalid arguments: %v", err)}
	}
	if err := validate(a); err != nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "path: " + err.Error()}
	}
	fi, err := os.Stat(a.Path)
	if err != nil {
		return nil, &jsonrpc.Error{Code: 1001, Message: err.Error()} // want `tool "stat" handler returns a \*jsonrpc.Error`
	}
	if fi.IsDir() {
		_, err := os.ReadDir(a.Path)
		// -32602 does not make the listing's failure a bad argument.
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("directory: %v", err)} // want `tool "stat" handler returns a \*jsonrpc.Error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fi.Name()}}}, nil
}

// validate checks a value the schema cannot express.
func validate(a args) error {
	if len(a.Path) > 4096 {
		return fmt.Errorf("path is %d bytes long, at most 4096", len(a.Path))
	}
	return nil
}

func checked(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, out, error) {
	if err := validate(a); err != nil {
		return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: err.Error()}
	}
	fi, err := os.Stat(a.Path)
	if err != nil {
		return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()} // want `tool "checked" handler returns a \*jsonrpc.Error`
	}
	return nil, out{Size: fi.Size()}, nil
}
