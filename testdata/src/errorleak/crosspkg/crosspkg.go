// Package crosspkg uses helpers from packages analyzed before it.
package crosspkg

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/helpers"
	"errorleak/resultlib"
)

func register(s *server.MCPServer, st *helpers.Store, cfg *helpers.Config) {
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := st.Count(ctx)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `mcp.NewToolResultError puts raw database/sql error text from \(\*sql.Row\).Scan at helpers.go:19 \(may contain DSNs, hostnames or query text\) into the error result's text`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
	s.AddTool(mcp.NewTool("delete"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := st.Delete(ctx); err != nil {
			return resultlib.ErrResult(err), nil // want `resultlib.ErrResult puts raw database/sql error text from \(\*sql.DB\).ExecContext at helpers.go:25`
		}
		if err := st.DeleteQuietly(ctx); err != nil {
			return resultlib.ErrResult(err), nil
		}
		if err := st.Delete(ctx); err != nil {
			return resultlib.Generic(err), nil
		}
		if err := st.Delete(ctx); err != nil {
			return mcp.NewToolResultError(helpers.Describe(err)), nil // want `raw database/sql error text`
		}
		return resultlib.Text("deleted"), nil
	})
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("verbose", "") != "" {
			return resultlib.Text("token: " + helpers.Token()), nil // want `resultlib.Text puts the value of \$API_TOKEN at helpers.go:40 into tool result text`
		}
		if req.GetString("key", "") != "" {
			return resultlib.Text(helpers.Join("key=", cfg.APIKey)), nil // want `the secret field helpers.Config.APIKey`
		}
		if req.GetString("dsn", "") != "" {
			return resultlib.Text(helpers.RedactDSN(helpers.Token())), nil
		}
		return resultlib.Text("region " + helpers.Region() + " at " + cfg.Endpoint), nil
	})
}
