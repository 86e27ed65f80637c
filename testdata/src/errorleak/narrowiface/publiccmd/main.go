// Command publiccmd serves the tools on the vendor's public sandbox: no
// endpoint of the server's.
package main

import (
	"log"

	"errorleak/narrowiface/tools"

	"github.com/acme/genapi"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "orders"}, nil)
	c, err := genapi.NewClient("https://sandbox.example.com")
	if err != nil {
		log.Fatal(err)
	}
	tools.Run(s, c)
}
