// Package helpermsg passes spec codes to JSON-RPC error helpers, with a
// message that does or does not name the code's meaning.
package helpermsg

import (
	"context"

	"reservedcode/helperlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return nil, helperlib.Err(-32042, "rate limited") // want `-32042 is MCP's URL_ELICITATION_REQUIRED, used here for a different meaning`
	case "b":
		return nil, helperlib.Err(-32042, "open the authorization URL") // the message names the meaning
	case "c":
		return nil, helperlib.Err(-32020, "Mcp-Method header does not match")
	}
	return nil, helperlib.Err(-32021, req.Params.Name) // no constant message: the benefit of the doubt
}
