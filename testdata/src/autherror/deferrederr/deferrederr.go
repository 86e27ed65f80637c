// Package deferrederr is an mcp-go HTTP server whose handler denies a
// caller whose token is not a user token, then decodes its arguments with
// an err variable a deferred closure also assigns: the decoding failures
// are no decisions on the caller.
package deferrederr

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type account struct{ ID int }

func whoAmI(req mcp.CallToolRequest) (*account, error) {
	kind, id, ok := strings.Cut(strings.TrimPrefix(req.Header.Get("Authorization"), "Bearer "), ":")
	if !ok || kind != "user" {
		return nil, errors.New("not a user token")
	}
	return &account{ID: len(id)}, nil
}

func closeAll() error { return nil }

type note struct{ ID int }

func show(_ context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	a, err := whoAmI(req)
	if err != nil {
		return mcp.NewToolResultError("sign in with a user token"), nil // want `caller authorization failure returned as an isError result`
	}
	defer func() {
		if cerr := closeAll(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	b, err := json.Marshal(req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not read the arguments: %v", err)), nil
	}
	var n note
	if err = json.Unmarshal(b, &n); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("invalid arguments: %v", err)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(a.ID, n.ID)), nil
}

// Serve serves the tool over HTTP.
func Serve() error {
	s := server.NewMCPServer("notes", "1")
	s.AddTool(mcp.NewTool("show"), show)
	return server.NewStreamableHTTPServer(s).Start(":8080")
}
