package main

import (
	"context"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A generic decorator whose own handler refuses a call (issue 22, eval28):
// the zero output beside an isError result and a nil error is attached as
// structured content when the decorated tool's output is a struct.

var callsLeft atomic.Int64

type stationCount struct {
	Stations int `json:"stations"`
}

// rationed refuses calls once the budget is spent.
func rationed[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if callsLeft.Add(-1) < 0 {
			var zero Out
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "call budget spent; retry after the hour"}}}, zero, nil // want structurederror:`handler a generic decorator builds`
		}
		return h(ctx, req, in)
	}
}

func registerSession8(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "countStations"}, rationed(s.countStations))
}

func (s *srv) countStations(ctx context.Context, req *mcp.CallToolRequest, args forecastArgs) (*mcp.CallToolResult, stationCount, error) {
	n, err := s.count(ctx)
	if err != nil {
		return nil, stationCount{}, err // ok structurederror rpcerror
	}
	return nil, stationCount{Stations: n}, nil // ok structurederror
}
