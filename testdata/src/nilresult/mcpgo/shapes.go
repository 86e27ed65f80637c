package mcpgo

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type cache struct {
	last map[string]*mcp.CallToolResult
}

func registerShapes(s *server.MCPServer, c *cache) {
	s.AddTool(mcp.NewTool("json"), jsonLogged)
	s.AddTool(mcp.NewTool("jsonok"), jsonReturned)
	s.AddTool(mcp.NewTool("last"), c.lastResult)
	s.AddTool(mcp.NewTool("lastok"), c.lastChecked)
	s.AddTool(mcp.NewTool("kind"), byKind)
	s.AddTool(mcp.NewTool("kindok"), byKindDefault)
	s.AddTool(mcp.NewTool("lastlogged"), c.lastLogged)
	s.AddTool(mcp.NewTool("jsonignored"), jsonIgnored)
	s.AddTool(mcp.NewTool("retried"), c.retried)
	s.AddTool(mcp.NewTool("lastplain"), c.lastPlain)
	s.AddTool(mcp.NewTool("lastdirect"), c.lastDirect)
	s.AddTool(mcp.NewTool("lasttested"), c.lastTested)
}

type payload struct{ N int }

// jsonLogged logs the constructor's error and returns its nil result.
func jsonLogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(payload{N: 1})
	if err != nil {
		log.Printf("marshal: %v", err)
	}
	return res, nil // want `nil result`
}

// jsonReturned returns the constructor's error, or an isError result.
func jsonReturned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "x" {
		res, err := mcp.NewToolResultJSON(payload{N: 1})
		if err != nil {
			return mcp.NewToolResultError("cannot encode"), nil
		}
		return res, nil
	}
	return mcp.NewToolResultJSON(payload{N: 2})
}

// lastResult answers a missing key with the map's zero value.
func (c *cache) lastResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, ok := c.last[req.Params.Name]
	if !ok {
		log.Printf("no result for %s", req.Params.Name)
		return res, nil // want `nil result`
	}
	return res, nil
}

// lastChecked replaces a missing result.
func (c *cache) lastChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := c.last[req.Params.Name]
	if res == nil {
		res = mcp.NewToolResultError("no previous result")
	}
	return res, nil
}

// byKind leaves res nil for a kind its switch has no case for.
func byKind(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	switch req.GetString("kind", "") {
	case "a":
		res = mcp.NewToolResultText("a")
	case "b":
		res = mcp.NewToolResultText("b")
	}
	return res, nil // want `nil result`
}

// byKindDefault has a default.
func byKindDefault(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	switch req.GetString("kind", "") {
	case "a":
		res = mcp.NewToolResultText("a")
	default:
		res = mcp.NewToolResultError("unknown kind")
	}
	return res, nil
}

// lastLogged checks the lookup's value for nil, logs, and returns it anyway.
func (c *cache) lastLogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := c.last[req.Params.Name]
	if res == nil {
		log.Printf("no result for %s", req.Params.Name)
	}
	return res, nil // want `nil result`
}

// jsonIgnored drops the constructor's error unchecked: not reported (the
// value may always encode).
func jsonIgnored(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, _ := mcp.NewToolResultJSON(payload{N: 1})
	return res, nil
}

// retried loops until it has a result.
func (c *cache) retried(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	for res == nil {
		res = c.last[req.Params.Name]
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
	return res, nil
}

// lastPlain returns the map's entry unchecked: nil for a missing key.
func (c *cache) lastPlain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := c.last[req.GetString("key", "")]
	return res, nil // want `nil result`
}

// lastDirect returns the entry itself.
func (c *cache) lastDirect(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return c.last[req.GetString("key", "")], nil // want `nil result`
}

// lastTested tests the key with a comma-ok lookup first.
func (c *cache) lastTested(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := req.GetString("key", "")
	if _, ok := c.last[key]; !ok {
		return mcp.NewToolResultError("no result for " + key), nil
	}
	return c.last[key], nil
}
