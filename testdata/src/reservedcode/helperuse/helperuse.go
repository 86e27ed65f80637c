// Package helperuse calls JSON-RPC error helpers of another package.
package helperuse

import (
	"context"

	"reservedcode/helperlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "" {
		return nil, helperlib.Err(-32050, "nope") // want `JSON-RPC error code -32050 is inside -32020..-32099`
	}
	if req.Params.Arguments == nil {
		return nil, helperlib.Err(int(helperlib.Busy), "busy") // want `JSON-RPC error code -32070 \(Busy\) is inside`
	}
	return nil, helperlib.Err(-32602, "invalid")
}
