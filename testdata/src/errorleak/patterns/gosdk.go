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
	gosdk.AddTool(s, &gosdk.Tool{Name: "build"}, build)
}

type buildArgs struct {
	Target string
	Quiet  bool
}

// build builds isError results by hand: their text is error content, where
// a command's output is a leak; in a success result it is the tool's
// output.
func build(ctx context.Context, req *gosdk.CallToolRequest, args buildArgs) (*gosdk.CallToolResult, any, error) {
	out, err := exec.CommandContext(ctx, "make", args.Target).CombinedOutput()
	if err != nil && args.Quiet {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "build failed: " + string(out)}}}, nil, nil // want `the text of a text content puts a command's output \(\(\*exec.Cmd\).CombinedOutput\) at gosdk.go:\d+ \(may contain paths, hostnames and credentials from command lines\) into the error result's text`
	}
	if err != nil {
		res := &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "build failed: " + string(out)}}} // want `the text of a text content puts a command's output .* into the error result's text`
		res.IsError = true
		return res, nil, nil
	}
	if len(out) > 1000 {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "the build log is too long; ask for a narrower target"}}}, nil, nil
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(out)}}}, nil, nil
}
