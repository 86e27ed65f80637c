package main

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Shapes of issue 22's terraform-like servers: the HTTP middleware puts
// the server's own API address (from the environment) into each
// request's context, and the tools read it back to build their requests.
// A request to it that fails prints the address; one to the address a
// caller's header gave is the caller's own.

type settingKey string

const (
	apiAddressKey = "LEDGER_ADDRESS"
	tenantKey     = "LEDGER_TENANT"
	mirrorKey     = "LEDGER_MIRROR"
)

func envDefault(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

func ledgerMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), settingKey(apiAddressKey), envDefault(apiAddressKey, "https://ledger.example.com"))
		for _, h := range []string{tenantKey, mirrorKey} {
			ctx = context.WithValue(ctx, settingKey(h), r.Header.Get(h))
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func ledgerBalance(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	addr, _ := ctx.Value(settingKey(apiAddressKey)).(string)
	resp, err := http.Get(addr + "/balance/" + req.GetString("account", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("balance lookup failed: %v", err)), nil // want errorleak:`configured endpoint \(\$LEDGER_ADDRESS\)`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func ledgerMirror(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	mirror, _ := ctx.Value(settingKey(mirrorKey)).(string)
	resp, err := http.Get(mirror + "/balance/" + req.GetString("account", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("mirror lookup failed: %v", err)), nil // ok errorleak
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

func registerSession16(s *server.MCPServer) http.Handler {
	s.AddTool(mcp.NewTool("ledger_balance"), ledgerBalance)
	s.AddTool(mcp.NewTool("ledger_mirror"), ledgerMirror)
	return ledgerMiddleware(server.NewStreamableHTTPServer(s))
}
