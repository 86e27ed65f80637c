package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type syncOut struct {
	Copied int    `json:"copied"`
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
}

func copyAll(ctx context.Context, dir string) (int, error) {
	if dir == "" {
		return 0, errors.New("source unreachable")
	}
	return 3, nil
}

func registerPhiStatus(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "sync_dir"}, syncDir)
	mcp.AddTool(s, &mcp.Tool{Name: "sync_soft"}, syncSoft)
}

// syncDir sets the status and error on the failing branch and builds the
// output once, after the branches join.
func syncDir(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, syncOut, error) {
	n, err := copyAll(ctx, a.Q)
	status, msg := "success", ""
	if err != nil {
		status = "failed"
		msg = err.Error()
	}
	return nil, syncOut{Copied: n, Status: status, Error: msg}, nil // want `the output's structured content is JSON whose "error" holds an error's text on one path`
}

// syncSoft only notes how many were copied: a count, whatever happened.
func syncSoft(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, syncOut, error) {
	n, _ := copyAll(ctx, a.Q)
	status := "success"
	if n == 0 {
		status = "empty"
	}
	return nil, syncOut{Copied: n, Status: status}, nil
}
