// Package safe builds a server whose tool-handler middleware turns every
// handler error into an isError result, so its handlers may return errors.
package safe

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// toolErrors reports a handler's error to the model as an isError result.
func toolErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("tool %s: %v", req.Params.Name, err)
			return mcp.NewToolResultError("the tool failed: " + err.Error()), nil
		}
		return res, nil
	}
}

// NewServer returns the server.
func NewServer() *server.MCPServer {
	s := server.NewMCPServer("safe", "1.0.0", server.WithToolHandlerMiddleware(toolErrors))
	s.AddTool(mcp.NewTool("reserve", mcp.WithString("slot", mcp.Required())), reserve)
	return s
}

var errFull = errors.New("no free slot left; try another day")

func reserve(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want-handler `reserve tool="reserve" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=AddTool\+middleware`
	slot := req.GetString("slot", "")
	if slot == "" || slot == "monday" {
		return nil, errFull // fine: the middleware makes it an isError result
	}
	return mcp.NewToolResultText("reserved " + slot), nil
}
