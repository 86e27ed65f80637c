// Package typeduse answers errors through typedlib.Result, which attaches
// structured content only to the project's coded errors.
package typeduse

import (
	"context"
	"errors"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"structurederror/typedlib"
	"structurederror/typedstore"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_item"), getItem)
	s.AddTool(mcp.NewTool("read_file"), readFile)
	s.AddTool(mcp.NewTool("parse_count"), parseCount)
	s.AddTool(mcp.NewTool("find_item"), findItem)
	s.AddTool(mcp.NewTool("check_name"), checkName)
	s.AddTool(mcp.NewTool("local_item"), localItem)
	s.AddTool(mcp.NewTool("save_item"), saveItem)
	s.AddTool(mcp.NewTool("load_item"), loadItem)
}

// saveItem answers the storage layer's error, which is never coded.
func saveItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := typedstore.Save(req.GetString("path", ""), nil); err != nil {
		return typedlib.Result(err), nil
	}
	return mcp.NewToolResultText("saved"), nil
}

// loadItem answers an error of the storage layer that may be coded.
func loadItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := typedstore.Load(req.GetString("path", ""))
	if err != nil {
		return typedlib.Result(err), nil // want `isError result carries structured content`
	}
	return mcp.NewToolResultText(string(b)), nil
}

var items = map[string]string{}

var errEmpty = errors.New("name is empty")

// lookup may fail with the project's coded error.
func lookup(id string) (string, error) {
	v, ok := items[id]
	if !ok {
		return "", typedlib.ErrNotFound
	}
	return v, nil
}

// validate fails with errors of its own, never a coded one.
func validate(name string) error {
	if name == "" {
		return errEmpty
	}
	if len(name) > 64 {
		return errors.New("name too long")
	}
	return nil
}

func getItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return typedlib.Result(typedlib.ErrNotFound), nil // want `isError result carries structured content`
}

// readFile answers an error of the os package: never a coded one.
func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return typedlib.Result(err), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// parseCount answers strconv's error.
func parseCount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return typedlib.Result(err), nil
	}
	return mcp.NewToolResultText(strconv.Itoa(n)), nil
}

// findItem answers lookup's error, which may be coded.
func findItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookup(req.GetString("id", ""))
	if err != nil {
		return typedlib.Result(err), nil // want `isError result carries structured content`
	}
	return mcp.NewToolResultText(v), nil
}

// checkName answers validate's errors: its sentinel and errors.New.
func checkName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := validate(req.GetString("name", "")); err != nil {
		return typedlib.Result(err), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// coded is this package's own error type, and localResult a helper of
// typedlib.Result's shape that only localItem calls, with an error of
// the os package.
type coded struct{ Code int }

func (c *coded) Error() string { return "coded" }

func localResult(err error) *mcp.CallToolResult {
	if c, ok := err.(*coded); ok {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("failed")}, StructuredContent: c, IsError: true}
	}
	return mcp.NewToolResultError("failed")
}

func localItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat(req.GetString("path", "")); err != nil {
		return localResult(err), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
