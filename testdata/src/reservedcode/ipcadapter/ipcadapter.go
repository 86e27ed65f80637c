// Package ipcadapter is an mcp-go server that forwards tool calls to a
// broker: the code of a broker message's error payload never reaches its
// client (the tool answers with the message in an isError result), the
// code of a relayed JSON-RPC response does.
package ipcadapter

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"reservedcode/ipcmsg"
)

type adapter struct {
	pending map[string]chan ipcmsg.ToolResult
	relay   chan ipcmsg.RelayFrame
}

// failPending answers every waiting call with the broker's loss.
func (a *adapter) failPending(msg string) {
	for _, ch := range a.pending {
		ch <- ipcmsg.ToolResult{Error: &ipcmsg.ErrorPayload{Code: -32000, Message: msg}}
	}
}

// relayFailure sends a JSON-RPC error to the client as it is.
func (a *adapter) relayFailure(id any) {
	a.relay <- ipcmsg.RelayFrame{JSONRPC: "2.0", ID: id, Error: &ipcmsg.RelayError{Code: -32001, Message: "broker lost"}} // want `JSON-RPC error code -32001 is in the legacy band`
}

func (a *adapter) call(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ch := make(chan ipcmsg.ToolResult, 1)
	a.pending[req.Params.Name] = ch
	res := <-ch
	if res.Error != nil {
		return mcp.NewToolResultError(res.Error.Message), nil
	}
	return mcp.NewToolResultText("done"), nil
}
