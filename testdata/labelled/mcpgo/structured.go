package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"labelled/mcpgo/toolkit"
)

type quote struct {
	Symbol string  `json:"symbol"`
	Price  float64 `json:"price"`
	Error  string  `json:"error,omitempty"`
}

// Positives: an isError result that carries structured content.

func (s *srv) getQuote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sym := req.GetString("symbol", "")
	q, err := s.quote(ctx, sym)
	if err != nil {
		res := mcp.NewToolResultStructured(quote{Symbol: sym, Error: err.Error()}, "quote failed: "+err.Error())
		res.IsError = true // want structurederror:`isError result carries structured content`
		return res, nil
	}
	return mcp.NewToolResultStructured(q, "ok"), nil // ok structurederror
}

func (s *srv) quoteHistory(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.quote(ctx, "x"); err != nil {
		return &mcp.CallToolResult{ // want structurederror:`isError result carries structured content`
			IsError:           true,
			Content:           []mcp.Content{mcp.NewTextContent("history unavailable")},
			StructuredContent: map[string]any{"error": err.Error()},
		}, nil
	}
	return mcp.NewToolResultText("history"), nil
}

func (s *srv) quoteAlert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.quote(ctx, "x"); err != nil {
		return toolkit.StructuredFailure(map[string]string{"error": err.Error()}, "alert not set"), nil // want structurederror:`isError result carries structured content`
	}
	return mcp.NewToolResultText("alert set"), nil
}

func (s *srv) quoteJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	res, jerr := mcp.NewToolResultJSON(q)
	if jerr != nil {
		return mcp.NewToolResultError("encoding failed"), nil
	}
	if err != nil {
		res.IsError = true // want structurederror:`isError result carries structured content`
	}
	return res, nil
}

func (s *srv) quoteLimits(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.quote(ctx, "x"); err != nil {
		res := mcp.NewToolResultError("limits unavailable: " + err.Error())
		res.StructuredContent = map[string]any{"retryable": true} // want structurederror:`isError result carries structured content`
		return res, nil
	}
	return mcp.NewToolResultText("limits"), nil
}

func errorWithDetails(err error, details any) *mcp.CallToolResult {
	res := mcp.NewToolResultError(err.Error())
	res.StructuredContent = details
	return res
}

func (s *srv) quoteSpread(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.quote(ctx, "x"); err != nil {
		return errorWithDetails(err, quote{Error: err.Error()}), nil // want structurederror:`isError result carries structured content`
	}
	return mcp.NewToolResultText("spread"), nil
}

func (s *srv) quoteVolume(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	q, qerr := s.quote(ctx, "x")
	res = mcp.NewToolResultStructured(q, "volume")
	if qerr != nil {
		res.IsError = true
		res.Content = []mcp.Content{mcp.NewTextContent("volume unavailable: " + qerr.Error())} // want structurederror:`isError result carries structured content`
	}
	return
}

func (s *srv) typedQuoteRange(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) {
	if args.Tag == "" {
		out := mcp.NewToolResultStructuredOnly(quote{Error: "symbol is required"})
		out.IsError = true // want structurederror:`isError result carries structured content`
		return out, nil
	}
	return mcp.NewToolResultText("range"), nil
}

// Negatives.

func (s *srv) quoteSummary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		return mcp.NewToolResultError("summary unavailable: " + err.Error()), nil // ok structurederror
	}
	return toolkit.Report(q, "summary"), nil // ok structurederror
}

func (s *srv) structuredQuoteStats(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (quote, error) {
	if args.Tag == "" {
		return quote{}, errors.New("symbol is required") // ok structurederror
	}
	return quote{Symbol: args.Tag}, nil // ok structurederror
}

func (s *srv) quoteCurrency(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultStructured(quote{}, "currency")
	if _, err := s.quote(ctx, "x"); err != nil {
		res = mcp.NewToolResultError("currency unavailable")
	}
	return res, nil // ok structurederror
}

func (s *srv) quoteDividend(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := s.quote(ctx, "x"); err != nil {
		res := mcp.NewToolResultStructured(quote{}, "dividend unavailable")
		res.IsError = true
		res.StructuredContent = nil
		return res, nil // ok structurederror
	}
	return mcp.NewToolResultText("dividend"), nil
}

func (s *srv) quoteSector(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(err.Error())}}, nil // ok structurederror
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(q.Symbol)}, StructuredContent: q}, nil // ok structurederror
}

func (s *srv) quoteMarket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultStructured(quote{}, "market")
	res.IsError = false
	return res, nil // ok structurederror
}

func (s *srv) quoteOpen(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := s.quote(ctx, "x")
	if err != nil {
		return mcp.NewToolResultStructured(q, "x"), fmt.Errorf("quote: %w", err) // ok structurederror // want rpcerror:`-32603`
	}
	return mcp.NewToolResultStructured(q, "open"), nil // ok structurederror
}
