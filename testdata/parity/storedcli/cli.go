// Package storedcli runs a tool of package storedtools' registry from the
// command line: its errors go to the terminal, the registration in
// storedsrv decides what the model sees.
package storedcli

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"parity/storedtools"
)

// Run calls the tool name with no arguments and prints its answer.
func Run(ctx context.Context, name string) error {
	e, ok := storedtools.Registry[name]
	if !ok {
		return fmt.Errorf("unknown tool %q", name)
	}
	res, err := e.Handler(ctx, mcp.CallToolRequest{})
	if err != nil {
		return err
	}
	fmt.Println(res.Content)
	return nil
}
