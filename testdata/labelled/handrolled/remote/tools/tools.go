// Package tools holds the tools of a hand-rolled MCP server whose
// tools/call dispatcher lives in package server: it calls them in a
// switch on the tool name and answers a tool's error with JSON-RPC
// error -32603.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// Text is a text content block.
type Text struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// Result is a tools/call result.
type Result struct {
	Content           []Text `json:"content"`
	StructuredContent any    `json:"structuredContent,omitempty"`
	IsError           bool   `json:"isError,omitempty"`
}

// TextResult returns a result with one text.
func TextResult(s string) *Result {
	return &Result{Content: []Text{{Type: "text", Text: s}}}
}

// Weather asks a weather service.
type Weather struct {
	Client *http.Client
	Base   string
}

type cityArgs struct {
	City string `json:"city"`
}

// Forecast returns the forecast of a city.
func (w *Weather) Forecast(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var a cityArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, fmt.Errorf("decode arguments: %w", err) // want rpcerror:`JSON-RPC error -32603` // ok nilresult
	}
	if a.City == "" {
		return &Result{IsError: true, Content: []Text{{Type: "text", Text: "city is required"}}}, nil // ok rpcerror emptyerror
	}
	resp, err := w.Client.Get(w.Base + "/forecast?city=" + a.City)
	if err != nil {
		return nil, err // want rpcerror:`JSON-RPC error -32603`
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return TextResult("no forecast for " + a.City), nil // ok unflaggederror
	}
	if resp.StatusCode != http.StatusOK {
		return TextResult("failed to get the forecast: " + resp.Status), nil // want unflaggederror:`does not set isError`
	}
	return TextResult("sunny"), nil // ok rpcerror unflaggederror nilresult
}

// Alerts returns the weather alerts of a city.
func (w *Weather) Alerts(ctx context.Context, raw json.RawMessage) (*Result, error) {
	var a cityArgs
	if err := json.Unmarshal(raw, &a); err != nil || a.City == "" {
		return &Result{IsError: true, Content: []Text{{Type: "text", Text: ""}}}, nil // want emptyerror:`only empty text`
	}
	if a.City == "nowhere" {
		return nil, nil // want nilresult:`nil result`
	}
	return &Result{Content: []Text{{Type: "text", Text: "none"}}, StructuredContent: map[string]int{"alerts": 0}}, nil // ok structurederror
}

// Echo returns its arguments.
func Echo(ctx context.Context, raw json.RawMessage) (*Result, error) {
	if len(raw) == 0 {
		return nil, errors.New("no arguments") // want rpcerror:`JSON-RPC error -32603`
	}
	return &Result{IsError: true, Content: []Text{{Type: "text", Text: "echo is disabled"}}, StructuredContent: map[string]string{"raw": string(raw)}}, nil // want structurederror:`carries structured content`
}
