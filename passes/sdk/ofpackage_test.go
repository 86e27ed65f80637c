package sdk

import "testing"

// TestOfPackage checks that the SDKs' packages belong to them and their
// example servers do not: the examples are analyzed like any server.
func TestOfPackage(t *testing.T) {
	for path, want := range map[string]SDK{
		"github.com/mark3labs/mcp-go":                                  MCPGo,
		"github.com/mark3labs/mcp-go/server":                           MCPGo,
		"github.com/mark3labs/mcp-go/examples/everything":              None,
		"github.com/modelcontextprotocol/go-sdk/mcp":                   GoSDK,
		"github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2":     GoSDK,
		"github.com/modelcontextprotocol/go-sdk/examples/server/hello": None,
		"github.com/mark3labs/mcp-go-extra":                            None,
		"example.com/examples":                                         None,
	} {
		if got := OfPackage(path); got != want {
			t.Errorf("OfPackage(%q) = %v, want %v", path, got, want)
		}
	}
}
