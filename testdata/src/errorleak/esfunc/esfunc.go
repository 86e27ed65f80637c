// Package esfunc holds errorleak cases for a client whose typed API is
// fields of function types declared by an infrastructure package: their
// errors are the transport's. A function value of the module's own type
// is not a source.
package esfunc

import (
	"context"
	"fmt"

	es "github.com/elastic/go-elasticsearch/v8"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type probe func() error

type tools struct {
	es    *es.Client
	check probe
}

func register(s *server.MCPServer) error {
	c, err := es.NewDefaultClient()
	if err != nil {
		return err
	}
	t := &tools{es: c, check: func() error { return nil }}
	s.AddTool(mcp.NewTool("info"), t.info)
	s.AddTool(mcp.NewTool("indices"), t.indices)
	s.AddTool(mcp.NewTool("check"), t.checkTool)
	return nil
}

func (t *tools) info(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := t.es.Info(); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("info failed: %v", err)), nil // want `raw github.com/elastic/go-elasticsearch error text from esapi.Info`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (t *tools) indices(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := t.es.Cat.Indices(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/elastic/go-elasticsearch error text from esapi.CatIndices`
	}
	return mcp.NewToolResultText("ok"), nil
}

func (t *tools) checkTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := t.check(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // ok: the module's own function type
	}
	return mcp.NewToolResultText("ok"), nil
}
