package reservedcode

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports JSON-RPC error codes that an MCP server may not mint.
var Analyzer = &analysis.Analyzer{
	Name:      "reservedcode",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{handlers.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(CodeReturnsFact)},
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	exportCodeReturns(pass)
	if len(res.CodeSites) == 0 {
		return nil, nil
	}
	scope := report.NewScope(pass)
	inits := constInits(pass)
	wire := newWire(pass, res.CodeSites)
	mcp := speaksMCP(pass, res)
	reported := map[token.Pos]bool{}
	for _, site := range res.CodeSites {
		if site.Code == nil || !wire.reaches(site) || !mcp && !site.Envelope {
			continue
		}
		held, foreign := heldSites(pass, site)
		for _, fc := range foreign {
			if !reported[fc.call.Pos()] && scope.Reportable(fc.call.Pos()) {
				reported[fc.call.Pos()] = true
				pass.Report(analysis.Diagnostic{Pos: fc.call.Pos(), End: fc.call.End(), Category: "reservedcode", Message: fc.msg})
			}
		}
		for _, s := range append([]handlers.CodeSite{site}, held...) {
			if reported[s.Code.Pos()] || !scope.Reportable(s.Code.Pos()) {
				continue
			}
			if msg := classify(pass.TypesInfo, res.Versions, inits, s); msg != "" {
				reported[s.Code.Pos()] = true
				pass.Report(analysis.Diagnostic{Pos: s.Code.Pos(), End: s.Code.End(), Category: "reservedcode", Message: msg})
			}
		}
	}
	return nil, nil
}

// speaksMCP reports whether the package shows that its JSON-RPC is MCP's:
// it uses an SDK, has tool handlers, declares (or imports) a hand-rolled
// call-tool result, or names a method only MCP has ("tools/call",
// "resources/read", …). A package that only declares a JSON-RPC error
// type may be a peer of another protocol (the Agent Client Protocol,
// LSP), whose codes MCP's bands do not govern: there only error objects
// inside a "jsonrpc" response map count, as in a package without MCP code.
func speaksMCP(pass *analysis.Pass, res *handlers.Result) bool {
	return sdk.Imports(pass.Pkg) || len(res.Handlers) > 0 || len(res.Candidates) > 0 ||
		mcpssa.RelevantDependency(pass.Pkg) || sdk.NamesMCPMethod(pass.Fset, pass.TypesInfo, pass.Files)
}

// constInits maps the package's constants to their declared value
// expressions (nil for implicit repetitions in a const block).
func constInits(pass *analysis.Pass) map[*types.Const]ast.Expr {
	inits := map[*types.Const]ast.Expr{}
	for _, f := range pass.Files {
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					c, ok := pass.TypesInfo.Defs[id].(*types.Const)
					if !ok {
						continue
					}
					if i < len(vs.Values) {
						inits[c] = vs.Values[i]
					} else {
						inits[c] = nil
					}
				}
			}
		}
	}
	return inits
}

// classify returns the diagnostic for a code site, or "".
func classify(info *types.Info, v sdk.Versions, inits map[*types.Const]ast.Expr, s handlers.CodeSite) string {
	tv, ok := info.Types[s.Code]
	if !ok || tv.Value == nil {
		return ""
	}
	code, ok := constant.Int64Val(constant.ToInt(tv.Value))
	if !ok {
		return ""
	}
	// Follow named constants to where they come from: an SDK constant
	// stands for its meaning.
	named := ""
	e := handlers.StripConversions(info, s.Code)
	for depth := 0; depth < 8; depth++ {
		obj := constOf(info, e)
		if obj == nil {
			break
		}
		if _, ok := sdk.SDKCode(obj, v); ok {
			return ""
		}
		if named == "" {
			named = obj.Name()
		}
		init, ok := inits[obj]
		if !ok || init == nil {
			break
		}
		e = handlers.StripConversions(info, init)
	}
	return codeMessage(code, named, meaningText(info, named, messageOf(s)))
}

// codeMessage returns the diagnostic for code, which comes from source
// (a constant's name, the function returning it, "" for a literal) and
// whose meaning text (the constant's name or the error's constant
// message, "" when unknown) says what it is used for; "" when fine.
func codeMessage(code int64, source, meaning string) string {
	where := ""
	if source != "" {
		where = " (" + source + ")"
	}
	switch sdk.CodeBand(code) {
	case sdk.BandLegacy:
		if code == sdk.CodeResourceNotFoundLegacy {
			return fmt.Sprintf("JSON-RPC error code -32002%s is replaced by -32602 in MCP 2026-07-28, whose clients must not receive it: use -32602 (invalid params) for a missing resource", where)
		}
		return fmt.Sprintf("JSON-RPC error code %d%s is in the legacy band -32000..-32019 that MCP 2026-07-28 tells new implementations not to use, and clients may assign it no meaning: use a standard code (-32602 invalid params, -32603 internal error) or an application code outside -32768..-32000", code, where)
	case sdk.BandReserved:
		name := sdk.SpecCodeName(code)
		if name == "" {
			return fmt.Sprintf("JSON-RPC error code %d%s is inside -32020..-32099, which MCP reserves for its own codes: a client will take it for a spec-defined error; use an application code outside -32768..-32000", code, where)
		}
		if otherMeaning(code, meaning) {
			return fmt.Sprintf("JSON-RPC error code %d%s is MCP's %s, used here for a different meaning: clients will act on it as %s; use an application code outside -32768..-32000", code, where, name, name)
		}
	}
	return ""
}

// messageOf returns the message expression of a code site: its own, or
// for a call of a helper whose parameter becomes the code
// (rpcError(id, -32042, "rate limited")), the first other argument that
// is a constant string.
func messageOf(s handlers.CodeSite) ast.Expr {
	if s.Message != nil || s.Helper == nil {
		return s.Message
	}
	call, ok := s.Node.(*ast.CallExpr)
	if !ok {
		return nil
	}
	for _, a := range call.Args {
		if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			return lit
		}
	}
	return nil
}

// constOf returns the constant e names, or nil.
func constOf(info *types.Info, e ast.Expr) *types.Const {
	switch e := e.(type) {
	case *ast.Ident:
		c, _ := info.Uses[e].(*types.Const)
		return c
	case *ast.SelectorExpr:
		c, _ := info.Uses[e.Sel].(*types.Const)
		return c
	}
	return nil
}

// meaningWords are the words that name the meaning of each spec code in a
// constant's name or an error message.
var meaningWords = map[int64][]string{
	sdk.CodeHeaderMismatch:             {"header"},
	sdk.CodeMissingClientCapability:    {"capabilit"},
	sdk.CodeUnsupportedProtocolVersion: {"version", "protocol"},
	sdk.CodeURLElicitationRequired:     {"elicit", "url"},
}

// meaningText returns what names a code's use: the project constant it
// comes from, or else the error's constant message, or "".
func meaningText(info *types.Info, named string, msg ast.Expr) string {
	if named != "" || msg == nil {
		return named
	}
	if tv, ok := info.Types[msg]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// otherMeaning reports whether a spec code is evidently used for another
// meaning: text, the project constant it comes from or else its constant
// message (meaningText), says nothing of the spec meaning. A bare literal
// with no constant message is given the benefit of the doubt.
func otherMeaning(code int64, text string) bool {
	if text == "" {
		return false
	}
	text = strings.ToLower(text)
	for _, w := range meaningWords[code] {
		if strings.Contains(text, w) {
			return false
		}
	}
	return true
}
