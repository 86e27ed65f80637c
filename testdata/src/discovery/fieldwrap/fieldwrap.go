// Package fieldwrap keeps handlers in a field of the project's own tool
// record and registers them through wrappers that call the field: the
// wrapper, not the field's type, decides where their errors go.
package fieldwrap

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is the project's tool record.
type Tool struct {
	Def     mcp.Tool
	Handler server.ToolHandlerFunc
}

func newLookup() Tool {
	return Tool{
		Def: mcp.NewTool("lookup"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in newLookup tool="lookup" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=field Tool.Handler through wrapper convert`
			return nil, errors.New("not found")
		},
	}
}

func newStatus() Tool {
	t := Tool{Def: mcp.NewTool("status")}
	t.Handler = status
	return t
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `status tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=field Tool.Handler through wrapper convert`
	return nil, errors.New("down")
}

// convert turns the tool's error into an isError result.
func convert(t Tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := t.Handler(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func register(s *server.MCPServer) {
	for _, t := range []Tool{newLookup(), newStatus()} {
		s.AddTool(t.Def, convert(t))
	}
}

// Plain is a record whose handler reaches the SDK as it is.
type Plain struct {
	Def     mcp.Tool
	Handler server.ToolHandlerFunc
}

func newPing() Plain {
	return Plain{Def: mcp.NewTool("ping"), Handler: ping}
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `ping tool="ping" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=field Plain.Handler`
	return nil, errors.New("x")
}

func registerPlain(s *server.MCPServer) {
	p := newPing()
	s.AddTool(p.Def, p.Handler)
}

// Traced is a record whose wrapper passes the error through, with a
// deferred call that does not touch the results.
type Traced struct {
	Def mcp.Tool
	Run server.ToolHandlerFunc
}

type span struct{}

func (span) End() {}

func start(ctx context.Context) (context.Context, span) { return ctx, span{} }

func newEcho() Traced {
	return Traced{Def: mcp.NewTool("echo"), Run: echo}
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `echo tool="echo" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=field Traced.Run through wrapper traced`
	return nil, errors.New("x")
}

func traced(t Traced) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, sp := start(ctx)
		defer sp.End()
		defer log.Println("done")
		res, err := t.Run(ctx, req)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}

func registerTraced(s *server.MCPServer) {
	s.AddTool(newEcho().Def, traced(newEcho()))
}

// Unseen is a record nothing in this package registers: where its
// handler's errors go is decided elsewhere.
type Unseen struct {
	Handler server.ToolHandlerFunc
}

func newHidden() Unseen {
	return Unseen{Handler: hidden}
}

func hidden(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `hidden tool=\? sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc\(-32603\) via=field Unseen.Handler routing=where-registered`
	return nil, errors.New("x")
}

var _ = newHidden
