package patterns

import (
	"context"
	"fmt"
	"os/exec"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type pushArgs struct{ Remote string }

type pushOut struct{ Log string }

// push is a go-sdk typed handler: the SDK writes a returned error's text
// into the result.
func push(ctx context.Context, req *gosdk.CallToolRequest, args pushArgs) (*gosdk.CallToolResult, pushOut, error) {
	if args.Remote == "" {
		return nil, pushOut{}, fmt.Errorf("remote is required")
	}
	out, err := exec.CommandContext(ctx, "git", "push", args.Remote).CombinedOutput()
	if err != nil {
		return nil, pushOut{}, fmt.Errorf("git push failed: %s: %w", out, err) // want `returned error carries a command's output \(\(\*exec.Cmd\).CombinedOutput\) at gosdk.go:\d+`
	}
	return nil, pushOut{Log: string(out)}, nil
}

func register(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "push"}, push)
}
