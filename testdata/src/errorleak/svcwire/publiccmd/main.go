// Command publiccmd hands svc's service a client of the public forge:
// its errors name no address of the server's own.
package main

import (
	"os"

	"errorleak/svcwire/svc"
	"errorleak/svcwire/tools"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"))
	if err != nil {
		panic(err)
	}
	_ = server.ServeStdio(tools.New(svc.NewRepo(c), nil))
}
