package nilresult

import (
	"strings"
	"testing"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/sdk"
)

func TestNilResult(t *testing.T) {
	atest.Run(t, testdata.Dir(), Analyzer, "nilresult/mcpgo", "nilresult/gosdk", "nilresult/wrapped", "nilresult/helpers", "nilresult/crosspkg", "nilresult/handrolled", "nilresult/handchecked", "nilresult/handsent", "nilresult/filtered")
}

// TestVersionedMessages checks the consequence named for each SDK version
// band (the test packages load in GOPATH mode, where versions are unknown).
func TestVersionedMessages(t *testing.T) {
	h := &handlers.Handler{Name: "h", Tool: "t", Kind: sdk.MCPGoFunc, SDK: sdk.MCPGo}
	for _, tc := range []struct {
		v    sdk.Versions
		kind sdk.HandlerKind
		want string
	}{
		{sdk.Versions{}, sdk.MCPGoFunc, `mcp-go answers JSON-RPC error -32603 "handler returned no result"`},
		{sdk.Versions{MCPGo: "v1.2.1"}, sdk.MCPGoFunc, `mcp-go v1.2.1 answers JSON-RPC error -32603`},
		{sdk.Versions{MCPGo: "v1.1.0"}, sdk.MCPGoTyped, `mcp-go v1.1.0 sends "result": null`},
		{sdk.Versions{MCPGo: "v0.49.0"}, sdk.MCPGoFunc, `mcp-go v0.49.0 sends "result": null`},
		{sdk.Versions{MCPGo: "v0.43.2"}, sdk.MCPGoFunc, `mcp-go v0.43.2 panics on the nil result`},
		{sdk.Versions{GoSDK: "v1.8.0"}, sdk.GoSDKLowLevel, `go-sdk v1.8.0 sends "result": null, and under protocol 2026-07-28`},
		{sdk.Versions{GoSDK: "v1.7.0"}, sdk.GoSDKLowLevel, `go-sdk v1.7.0 sends "result": null, and under protocol 2026-07-28`},
		{sdk.Versions{GoSDK: "v1.0.0"}, sdk.GoSDKLowLevel, `go-sdk v1.0.0 sends "result": null, which is no valid tools/call result`},
	} {
		h.Kind, h.SDK = tc.kind, tc.kind.SDK()
		fate := sdk.NilResultFate(tc.kind, tc.v)
		if !checked(h, fate, tc.v) {
			t.Errorf("%v %v: not checked", tc.v, tc.kind)
			continue
		}
		if got := message(h, fate, tc.v); !strings.Contains(got, tc.want) {
			t.Errorf("%v: message %q does not contain %q", tc.v, got, tc.want)
		}
	}
	if fate := sdk.NilResultFate(sdk.GoSDKTyped, sdk.Versions{}); checked(&handlers.Handler{Kind: sdk.GoSDKTyped, SDK: sdk.GoSDK, ResultIndex: 0}, fate, sdk.Versions{}) {
		t.Error("go-sdk typed handlers must not be checked")
	}
}
