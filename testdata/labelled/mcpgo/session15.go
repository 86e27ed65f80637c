package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Shapes of the held-out round eval97a (issue 22): wrappers whose
// closures have named results and a deferred recover, taking the tool's
// error into the named err. The safe one answers it with an isError
// result; the plain one returns it.

type shelfTool func(ctx context.Context, args map[string]any) (any, error)

type shelfWrapper struct{ srv *server.MCPServer }

func shelfFailure(kind string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(kind + ": " + err.Error())
}

func (w *shelfWrapper) safe(t mcp.Tool, fn shelfTool) {
	w.srv.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if p := recover(); p != nil {
				log.Printf("tool %s panicked: %v", t.Name, p)
				res = shelfFailure("panic", fmt.Errorf("%v", p))
			}
		}()
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return shelfFailure("failed", err), nil
		}
		b, err := json.Marshal(out)
		if err != nil {
			return shelfFailure("encoding", err), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	})
}

func (w *shelfWrapper) plain(t mcp.Tool, fn shelfTool) {
	w.srv.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if p := recover(); p != nil {
				res = shelfFailure("panic", fmt.Errorf("%v", p))
			}
		}()
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

var shelfStock = map[string]int{}

func registerSession15(m *server.MCPServer) {
	w := &shelfWrapper{srv: m}
	w.safe(mcp.NewTool("shelf_stock"), func(ctx context.Context, args map[string]any) (any, error) {
		name, _ := args["shelf"].(string)
		n, ok := shelfStock[name]
		if !ok {
			return nil, errors.New("no such shelf") // ok rpcerror
		}
		return n, nil
	})
	w.plain(mcp.NewTool("shelf_echo"), func(ctx context.Context, args map[string]any) (any, error) {
		text, _ := args["text"].(string)
		if text == "" {
			return nil, errors.New("text is required") // want rpcerror:`wrapper plain forwards as JSON-RPC error -32603`
		}
		return text, nil
	})
}
