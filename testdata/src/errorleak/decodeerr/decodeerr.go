// Package decodeerr holds errorleak cases for decoding a secret: the
// error of hex or base64 decoding names one byte or an offset of its
// input, never the input, while the decoded value is the secret.
package decodeerr

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tenant struct {
	BotToken  string
	APISecret string
}

type tools struct{ t *Tenant }

func register(s *server.MCPServer, t *Tenant) {
	s.AddTool(mcp.NewTool("token"), (&tools{t: t}).token)
}

func (x *tools) token(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t := x.t
	raw, err := hex.DecodeString(t.BotToken)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("bad token encoding: %v", err)), nil // ok: names a byte, not the token
	}
	key, err := base64.StdEncoding.DecodeString(t.APISecret)
	if err != nil {
		return mcp.NewToolResultError("bad secret encoding: " + err.Error()), nil // ok
	}
	if len(raw) == 0 || len(key) == 0 {
		return mcp.NewToolResultError("token " + t.BotToken + " is empty"), nil // want `secret field decodeerr.Tenant.BotToken`
	}
	return mcp.NewToolResultText("ok"), nil
}
