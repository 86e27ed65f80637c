package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"unflaggederror/statuspkg"
)

func registerStatusMember(s *mcp.Server, c *statuspkg.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "job_status"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		st, err := c.Status(a.Q)
		if err != nil {
			return nil, nil, err
		}
		text := fmt.Sprintf("%s is %s", st.ID, st.State)
		if st.Error != "" {
			text = fmt.Sprintf("%s (%s)", text, st.Error)
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil // want `result text holds member Error of what Status returns`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "job_report"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		r, err := c.Report(a.Q)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: r.State + ": " + r.Error}}}, nil, nil
	})
}
