package mcpgo

import (
	"context"
	"os/exec"
	"runtime"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerWords6(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("w6"), words6)
	s.AddTool(mcp.NewTool("w6report"), words6Report)
	s.AddTool(mcp.NewTool("w6hints"), words6Hints)
}

// words6 cannot do its work: a program it needs is missing, or the
// platform is one it does not serve.
func words6(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := exec.LookPath("paplay"); err != nil {
		return mcp.NewToolResultText("paplay is not installed. Please install pulseaudio-utils."), nil // want `is returned where LookPath failed, and reads as a failure`
	}
	switch runtime.GOOS {
	case "linux":
		return mcp.NewToolResultText("volume set"), nil
	default:
		return mcp.NewToolResultText("Volume control not supported on this platform"), nil // want `reads as a failure`
	}
}

// words6Report lists what the platform lacks: a report, not a failure.
func words6Report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("verbose", false) {
		return mcp.NewToolResultText("Features not supported: none"), nil
	}
	if _, err := exec.LookPath("paplay"); err == nil {
		return mcp.NewToolResultText("paplay is installed"), nil
	}
	return mcp.NewToolResultText("audio: pulseaudio-utils not installed, using alsa"), nil
}

// words6Hints ends its listing with hints for later: a clause that
// supposes a failure states none.
func words6Hints(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	b.WriteString("Build output:\n")
	b.WriteString("\nNext steps:\n")
	b.WriteString("- Use 'build_diagnose' if compilation failed\n")
	if req.GetBool("short", false) {
		return mcp.NewToolResultText(b.String()), nil
	}
	b.WriteString("Upload of the report failed\n")
	return mcp.NewToolResultText(b.String()), nil // want `reads as a failure`
}
