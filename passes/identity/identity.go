package identity

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer finds identity-derived values, identity keys and authorization
// helpers. Its result is a *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpidentity",
	Doc:        "find the values derived from the MCP caller's identity and the conditions that decide on it",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer, results.Analyzer},
	FactTypes:  []analysis.Fact{new(FuncFact), new(KeysFact)},
	ResultType: reflect.TypeFor[*Result](),
}

// Src says where a value's identity comes from: a set of kinds, Decision,
// and (in function summaries) the parameters it derives from.
type Src uint64

// Kinds of identity, and Decision.
const (
	// Token is go-sdk token info.
	Token Src = 1 << iota
	// Header is an identity header of the HTTP request.
	Header
	// Context is a context value stored from identity by the server's
	// HTTP layer.
	Context
	// Decision marks a condition (or a value set under one) that decides
	// on identity rather than testing its presence.
	Decision

	// Kinds are the identity kinds.
	Kinds = Token | Header | Context

	paramShift = 8
	maxParams  = 64 - paramShift
)

// Param is the Src of a value derived from parameter i (receiver first).
func Param(i int) Src {
	if i < 0 || i >= maxParams {
		return 0
	}
	return 1 << (paramShift + i)
}

// Derived reports whether s carries an identity kind.
func (s Src) Derived() bool { return s&Kinds != 0 }

// Decides reports whether s is a decision on identity.
func (s Src) Decides() bool { return s&Decision != 0 && s.Derived() }

func (s Src) params() Src { return s &^ (Kinds | Decision) }

// Given returns s with the parameters it derives from replaced by what
// params says each derives from (in the caller: the call's arguments).
func (s Src) Given(params []Src) Src {
	out := s &^ s.params()
	for i, p := range params {
		if s&Param(i) != 0 {
			out |= p &^ Decision
		}
	}
	return out
}

func (s Src) String() string {
	var parts []string
	for _, k := range []struct {
		s    Src
		name string
	}{{Token, "token"}, {Header, "header"}, {Context, "context"}, {Decision, "decides"}} {
		if s&k.s != 0 {
			parts = append(parts, k.name)
		}
	}
	for i := range maxParams {
		if s&Param(i) != 0 {
			parts = append(parts, fmt.Sprintf("p%d", i))
		}
	}
	return strings.Join(parts, " ")
}

// FuncFact summarizes a project function for callers in other packages.
type FuncFact struct {
	// Results holds, by result index, where the result derives from.
	Results []Src
	// Stores lists the parameters the function stores into the context
	// under a key (a setter such as WithUser(ctx, u)).
	Stores []KeyParam
	// Reads lists the parameters the function hands to ctx.Value as the
	// key of the value its value results return (a generic accessor such
	// as Get[T](ctx, key)): at a call given an identity key, they hold
	// the identity stored under it.
	Reads []int
	// Assumed holds what Results would be if a context key the function
	// reads, which its package does not know to hold identity, held it
	// (a getter of a key that an importing package's HTTP layer stores
	// the caller under): see [Result.Assume].
	Assumed []Assumption
	// Generous holds, where they say more than Results, the results
	// evaluated generously (a call's or a map lookup's result derives
	// from its arguments or key): how an importing package's HTTP layer
	// judges what this function resolves the caller to (a store lookup
	// of the bearer token).
	Generous []Src
	// Failures holds, when the function's failing returns are governed by
	// decisions on its parameters (a policy helper given the caller), what
	// governs each of them: at a call, its error or verdict decides on
	// identity only if each failure's parameters are given identity
	// (`CanRemove(kind, owner, caller, admin)` also refuses a kind, which
	// the caller passes from the item).
	Failures []Src
}

// An Assumption is a function's results if context key Key held identity.
type Assumption struct {
	Key     string
	Results []Src
}

// KeyParam records that parameter Param (receiver first) is stored under
// context key Key (see [KeysFact] for the key's form).
type KeyParam struct {
	Param int
	Key   string
}

// AFact marks FuncFact as an analysis fact.
func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	var parts []string
	for i, r := range f.Results {
		if r != 0 {
			parts = append(parts, fmt.Sprintf("r%d=%s", i, r))
		}
	}
	for _, s := range f.Stores {
		parts = append(parts, fmt.Sprintf("stores p%d", s.Param))
	}
	for _, p := range f.Reads {
		parts = append(parts, fmt.Sprintf("reads key p%d", p))
	}
	for _, a := range f.Assumed {
		var rs []string
		for i, r := range a.Results {
			if r != 0 {
				rs = append(rs, fmt.Sprintf("r%d=%s", i, r))
			}
		}
		parts = append(parts, fmt.Sprintf("if %s: %s", a.Key, strings.Join(rs, " ")))
	}
	for i, r := range f.Generous {
		if r != 0 {
			parts = append(parts, fmt.Sprintf("generously r%d=%s", i, r))
		}
	}
	return "identity " + strings.Join(parts, "; ")
}

func (f *FuncFact) empty() bool {
	for _, r := range f.Results {
		if r != 0 {
			return false
		}
	}
	return len(f.Stores) == 0 && len(f.Reads) == 0 && len(f.Assumed) == 0 && len(f.Generous) == 0
}

// resultsKnowing returns the function's results where keys hold identity.
func (f *FuncFact) resultsKnowing(keys map[string]bool) []Src {
	out := slices.Clone(f.Results)
	for _, a := range f.Assumed {
		if keys[a.Key] {
			for i := range min(len(out), len(a.Results)) {
				out[i] |= a.Results[i]
			}
		}
	}
	return out
}

// KeysFact lists the context keys a package knows to hold identity (its
// own and other packages'), sorted. A key is written as "C:type=value" (a
// constant), "G:path.name" (a package-level variable) or "T:type" (a
// composite literal of a key type).
type KeysFact struct{ Keys []string }

// AFact marks KeysFact as an analysis fact.
func (*KeysFact) AFact() {}

func (f *KeysFact) String() string { return "identity keys " + strings.Join(f.Keys, ", ") }

// Result answers identity queries on the package's SSA (the SSA of
// handlers.Result when the package has MCP code).
type Result struct{ s *state }

// Of returns where v, a value of the package, derives from.
func (r *Result) Of(v ssa.Value) Src {
	if r.s == nil || v == nil {
		return 0
	}
	return r.s.src(v)
}

// Guard returns the identity condition directly governing ret (see the
// package doc), preferring a decision, and whether there is one.
func (r *Result) Guard(ret *ssa.Return) (cond ssa.Value, src Src, ok bool) {
	if r.s == nil {
		return nil, 0, false
	}
	for _, g := range r.s.guards(ret.Block()) {
		s := r.s.src(g.cond)
		if s.Decides() {
			return g.cond, s, true
		}
		if s.Derived() && cond == nil {
			cond, src = g.cond, s
		}
	}
	return cond, src, cond != nil
}

// Denies reports whether ret is a denial: an identity decision directly
// governs it (see Guard), and on that side of the decision the function
// cannot succeed. A failing return after a passed check (the marshalling
// error of the work the caller was allowed to do, a lookup miss past the
// check) is no denial.
func (r *Result) Denies(ret *ssa.Return) bool {
	if r.s == nil {
		return false
	}
	for _, g := range r.s.guards(ret.Block()) {
		if r.s.src(g.cond).Decides() && r.s.failingSide(g) {
			return true
		}
	}
	return false
}

// DeniesGiven is Denies for a return of a helper whose parameters derive
// from params (the srcs of a call's arguments, see Src.Given): the
// helper's decisions on its parameters are decisions on identity when the
// caller passes identity.
func (r *Result) DeniesGiven(ret *ssa.Return, params []Src) bool {
	return r.failingGuard(ret, func(g guard) bool {
		return r.s.src(g.cond).Given(params).Decides() || r.asksOfGiven(g, params)
	})
}

// failingGuard reports whether a guard of ret, a return of a function of
// the package, that decides holds and ret is on its failing side.
func (r *Result) failingGuard(ret *ssa.Return, decides func(guard) bool) bool {
	if r.s == nil || ret.Parent().Pkg != r.s.pkg {
		return false
	}
	for _, g := range r.s.guards(ret.Block()) {
		if decides(g) && r.s.failingSide(g) {
			return true
		}
	}
	return false
}

// asksOfGiven reports whether guard g of a helper whose parameters derive
// from params is a predicate of the project the helper asks of a parameter
// the caller fills with identity (`!h.IsAllowed(user, action)`): a
// decision on the caller, though not in the helper's own terms.
func (r *Result) asksOfGiven(g guard, params []Src) bool {
	src := r.s.src(g.cond)
	return src.params() != 0 && predicateCall(g.cond, r.s.pkg.Pkg) && src.Given(params).Derived()
}

// deniesByPredicate reports whether ret, a return of a helper whose
// parameters derive from params, is governed by a failed predicate asked
// of the caller the helper is given (asksOfGiven).
func (r *Result) deniesByPredicate(ret *ssa.Return, params []Src) bool {
	return r.failingGuard(ret, func(g guard) bool { return r.asksOfGiven(g, params) })
}

// deniesByRole reports whether ret, a return of a helper whose parameters
// derive from params, is governed by a failed comparison of a role that a
// lookup named for a role returns (roleRE) with what it may be, a decision
// on identity where the caller is given.
func (r *Result) deniesByRole(ret *ssa.Return, params []Src) bool {
	return r.failingGuard(ret, func(g guard) bool {
		return roleComparison(g.cond) && r.s.src(g.cond).Given(params).Decides()
	})
}

// deniesByFlag reports whether ret, a return of a helper whose
// parameters derive from params, is governed by a failed test of a
// boolean field of the caller it is given (`if !m.Editor`, `if
// !caller.IsAdmin`): the caller's record says what it may do.
func (r *Result) deniesByFlag(ret *ssa.Return, params []Src) bool {
	return r.failingGuard(ret, func(g guard) bool {
		f := paramFlag(g.cond)
		return f != nil && !validityRE.MatchString(f.Name()) && r.s.src(g.cond).Given(params).Derived()
	})
}

// paramFlag returns the boolean field of a parameter that cond reads or
// negates (`m.Editor` of `m *member`), or nil. A flag of validity
// (`m.Active`, `m.Expired`) is no permission: see validityRE.
func paramFlag(cond ssa.Value) *types.Var {
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		cond = u.X
	}
	if !irutil.IsBool(cond.Type()) {
		return nil
	}
	_, f := irutil.ParamField(cond)
	return f
}

// roleComparison reports whether cond compares the result of a call named
// for a role (`role != "editor"`, a case of `switch role`).
func roleComparison(cond ssa.Value) bool {
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		cond = u.X
	}
	b, ok := cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	for _, v := range []ssa.Value{b.X, b.Y} {
		if call, _ := irutil.CallResult(v); call != nil && roleRE.MatchString(irutil.CalleeName(call.Common())) {
			return true
		}
	}
	return false
}

// predicateCall reports whether cond is, or negates, a call of a project
// function returning a bool (not the standard library's: a credential's
// expiry, `time.Now().Before(t.Expires)`, decides nothing).
func predicateCall(cond ssa.Value, pkg *types.Package) bool {
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		cond = u.X
	}
	call, ok := cond.(*ssa.Call)
	if !ok || !irutil.IsBool(call.Type()) {
		return false
	}
	fn := irutil.StaticFunc(call.Common())
	return fn != nil && fn.Pkg() != nil && (fn.Pkg() == pkg || !irutil.StandardPath(fn.Pkg().Path()) && sdk.OfPackage(fn.Pkg().Path()) == sdk.None)
}

func run(pass *analysis.Pass) (any, error) {
	if !mcpssa.OwnCode(pass) {
		return &Result{}, nil
	}
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	var pkg *ssa.Package
	var funcs []*ssa.Function
	if hres.SSA != nil && hres.SSA.Pkg != nil {
		pkg, funcs = hres.SSA.Pkg, hres.SSA.SrcFuncs
	} else {
		if !mentionsIdentity(pass.Files) && !takesIdentity(pass.Files) && !importsWebContext(pass.Pkg) && len(pass.AllObjectFacts()) == 0 && len(pass.AllPackageFacts()) == 0 {
			return &Result{}, nil
		}
		if hres.SSA == nil {
			return &Result{}, nil
		}
		built := hres.SSA.Helper()
		pkg, funcs = built.Pkg, built.SrcFuncs
		// The return model of the package's functions, whatever pass
		// asks for it first (failingSide reads it).
		pass.ResultOf[results.Analyzer].(*results.Result).HelperFuncs()
	}
	s := newState(pass, pkg, funcs, hres, pass.ResultOf[results.Analyzer].(*results.Result))
	s.findKeys()
	s.exportFacts()
	return &Result{s: s}, nil
}

// identityNames are the names through which a package without MCP code
// can touch the caller's identity: context values, request headers, go-sdk
// token info.
var identityNames = map[string]bool{
	"WithValue": true, "Value": true, "Header": true, "BasicAuth": true,
	"TokenInfo": true, "TokenInfoFromContext": true,
}

// mentionsIdentity reports whether files select one of identityNames: a
// package without MCP code that does not, and imports no package with
// identity facts, is not worth SSA (the checks' SSA is built only for
// packages with MCP code).
func mentionsIdentity(files []*ast.File) bool {
	found := false
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && identityNames[sel.Sel.Name] {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// identityWords are the words of a parameter's name or type through
// which a package's function can be handed the caller's identity by
// another package's handler (an RBAC engine's `Check(tool string, claims
// map[string]any)`).
var identityWords = []string{"claim", "role", "scope", "perm", "principal", "identity", "grant", "caller"}

// takesIdentity reports whether a function of files has a parameter
// whose name or type's name holds one of identityWords: a package that
// may decide on an identity its callers pass in, worth SSA (only a
// decision on such a parameter matters, and summary.go finds it).
func takesIdentity(files []*ast.File) bool {
	named := func(name string) bool {
		name = strings.ToLower(name)
		return slices.ContainsFunc(identityWords, func(w string) bool { return strings.Contains(name, w) })
	}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			for _, fl := range fd.Type.Params.List {
				for _, n := range fl.Names {
					if named(n.Name) {
						return true
					}
				}
				found := false
				ast.Inspect(fl.Type, func(n ast.Node) bool {
					if id, ok := n.(*ast.Ident); ok && named(id.Name) {
						found = true
					}
					return !found
				})
				if found {
					return true
				}
			}
		}
	}
	return false
}

// Denials returns the returns of fn, a function of the package, that are
// denials (see [Result.Denies]), in block order.
func (r *Result) Denials(fn *ssa.Function) []*ssa.Return {
	return r.DenialsGiven(fn, nil)
}

// DenialsGiven is Denials for a helper whose parameters derive from
// params, adding the returns a failed project predicate asked of the
// caller it is given governs (`app, res := h.ResolveApp(user, id)`, which
// answers an isError result when `!h.IsAllowed(user, action)`), and those
// a comparison of the role a lookup named for a role returns for that
// caller governs (`role, err := d.roles.GetCurrentUserRole(userID)`, then
// `role != "editor"`); not whether a lookup for the caller found a record
// (`g, ok, err := store.GetGoal(owner, id)`), nor a limit on a value
// computed from the caller (a spawn depth).
func (r *Result) DenialsGiven(fn *ssa.Function, params []Src) []*ssa.Return {
	if r.s == nil || fn == nil || fn.Pkg != r.s.pkg {
		return nil
	}
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && (r.Denies(ret) || params != nil && (r.deniesByPredicate(ret, params) || r.deniesByRole(ret, params) || r.deniesByFlag(ret, params))) {
			out = append(out, ret)
		}
	}
	return out
}
