// Command cmd serves the backend's tools on the endpoint the environment
// configures, the agent's on the host it names, and the public
// documentation site's.
package main

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"errorleak/baseparam/srv"
)

func main() {
	ctx := context.Background()
	go srv.NewDocs("https://docs.example.com").Run(ctx, &mcp.StdioTransport{})
	go srv.NewAgent("http://"+os.Getenv("AGENT_HOST")).Run(ctx, &mcp.StdioTransport{})
	_ = srv.New(os.Getenv("BACKEND_URL")).Run(ctx, &mcp.StdioTransport{})
}
