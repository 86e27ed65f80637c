package main

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/apierr"
)

// Typed handlers returning a *jsonrpc.Error that a helper builds (issue
// 22, eval32): built from a failed call's error it carries an execution
// failure, which the SDK passes through as a JSON-RPC error; built from a
// fixed text with -32602 it is a protocol answer.

type fileArgs struct {
	Path string `json:"path"`
}

type fileSize struct {
	Bytes int64 `json:"bytes"`
}

func registerSession9(m *mcp.Server) {
	mcp.AddTool(m, &mcp.Tool{Name: "fileSize"}, fileSizeOf)
}

func fileSizeOf(ctx context.Context, req *mcp.CallToolRequest, args fileArgs) (*mcp.CallToolResult, fileSize, error) {
	if args.Path == "" {
		return nil, fileSize{}, apierr.RPC(jsonrpc.CodeInvalidParams, errors.New("path is required")) // ok rpcerror
	}
	fi, err := os.Stat(args.Path)
	if err != nil {
		return nil, fileSize{}, apierr.RPC(jsonrpc.CodeInternalError, err) // want rpcerror:`handler returns a \*jsonrpc.Error built from a failed call's error`
	}
	return nil, fileSize{Bytes: fi.Size()}, nil
}
