// Package app registers lib's handler behind a closure that only forwards
// its results: the error is judged once, in lib, not again here.
package app

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/fwdtyped/lib"
)

// Register adds the tool.
func Register(s *mcp.Server, q *lib.Querier) {
	mcp.AddTool(s, &mcp.Tool{Name: "rows"}, func(ctx context.Context, req *mcp.CallToolRequest, in lib.Args) (*mcp.CallToolResult, any, error) {
		log.Printf("rows %s", in.Table)
		return q.Rows(ctx, req, in)
	})
}
