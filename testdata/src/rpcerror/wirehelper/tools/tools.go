// Package tools has go-sdk typed handlers that return *jsonrpc.Error
// values built by helpers, of this package and of package errs: one
// built from a failed call's error carries an execution failure, which
// the SDK passes through as a JSON-RPC error.
package tools

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"rpcerror/wirehelper/errs"
)

type in struct {
	Path string `json:"path"`
}

type out struct {
	Size int64 `json:"size"`
}

func internal(err error) *jsonrpc.Error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "size"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if a.Path == "" {
			return nil, out{}, errs.MissingArg("path")
		}
		fi, err := os.Stat(a.Path)
		if err != nil {
			return nil, out{}, errs.Internal(err) // want `tool "size" handler returns a \*jsonrpc.Error built from a failed call's error`
		}
		return nil, out{Size: fi.Size()}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		b, err := os.ReadFile(a.Path)
		if err != nil {
			return nil, out{}, errs.RPC(jsonrpc.CodeInternalError, err) // want `tool "read" handler returns a \*jsonrpc.Error built from a failed call's error`
		}
		return nil, out{Size: int64(len(b))}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "check"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if a.Path == "" {
			return nil, out{}, errs.RPC(jsonrpc.CodeInvalidParams, errors.New("path is required")) // a protocol answer of fixed text
		}
		if a.Path == "/" {
			return nil, out{}, errs.RPC(jsonrpc.CodeInvalidParams, errRoot)
		}
		return nil, out{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "measure"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		o, err := measure(a.Path)
		if err != nil {
			return nil, out{}, err // want `tool "measure" handler returns a \*jsonrpc.Error built from a failed call's error`
		}
		return nil, o, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "stat"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if _, err := os.Stat(a.Path); err != nil {
			return nil, out{}, internal(err) // want `tool "stat" handler returns a \*jsonrpc.Error built from a failed call's error`
		}
		return nil, out{}, nil
	})
}

var errRoot = errors.New("the root is not allowed")

// measure answers a missing argument with -32602 and a failed call with
// -32603: the handler returning its error sends the failure on one path.
func measure(path string) (out, error) {
	if path == "" {
		return out{}, errs.RPC(jsonrpc.CodeInvalidParams, errors.New("path is required"))
	}
	fi, err := os.Stat(path)
	if err != nil {
		return out{}, errs.RPC(jsonrpc.CodeInternalError, fmt.Errorf("stat: %w", err))
	}
	return out{Size: fi.Size()}, nil
}
