// Package ifacemethodvalue registers the method value of a tool
// interface of another package: its implementations are handlers where
// they are declared (found by their exported signature), so no note says
// that its tools are not checked.
package ifacemethodvalue

import (
	"discovery/ifacemethodvalue/impl"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register registers the lookup tool of q.
func Register(s *mcp.Server, q impl.Querier) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, q.Lookup)
}
