package sdk

import "strings"

// unsupportedSDKs are Go MCP SDKs the model does not know: a server built
// on one of them is named as not supported instead of passing as clean.
var unsupportedSDKs = []string{
	"github.com/metoro-io/mcp-golang",
	"github.com/ThinkInAIXYZ/go-mcp",
	"github.com/riza-io/mcp-go",
	"github.com/llmcontext/gomcp",
	"github.com/strowk/foxy-contexts",
	"github.com/paulsmith/mcp-go",
	"github.com/FreePeak/cortex",
	"github.com/localrivet/gomcp",
	"github.com/MegaGrindStone/go-mcp",
	"github.com/viant/mcp-protocol",
	"github.com/viant/mcp",
}

// UnsupportedSDK returns the module path of the MCP SDK that package path
// belongs to when it is one mcplint does not model, or "".
func UnsupportedSDK(path string) string {
	for _, m := range unsupportedSDKs {
		if path == m || strings.HasPrefix(path, m+"/") {
			return m
		}
	}
	return ""
}
