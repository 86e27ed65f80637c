// Command decosrv registers a handler of another package through a
// decorator of a third one, and the records of package records.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"parity/deco"
	"parity/decohandler"
	"parity/records"
)

func main() {
	s := server.NewMCPServer("deco", "1.0.0")
	s.AddTool(mcp.NewTool("read_file", mcp.WithString("path")), deco.Logged(decohandler.ReadFile))
	records.Register(s)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
