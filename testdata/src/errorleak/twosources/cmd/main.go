// Command cmd serves the tools on the forge at $FORGE_URL.
package main

import (
	"os"

	"errorleak/twosources/tools"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("forge", "1")
	c := forge.NewClientAt(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN"))
	tools.RegisterAll(s, &tools.Deps{Forge: c})
	_ = server.ServeStdio(s)
}
