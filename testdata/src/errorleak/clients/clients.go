// Package clients serves tools on clients of the server's own backends:
// a Jira instance at a configured URL. Its errors
// print the configured address.
package clients

import (
	"context"
	"os"

	"github.com/andygrunwald/go-jira"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type srv struct {
	jira *jira.Client
}

func register(s *server.MCPServer) error {
	jc, err := jira.NewClient(nil, os.Getenv("JIRA_URL"))
	if err != nil {
		return err
	}
	x := &srv{jira: jc}
	s.AddTool(mcp.NewTool("issue"), x.issue)
	s.AddTool(mcp.NewTool("issuequiet"), x.issueQuiet)
	return nil
}

func (x *srv) issue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	is, _, err := x.jira.Issue.Get(req.GetString("key", ""), nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw github.com/andygrunwald/go-jira error text`
	}
	return mcp.NewToolResultText(is.Key), nil
}

func (x *srv) issueQuiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	is, _, err := x.jira.Issue.Get(req.GetString("key", ""), nil)
	if err != nil {
		return mcp.NewToolResultError("the issue could not be read; check the key"), nil
	}
	return mcp.NewToolResultText(is.Key), nil
}
