// Command cachecmd serves the tools from the cache.
package main

import (
	"errorleak/narrowiface/cache"
	"errorleak/narrowiface/tools"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "orders"}, nil)
	tools.Run(s, cache.New())
}
