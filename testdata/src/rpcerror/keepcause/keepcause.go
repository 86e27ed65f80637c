// Package keepcause holds rpcerror fixes of fmt.Errorf returns: the fix
// keeps the whole message when the cause is the tool's arguments, an
// error the code made itself, or an upstream error errorleak would not
// report (a public URL's fetch error).
package keepcause

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type args struct {
	Query string `json:"query"`
	Limit int    `json:"limit"`
}

func checkLimit(n int) error {
	if n > 100 {
		return errors.New("limit must be at most 100")
	}
	return nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search"), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := req.BindArguments(&a); err != nil {
		return nil, fmt.Errorf("invalid arguments: %w", err) // want `tool "search" handler returns an error`
	}
	q, err := req.RequireString("query")
	if err != nil {
		return nil, fmt.Errorf("query %q: %v", q, err) // want `tool "search" handler returns an error`
	}
	if err := checkLimit(a.Limit); err != nil {
		return nil, fmt.Errorf("search %s: %w", a.Query, err) // want `tool "search" handler returns an error`
	}
	resp, err := http.Get("https://search.example/?q=" + a.Query)
	if err != nil {
		return nil, fmt.Errorf("search %s: %w", a.Query, err) // want `tool "search" handler returns an error`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}
