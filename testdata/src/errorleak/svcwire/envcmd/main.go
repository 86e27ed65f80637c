// Command envcmd reads its settings through the getenv function it is
// given (os.Getenv, or a test's), and opens the forge client with svc's
// Open: the tools' errors print the configured address.
package main

import (
	"os"
	"strings"

	"errorleak/svcwire/svc"
	"errorleak/svcwire/tools"

	"github.com/mark3labs/mcp-go/server"
)

func main() {
	if err := run(os.Getenv); err != nil {
		os.Exit(1)
	}
}

func run(getenv func(string) string) error {
	start := func() error {
		base := strings.TrimSpace(getenv("FORGE_URL"))
		if base == "" {
			base = "https://forge.example.com"
		}
		c, err := svc.Open(getenv("FORGE_TOKEN"), base)
		if err != nil {
			return err
		}
		return server.ServeStdio(tools.New(svc.NewRepo(c), nil))
	}
	return start()
}
