package sdk_test

import (
	"testing"

	"github.com/mcplint/mcplint/passes/sdk"
)

func TestOfPackage(t *testing.T) {
	for path, want := range map[string]sdk.SDK{
		"github.com/mark3labs/mcp-go/server":                                        sdk.MCPGo,
		"github.com/mark3labs/mcp-go":                                               sdk.MCPGo,
		"github.com/modelcontextprotocol/go-sdk/mcp":                                sdk.GoSDK,
		"github.com/mark3labs/mcp-go/examples/everything":                           sdk.None,
		"github.com/modelcontextprotocol/go-sdk/examples/server/sequentialthinking": sdk.None,
		"github.com/mark3labs/mcp-go-extra":                                         sdk.None,
		"example.com/server":                                                        sdk.None,
	} {
		if got := sdk.OfPackage(path); got != want {
			t.Errorf("OfPackage(%q) = %s, want %s", path, got, want)
		}
	}
}

func TestUnsupportedSDK(t *testing.T) {
	for path, want := range map[string]string{
		"github.com/metoro-io/mcp-golang":                 "github.com/metoro-io/mcp-golang",
		"github.com/metoro-io/mcp-golang/transport/stdio": "github.com/metoro-io/mcp-golang",
		"github.com/ThinkInAIXYZ/go-mcp/server":           "github.com/ThinkInAIXYZ/go-mcp",
		"github.com/mark3labs/mcp-go/server":              "",
		"github.com/metoro-io/mcp-golangx":                "",
		"github.com/FreePeak/cortex/pkg/server":           "github.com/FreePeak/cortex",
		"github.com/viant/mcp-protocol/schema":            "github.com/viant/mcp-protocol",
		"github.com/viant/mcp/client":                     "github.com/viant/mcp",
	} {
		if got := sdk.UnsupportedSDK(path); got != want {
			t.Errorf("UnsupportedSDK(%q) = %q, want %q", path, got, want)
		}
	}
}
