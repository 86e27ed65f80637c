package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/gokit"
)

// Cases of the results task for go-sdk: named results changed by defers,
// helpers of another package, results built in pieces.

type weather struct {
	City  string  `json:"city"`
	TempC float64 `json:"tempC"`
}

func (s *srv) lookupWeather(ctx context.Context, city string) (weather, error) {
	if city == "" {
		return weather{}, errors.New("city is empty")
	}
	return weather{City: city}, ctx.Err()
}

// Class 3: named results.

func (s *srv) g2Recover(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = &mcp.CallToolResult{}
			res.SetError(fmt.Errorf("the tool crashed: %v", r))
			err = nil
		}
	}()
	n, err := s.count(ctx)
	if err != nil {
		return gokit.Soft(err) // ok rpcerror nilresult emptyerror
	}
	return textResult(fmt.Sprint(n)), nil // ok rpcerror nilresult
}

func (s *srv) g2BareSoft(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer func() {
		if res == nil {
			res = textResult("nothing to report")
		}
	}()
	n, err := s.count(ctx)
	if err != nil {
		res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot count stations: " + err.Error()}}}
		return // ok rpcerror nilresult emptyerror unflaggederror
	}
	if n == 0 {
		return // ok nilresult
	}
	res = textResult(fmt.Sprintf("%d stations", n))
	return // ok rpcerror nilresult
}

func (s *srv) g2BareNil(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, serverErr error) {
	defer func() {
		_ = recover()
	}()
	if len(s.stations) == 0 {
		return // want nilresult:`nil result`
	}
	res = textResult("stations loaded")
	return // ok nilresult
}

// Class 4: helpers of another package.

func (s *srv) g2None(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return gokit.None() // want nilresult:`nil result`
	}
	return textResult("consented"), nil
}

func (s *srv) g2Pick(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return gokit.Pick(s.stations["home"], s.stations["work"]) // want nilresult:`nil result`
}

func (s *srv) g2Bare(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !s.consented {
		return gokit.Bare(), nil // want emptyerror:`no content`
	}
	return textResult("consented"), nil
}

func (s *srv) g2Flag(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: ""}}}
	if !s.consented {
		gokit.Flag(res) // want emptyerror:`only empty text`
	}
	return res, nil
}

func (s *srv) g2FlagText(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	msg := "calendar connected"
	failed := !s.consented
	if failed {
		msg = "connect the calendar first: ask the user to open the consent link"
	}
	res := textResult(msg)
	if failed {
		gokit.Flag(res) // ok emptyerror structurederror
	}
	return res, nil // ok emptyerror unflaggederror
}

func (s *srv) g2Attach(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w, err := s.lookupWeather(ctx, string(req.Params.Arguments))
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return gokit.Attach(res, w), nil // want structurederror:`carries structured content`
	}
	return gokit.Attach(textResult(w.City), w), nil // ok structurederror
}

// Class 5: results built in pieces.

func (s *srv) g2Pieces(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	days, err := s.events(ctx, "today")
	if err != nil {
		res.Content = append(res.Content, &mcp.TextContent{Text: "failed to load events: " + err.Error()}) // want unflaggederror:`does not set isError`
		return res, nil
	}
	res.Content = append(res.Content, &mcp.TextContent{Text: strings.Join(days, ", ")})
	return res, nil // ok unflaggederror
}

func (s *srv) g2PiecesFlagged(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	days, err := s.events(ctx, "today")
	if err != nil {
		res.Content = append(res.Content, &mcp.TextContent{Text: "failed to load events: " + err.Error()})
		res.IsError = true
		return res, nil // ok unflaggederror emptyerror
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: strings.Join(days, ", ")}}
	return res, nil
}

func (s *srv) g2SetError(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if _, err := s.events(ctx, "today"); err != nil {
		res.SetError(err) // ok emptyerror unflaggederror
		return res, nil
	}
	if len(s.stations) == 0 {
		res.SetError(errors.New("")) // want emptyerror:`only empty text`
		return res, nil
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: "events loaded"}}
	return res, nil
}

func (s *srv) g2SetErrorStructured(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w, err := s.lookupWeather(ctx, string(req.Params.Arguments))
	res := &mcp.CallToolResult{StructuredContent: w}
	if err != nil {
		res.SetError(err) // want structurederror:`carries structured content`
	}
	return res, nil
}

func (s *srv) g2SprintfVar(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := string(req.Params.Arguments)
	_, err := s.lookupWeather(ctx, city)
	if err != nil {
		text := fmt.Sprintf("Error: weather for %s is unavailable (%v)", city, err)
		return textResult(text), nil // want unflaggederror:`does not set isError`
	}
	return textResult("sunny"), nil
}

// Negatives.

func (s *srv) g2LogTail(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines, err := s.events(ctx, "log")
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot read the log: " + err.Error()}}}, nil
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		b.WriteString("\n")
	}
	return textResult("error lines:\n" + b.String()), nil // ok unflaggederror
}

func (s *srv) g2Validate(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, _ := s.count(ctx)
	if n > 0 {
		return textResult(fmt.Sprintf("Validation finished: %d errors found", n)), nil // ok unflaggederror
	}
	return textResult("Validation finished: no errors"), nil // ok unflaggederror
}

// registerResults2 registers the tools of this file.
func registerResults2(m *mcp.Server, s *srv) {
	for name, h := range map[string]mcp.ToolHandler{
		"g2_recover":              s.g2Recover,
		"g2_bare_soft":            s.g2BareSoft,
		"g2_bare_nil":             s.g2BareNil,
		"g2_none":                 s.g2None,
		"g2_pick":                 s.g2Pick,
		"g2_bare":                 s.g2Bare,
		"g2_flag":                 s.g2Flag,
		"g2_flag_text":            s.g2FlagText,
		"g2_attach":               s.g2Attach,
		"g2_pieces":               s.g2Pieces,
		"g2_pieces_flagged":       s.g2PiecesFlagged,
		"g2_set_error":            s.g2SetError,
		"g2_set_error_structured": s.g2SetErrorStructured,
		"g2_sprintf_var":          s.g2SprintfVar,
		"g2_log_tail":             s.g2LogTail,
		"g2_validate":             s.g2Validate,
	} {
		m.AddTool(&mcp.Tool{Name: name, InputSchema: object}, h)
	}
}

var _ = registerResults2
