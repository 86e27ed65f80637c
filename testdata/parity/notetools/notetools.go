// Package notetools hands out each tool as a definition and a handler
// from a method of an exported interface, implemented by an unexported
// type that only its constructor names: under go vet, the registering
// package (cmd/notesrv) sees the interface but not the type.
package notetools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Notes provides the note tools.
type Notes interface {
	Get() (mcp.Tool, server.ToolHandlerFunc)
	Delete() (mcp.Tool, server.ToolHandlerFunc)
}

type notes struct{ byID map[string]string }

// New returns the note tools.
func New() Notes { return &notes{byID: map[string]string{}} }

func (n *notes) Get() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		text, ok := n.byID[id]
		if !ok {
			return nil, fmt.Errorf("note %q does not exist", id) // want rpcerror:`-32603`
		}
		return mcp.NewToolResultText(text), nil
	}
}

func (n *notes) Delete() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("delete_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if _, ok := n.byID[id]; !ok {
			return mcp.NewToolResultError("no note " + id), nil
		}
		delete(n.byID, id)
		return mcp.NewToolResultText("deleted"), nil
	}
}

// archive implements Notes too, but nothing converts it to Notes or
// registers its handlers: whose errors go where is not known.
type archive struct{}

func (archive) Get() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_archived"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("archive is read-only")
	}
}

func (archive) Delete() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("delete_archived"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("archive is read-only")
	}
}
