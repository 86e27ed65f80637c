package mcpgo

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerWords4(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("w4"), words4)
	s.AddTool(mcp.NewTool("w4data"), words4Data)
	s.AddTool(mcp.NewTool("w4status"), words4Status)
	s.AddTool(mcp.NewTool("w4statusdata"), words4StatusData)
	s.AddTool(mcp.NewTool("check_endpoint"), words4Probe)
}

// words4 are configuration, limit and validation failures (issue 22).
func words4(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	x := req.GetString("x", "")
	switch req.GetString("case", "") {
	case "1":
		if os.Getenv("SHELF_OWNER") == "" {
			return mcp.NewToolResultText("SHELF_OWNER environment variable not set. Either set it or pass an owner."), nil // want `result text "SHELF_OWNER environment variable not set…" reads as a failure`
		}
	case "2":
		return mcp.NewToolResultText("API key is not configured"), nil // want `reads as a failure`
	case "3":
		return mcp.NewToolResultText(x + " env var has not been provided"), nil // want `reads as a failure`
	case "4":
		return mcp.NewToolResultText("Too many shelves provided. Maximum 20 shelves per request."), nil // want `result text "Too many shelves provided. Maximum 20…" reads as a failure`
	case "5":
		return mcp.NewToolResultText("Too many tags. Maximum is 5"), nil // want `reads as a failure`
	case "6":
		return mcp.NewToolResultText("Request size exceeds the maximum of 1 MB"), nil // want `reads as a failure`
	case "7":
		return mcp.NewToolResultText("Invalid shelf type in list"), nil // want `result text "Invalid shelf type in list" reads as a failure`
	case "8":
		return mcp.NewToolResultText("Invalid date format for field " + x + "."), nil // want `reads as a failure`
	case "9":
		return mcp.NewToolResultText("Invalid shelf id type in list"), nil // want `reads as a failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

// words4Data are texts with the same words that report data.
func words4Data(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	x := req.GetString("x", "")
	switch req.GetString("case", "") {
	case "1":
		return mcp.NewToolResultText("Too many results to show all; showing 20"), nil
	case "2":
		return mcp.NewToolResultText("Environment variable SHELF_OWNER: " + x), nil
	case "3":
		return mcp.NewToolResultText("Token set; expires " + x), nil
	case "4":
		return mcp.NewToolResultText("Invalid rows in 3 tables: " + x), nil
	case "5":
		return mcp.NewToolResultText("CPU load exceeds the maximum on 2 hosts"), nil
	case "6":
		return mcp.NewToolResultText("Too many requests were served today: " + x), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// words4Status returns the status of a failed lookup as text.
func words4Status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("http://shelves.invalid/" + req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("lookup failed"), nil
	}
	defer resp.Body.Close()
	switch req.GetString("case", "") {
	case "1":
		if resp.StatusCode != 200 {
			return mcp.NewToolResultText(fmt.Sprintf("Shelf API returned status %d", resp.StatusCode)), nil // want `result text "Shelf API returned status …" is returned where the HTTP response's status is not a success`
		}
	case "2":
		if resp.StatusCode >= 400 {
			return mcp.NewToolResultText(fmt.Sprintf("got %s back", resp.Status)), nil // want `is returned where the HTTP response's status is not a success`
		}
	case "3":
		if resp.StatusCode == http.StatusOK {
			return mcp.NewToolResultText("shelf found"), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("shelf lookup: %d", resp.StatusCode)), nil // want `is returned where the HTTP response's status is not a success`
	}
	return mcp.NewToolResultText("ok"), nil
}

// words4StatusData formats a status where it is not a failure.
func words4StatusData(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("http://shelves.invalid/")
	if err != nil {
		return mcp.NewToolResultError("lookup failed"), nil
	}
	defer resp.Body.Close()
	switch req.GetString("case", "") {
	case "1":
		if resp.StatusCode == 200 {
			return mcp.NewToolResultText(fmt.Sprintf("Status: %d OK", resp.StatusCode)), nil // success side
		}
	case "2":
		if resp.StatusCode != http.StatusOK {
			return mcp.NewToolResultText("No shelves yet"), nil // the status is not in the text
		}
	case "3":
		if resp.StatusCode == 404 {
			return mcp.NewToolResultText(fmt.Sprintf("no shelf (%d)", resp.StatusCode)), nil // a tested answer, not a failure test
		}
	}
	return mcp.NewToolResultText(fmt.Sprintf("served with %d", resp.StatusCode)), nil
}

// words4Probe is a probe tool: the status of what it checks is its answer.
func words4Probe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("request failed"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultText(fmt.Sprintf("Endpoint answered %d", resp.StatusCode)), nil
	}
	return mcp.NewToolResultText("Status: 200 OK"), nil
}
