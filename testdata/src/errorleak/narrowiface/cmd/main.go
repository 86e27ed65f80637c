// Command cmd serves the tools on the orders API at $ORDERS_URL.
package main

import (
	"log"
	"os"

	"errorleak/narrowiface/tools"

	"github.com/acme/genapi"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "orders"}, nil)
	c, err := genapi.NewClient(os.Getenv("ORDERS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	tools.Run(s, c)
}
