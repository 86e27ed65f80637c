// Command cmd serves the tools on the backend at $SP_ENDPOINT.
package main

import (
	"os"

	"errorleak/genclient/sp"
	"errorleak/genclient/tools"

	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("sp", "1")
	s.AddTools(tools.Tools(sp.New(sp.Config{Endpoint: os.Getenv("SP_ENDPOINT"), Token: os.Getenv("SP_TOKEN")}))...)
	_ = server.ServeStdio(s)
}
