// Package server is the tools/call dispatcher of a hand-rolled MCP
// server whose tools live in package tools.
package server

import (
	"context"
	"encoding/json"

	"labelled/handrolled/remote/tools"
)

// Error is a JSON-RPC error object.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  *tools.Result   `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
}

// Request is a JSON-RPC request.
type Request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"params"`
}

// Server dispatches the tools.
type Server struct {
	weather *tools.Weather
}

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, req Request) Response {
	resp := Response{JSONRPC: "2.0", ID: req.ID}
	if req.Method != "tools/call" {
		resp.Error = &Error{Code: -32601, Message: "method not found"}
		return resp
	}
	var (
		res *tools.Result
		err error
	)
	switch req.Params.Name {
	case "forecast":
		res, err = s.weather.Forecast(ctx, req.Params.Arguments)
	case "alerts":
		res, err = s.weather.Alerts(ctx, req.Params.Arguments)
	case "echo":
		res, err = tools.Echo(ctx, req.Params.Arguments)
	default:
		resp.Error = &Error{Code: -32602, Message: "unknown tool " + req.Params.Name}
		return resp
	}
	if err != nil {
		resp.Error = &Error{Code: -32603, Message: err.Error()}
		return resp
	}
	resp.Result = res
	return resp
}
