// Package recoverwrap adapts tool functions into mcp-go handlers through
// wrappers whose closures have named results and a deferred recover. The
// tool's error lands in the named result err (`out, err := fn(…)`), and
// the safe wrapper then answers with an isError result and a nil error:
// only a recovered panic could hand the stored error back, which is not
// the error's routing. The plain wrapper returns it as it is.
package recoverwrap

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolFunc func(ctx context.Context, args map[string]any) (any, error)

type registrar struct{ srv *server.MCPServer }

func failure(kind string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(kind + ": " + err.Error())
}

// safe converts the tool's error into an isError result.
func (r *registrar) safe(t mcp.Tool, fn toolFunc) {
	r.srv.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if p := recover(); p != nil {
				log.Printf("tool %s panicked: %v", t.Name, p)
				res = failure("panic", fmt.Errorf("%v", p))
			}
		}()
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return failure("failed", err), nil
		}
		b, err := json.Marshal(out)
		if err != nil {
			return failure("encoding", err), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	})
}

// plain hands the tool's error to mcp-go, which answers JSON-RPC -32603.
func (r *registrar) plain(t mcp.Tool, fn toolFunc) {
	r.srv.AddTool(t, func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if p := recover(); p != nil {
				res = failure("panic", fmt.Errorf("%v", p))
			}
		}()
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	r := &registrar{srv: s}
	r.safe(mcp.NewTool("lookup"), func(ctx context.Context, args map[string]any) (any, error) {
		if args["key"] == nil {
			return nil, errors.New("key is required")
		}
		return args["key"], nil
	})
	r.plain(mcp.NewTool("echo"), func(ctx context.Context, args map[string]any) (any, error) {
		if args["text"] == nil {
			return nil, errors.New("text is required") // want `tool "echo" handler returns an error that wrapper plain forwards as JSON-RPC error -32603`
		}
		return args["text"], nil
	})
}
