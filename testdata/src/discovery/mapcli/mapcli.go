// Package mapcli is a hand-rolled server whose tools return any value and
// an error; its tools/call code answers a tool's error with an isError
// result map that a helper builds from the error's text, and a
// command-line entry point calls the same tool dispatcher and prints the
// error. Its tools are the tools/call code's: routed as an isError
// result, whatever the command line does with their errors.
package mapcli

import (
	"encoding/json"
	"fmt"
)

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func errorResult(text string) map[string]any {
	return map[string]any{
		"content": []map[string]any{{"type": "text", "text": text}},
		"isError": true,
	}
}

// App serves the tools.
type App struct{}

// Dispatch answers one JSON-RPC method.
func (a *App) Dispatch(method string, params json.RawMessage) (any, *rpcError) {
	switch method {
	case "tools/call":
		res, err := a.callTool(params)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		return res, nil
	}
	return nil, &rpcError{Code: -32601, Message: "method not found"}
}

func (a *App) callTool(raw json.RawMessage) (any, error) { // want `App.callTool tool=\? sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by App.callTool`
	var p struct {
		Name      string         `json:"name"`
		Arguments map[string]any `json:"arguments"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	switch p.Name {
	case "echo":
		return a.echo(p.Arguments)
	case "count":
		return a.count(p.Arguments)
	default:
		return nil, fmt.Errorf("unknown tool: %s", p.Name)
	}
}

func (a *App) echo(args map[string]any) (any, error) { // want `App.echo tool="echo" sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by App.callTool`
	s, _ := args["text"].(string)
	return s, nil
}

func (a *App) count(args map[string]any) (any, error) { return 1, nil } // want `App.count tool="count" .* errors=iserror`

// RunCLI runs one tool from the command line and prints its error.
func RunCLI(a *App, name string) error {
	raw, _ := json.Marshal(map[string]any{"name": name})
	res, err := a.callTool(raw)
	if err != nil {
		return err
	}
	fmt.Println(res)
	return nil
}
