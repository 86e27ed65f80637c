package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/apierr"
)

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// nilresult positives: low-level handlers that return no result.

func (s *srv) lowStation(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st, ok := s.stations[string(req.Params.Arguments)]
	if !ok {
		return nil, nil // want nilresult:`go-sdk v1\.8\.0 sends "result": null`
	}
	return textResult(st), nil // ok nilresult
}

func (s *srv) lowStations(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if len(s.stations) > 0 {
		res = textResult(fmt.Sprint(len(s.stations)))
	}
	return res, nil // want nilresult:`nil result`
}

func (s *srv) lowStationLookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.stations == nil {
		return apierr.Nothing() // want nilresult:`nil result`
	}
	return textResult("found"), nil
}

func (s *srv) lowStationKind(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	switch string(req.Params.Arguments) {
	case "coastal":
		res = textResult("coastal")
	case "inland":
		res = textResult("inland")
	}
	return // want nilresult:`nil result`
}

func (s *srv) lowStationCount(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	if err != nil {
		return apierr.Soft(err) // ok nilresult rpcerror
	}
	if n == 0 {
		return nil, err // want nilresult:`nil result`
	}
	return textResult(fmt.Sprint(n)), nil
}

// nilresult negatives.

func (s *srv) stationTyped(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	return nil, calOut{}, nil // ok nilresult
}

func (s *srv) lowStationGuarded(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if res == nil && err == nil {
			res = textResult("no station selected")
		}
	}()
	if len(req.Params.Arguments) == 0 {
		return nil, nil // ok nilresult
	}
	return textResult("selected"), nil
}

func (s *srv) lowStationPair(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var (
		res *mcp.CallToolResult
		err error
	)
	if len(s.stations) == 0 {
		err = errors.New("no stations configured")
	} else {
		res = textResult("stations")
	}
	return res, err // ok nilresult // want rpcerror:`code 0`
}

func (s *srv) lowStationDefault(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	for _, st := range s.stations {
		res = textResult(st)
	}
	if res == nil {
		res = textResult("no stations")
	}
	return res, nil // ok nilresult
}

// emptyerror.

func (s *srv) lowForecastEmpty(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return &mcp.CallToolResult{IsError: true}, nil // want emptyerror:`isError result has no content`
	}
	return textResult("sunny"), nil // ok emptyerror
}

func (s *srv) lowForecastBlank(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.stations == nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{}}}, nil // want emptyerror:`only empty text`
	}
	return textResult("rain"), nil
}

func (s *srv) lowForecastHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.stations == nil {
		return apierr.Empty(), nil // want emptyerror:`no content`
	}
	return textResult("wind"), nil
}

func (s *srv) lowForecastLater(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if s.stations == nil {
		res.IsError = true // want emptyerror:`no content`
	} else {
		res.Content = []mcp.Content{&mcp.TextContent{Text: "fog"}}
	}
	return res, nil
}

func (s *srv) forecastAny(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if in.Day == "" {
		return &mcp.CallToolResult{IsError: true}, nil, nil // want emptyerror:`no content`
	}
	return nil, map[string]string{"day": in.Day}, nil // ok emptyerror
}

func (s *srv) lowForecastArray(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.stations == nil {
		return &mcp.CallToolResult{Content: []mcp.Content{}, IsError: true}, nil // want emptyerror:`empty content array`
	}
	return textResult("hail"), nil
}

func (s *srv) lowForecastSet(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res mcp.CallToolResult
	if _, err := s.count(ctx); err != nil {
		res.SetError(err)
		return &res, nil // ok emptyerror
	}
	return textResult("snow"), nil
}

func (s *srv) lowForecastSoft(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return apierr.Result(err), nil // ok emptyerror
	}
	return textResult("clear"), nil
}

func (s *srv) lowForecastAppend(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{IsError: true}
	res.Content = append(res.Content, &mcp.TextContent{Text: "no forecast for this region; try a nearby city"})
	return res, nil // ok emptyerror
}

func (s *srv) forecastTyped(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if in.Day == "" {
		return nil, calOut{}, errors.New("day is required") // ok emptyerror
	}
	return nil, calOut{}, nil // ok emptyerror
}

// unflaggederror.

func (s *srv) lowAlertFetch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return textResult("failed to fetch alerts: " + err.Error()), nil // want unflaggederror:`does not set isError`
	}
	return textResult("no alerts"), nil // ok unflaggederror
}

func (s *srv) lowAlertList(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Error: %v", err)}}}, nil // want unflaggederror:`does not set isError`
	}
	return textResult("alerts"), nil
}

func (s *srv) lowAlertAck(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return apierr.Text("invalid argument: alert id"), nil // want unflaggederror:`reads as a failure`
	}
	return apierr.Text("acknowledged"), nil // ok unflaggederror
}

func (s *srv) alertTyped(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if in.User == "" {
		return textResult("Error: user is required"), nil, nil // want unflaggederror:`does not set isError`
	}
	return nil, nil, nil
}

func (s *srv) lowAlertMute(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := s.count(ctx)
	if err != nil {
		detail := err.Error()
		text := "could not mute: " + detail
		return textResult(text), nil // want unflaggederror:`does not set isError`
	}
	return textResult("muted"), nil
}

func (s *srv) lowAlertSummary(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := s.count(ctx)
	return textResult(fmt.Sprintf("%d alerts, 0 errors", n)), nil // ok unflaggederror
}

func (s *srv) lowAlertFlagged(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		res := textResult("failed to load alerts")
		res.IsError = true
		return res, nil // ok unflaggederror
	}
	return textResult("loaded"), nil
}

func (s *srv) lowAlertPartial(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var lines []string
	for id := range s.stations {
		if _, err := s.count(ctx); err != nil {
			lines = append(lines, id+": failed: "+err.Error())
			continue
		}
		lines = append(lines, id+": ok")
	}
	return textResult(strings.Join(lines, "\n")), nil // ok unflaggederror
}

func (s *srv) lowAlertDocs(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return textResult("Error codes are listed at https://example.com/codes"), nil // ok unflaggederror
}

// structurederror.

type report struct {
	City  string  `json:"city"`
	TempC float64 `json:"tempC"`
}

func (s *srv) reportCity(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
	if in.User == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "city is required"}}}, report{}, nil // want structurederror:`go-sdk marshals the output \(report\) into structuredContent`
	}
	return nil, report{City: in.User}, nil // ok structurederror
}

func (s *srv) reportRegion(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, *report, error) {
	if _, err := s.count(ctx); err != nil {
		return apierr.Result(err), nil, nil // want structurederror:`into structuredContent`
	}
	return nil, &report{City: "x"}, nil
}

func (s *srv) reportTrend(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
	var res mcp.CallToolResult
	if _, err := s.count(ctx); err != nil {
		res.SetError(err)
		return &res, report{}, nil // want structurederror:`into structuredContent`
	}
	return nil, report{}, nil
}

func (s *srv) lowReportRaw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return &mcp.CallToolResult{ // want structurederror:`isError result carries structured content`
			IsError:           true,
			Content:           []mcp.Content{&mcp.TextContent{Text: "report failed"}},
			StructuredContent: map[string]any{"error": err.Error()},
		}, nil
	}
	return textResult("report"), nil
}

func (s *srv) lowReportHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return apierr.WithDetails("report failed", map[string]string{"reason": err.Error()}), nil // want structurederror:`isError result carries structured content`
	}
	return textResult("report"), nil
}

func (s *srv) lowReportLater(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "report"}}, StructuredContent: report{}}
	if _, err := s.count(ctx); err != nil {
		res.IsError = true // want structurederror:`isError result carries structured content`
	}
	return res, nil
}

func (s *srv) reportAnyOut(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, any, error) {
	if _, err := s.count(ctx); err != nil {
		return apierr.Result(err), nil, nil // ok structurederror
	}
	return nil, report{}, nil // ok structurederror
}

func (s *srv) reportErr(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, report, error) {
	if _, err := s.count(ctx); err != nil {
		return nil, report{}, fmt.Errorf("report: %w", err) // ok structurederror
	}
	return nil, report{}, nil // ok structurederror
}

func (s *srv) lowReportPlain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return apierr.Result(err), nil // ok structurederror
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "{}"}}, StructuredContent: report{}}, nil // ok structurederror
}

// rpcerror.

func (s *srv) lowRPCPlain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := s.count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count stations: %w", err) // want rpcerror:`code 0`
	}
	return textResult(fmt.Sprint(n)), nil
}

func (s *srv) lowRPCSoft(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.count(ctx); err != nil {
		return apierr.Soft(err) // ok rpcerror
	}
	return textResult("ok"), nil
}

func (s *srv) rpcTyped(ctx context.Context, req *mcp.CallToolRequest, in calIn) (*mcp.CallToolResult, calOut, error) {
	if _, err := s.count(ctx); err != nil {
		return nil, calOut{}, err // ok rpcerror
	}
	return nil, calOut{}, nil
}
