// Package usesdk imports an SDK: SSA is built for it.
package usesdk // want `ssa built, 2 source functions`

import "github.com/mark3labs/mcp-go/mcp"

func Text() *mcp.CallToolResult { return mcp.NewToolResultText("x") }
