// Package cmd wires the configured API client, behind the cache, into the
// tools: the cache forwards to the client, so the tools' errors carry the
// client's.
package cmd

import (
	"os"

	"errorleak/cachewrap/api"
	"errorleak/cachewrap/cache"
	"errorleak/cachewrap/tools"

	"github.com/mark3labs/mcp-go/server"
)

// Run serves the tools.
func Run() error {
	s := server.NewMCPServer("catalog", "1.0.0")
	tools.Register(s, cache.New(api.New(os.Getenv("CATALOG_URL"))))
	return server.ServeStdio(s)
}
