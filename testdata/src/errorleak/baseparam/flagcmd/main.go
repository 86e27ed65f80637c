// Command flagcmd serves the agent's tools on the address its -base-url
// flag gives, else on a local default built from the environment: the
// server's configured endpoint either way.
package main

import (
	"context"
	"flag"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/baseparam/local"
)

func main() {
	var baseURL string
	flag.StringVar(&baseURL, "base-url", "", "backend base URL")
	serve := func(ctx context.Context) error {
		if baseURL == "" {
			addr := os.Getenv("BACKEND_LISTEN")
			if addr == "" || addr[0] == ':' {
				addr = "localhost" + addr
			}
			baseURL = "http://" + addr
		}
		s := mcp.NewServer(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
		local.Register(s, baseURL)
		return s.Run(ctx, &mcp.StdioTransport{})
	}
	flag.Parse()
	_ = serve(context.Background())
}
