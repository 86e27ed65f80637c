package patterns

import (
	"context"
	"fmt"
	"os"
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
		return nil, pushOut{}, fmt.Errorf("git push failed: %s: %w", out, err) // git's message is what the model needs
	}
	return nil, pushOut{Log: string(out)}, nil
}

// deploy pushes with a token in the remote URL: git may print the URL
// back.
func deploy(ctx context.Context, req *gosdk.CallToolRequest, args pushArgs) (*gosdk.CallToolResult, pushOut, error) {
	remote := "https://x-access-token:" + os.Getenv("GITHUB_TOKEN") + "@github.com/acme/site.git"
	out, err := exec.CommandContext(ctx, "git", "push", remote).CombinedOutput()
	if err != nil {
		return nil, pushOut{}, fmt.Errorf("git push failed: %s: %w", out, err) // want `returned error carries a command's output \(\(\*exec.Cmd\).CombinedOutput\) at gosdk.go:\d+ \(its command line or environment carries the value of \$GITHUB_TOKEN at gosdk.go:\d+, which the command may print\)`
	}
	return nil, pushOut{Log: string(out)}, nil
}

func register(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "push"}, push)
	gosdk.AddTool(s, &gosdk.Tool{Name: "deploy"}, deploy)
	gosdk.AddTool(s, &gosdk.Tool{Name: "build"}, build)
}

type buildArgs struct {
	Target string
	Quiet  bool
}

// build builds isError results by hand: their text is error content, where
// the output of a command run with a secret is a leak; in a success result
// it is the tool's output.
func build(ctx context.Context, req *gosdk.CallToolRequest, args buildArgs) (*gosdk.CallToolResult, any, error) {
	if out, err := exec.CommandContext(ctx, "make", args.Target).CombinedOutput(); err != nil {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "build failed: " + string(out)}}}, nil, nil // the compiler's message
	}
	out, err := exec.CommandContext(ctx, "make", args.Target, "REGISTRY_PASSWORD="+os.Getenv("REGISTRY_PASSWORD")).CombinedOutput()
	if err != nil && args.Quiet {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "build failed: " + string(out)}}}, nil, nil // want `the text of a text content puts a command's output \(\(\*exec.Cmd\).CombinedOutput\) at gosdk.go:\d+ \(its command line or environment carries the value of \$REGISTRY_PASSWORD at gosdk.go:\d+, which the command may print\) into the error result's text`
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
