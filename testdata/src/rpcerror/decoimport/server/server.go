// Package server registers another package's handlers wrapped in its own
// decorator, whose closure denies calls with an error it makes itself and
// logs through a closure that reads it.
package server

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rpcerror/decoimport/tools"
)

type handlerFunc = func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

type Server struct {
	allowed map[string]bool
}

func (s *Server) withAuth(tool string, h handlerFunc) handlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !s.allowed[tool] {
			err := fmt.Errorf("tool %s is not allowed", tool)
			msg := func() string { return err.Error() }()
			log.Print(msg)
			return nil, err // want `tool middleware withAuth returns an error that mcp-go sends as JSON-RPC error -32603`
		}
		return h(ctx, req)
	}
}

func (s *Server) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("get_employee"), s.withAuth("get_employee", tools.GetEmployee))
}
