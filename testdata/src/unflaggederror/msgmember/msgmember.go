// Package msgmember answers with typed outputs whose "message" member
// says what happened. A message that opens with failure words and holds
// a non-nil error's text is a failure's; one with only one of the two is
// not.
package msgmember

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type startIn struct {
	ID   string `json:"id"`
	Wait bool   `json:"wait,omitempty"`
}

type startOut struct {
	State   string `json:"state"`
	Message string `json:"message"`
}

func waitReady(ctx context.Context, id string) error {
	if id == "" {
		return errors.New("gave up waiting")
	}
	return nil
}

func start(ctx context.Context, _ *mcp.CallToolRequest, in startIn) (*mcp.CallToolResult, startOut, error) {
	msg := "start accepted"
	if in.Wait {
		if err := waitReady(ctx, in.ID); err != nil {
			msg = fmt.Sprintf("Error: %s", err)
		} else {
			msg = "running"
		}
	}
	return nil, startOut{State: "starting", Message: msg}, nil // want `the output's structured content is JSON whose "message" holds "Error: …" on one path`
}

// restart notes a cleanup error the work went past: no failure words.
func restart(ctx context.Context, _ *mcp.CallToolRequest, in startIn) (*mcp.CallToolResult, startOut, error) {
	msg := "restarted"
	if err := waitReady(ctx, in.ID); err != nil {
		msg = "restarted; old logs kept: " + err.Error()
	}
	return nil, startOut{State: "running", Message: msg}, nil
}

// describe reports a setting whose words read as a failure, without an
// error behind them.
func describe(ctx context.Context, _ *mcp.CallToolRequest, in startIn) (*mcp.CallToolResult, startOut, error) {
	msg := "ok"
	if in.Wait {
		msg = "Error reporting: enabled"
	}
	return nil, startOut{State: "idle", Message: msg}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "start"}, start)
	mcp.AddTool(s, &mcp.Tool{Name: "restart"}, restart)
	mcp.AddTool(s, &mcp.Tool{Name: "describe"}, describe)
}
