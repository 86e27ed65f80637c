package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Outputs of typed handlers as the SDK sends them (issue 22, patterns 1, 3
// and 4): a nil map marshals to null, a map literal is data.

func registerRecall4(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "uploadForecast"}, s.uploadForecast)
	mcp.AddTool(m, &mcp.Tool{Name: "pushForecast"}, s.pushForecast)
	mcp.AddTool(m, &mcp.Tool{Name: "listStations"}, s.listStations)
}

func (s *srv) uploadForecast(ctx context.Context, req *mcp.CallToolRequest, args forecastArgs) (*mcp.CallToolResult, map[string]any, error) {
	if args.Station == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "station is required"}}}, nil, nil // ok structurederror
	}
	resp, err := forecasts.get(ctx, "/upload/"+args.Station)
	if err != nil {
		return &mcp.CallToolResult{}, map[string]any{"success": false, "message": "upload failed: " + err.Error()}, nil // want errorleak:`handler's output carries raw net/http error text` unflaggederror:`"success" is false but does not set isError`
	}
	resp.Body.Close()
	return nil, map[string]any{"success": true, "station": args.Station}, nil // ok unflaggederror errorleak
}

func (s *srv) pushForecast(ctx context.Context, req *mcp.CallToolRequest, args forecastArgs) (*mcp.CallToolResult, map[string]any, error) {
	ok, msg := true, "pushed"
	if _, err := s.count(ctx); err != nil {
		ok, msg = false, "the station list is not loaded; retry in a minute"
	}
	return &mcp.CallToolResult{IsError: !ok}, map[string]any{"success": ok, "message": msg}, nil // want structurederror:`on the paths where !ok`
}

// stationItem is one line of a stations answer; its error points at the
// text of the lookup's error.
type stationItem struct {
	Station string  `json:"station"`
	Error   *string `json:"error,omitempty"`
}

type stationsOut struct {
	Items []stationItem `json:"items"`
}

func (s *srv) stationItem(ctx context.Context, id string) stationItem {
	it := stationItem{Station: id}
	resp, err := forecasts.get(ctx, "/stations/"+id)
	if err != nil {
		msg := err.Error()
		it.Error = &msg
		return it
	}
	resp.Body.Close()
	return it
}

func (s *srv) listStations(ctx context.Context, req *mcp.CallToolRequest, args forecastArgs) (*mcp.CallToolResult, stationsOut, error) {
	var out stationsOut
	out.Items = append(out.Items, s.stationItem(ctx, args.Station))
	return nil, out, nil // ok unflaggederror // want errorleak:`handler's output carries raw net/http error text`
}
