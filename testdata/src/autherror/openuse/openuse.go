// Package openuse registers openlib's handlers: it reports their // want package:`autherror deferred under registration of \(\*autherror/openlib.Notes\).Purge, registration of autherror/openlib.NewImport#0` package:`autherror reported autherror/openlib  \(\*autherror/openlib.Notes\).Delete#-1`
// denials, at openlib's lines.
package openuse

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"autherror/openlib"
)

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("archive"), openlib.Archive)
	s.AddTool(mcp.NewTool("export"), openlib.NewExport("csv"))
}

func RegisterGoSDK(s *gosdk.Server, n *openlib.Notes) {
	s.AddTool(&gosdk.Tool{Name: "delete_note"}, n.Delete)
	s.AddTool(&gosdk.Tool{Name: "update_note"}, n.Update)
	gosdk.AddTool(s, &gosdk.Tool{Name: "share_note"}, func(ctx context.Context, req *gosdk.CallToolRequest, in openlib.ShareIn) (*gosdk.CallToolResult, any, error) {
		res, out, err := n.Share(ctx, req, in)
		return res, out, err
	})
}
