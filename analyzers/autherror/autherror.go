package autherror

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports caller-authorization failures returned from tool
// handlers of HTTP servers.
var Analyzer = &analysis.Analyzer{
	Name:      "autherror",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(AuthzFact)},
}

// AuthzFact marks a project function whose results derive from the
// caller's identity (token info, credentials header): it returns a value
// derived from it, or its only failing returns are guarded by it.
type AuthzFact struct {
	// Decides reports that the results are an authorization decision (a
	// scope or user check), not merely the identity or its presence.
	Decides bool
	// Header reports that the identity comes from the raw credentials
	// header rather than go-sdk token info.
	Header bool
}

// AFact marks AuthzFact as an analysis fact.
func (*AuthzFact) AFact() {}

func (f *AuthzFact) String() string {
	s := "authz"
	if f.Decides {
		s += " decides"
	}
	if f.Header {
		s += " header"
	}
	return s
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if res.SSA == nil || res.SSA.Pkg == nil {
		return nil, nil
	}
	a := &state{pass: pass, res: res, local: map[*types.Func]*AuthzFact{}, scope: report.NewScope(pass),
		model: pass.ResultOf[results.Analyzer].(*results.Result)}
	a.findHelpers()

	for _, h := range res.Handlers {
		if h.SDK != sdk.MCPGo && h.SDK != sdk.GoSDK || h.Kind == sdk.NotHandler && h.ResultIndex < 0 {
			continue
		}
		var body *ast.BlockStmt
		switch syn := h.Fn.Syntax().(type) {
		case *ast.FuncDecl:
			body = syn.Body
		case *ast.FuncLit:
			body = syn.Body
		}
		if body == nil || !a.scope.Reportable(body.Pos()) {
			continue
		}
		a.checkHandler(h, body)
	}
	return nil, nil
}

// state holds the state of one run.
type state struct {
	pass  *analysis.Pass
	res   *handlers.Result
	local map[*types.Func]*AuthzFact // this package's authorization helpers
	scope *report.Scope
	// model is the return model: what each return statement produces.
	model *results.Result
}

// helperFact returns the fact of an authorization helper of this package
// or of an imported one, or nil.
func (s *state) helperFact(fn *types.Func) *AuthzFact {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if f := s.local[fn]; f != nil {
		return f
	}
	if fn.Pkg() == nil || fn.Pkg() == s.pass.Pkg {
		return nil
	}
	f := new(AuthzFact)
	if s.pass.ImportObjectFact(fn, f) {
		return f
	}
	return nil
}

// findHelpers finds this package's authorization helpers (to a fixed
// point: helpers may build on helpers) and exports their facts.
func (a *state) findHelpers() {
	for changed, rounds := true, 0; changed && rounds < 10; rounds++ {
		changed = false
		for _, file := range a.pass.Files {
			for _, decl := range file.Decls {
				fd, ok := decl.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				fn, ok := a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
				if !ok || a.isHandler(fn) {
					continue
				}
				if f := a.helperOf(fn, fd.Body); f != nil && (a.local[fn] == nil || *f != *a.local[fn]) {
					a.local[fn] = f
					changed = true
				}
			}
		}
	}
	for fn, f := range a.local {
		a.pass.ExportObjectFact(fn, f)
	}
}

// isHandler reports whether fn is a tool handler (or has a handler's
// shape): its failures are answers, not authorization decisions.
func (s *state) isHandler(fn *types.Func) bool {
	if sdk.ShapeOf(fn.Type().(*types.Signature)) != sdk.NotHandler {
		return true
	}
	if f := s.res.SSA.Pkg.Prog.FuncValue(fn); f != nil {
		// Delegation may list helpers returning (T, error) as handlers:
		// only those returning a call-tool result answer the client.
		if h := s.res.Of(f); h != nil && h.ResultIndex >= 0 {
			return true
		}
	}
	return false
}

// wwwAuthenticateMeta is the _meta key of the OpenAI Apps SDK's per-tool
// OAuth challenge: a result carrying it asks the client to authorize.
const wwwAuthenticateMeta = "mcp/www_authenticate"

// challenges reports whether body mentions the mcp/www_authenticate
// challenge, itself or through a helper of this package.
func (s *state) challenges(body *ast.BlockStmt) bool {
	found := false
	seen := map[*types.Func]bool{}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.BasicLit:
			if tv, ok := s.pass.TypesInfo.Types[n]; ok && tv.Value != nil && tv.Value.Kind() == constant.String &&
				constant.StringVal(tv.Value) == wwwAuthenticateMeta {
				found = true
			}
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(s.pass.TypesInfo, n).(*types.Func)
			if fn != nil && fn.Pkg() == s.pass.Pkg && !seen[fn] {
				seen[fn] = true
				if decl := s.declOf(fn); decl != nil && decl.Body != nil {
					ast.Inspect(decl.Body, visit)
				}
			}
		}
		return true
	}
	ast.Inspect(body, visit)
	return found
}

// declOf returns the declaration of a function of this package.
func (s *state) declOf(fn *types.Func) *ast.FuncDecl {
	for _, f := range s.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && s.pass.TypesInfo.Defs[fd.Name] == fn {
				return fd
			}
		}
	}
	return nil
}
