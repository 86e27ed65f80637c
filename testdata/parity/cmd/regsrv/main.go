// Command regsrv builds two servers and has other packages register their
// tools on them: one server converts handler errors in a middleware, the
// other does not.
package main

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/regall"
	"parity/regtools"
)

func toolErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func main() {
	conv := server.NewMCPServer("conv", "1.0.0", server.WithToolHandlerMiddleware(toolErrors))
	regtools.Register(conv)
	plain := server.NewMCPServer("plain", "1.0.0")
	regall.RegisterAll(plain)
	go func() {
		if err := server.ServeStdio(conv); err != nil {
			log.Print(err)
		}
	}()
	if err := server.ServeStdio(plain); err != nil {
		log.Fatal(err)
	}
}
