// Command ctorsrv registers the handlers package ctortools builds.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"parity/ctortools"
)

func main() {
	c := &ctortools.Client{}
	s := mcp.NewServer(&mcp.Implementation{Name: "ctor", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "list", InputSchema: map[string]any{"type": "object"}}, ctortools.NewList(c))
	s.AddTool(&mcp.Tool{Name: "get", InputSchema: map[string]any{"type": "object"}}, ctortools.NewGet(c))
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
