package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Failure texts told by where they come from, or by words the first rules
// did not know; and a tool that reports on errors as its data.

func registerRecall(m *mcp.Server, s *srv) {
	m.AddTool(&mcp.Tool{Name: "stationRename", InputSchema: object}, s.stationRename)
	m.AddTool(&mcp.Tool{Name: "stationPing", InputSchema: object}, s.stationPing)
	m.AddTool(&mcp.Tool{Name: "stationErrors", InputSchema: object}, s.stationErrors)
	mcp.AddTool(m, &mcp.Tool{Name: "stationForecast"}, s.stationForecast)
}

func (s *srv) stationRename(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := string(req.Params.Arguments)
	if _, ok := s.stations[name]; !ok {
		return textResult(fmt.Sprintf("Station with name %q not found in region %s", name, "eu")), nil // want unflaggederror:`reads as a failure`
	}
	if _, err := s.count(ctx); err != nil {
		return textResult("Rename of " + name + " failed, try again later"), nil // want unflaggederror:`reads as a failure`
	}
	return textResult("renamed"), nil // ok unflaggederror
}

func (s *srv) stationPing(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := map[string]any{"ok": true}
	if _, err := s.events(ctx, "today"); err != nil {
		resp["ok"] = false
		resp["error"] = err.Error()
	}
	b, _ := json.Marshal(resp)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want unflaggederror:`JSON whose "error" holds an error's text`
}

func (s *srv) stationErrors(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	evs, err := s.events(ctx, "today")
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil // ok unflaggederror
	}
	var errs []string
	for _, e := range evs {
		if len(e) > 5 {
			errs = append(errs, e)
		}
	}
	if len(errs) == 0 {
		return textResult("No errors reported today"), nil // ok unflaggederror
	}
	b, _ := json.Marshal(map[string]any{"errors": errs, "count": len(errs)})
	return textResult(string(b)), nil // ok unflaggederror
}

// errorleak: the server's own backend, beside the model's URL.

type forecastClient struct {
	baseURL string
	http    *http.Client
}

func (c *forecastClient) get(ctx context.Context, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

var forecasts = &forecastClient{baseURL: os.Getenv("FORECAST_API"), http: http.DefaultClient}

type forecastArgs struct {
	Station string `json:"station"`
	Source  string `json:"source,omitempty"`
}

func (s *srv) stationForecast(ctx context.Context, req *mcp.CallToolRequest, args forecastArgs) (*mcp.CallToolResult, any, error) {
	if args.Source != "" {
		if _, err := http.Get(args.Source); err != nil {
			return nil, nil, fmt.Errorf("source unreachable: %w", err) // ok errorleak
		}
	}
	resp, err := forecasts.get(ctx, "/forecast/"+args.Station)
	if err != nil {
		return nil, nil, fmt.Errorf("forecast: %w", err) // want errorleak:`configured endpoint \(field forecastClient.baseURL\)`
	}
	defer resp.Body.Close()
	return textResult(resp.Status), nil, nil // ok errorleak
}
