package autherror

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// helperOf decides whether fn (with body) is an authorization helper and
// returns its fact, or nil. A helper returns an identity-derived value, or
// has failing returns that are all guarded by identity-derived conditions.
// It Decides when what it returns is an authorization decision: a decision
// returned, or a failure guarded by one (not a mere presence test).
func (s *state) helperOf(fn *types.Func, body *ast.BlockStmt) *AuthzFact {
	id := s.identityOf(body)
	sig := fn.Type().(*types.Signature)
	model := s.returnsOf(s.res.SSA.Pkg.Prog.FuncValue(fn))
	var src source
	decides := false
	failing := map[*ast.ReturnStmt]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if isNil(s.pass.TypesInfo, r) {
					continue
				}
				if rs := id.source(r); rs != 0 {
					src |= rs
					if rs&srcDecision != 0 || id.decision(r) {
						decides = true
					}
				}
			}
			if s.fails(sig, n, model[n.Return]) {
				failing[n] = true
			}
		}
		return true
	})
	if src == 0 && len(failing) > 0 {
		id.guardedReturns(body, id.derived, func(r *ast.ReturnStmt, cond ast.Expr) {
			if failing[r] {
				delete(failing, r)
				src |= id.source(cond)
				if id.decision(cond) {
					decides = true
				}
			}
		})
		if len(failing) > 0 {
			return nil
		}
	}
	if src == 0 {
		return nil
	}
	return &AuthzFact{Decides: decides, Header: src&srcHeader != 0 && src&srcToken == 0}
}

// fails reports whether a return statement of a function with signature sig
// reports a failure: an error the return model does not know to be nil, a
// constant false, or a result the model evaluates as isError.
func (s *state) fails(sig *types.Signature, r *ast.ReturnStmt, model *results.Return) bool {
	info := s.pass.TypesInfo
	if len(r.Results) != sig.Results().Len() {
		return false
	}
	if model != nil && (model.Err != nil && !model.ErrNil || allIsError(model.Values)) {
		return true
	}
	for i, e := range r.Results {
		if isBool(sig.Results().At(i).Type()) {
			if tv := info.Types[e]; tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value) {
				return true
			}
		}
	}
	return false
}

// returnsOf is the return model of fn's return statements, by the
// position of their return keyword.
func (s *state) returnsOf(fn *ssa.Function) map[token.Pos]*results.Return {
	m := map[token.Pos]*results.Return{}
	for _, r := range s.model.ReturnsOf(fn) {
		m[r.Pos] = r
	}
	return m
}

// checkHandler reports the failing returns of handler h guarded by a
// decision on the caller's identity.
func (s *state) checkHandler(h *handlers.Handler, body *ast.BlockStmt) {
	id := s.identityOf(body)
	nres := h.Fn.Signature.Results().Len()
	challenges := s.challenges(body)
	returns := s.returnsOf(h.Fn)
	id.guardedReturns(body, id.decision, func(r *ast.ReturnStmt, _ ast.Expr) {
		if len(r.Results) != nres || h.ErrIndex < 0 {
			return
		}
		model := returns[r.Return]
		if model == nil {
			return
		}
		if model.Err != nil && !model.ErrNil {
			s.report(h, r.Results[h.ErrIndex], errorAnswer(h))
			return
		}
		if h.ResultIndex < 0 {
			return
		}
		e := r.Results[h.ResultIndex]
		if challenges {
			// The result carries an mcp/www_authenticate challenge (the
			// OpenAI Apps SDK's per-tool OAuth): the client can act on it.
			return
		}
		if allIsError(model.Values) || len(model.Values) > 0 && id.source(e)&srcDecision != 0 {
			s.report(h, e, "an isError result")
		}
	})
}

// allIsError reports whether every value a return can produce is a
// result with isError set (as the results model evaluates it: through
// variables, helpers and fields set after construction).
func allIsError(vals []*results.Value) bool {
	for _, v := range vals {
		if v.IsError != sdk.True {
			return false
		}
	}
	return len(vals) > 0
}

// errorAnswer says what a returned error becomes.
func errorAnswer(h *handlers.Handler) string {
	switch h.Routing.Route {
	case sdk.RouteIsError:
		return "an error (sent as an isError result)"
	case sdk.RouteJSONRPC:
		return fmt.Sprintf("an error (sent as JSON-RPC error %d)", h.Routing.Code)
	}
	return "an error"
}

func (s *state) report(h *handlers.Handler, at ast.Expr, what string) {
	fix := `auth.RequireBearerToken with Scopes answers 403 but omits error="insufficient_scope": add it in a middleware that wraps it`
	if h.SDK == sdk.MCPGo {
		fix = "mcp-go has no server-side auth: do it in an http.Handler that wraps the HTTP transport"
	}
	s.pass.Report(analysis.Diagnostic{
		Pos: at.Pos(), End: at.End(), Category: "autherror",
		Message: fmt.Sprintf("caller authorization failure returned as %s, which the model cannot act on: enforce it in HTTP middleware (401, or 403 with WWW-Authenticate: Bearer error=\"insufficient_scope\", scope=\"…\") so the client can authorize and retry; %s", what, fix),
	})
}
