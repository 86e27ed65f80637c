package tools

import (
	"context"
	"net/http"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/authz/ident"
)

// RoleKey is the context key of the caller's role, a plain string.
const RoleKey = "user_role"

type planKey struct{ name string }

// PlanKey is the context key of the caller's plan.
var PlanKey = &planKey{"plan"}

// toolRoles are the roles that may call each tool.
var toolRoles = map[string][]string{
	"dropIndex": {"admin", "dba"},
}

// More are more tools of this package.
type More struct {
	regions []string
	tracker string
}

// RegisterMore registers them.
func RegisterMore(s *server.MCPServer, m *More) {
	s.AddTool(mcp.NewTool("resizeVolume"), m.resizeVolume)
	s.AddTool(mcp.NewTool("dropIndex"), m.dropIndex)
	s.AddTool(mcp.NewTool("writeWiki"), m.writeWiki)
	s.AddTool(mcp.NewTool("exportCSV"), m.exportCSV)
	s.AddTool(mcp.NewTool("deployRegion"), m.deployRegion)
	s.AddTool(mcp.NewTool("trackerIssue"), m.trackerIssue)
}

func roleFrom(ctx context.Context) string {
	r, _ := ctx.Value(RoleKey).(string)
	return r
}

func (m *More) resizeVolume(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch roleFrom(ctx) {
	case "admin", "operator":
	default:
		return mcp.NewToolResultError("resizing volumes needs the operator role"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("resized"), nil
}

func (m *More) dropIndex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !slices.Contains(toolRoles["dropIndex"], roleFrom(ctx)) {
		return mcp.NewToolResultError("your role may not drop indexes"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("dropped"), nil
}

func (m *More) writeWiki(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if u := ident.UserFrom(ctx); !u.Can("wiki:write") {
		return mcp.NewToolResultError("you may not edit the wiki"), nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("written"), nil
}

func (m *More) exportCSV(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	plan, _ := ctx.Value(PlanKey).(string)
	if plan == "free" {
		res := mcp.NewToolResultText("CSV export is not part of the free plan")
		res.IsError = true
		return res, nil // want autherror:`returned as an isError result`
	}
	return mcp.NewToolResultText("a,b"), nil
}

// deployRegion checks the input against the server's configuration.
func (m *More) deployRegion(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	region := req.GetString("region", "")
	if !slices.Contains(m.regions, region) {
		return mcp.NewToolResultError("region " + region + " is not enabled on this server"), nil // ok autherror
	}
	return mcp.NewToolResultText("deployed"), nil
}

// trackerIssue forwards the caller's token: the tracker's 403 is an
// execution failure of the call, not this server's decision.
func (m *More) trackerIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, m.tracker+"/issues/"+req.GetString("id", ""), nil)
	if err != nil {
		return mcp.NewToolResultError("bad issue id"), nil // ok autherror
	}
	r.Header.Set("Authorization", req.Header.Get("Authorization"))
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError("the tracker is unreachable, try again later"), nil // ok autherror
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusForbidden {
		return mcp.NewToolResultError("the tracker denied access to this issue"), nil // ok autherror
	}
	return mcp.NewToolResultText(resp.Status), nil
}
