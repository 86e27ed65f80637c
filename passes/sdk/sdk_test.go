package sdk_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/sdk"
)

// model reports what the SDK model says about declarations, calls and
// struct fields in the test package, so that the expectations can be
// written as // want comments next to the code.
var model = &analysis.Analyzer{
	Name:     "model",
	Doc:      "report the SDK model's classification of the code",
	Requires: []*analysis.Analyzer{sdk.VersionAnalyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		v := *pass.ResultOf[sdk.VersionAnalyzer].(*sdk.Versions)
		for _, file := range pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncDecl:
					fn := pass.TypesInfo.Defs[n.Name].(*types.Func)
					if k := sdk.ShapeOf(fn.Type().(*types.Signature)); k != sdk.NotHandler {
						pass.Reportf(n.Name.Pos(), "shape %s (%s) errors=%s", k, k.SDK(), k.ErrorRouting(v))
					}
				case *ast.CallExpr:
					fn, _ := typeutil.Callee(pass.TypesInfo, n).(*types.Func)
					if fn == nil {
						return true
					}
					if c := sdk.CallOf(fn.Origin()); c.Kind != sdk.NotSDKCall {
						pass.Reportf(n.Lparen, "call kind %d handler %s arg %d tool %d", c.Kind, c.Handler, c.HandlerArg, c.ToolArg)
					}
					if c, ok := sdk.ResultConstructor(fn.Origin()); ok {
						pass.Reportf(n.Lparen, "constructor iserror=%d text=%d format=%d err=%d structured=%t", c.IsError, c.TextArg, c.FormatArg, c.ErrArg, c.Structured)
					}
					if c, ok := sdk.ErrorConstructorOf(fn.Origin(), v); ok {
						pass.Reportf(n.Lparen, "error constructor code=%d codearg=%d", c.Code, c.CodeArg)
					}
					if sdk.IsNewHandlerError(fn) && len(n.Args) == 1 {
						a, ok := sdk.ProviderAnswerOf(pass.TypesInfo, pass.Files, pass.TypesInfo.TypeOf(n.Args[0]), v)
						pass.Reportf(n.Lparen, "exposes provider ok=%t code=%d known=%t errtext=%t elicitation=%t failure=%t", ok, a.Code, a.CodeKnown, a.FromErrText, a.Elicitation, a.ExecutionFailure())
					}
					if name := sdk.ToolName(pass.TypesInfo, n); name != "" {
						pass.Reportf(n.Lparen, "tool %q", name)
					}
				case *ast.KeyValueExpr:
					id, ok := n.Key.(*ast.Ident)
					if !ok {
						return true
					}
					if f, ok := pass.TypesInfo.Uses[id].(*types.Var); ok && f.IsField() {
						if r := sdk.FieldRole(f); r != sdk.NoRole {
							pass.Reportf(id.Pos(), "role %d", r)
						}
					}
				case *ast.SelectorExpr:
					if obj := pass.TypesInfo.Uses[n.Sel]; obj != nil {
						if code, ok := sdk.SDKCode(obj, v); ok {
							pass.Reportf(n.Sel.Pos(), "sdk code %d band %d", code, sdk.CodeBand(code))
						}
					}
				}
				return true
			})
		}
		return nil, nil
	},
}

// TestModel checks the model on sdkmodel and sdkmodel/handlererror in one
// run (one load; see internal/atest).
func TestModel(t *testing.T) {
	atest.Run(t, testdata.Dir(), model, "sdkmodel", "sdkmodel/handlererror")
}

func TestCodeBand(t *testing.T) {
	for _, tc := range []struct {
		code int64
		want sdk.Band
	}{
		{-32700, sdk.BandStandard}, {-32603, sdk.BandStandard}, {-32600, sdk.BandStandard},
		{-32604, sdk.BandJSONRPC}, {-32000, sdk.BandLegacy}, {-32019, sdk.BandLegacy},
		{-32002, sdk.BandLegacy}, {-32020, sdk.BandReserved}, {-32099, sdk.BandReserved},
		{-32100, sdk.BandJSONRPC}, {-32768, sdk.BandJSONRPC}, {-32769, sdk.BandOther},
		{0, sdk.BandOther}, {1001, sdk.BandOther},
	} {
		if got := sdk.CodeBand(tc.code); got != tc.want {
			t.Errorf("CodeBand(%d) = %d, want %d", tc.code, got, tc.want)
		}
	}
}

// TestHandlerErrorVersions checks the version switch of mcp-go's
// server.NewHandlerError (v1.5.0; v1.3 and v1.4 were never published).
func TestHandlerErrorVersions(t *testing.T) {
	for _, tc := range []struct {
		mcpgo string
		want  bool
	}{{"v0.43.2", false}, {"v1.2.1", false}, {"v1.5.0", true}, {"v1.6.0", true}, {"", true}} {
		v := sdk.Versions{MCPGo: tc.mcpgo}
		if got := sdk.HandlerErrorExposed(v); got != tc.want {
			t.Errorf("HandlerErrorExposed(%q) = %t, want %t", tc.mcpgo, got, tc.want)
		}
		if got := sdk.HandlerCanChooseCode(sdk.MCPGo, v); got != tc.want {
			t.Errorf("HandlerCanChooseCode(mcp-go %q) = %t, want %t", tc.mcpgo, got, tc.want)
		}
	}
}

// TestPassesElicitation checks the version switch of mcp-go's structured
// adapter, which passes URL elicitation errors on from v1.5.0.
func TestPassesElicitation(t *testing.T) {
	for _, tc := range []struct {
		k     sdk.HandlerKind
		mcpgo string
		want  bool
	}{
		{sdk.MCPGoStructured, "v1.2.1", false}, {sdk.MCPGoStructured, "v1.5.0", true},
		{sdk.MCPGoStructured, "", true}, {sdk.MCPGoFunc, "v1.2.1", true}, {sdk.MCPGoTyped, "v1.6.0", true},
		{sdk.GoSDKTyped, "", false},
	} {
		if got := sdk.PassesElicitation(tc.k, sdk.Versions{MCPGo: tc.mcpgo}); got != tc.want {
			t.Errorf("PassesElicitation(%s, %q) = %t, want %t", tc.k, tc.mcpgo, got, tc.want)
		}
	}
}

func TestVersionsBefore(t *testing.T) {
	v := sdk.Versions{MCPGo: "v0.43.2", GoSDK: "v1.8.0"}
	if !v.MCPGoBefore("v1.2.0") || v.GoSDKBefore("v1.7.0") {
		t.Errorf("version comparison wrong for %+v", v)
	}
	if (sdk.Versions{}).GoSDKBefore("v9.0.0") {
		t.Error("an unknown version must count as the newest")
	}
}

// TestGoSDKLegacyRouting: go-sdk v0.1's typed handlers send their error as
// a JSON-RPC error (code 0), v0.2's as an isError result; its raw
// ToolHandler (low-level shape) gives isError before v0.3 (see
// testdata/realsdk/gosdk-v0.1.0/wire_test.go).
func TestGoSDKLegacyRouting(t *testing.T) {
	for _, tc := range []struct {
		k     sdk.HandlerKind
		gosdk string
		want  sdk.Routing
	}{
		{sdk.GoSDKLegacy, "v0.1.0", sdk.Routing{Route: sdk.RouteJSONRPC, Code: 0}},
		{sdk.GoSDKLegacy, "v0.2.0", sdk.Routing{Route: sdk.RouteIsError}},
		{sdk.GoSDKLegacy, "", sdk.Routing{Route: sdk.RouteIsError}},
		{sdk.GoSDKLowLevel, "v0.1.0", sdk.Routing{Route: sdk.RouteIsError}},
	} {
		if got := tc.k.ErrorRouting(sdk.Versions{GoSDK: tc.gosdk}); got != tc.want {
			t.Errorf("%s.ErrorRouting(go-sdk %q) = %s, want %s", tc.k, tc.gosdk, got, tc.want)
		}
	}
}
