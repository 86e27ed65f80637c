// Package tools calls the forge through its Go client module: the errors
// of a client built on the server's configured endpoint print that
// endpoint; those of a client of the public forge, or of a forge the
// model named, do not leak the server's infrastructure, nor do a
// non-HTTP client's.
package tools

import (
	"context"
	"flag"
	"fmt"
	"os"

	"errorleak/forgeclient/conn"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type repoArgs struct {
	Owner string `json:"owner"`
	Name  string `json:"name"`
	URL   string `json:"url"`
}

func getRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	r, _, err := conn.Forge().Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `raw github.com/acme/forge client error text from \(\*forge.ReposService\).Get at tools.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(\$FORGE_URL\)\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

func listIssues(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	issues, _, err := conn.Forge().Issues.List(a.Name)
	if err != nil {
		return mcp.NewToolResultError("list issues: " + err.Error()), nil // want `client error text from \(forge.IssuesService\).List .*\(\$FORGE_URL\)`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(issues))), nil
}

func whoami(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	name, err := conn.Forge().Users().Current()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `client error text from \(\*forge.UsersService\).Current`
	}
	return mcp.NewToolResultText(name), nil
}

// publicRepo asks the public forge: its address is no secret.
func publicRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	r, _, err := conn.Public().Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(r.Name), nil
}

// mirrorRepo asks the forge the model named: its own URL.
func mirrorRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	c, err := forge.NewClient("", forge.WithBaseURL(a.URL))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, _, err := c.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(r.Name), nil
}

var forgeEndpoint = flag.String("forge-endpoint", "", "API endpoint of the forge")

func flagRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	c := forge.NewFromConfig(forge.Config{Endpoint: *forgeEndpoint, Token: os.Getenv("FORGE_TOKEN")})
	r, _, err := c.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `configured endpoint \(flag -forge-endpoint\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

func defaultConfigRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	cfg := forge.DefaultConfig()
	cfg.Endpoint = os.Getenv("FORGE_HOST")
	c, err := forge.New(cfg)
	if err != nil {
		return mcp.NewToolResultError("no forge client"), nil
	}
	r, _, err := c.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `configured endpoint \(\$FORGE_HOST\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

// publicConfigRepo changes the public default's token only.
func publicConfigRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	cfg := forge.DefaultConfig()
	cfg.Token = os.Getenv("FORGE_TOKEN")
	c, err := forge.New(cfg)
	if err != nil {
		return mcp.NewToolResultError("no forge client"), nil
	}
	r, _, err := c.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(r.Name), nil
}

func setterRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	c, _ := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	if err := c.SetBaseURL(os.Getenv("FORGE_ADDR")); err != nil {
		return mcp.NewToolResultError("bad forge address"), nil
	}
	r, _, err := c.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `configured endpoint \(\$FORGE_ADDR\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

// tokenOnly is built with a token from the environment and no base URL:
// the public forge.
func tokenOnly(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	c, _ := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	r, _, err := c.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil
	}
	return mcp.NewToolResultText(r.Name), nil
}

var backends = conn.NewBackends()

func backendRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	r, _, err := backends.Forge.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `configured endpoint \(\$FORGE_URL\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

// notify publishes on the bus: not an HTTP client.
func notify(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	if err := backends.Bus.Publish("repos", []byte(a.Name)); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("publish: %v", err)), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

var settings = &conn.Config{ForgeURL: os.Getenv("FORGE_URL")}

func configRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	r, _, err := conn.FromConfig(settings).Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `configured endpoint \(field Config.ForgeURL\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

// forgeServer keeps its own client, built on the configured endpoint.
type forgeServer struct{ fc *forge.Client }

func newServer() *forgeServer {
	return &forgeServer{fc: forge.NewClientAt(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN"))}
}

func (s *forgeServer) ownRepo(ctx context.Context, req mcp.CallToolRequest, a repoArgs) (*mcp.CallToolResult, error) {
	r, _, err := s.fc.Repos.Get(a.Owner, a.Name)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("get repo: %v", err)), nil // want `configured endpoint \(\$FORGE_URL\)`
	}
	return mcp.NewToolResultText(r.Name), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_repo"), mcp.NewTypedToolHandler(getRepo))
	s.AddTool(mcp.NewTool("list_issues"), mcp.NewTypedToolHandler(listIssues))
	s.AddTool(mcp.NewTool("whoami"), mcp.NewTypedToolHandler(whoami))
	s.AddTool(mcp.NewTool("public_repo"), mcp.NewTypedToolHandler(publicRepo))
	s.AddTool(mcp.NewTool("mirror_repo"), mcp.NewTypedToolHandler(mirrorRepo))
	s.AddTool(mcp.NewTool("flag_repo"), mcp.NewTypedToolHandler(flagRepo))
	s.AddTool(mcp.NewTool("setter_repo"), mcp.NewTypedToolHandler(setterRepo))
	s.AddTool(mcp.NewTool("default_config_repo"), mcp.NewTypedToolHandler(defaultConfigRepo))
	s.AddTool(mcp.NewTool("public_config_repo"), mcp.NewTypedToolHandler(publicConfigRepo))
	s.AddTool(mcp.NewTool("token_only"), mcp.NewTypedToolHandler(tokenOnly))
	s.AddTool(mcp.NewTool("backend_repo"), mcp.NewTypedToolHandler(backendRepo))
	s.AddTool(mcp.NewTool("notify"), mcp.NewTypedToolHandler(notify))
	s.AddTool(mcp.NewTool("config_repo"), mcp.NewTypedToolHandler(configRepo))
	local, _ := forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithBaseURL(os.Getenv("FORGE_URL")))
	s.AddTool(mcp.NewTool("closure_repo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, _, err := local.Repos.Get(req.GetString("owner", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `configured endpoint \(\$FORGE_URL\)`
		}
		return mcp.NewToolResultText(r.Name), nil
	})
	srv := newServer()
	s.AddTool(mcp.NewTool("own_repo"), mcp.NewTypedToolHandler(srv.ownRepo))
}
