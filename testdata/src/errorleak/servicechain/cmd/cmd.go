// Package cmd builds the service from the configured embedder and gives it
// to the tools: it converts *embedder.Client to search.Embedder, so it
// decides what the tools' search errors carry.
package cmd

import (
	"os"

	"errorleak/servicechain/embedder"
	"errorleak/servicechain/memo"
	"errorleak/servicechain/search"
	"errorleak/servicechain/tools"

	"github.com/mark3labs/mcp-go/server"
)

// Run serves the tools.
func Run() error {
	svc := search.New(embedder.New(os.Getenv("EMBED_URL")), &memo.Recent{})
	s := server.NewMCPServer("search", "1.0.0")
	tools.Register(s, svc)
	return server.ServeStdio(s)
}
