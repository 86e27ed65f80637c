package autherror

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/identity"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports caller-authorization failures returned from tool
// handlers of HTTP servers.
var Analyzer = &analysis.Analyzer{
	Name:     "autherror",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{handlers.Analyzer, results.Analyzer, identity.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	model := pass.ResultOf[results.Analyzer].(*results.Result)
	id := pass.ResultOf[identity.Analyzer].(*identity.Result)
	scope := report.NewScope(pass)
	for _, h := range hres.Handlers {
		if h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK || h.Kind == sdk.NotHandler && h.ResultIndex < 0 || h.ErrIndex < 0 {
			continue
		}
		body := bodyOf(h.Fn)
		if body == nil || !scope.Reportable(body.Pos()) {
			continue
		}
		stmts := returnStmts(body)
		for _, r := range model.ReturnsOf(h.Fn) {
			if _, src, ok := id.Guard(r.Ret); !ok || !src.Decides() || stmts[r.Pos] == nil {
				continue
			}
			switch {
			case r.Err != nil && !r.ErrNil:
				diagnose(pass, h, at(stmts[r.Pos], h.ErrIndex), errorAnswer(h, r))
			case h.ResultIndex >= 0 && len(r.Values) > 0 && !challenges(h.Fn) &&
				(allIsError(r.Values) || id.Of(r.Ret.Results[h.ResultIndex]).Decides()):
				diagnose(pass, h, at(stmts[r.Pos], h.ResultIndex), "an isError result")
			}
		}
	}
	return nil, nil
}

// allIsError reports whether every value a return can produce is a
// result with isError set.
func allIsError(vals []*results.Value) bool {
	for _, v := range vals {
		if v.IsError != sdk.True {
			return false
		}
	}
	return len(vals) > 0
}

// wwwAuthenticateMeta is the _meta key of the OpenAI Apps SDK's per-tool
// OAuth challenge: a result carrying it asks the client to authorize.
const wwwAuthenticateMeta = "mcp/www_authenticate"

// challenges reports whether fn mentions the mcp/www_authenticate
// challenge, itself, in its closures or through a function of its package.
func challenges(fn *ssa.Function) bool {
	seen := map[*ssa.Function]bool{}
	var visit func(f *ssa.Function) bool
	visit = func(f *ssa.Function) bool {
		if f == nil || seen[f] || f.Pkg != fn.Pkg {
			return false
		}
		seen[f] = true
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				for _, op := range instr.Operands(nil) {
					if c, ok := (*op).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String &&
						constant.StringVal(c.Value) == wwwAuthenticateMeta {
						return true
					}
				}
				if call, ok := instr.(ssa.CallInstruction); ok {
					if callee, _ := irutil.StaticCallee(call.Common()); visit(callee) {
						return true
					}
				}
			}
		}
		for _, anon := range f.AnonFuncs {
			if visit(anon) {
				return true
			}
		}
		return false
	}
	return visit(fn)
}

func bodyOf(fn *ssa.Function) *ast.BlockStmt {
	switch syn := fn.Syntax().(type) {
	case *ast.FuncDecl:
		return syn.Body
	case *ast.FuncLit:
		return syn.Body
	}
	return nil
}

// returnStmts maps the return statements of body (outside function
// literals) by the position of their keyword.
func returnStmts(body *ast.BlockStmt) map[token.Pos]*ast.ReturnStmt {
	m := map[token.Pos]*ast.ReturnStmt{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			m[n.Return] = n
		}
		return true
	})
	return m
}

// at is where a return's result i is written (the statement for a bare
// return).
func at(r *ast.ReturnStmt, i int) ast.Node {
	if i >= 0 && i < len(r.Results) {
		return r.Results[i]
	}
	return r
}

// errorAnswer says what the error r returns becomes: the protocol answer
// the SDK passes through when every non-nil path holds the same one (a
// *jsonrpc.Error in a go-sdk typed handler), else the handler's routing.
func errorAnswer(h *handlers.Handler, r *results.Return) string {
	if code, ok := wireCode(r); ok {
		return fmt.Sprintf("an error (sent as JSON-RPC error %d)", code)
	}
	switch h.Routing.Route {
	case sdk.RouteIsError:
		return "an error (sent as an isError result)"
	case sdk.RouteJSONRPC:
		return fmt.Sprintf("an error (sent as JSON-RPC error %d)", h.Routing.Code)
	}
	return "an error"
}

// wireCode returns the code of the JSON-RPC error every non-nil error
// path of r answers with as it is, if they all do with one known code.
func wireCode(r *results.Return) (int64, bool) {
	var code int64
	found := false
	for _, p := range r.Paths {
		if p.Fact == nilflow.Nil {
			continue
		}
		if p.Answer == nil || p.Answer.Elicitation || !p.Answer.Wire.CodeKnown || found && p.Answer.Wire.Code != code {
			return 0, false
		}
		code, found = p.Answer.Wire.Code, true
	}
	return code, found
}

func diagnose(pass *analysis.Pass, h *handlers.Handler, at ast.Node, what string) {
	fix := `auth.RequireBearerToken with Scopes answers 403 but omits error="insufficient_scope": add it in a middleware that wraps it`
	if h.SDK == sdk.MCPGo {
		fix = "mcp-go has no server-side auth: do it in an http.Handler that wraps the HTTP transport"
	}
	pass.Report(analysis.Diagnostic{
		Pos: at.Pos(), End: at.End(), Category: "autherror",
		Message: fmt.Sprintf("caller authorization failure returned as %s, which the model cannot act on: enforce it in HTTP middleware (401, or 403 with WWW-Authenticate: Bearer error=\"insufficient_scope\", scope=\"…\") so the client can authorize and retry; %s", what, fix),
	})
}
