package main

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/toolrec"
	_ "labelled/gosdk/toolrec/pgtools"
)

// registerSession10 registers the tools other packages recorded
// (issue 22, eval35).
func registerSession10(m *mcp.Server) {
	for _, e := range toolrec.Entries {
		mcp.AddTool(m, &mcp.Tool{Name: e.Name, InputSchema: map[string]any{"type": "object"}}, e.Run)
	}
}
