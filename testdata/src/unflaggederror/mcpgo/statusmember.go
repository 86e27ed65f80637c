package mcpgo

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"unflaggederror/statuspkg"
)

func registerStatusMember(s *server.MCPServer, c *statuspkg.Client) {
	s.AddTool(mcp.NewTool("job_status"), jobStatus(c))
	s.AddTool(mcp.NewTool("job_line"), jobLine(c))
	s.AddTool(mcp.NewTool("job_lines"), jobLines(c))
	s.AddTool(mcp.NewTool("job_checked"), jobChecked(c))
	s.AddTool(mcp.NewTool("job_report"), jobReport(c))
	s.AddTool(mcp.NewTool("job_state"), jobState(c))
	s.AddTool(mcp.NewTool("scheduler_health"), schedulerHealth(c))
	s.AddTool(mcp.NewTool("local_status"), localStatus())
}

// jobStatus appends the lookup's failure member to a success text.
func jobStatus(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Status(req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("status lookup failed"), nil
		}
		text := "State: " + st.State
		if st.Error != "" {
			text += "\nError: " + st.Error
		}
		return mcp.NewToolResultText(text), nil // want `result text holds member Error of what Status returns, whose "error" holds "Failed to read job status \(HTTP …\)" when Status fails, on one path but does not set isError`
	}
}

// jobLine formats it in, unguarded.
func jobLine(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Status(req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("status lookup failed"), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s: %s %s", st.ID, st.State, st.Error)), nil // want `result text holds member Error of what Status returns, whose "error" holds "Failed to read job status \(HTTP …\)" when Status fails but does not set isError`
	}
}

// jobLines joins lines, one of them the failure member's.
func jobLines(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Status(req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("status lookup failed"), nil
		}
		lines := []string{"Job: " + st.ID, "State: " + st.State}
		if st.Error != "" {
			lines = append(lines, fmt.Sprintf("Error: %s", st.Error))
		}
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: strings.Join(lines, "\n")}}}, nil // want `result text holds member Error of what Status returns`
	}
}

// jobChecked answers the failure member with an isError result: the
// success text never holds it.
func jobChecked(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Status(req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("status lookup failed"), nil
		}
		if st.Error != "" {
			return mcp.NewToolResultError(st.Error), nil
		}
		return mcp.NewToolResultText("State: " + st.State), nil
	}
}

// jobReport prints the job's own error, which the scheduler reported:
// data, not the lookup's failure.
func jobReport(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := c.Report(req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("report lookup failed"), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s: %s\nError: %s", r.ID, r.State, r.Error)), nil
	}
}

// jobState prints only the state of that struct.
func jobState(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Status(req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("status lookup failed"), nil
		}
		return mcp.NewToolResultText("State: " + st.State), nil
	}
}

// schedulerHealth is a probe: the lookup's failure is its finding.
func schedulerHealth(c *statuspkg.Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Status("probe")
		if err != nil {
			return mcp.NewToolResultError("status lookup failed"), nil
		}
		return mcp.NewToolResultText("scheduler: " + st.State + " " + st.Error), nil
	}
}

// localCheck is a same-package lookup that answers an HTTP failure
// with a status struct.
type localCheck struct {
	Name string
	Err  string `json:"err"`
}

func checkSite(url string) localCheck {
	resp, err := http.Get(url)
	if err != nil {
		return localCheck{Name: url, Err: err.Error()}
	}
	defer resp.Body.Close()
	return localCheck{Name: url}
}

// localStatus prints its failure member.
func localStatus() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c := checkSite(req.GetString("url", ""))
		return mcp.NewToolResultText(c.Name + " " + c.Err), nil // want `result text holds member Err of what checkSite returns, whose "err" holds an error's text when checkSite fails but does not set isError`
	}
}
