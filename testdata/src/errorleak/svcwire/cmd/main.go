// Command cmd builds the forge client on the configured address and
// hands it to svc's service: the tools' errors print that address.
package main

import (
	"os"

	"errorleak/svcwire/svc"
	"errorleak/svcwire/tools"

	"github.com/acme/forge"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithBaseURL(os.Getenv("FORGE_URL")))
	if err != nil {
		panic(err)
	}
	_ = server.ServeStdio(tools.New(svc.NewRepo(c), svc.NewLocal(os.Getenv("FORGE_TOKEN"))))
}
