// Package keeperuse asks package keeperlib's Keeper, an interface, whether
// the caller may act: the error of a Keeper method is the token-scoped
// implementation's denial; a false verdict without an error is another
// implementation's (a flag), and a Counter's error decides nothing on the
// caller.
package keeperuse

import (
	"context"
	"errors"
	"slices"

	"autherror/keeperlib"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type conn struct {
	keeper  keeperlib.Keeper
	counter keeperlib.Counter
	local   gate
}

type in struct {
	Name string `json:"name"`
}

func (c *conn) list(ctx context.Context, _ *mcp.CallToolRequest, _ *in) (*mcp.CallToolResult, any, error) {
	if ok, err := c.keeper.CanRead(ctx); err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	} else if !ok {
		return nil, nil, errors.New("reading is disabled")
	}
	return &mcp.CallToolResult{}, nil, nil
}

func (c *conn) restart(ctx context.Context, _ *mcp.CallToolRequest, _ *in) (*mcp.CallToolResult, any, error) {
	ok, err := c.keeper.CanWrite(ctx)
	if err != nil {
		return nil, nil, err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	if !ok {
		return nil, nil, errors.New("writing is disabled")
	}
	if err := c.counter.Allow(ctx); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{}, nil, nil
}

// gate is this package's own interface: its one implementation decides
// on the token's scopes.
type gate interface {
	Check(ctx context.Context, scope string) error
}

type scopeGate struct{}

func (scopeGate) Check(ctx context.Context, scope string) error {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil || !slices.Contains(ti.Scopes, scope) {
		return errors.New("insufficient scope")
	}
	return nil
}

func (c *conn) purge(ctx context.Context, _ *mcp.CallToolRequest, _ *in) (*mcp.CallToolResult, any, error) {
	if err := c.local.Check(ctx, "admin"); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `caller authorization failure`
	}
	return &mcp.CallToolResult{}, nil, nil
}

// Register adds the tools.
func Register(s *mcp.Server, mode string) {
	c := &conn{keeper: keeperlib.New(mode), counter: keeperlib.NewCounter(10), local: scopeGate{}}
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, c.list)
	mcp.AddTool(s, &mcp.Tool{Name: "restart"}, c.restart)
	mcp.AddTool(s, &mcp.Tool{Name: "purge"}, c.purge)
}
