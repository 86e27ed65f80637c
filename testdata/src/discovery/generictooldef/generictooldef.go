// Package generictooldef keeps go-sdk typed handlers in a generic tool
// record that a generic constructor fills and whose register method
// wraps the handler for mcp.AddTool: whoever reads the record, a typed
// handler's errors become isError results, as mcp.AddTool, the only way
// to register one, decides.
package generictooldef

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolDef[I, O any] struct {
	tool *mcp.Tool
	run  func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error)
}

func (d *toolDef[I, O]) register(s *mcp.Server) {
	mcp.AddTool(s, d.tool, func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		log.Printf("tool %s", d.tool.Name)
		return d.run(ctx, req, in)
	})
}

func newToolDef[I, O any](name string, run func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error)) *toolDef[I, O] {
	return &toolDef[I, O]{tool: &mcp.Tool{Name: name}, run: run}
}

type countIn struct {
	Table string `json:"table"`
}

type countOut struct {
	N int `json:"n"`
}

func countRows(ctx context.Context, req *mcp.CallToolRequest, in countIn) (*mcp.CallToolResult, countOut, error) { // want `countRows tool=\? sdk=go-sdk kind=ToolHandlerFor errors=iserror via=delegate of func literal in countTool`
	if in.Table == "" {
		return nil, countOut{}, errors.New("table is required")
	}
	return nil, countOut{N: 1}, nil
}

func countTool() *toolDef[countIn, countOut] {
	return newToolDef("count", func(ctx context.Context, req *mcp.CallToolRequest, in countIn) (*mcp.CallToolResult, countOut, error) { // want `func literal in countTool tool=\? sdk=go-sdk kind=ToolHandlerFor errors=iserror via=field run`
		return countRows(ctx, req, in)
	})
}

// Register registers the tools.
func Register(s *mcp.Server) {
	countTool().register(s)
}

// makeHandler adapts a plain function of the project's tool shape to a
// typed handler that returns its results: a wrapper, the functions given
// to it are the tools, with the typed handler's routing.
func makeHandler[In, Out any](fn func(context.Context, In) (*Out, error)) mcp.ToolHandlerFor[In, *Out] {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Out, error) {
		out, err := fn(ctx, in)
		return nil, out, err
	}
}

type lookupIn struct {
	ID string `json:"id"`
}

type item struct {
	Name string `json:"name"`
}

type catalog struct{ items map[string]item }

func (c *catalog) lookup(ctx context.Context, in lookupIn) (*item, error) { // want `catalog.lookup tool="lookup" sdk=go-sdk kind=none errors=iserror via=wrapper makeHandler`
	it, ok := c.items[in.ID]
	if !ok {
		return nil, errors.New("no item " + in.ID)
	}
	return &it, nil
}

// RegisterCatalog registers the catalogue's tools.
func RegisterCatalog(s *mcp.Server, c *catalog) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, makeHandler(c.lookup))
}
