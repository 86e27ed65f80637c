package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Structured output on failure reached through helpers: an inner function
// of the tool answers with an isError result and an output, and the
// handler hands the triple on.

func registerRecall2(m *mcp.Server, s *srv) {
	mcp.AddTool(m, &mcp.Tool{Name: "forecastDelegate"}, s.forecastDelegate)
	mcp.AddTool(m, &mcp.Tool{Name: "forecastChecked"}, s.forecastChecked)
	mcp.AddTool(m, &mcp.Tool{Name: "forecastPlain"}, s.forecastPlain)
	mcp.AddTool(m, &mcp.Tool{Name: "forecastMade"}, forecastHandler(s))
	m.AddTool(&mcp.Tool{Name: "lowStationJSON", InputSchema: object}, s.lowStationJSON)
	m.AddTool(&mcp.Tool{Name: "lowStationJSONChecked", InputSchema: object}, s.lowStationJSONChecked)
	m.AddTool(&mcp.Tool{Name: "lowStationLast", InputSchema: object}, s.lowStationLast)
}

// toolFailure is the server's isError result for a message.
func toolFailure(msg string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.SetError(errors.New(msg))
	return res
}

// forecast does the work of the forecast tools.
func (s *srv) forecast(ctx context.Context, in calIn) (*mcp.CallToolResult, report, error) {
	if in.User == "" {
		return toolFailure("user is required"), report{}, nil // ok emptyerror
	}
	if _, err := s.count(ctx); err != nil {
		return toolFailure("station count unavailable"), report{}, nil
	}
	return nil, report{City: in.User}, nil
}

// checkUser answers an isError result and false for a missing user.
func checkUser(in calIn) (*mcp.CallToolResult, bool) {
	if in.User == "" {
		return toolFailure("user is required"), false
	}
	return nil, true
}

func (s *srv) forecastDelegate(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
	res, out, err := s.forecast(ctx, in)
	return res, out, err // want structurederror:`into structuredContent`
}

func (s *srv) forecastChecked(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, *report, error) {
	if res, ok := checkUser(in); !ok {
		return res, &report{}, nil // want structurederror:`into structuredContent`
	}
	return nil, &report{City: in.User}, nil // ok structurederror
}

// forecastPlain hands the helper's isError result on with a nil output of
// an interface type, and its error as an error: nothing is attached.
func (s *srv) forecastPlain(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if res, ok := checkUser(in); !ok {
		return res, nil, nil // ok structurederror
	}
	if _, err := s.count(ctx); err != nil {
		return nil, nil, err // ok structurederror
	}
	return nil, report{City: in.User}, nil // ok structurederror
}

func forecastHandler(s *srv) mcp.ToolHandlerFor[calIn, report] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
		if _, err := s.count(ctx); err != nil {
			return toolFailure("station count unavailable: " + err.Error()), report{}, nil // want structurederror:`into structuredContent`
		}
		return nil, report{City: in.User}, nil // ok structurederror
	}
}

// stationJSON answers (nil, err) when the stations cannot be encoded.
func (s *srv) stationJSON() (*mcp.CallToolResult, error) {
	b, err := json.Marshal(s.stations)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func (s *srv) lowStationJSON(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := s.stationJSON()
	if err != nil {
		log.Printf("lowStationJSON: %v", err)
	}
	return res, nil // want nilresult:`nil result`
}

func (s *srv) lowStationJSONChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := s.stationJSON()
	if err != nil {
		return nil, err // ok nilresult
	}
	return res, nil // ok nilresult
}

// lastStation keeps the last answer per station.
var lastStation = map[string]*mcp.CallToolResult{}

func (s *srv) lowStationLast(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := lastStation[string(req.Params.Arguments)]
	if res == nil {
		log.Printf("lowStationLast: nothing yet")
	}
	return res, nil // want nilresult:`nil result`
}
