package mcpgo

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerHelperText(s *server.MCPServer, short bool) {
	s.AddTool(mcp.NewTool("describe"), describeTool)
	s.AddTool(mcp.NewTool("describe_either"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var text string
		if short {
			text = describeFile(req.GetString("path", ""))
		} else {
			text = describeStat(req.GetString("path", ""))
		}
		return mcp.NewToolResultText(text), nil // want `result text "Error: …" reads as a failure on one path`
	})
	s.AddTool(mcp.NewTool("list_dir"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var text string
		if short {
			text = listNames(req.GetString("path", ""))
		} else {
			text = describeStat(req.GetString("path", ""))
		}
		return mcp.NewToolResultText(text), nil // want `result text "failed to open …" reads as a failure on one path`
	})
	s.AddTool(mcp.NewTool("size_line"), sizeTool)
	s.AddTool(mcp.NewTool("owner_line"), ownerTool)
}

// describeFile answers a failed read with failure words and the error's
// text, and the file otherwise: the handler's success result carries the
// failure on one path.
func describeFile(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Sprintf("Error: %v", err)
	}
	return "file: " + string(b)
}

func describeStat(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return "cannot stat " + path + ": " + err.Error()
	}
	return fi.Name()
}

func describeTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := describeFile(req.GetString("path", ""))
	return mcp.NewToolResultText(text), nil // want `result text "Error: …" reads as a failure on one path`
}

// listNames has a defer (its results go through a slot) and builds its
// listing in a loop; its first return is a failure.
func listNames(path string) string {
	d, err := os.Open(path)
	if err != nil {
		return "failed to open " + path + ": " + err.Error()
	}
	defer d.Close()
	names, _ := d.Readdirnames(0)
	out := ""
	for _, n := range names {
		out += n + "\n"
	}
	return out
}

// sizeLine puts the error's text into a line without saying that
// anything failed: whether that is data (a report of what it saw) is not
// clear, so it is left alone.
func sizeLine(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return path + ": " + err.Error()
	}
	return fmt.Sprintf("%s: %d bytes", path, fi.Size())
}

func sizeTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(sizeLine(req.GetString("path", ""))), nil
}

// ownerLine's failure words are not built from an error of a failed call:
// "unknown" is the owner it reports.
func ownerLine(uid int) string {
	if uid < 0 {
		return "owner: unknown"
	}
	return fmt.Sprintf("owner: %d", uid)
}

func ownerTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(ownerLine(req.GetInt("uid", -1))), nil
}
