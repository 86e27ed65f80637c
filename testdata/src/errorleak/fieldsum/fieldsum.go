// Package fieldsum uses struct-returning helpers of another package: a
// field read of their result carries that field's taint only, and a helper
// reading one field of its argument depends on that field only.
package fieldsum

import (
	"context"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/settings"
)

type queryArgs struct {
	Query      string
	Datasource string
	Debug      bool
}

type server struct {
	cfg    settings.Config
	client *http.Client
}

func (s *server) register(m *mcp.Server) {
	mcp.AddTool(m, &mcp.Tool{Name: "query"}, s.query)
	mcp.AddTool(m, &mcp.Tool{Name: "status"}, s.status)
}

// query resolves a datasource (its password copied into the config) and
// queries the API at the base URL: the query's error carries the base URL
// and the query, not the password.
func (s *server) query(ctx context.Context, req *mcp.CallToolRequest, args queryArgs) (*mcp.CallToolResult, any, error) {
	cfg, err := settings.Resolve(s.cfg, args.Datasource)
	if err != nil {
		return nil, nil, err
	}
	resp, err := settings.Query(ctx, s.client, cfg, args.Query)
	if err != nil {
		return nil, nil, err // want `returned error carries raw net/http error text from \(\*http.Client\).Do at settings.go:\d+ \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Config.BaseURL\)\) and`
	}
	defer resp.Body.Close()
	if args.Debug {
		return nil, nil, fmt.Errorf("datasource at %s as %s", cfg.BaseURL, cfg.Password) // want `returned error carries the secret field settings.Config.Password at fieldsum.go:\d+ and the secret field settings.Datasource.Password at settings.go:\d+`
	}
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("datasource at %s (%s) answered %s", cfg.BaseURL, cfg.Region, resp.Status)
	}
	return nil, nil, nil
}

type statusArgs struct{ Verbose bool }

// status prints fields of loaded configurations: only Endpoint carries a
// secret.
func (s *server) status(ctx context.Context, req *mcp.CallToolRequest, args statusArgs) (*mcp.CallToolResult, any, error) {
	c := settings.Load()
	if c.Region == "" {
		return nil, nil, fmt.Errorf("no region configured for %s", c.BaseURL)
	}
	p := settings.LoadPtr()
	if p.Region == "" {
		return nil, nil, fmt.Errorf("no region configured for %s", p.BaseURL)
	}
	if args.Verbose {
		return nil, nil, fmt.Errorf("cannot reach %s", c.Endpoint) // want `returned error carries the value of \$SERVICE_DSN at settings.go:\d+`
	}
	if p.Region == "eu" {
		return nil, nil, fmt.Errorf("cannot reach %s", p.Endpoint) // want `returned error carries the value of \$SERVICE_DSN at settings.go:\d+`
	}
	cc := c
	if cc.Region == "us" {
		return nil, nil, fmt.Errorf("region %s", cc.Region)
	}
	if cc.BaseURL == "" {
		return nil, nil, fmt.Errorf("cannot reach %s", cc.Describe()) // want `returned error carries the value of \$SERVICE_DSN at settings.go:\d+`
	}
	return nil, nil, fail(c)
}

// fail reads the base URL of its argument only.
func fail(c settings.Config) error {
	return fmt.Errorf("%s is unavailable", c.BaseURL)
}
