package identity

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// state is the analysis of one package.
type state struct {
	pass  *analysis.Pass
	pkg   *ssa.Package
	funcs []*ssa.Function
	hres  *handlers.Result
	model *results.Result

	keys  map[string]bool // identity keys: imported and found here
	local []string        // identity keys found here
	// assume is the key a hypothetical state assumes to hold identity
	// (see Result.Assume), or "".
	assume  string
	assumed map[string]*state // hypothetical states by key, on the real one
	open    []string          // openKeys' memo, once the keys are found
	opened  bool
	memo    map[memoKey]Src
	sums    map[*ssa.Function]*FuncFact
	// gsums are the results of this package's functions evaluated
	// generously (see generousSummary), for the HTTP layer's values.
	gsums map[*ssa.Function][]Src
	// isums are the summaries of the methods of the package's
	// interfaces (see localIfaceSummary).
	isums map[*types.Func]*FuncFact
	// dispatchers memoizes dispatches, which every parameter of a
	// function asks.
	dispatchers map[*ssa.Function]bool
}

// memoKey is a value evaluated strictly or generously (see eval).
type memoKey struct {
	v        ssa.Value
	generous bool
}

func newState(pass *analysis.Pass, pkg *ssa.Package, funcs []*ssa.Function, hres *handlers.Result, model *results.Result) *state {
	s := &state{pass: pass, pkg: pkg, funcs: funcs, hres: hres, model: model, keys: map[string]bool{}}
	for _, pf := range pass.AllPackageFacts() {
		if kf, ok := pf.Fact.(*KeysFact); ok {
			for _, k := range kf.Keys {
				s.keys[k] = true
			}
		}
	}
	for _, k := range flagKeys(&pass.Analyzer.Flags) {
		s.keys[k] = true
	}
	s.reset()
	return s
}

func (s *state) reset() {
	s.memo = map[memoKey]Src{}
	s.sums = map[*ssa.Function]*FuncFact{}
	s.gsums = map[*ssa.Function][]Src{}
	s.isums = map[*types.Func]*FuncFact{}
	s.dispatchers = map[*ssa.Function]bool{}
}

// src returns where v derives from.
func (s *state) src(v ssa.Value) Src { return s.eval(v, false) }

// eval returns where v derives from. Generously, the results of any call
// derive from its arguments (a token parser, a session lookup): that is how
// values stored into the context by the HTTP layer are judged, never how a
// handler's conditions are.
func (s *state) eval(v ssa.Value, generous bool) Src {
	k := memoKey{v, generous}
	if r, ok := s.memo[k]; ok {
		return r
	}
	s.memo[k] = 0 // cycles (loops) contribute nothing
	r := s.compute(v, generous)
	s.memo[k] = r
	return r
}

func (s *state) compute(v ssa.Value, g bool) Src {
	if _, isConst := v.(*ssa.Const); !isConst && sdk.IsTokenInfo(v.Type()) {
		return Token
	}
	switch v := v.(type) {
	case *ssa.Parameter:
		for i, p := range v.Parent().Params {
			if p == v {
				return Param(i) | s.passedByWrapper(v.Parent(), i) | s.passedByDispatcher(v.Parent(), i)
			}
		}
	case *ssa.Alloc:
		return s.allocSrc(v, g)
	case *ssa.UnOp:
		if stored := irutil.StoredJustBefore(v); stored != nil {
			// A variable a closure captures (`defer func() { err =
			// s.Close() }()`) read right after an assignment: what
			// that assignment stored, not everything the variable
			// ever holds.
			return s.eval(stored, g)
		}
		x := s.eval(v.X, g)
		if fa, field := v.X.(*ssa.FieldAddr); field && v.Op == token.MUL {
			return s.fieldRead(x, irutil.FieldOf(fa), fa.X, v.Type())
		}
		if v.Op == token.NOT || v.Op == token.MUL {
			return x
		}
		return x &^ Decision
	case *ssa.BinOp:
		return s.binop(v, g)
	case *ssa.Phi:
		return s.phi(v, g)
	case *ssa.Lookup:
		if isHTTPHeader(v.X.Type()) {
			return s.headerSrc(v.X, v.Index)
		}
		if !g && credential(v.Index, 0) {
			// A table keyed by the request's credential (`k :=
			// t.keys[req.Header.Get("X-API-Key")]`): what it holds for
			// the key is the caller's, as a resolver's answer is.
			return (s.eval(v.X, g) | s.eval(v.Index, g)) &^ Decision
		}
		if g {
			// Generously, what a table holds for a credential
			// (`s.tokens[tok]`, a session map) derives from it.
			return (s.eval(v.X, g) | s.eval(v.Index, g)) &^ Decision
		}
		if in := s.keyedByCaller(v, g); in != 0 && irutil.IsBool(v.Type()) {
			// The caller's membership in a set kept by identity
			// (`o.MemoryOwners[email]`, `admins[caller(req)]`) decides.
			return (s.eval(v.X, g)|in)&^Decision | Decision
		}
		return s.eval(v.X, g) &^ Decision
	case *ssa.Field:
		return s.fieldRead(s.eval(v.X, g)&^Decision, irutil.ReadField(v), v.X, v.Type())
	case *ssa.FieldAddr:
		if requestPath(v) && answersUnauthorized(v.Parent()) {
			return Header // the credential is a segment of the path
		}
		return s.eval(v.X, g) &^ Decision
	case *ssa.Index:
		return s.eval(v.X, g) &^ Decision
	case *ssa.IndexAddr:
		return s.eval(v.X, g) &^ Decision
	case *ssa.Slice:
		return s.eval(v.X, g) &^ Decision
	case *ssa.TypeAssert:
		if v.CommaOk {
			return s.eval(v.X, g) &^ Decision
		}
		return flag(s.eval(v.X, g)&^Decision, v.Type())
	case *ssa.Range:
		return s.eval(v.X, g) &^ Decision
	case *ssa.Next:
		return s.eval(v.Iter, g) &^ Decision
	case *ssa.Convert:
		return s.eval(v.X, g)
	case *ssa.ChangeType:
		return s.eval(v.X, g)
	case *ssa.MakeInterface:
		return s.eval(v.X, g)
	case *ssa.ChangeInterface:
		return s.eval(v.X, g)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return s.callSrc(call, v.Index, g)
		}
		x := s.eval(v.Tuple, g)
		if v.Index == 0 {
			return flag(x, v.Type()) // the value of a comma-ok, not its ok
		}
		if l, ok := v.Tuple.(*ssa.Lookup); ok && !g && credential(l.Index, 0) {
			// Whether a table holds the credential: who the caller is,
			// not what it may do.
			return 0
		}
		if l, ok := v.Tuple.(*ssa.Lookup); ok && s.eval(l.X, g).Derived() {
			// Membership in the caller's own grants (`_, ok :=
			// caller.Projects[name]`) decides; a table keyed by the
			// credential (`sess, ok := sessions[tok]`) only finds it.
			return x | Decision
		}
		if l, ok := v.Tuple.(*ssa.Lookup); ok {
			if in := s.keyedByCaller(l, g); in != 0 {
				return x | in | Decision // the caller's membership in a set (`_, ok := admins[email]`)
			}
		}
		return x
	case *ssa.Call:
		return s.callSrc(v, 0, g)
	case *ssa.FreeVar:
		return s.capturedByTool(v, g)
	case *ssa.MakeMap:
		// A map literal built from identity values
		// (`map[string]any{"payload": claims}`, a policy engine's input).
		var out Src
		for _, u := range *v.Referrers() {
			if mu, ok := u.(*ssa.MapUpdate); ok && mu.Map == v {
				out |= (s.eval(mu.Key, g) | s.eval(mu.Value, g)) &^ Decision
			}
		}
		return out
	}
	return 0
}

// flag is the Src of a value of type t read from one that derives from x
// (a field, a claim): a boolean one (claims.IsAdmin, Extra["admin"]) is a
// decision on identity by itself.
func flag(x Src, t types.Type) Src {
	if x.Derived() && irutil.IsBool(t) {
		return x | Decision
	}
	return x
}

// fieldRead is the Src of a read of field f (of type t) of struct x, whose
// own Src is src: a role-named field of a record a lookup returned for
// the caller is the caller's role (lookedUpFor); a presence flag
// (presenceField) decides nothing; another boolean field does (flag).
func (s *state) fieldRead(src Src, f *types.Var, x ssa.Value, t types.Type) Src {
	if f != nil && memberRoleRE.MatchString(f.Name()) {
		src |= s.lookedUpFor(x)
	}
	if presenceField(f) {
		return src &^ Decision
	}
	return flag(src, t)
}

// presenceField reports whether f is a boolean field that says whether
// its struct holds a value at all (pgtype.UUID's Valid, sql.NullString's
// Valid): read from an identity value, a presence test, no decision.
func presenceField(f *types.Var) bool {
	return f != nil && irutil.IsBool(f.Type()) && presenceNameRE.MatchString(f.Name())
}

var presenceNameRE = regexp.MustCompile(`^(?:Valid|IsValid|Present|IsSet|Set|Null|IsNull|Ok|OK)$`)

// allocSrc is what is stored into a variable: by store, into its fields or
// elements, or by a call decoding a derived argument into it
// (json.Unmarshal(payload, &claims), jwt.ParseWithClaims(tok, &claims, …)).
func (s *state) allocSrc(a *ssa.Alloc, g bool) Src {
	var out Src
	var visit func(addr ssa.Value, depth int)
	visit = func(addr ssa.Value, depth int) {
		if depth > 3 {
			return
		}
		for _, u := range *addr.Referrers() {
			switch u := u.(type) {
			case *ssa.Store:
				if u.Addr == addr {
					out |= s.eval(u.Val, g)
				}
			case *ssa.FieldAddr:
				visit(u, depth+1)
			case *ssa.IndexAddr:
				visit(u, depth+1)
			case *ssa.MakeInterface:
				visit(u, depth+1) // json.Unmarshal(payload, &claims) takes an any
			case *ssa.Call:
				if fn := irutil.StaticFunc(u.Common()); g || decoder(fn) || fn != nil && tokenParser(fn) {
					for _, arg := range u.Common().Args {
						if arg != addr {
							out |= s.eval(arg, g) &^ Decision
						}
					}
				}
			}
		}
	}
	visit(a, 0)
	return out
}

func (s *state) binop(v *ssa.BinOp, g bool) Src {
	x, y := s.eval(v.X, g), s.eval(v.Y, g)
	switch v.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return (x | y) &^ Decision
	}
	all := x | y
	if all&^Decision == 0 {
		return 0
	}
	out := all &^ Decision
	switch {
	case all&Decision != 0:
		out |= Decision
	case x&^Decision != 0 && y&^Decision != 0:
		out |= Decision // two identity values compared
	default:
		other, derived := v.Y, v.X
		if x&^Decision == 0 {
			other, derived = v.X, v.Y
		}
		// A presence test decides only for a header; the size of an
		// identity value (len(ti.Scopes) > maxScopes, a cap on what a
		// token carries) is the credential's validity, not a decision
		// on who may do what.
		zeroID := (v.Op == token.EQL || v.Op == token.NEQ) && isZeroNumber(other) && idField(derived) // c.ID == 0: no account
		// An error a call given identity returned, compared with a
		// sentinel (`switch err { case ErrNotFound: … }`), says which
		// failure it was, not who the caller is: a decision only when
		// the error is a verdict itself (all&Decision above).
		outcome := isError(derived.Type())
		if !isNilOrEmpty(other) && !zeroID && !isLen(derived) && !outcome || all&Header != 0 {
			out |= Decision
		}
	}
	return out
}

// isLen reports whether v is a call of the builtin len.
func isLen(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	b, ok := call.Common().Value.(*ssa.Builtin)
	return ok && b.Name() == "len"
}

// phi joins its edges; a constant edge taken under an identity decision
// carries it (isAdmin := false; if s == "admin" { isAdmin = true }).
func (s *state) phi(v *ssa.Phi, g bool) Src {
	var out Src
	for i, e := range v.Edges {
		out |= s.eval(e, g)
		if _, ok := e.(*ssa.Const); ok && i < len(v.Block().Preds) {
			// A constant set on one side of a decision, merged here with
			// the other side's value: not one that flows in from the
			// side past a check (a loop's start after it).
			pred := v.Block().Preds[i]
			if c, d := controlling(pred); c != nil && !sideDominates(d, pred, v.Block()) {
				if cs := s.eval(c, g); cs.Decides() {
					out |= cs
				}
			}
		}
	}
	return out
}

// sideDominates reports whether the successor of if block d on pred's side
// (one that d dominates: not a loop's header reached by a back edge)
// dominates b.
func sideDominates(d, pred, b *ssa.BasicBlock) bool {
	for _, succ := range d.Succs {
		if succ != d && d.Dominates(succ) && succ.Dominates(pred) && succ.Dominates(b) {
			return true
		}
	}
	return false
}

// controlling returns the condition of the nearest if that b is under,
// and its block.
func controlling(b *ssa.BasicBlock) (ssa.Value, *ssa.BasicBlock) {
	for x := b; x != nil; x = x.Idom() {
		if iff, ok := x.Instrs[len(x.Instrs)-1].(*ssa.If); ok {
			return iff.Cond, x
		}
	}
	return nil, nil
}

// callSrc returns where result idx of call derives from.
func (s *state) callSrc(call *ssa.Call, idx int, g bool) Src {
	c := call.Common()
	args := func() Src {
		var out Src
		for _, a := range c.Args {
			out |= s.eval(a, g)
		}
		return out &^ Decision
	}
	resType := call.Type()
	if t, ok := resType.(*types.Tuple); ok {
		if idx >= t.Len() {
			return 0
		}
		resType = t.At(idx).Type()
	}
	if b, ok := c.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "len", "cap", "append":
			return args()
		}
		return 0
	}
	if key, ok := contextRead(c); ok {
		if s.keys[keyID(key)] {
			return Context
		}
		return 0
	}
	if quota(c) {
		return 0 // a rate limit or quota keyed by the caller decides nothing on identity
	}
	if policyEngine(c) {
		// A policy engine's verdict on what it is given (a CEL
		// program's Eval of the caller's claims, casbin's Enforce,
		// OPA's query): what the input derives from.
		in := args()
		if c.IsInvoke() {
			in |= s.eval(c.Value, g) &^ Decision
		}
		return s.derivedCall(in, resType, true, g)
	}
	if c.IsInvoke() {
		var roleOf Src
		if roleRE.MatchString(irutil.CalleeName(c)) && !isError(resType) && !irutil.IsBool(resType) {
			in := args()
			if in.Derived() {
				return in // the caller's role as a store behind an interface keeps it
			}
			roleOf = in.params() // in a helper, as below
		}
		if src, ok := s.invokeSrc(c, idx, resType, g); ok && src&^Decision != 0 {
			return src | roleOf // a method of the module's interface: its implementations'
		}
		if d := s.derivedCall(s.eval(c.Value, g)&^Decision|args(), resType, false, g); d != 0 {
			return d
		}
		return roleOf
	}
	sfn, fn := irutil.StaticCallee(c)
	if sfn == nil {
		sfn = capturedClosure(c.Value) // a local helper closure (`ownerOrAdmin(req, name)`)
	}
	if fn != nil && tokenParser(fn) && !irutil.IsBool(resType) {
		if isError(resType) {
			return 0 // an invalid credential: no decision on who the caller is
		}
		if in := args(); in.Derived() {
			return in // the claims or session of a credential
		}
	}
	var roleOf Src // a role lookup for whoever a helper's parameters name
	if fn != nil && roleRE.MatchString(fn.Name()) && !isError(resType) && !irutil.IsBool(resType) {
		in := args()
		if in.Derived() {
			return in // the caller's role as a store keeps it (roleOf(book, caller.ID))
		}
		// In a helper, the role of whoever its parameters name: the
		// caller's where a call passes the caller (see Src.Given), when
		// nothing else says where the result derives from.
		roleOf = in.params()
	}
	if fn != nil {
		switch {
		case sdk.IsTokenInfoFromContext(fn):
			return Token
		case isBasicAuth(fn):
			return Header
		case isHeaderGet(fn):
			if len(c.Args) != 2 {
				return 0
			}
			return s.headerSrc(c.Args[0], c.Args[1])
		case webHeaderGet(fn):
			if len(c.Args) != 2 || !identityHeaderName(c.Args[1]) {
				return 0
			}
			return Header
		case urlCredentialGet(fn, c.Args):
			return Header
		case fn.Pkg() != nil && fn.Pkg().Path() == "context":
			return 0
		case fn.Pkg() != nil && fn.Pkg().Path() == "errors":
			// errors.Is(err, ErrNotFound) of an error a call given
			// identity returned: which failure it was, a decision only
			// when the error is a verdict.
			var in Src
			for _, a := range c.Args {
				in |= s.eval(a, g)
			}
			return in
		case fn.Pkg() != nil && fn.Pkg().Path() == "time":
			// The credential's expiry (time.Now().Before(t.Expires)):
			// its validity, which the bearer middleware answers, not a
			// decision on who may do what.
			return args() &^ Decision
		case fn.Pkg() != nil && fn.Pkg().Path() == "crypto/subtle" && strings.HasPrefix(fn.Name(), "ConstantTime"):
			// subtle.ConstantTimeCompare(key, want) != 1: a comparison
			// of identity values, whose int result decides.
			if in := args(); in.Derived() {
				return in | Decision
			}
			return 0
		}
	}
	if sum := s.summaryOf(sfn, fn); sum != nil && idx < len(sum.Results) {
		r := sum.Results[idx]
		if g && sfn != nil && sfn.Pkg == s.pkg {
			// The HTTP layer's resolver of this package (`id, err :=
			// rv.resolve(ctx, r)`, which looks the bearer key up in a
			// store): its results as generously as the values they
			// become.
			if gr := s.generousSummary(sfn); idx < len(gr) {
				r |= gr[idx]
			}
		} else if g && idx < len(sum.Generous) {
			r |= sum.Generous[idx] // another package's resolver (auth.Store.Lookup)
		} else if !g {
			r |= s.resolvedHere(c, sfn, sum, idx, resType)
		}
		out := r & (Kinds | Decision)
		in := s.passedSrc(c, r, g)
		if in.Derived() && irutil.IsBool(resType) {
			in |= Decision // a predicate on identity values (u.IsAdmin())
		}
		out |= in
		if out.Decides() && (isError(resType) || irutil.IsBool(resType)) && !s.failuresGiven(sum.Failures, c, g) {
			out &^= Decision // some failure decides on what is no identity here
		}
		if !isError(resType) && !irutil.IsBool(resType) && s.readsIdentityKey(sum, c) {
			out |= Context // Get[User](ctx, userKey)
		}
		if out&^Decision != 0 {
			if g && !out.Derived() {
				// Generously, a lookup's result derives from all its
				// arguments, the credential it is keyed by too, even
				// where its summary names only the store and the
				// context (`k, grants, err := v.FindKey(ctx, hash)`).
				out |= s.derivedCall(args(), resType, false, g)
			}
			return out
		}
		if !g {
			if d := askedOfCaller(fn, resType, args); d != 0 {
				return d
			}
			return roleOf // the summary says it does not derive from identity
		}
	}
	if d := s.derivedCall(args(), resType, fn != nil && (pure(fn) || textOf(c, fn)), g); d != 0 {
		return d
	}
	return roleOf
}

// predicateRE matches the names of a store's predicates
// (IsConnectionInTokenScope, HasAccess, CanEdit); validityRE those that
// ask about the credential's or account's validity instead (IsExpired,
// IsRevoked, IsActive), which the bearer middleware answers.
var (
	predicateRE = regexp.MustCompile(`^(?:Is|Has|Can|May|Allows?|Permits?)[A-Z]`)
	validityRE  = regexp.MustCompile(`(?i)expir|revok|valid|active|enabled|disabled|locked|blocked|banned`)
)

// askedOfCaller returns the Src of the bool result of a call of fn, a
// predicate by its name, given identity values (`inScope, lvl, err :=
// store.IsConnectionInTokenScope(tokenID, connID)`): whether the caller
// may, a decision on them, though its summary finds the answer in a
// database rather than in its arguments. It returns 0 otherwise.
func askedOfCaller(fn *types.Func, resType types.Type, args func() Src) Src {
	if fn == nil || !irutil.IsBool(resType) || !predicateRE.MatchString(fn.Name()) || validityRE.MatchString(fn.Name()) {
		return 0
	}
	if in := args(); in.Derived() {
		return in | Decision
	}
	return 0
}

// resolverRE matches the names of functions that find who a credential
// belongs to: Authenticate, Identify, WhoAmI, or a lookup of a key,
// token, account, user, caller or principal (LookupKeyByHash,
// GetAccountForToken); not GetUserRepos, whose result is the caller's
// data, not the caller.
var resolverRE = regexp.MustCompile(`(?i)^(authenticate|identify|whoami)|^(get|find|lookup|load|resolve|fetch)(api)?(key|token|credential|session|account|caller|principal|identity|user|member|agent)(s)?((by|for|from)\w*)?$`)

// resolvedHere returns, for result idx of call c of a resolver (sfn, its
// summary sum; resolverRE) that a handler gives the request's credential
// itself (`acct, err := s.store.Authenticate(ctx, bearer)`, which looks
// the key's hash up), the result's generous summary: the record found for
// the credential is the caller, as it would be had the HTTP layer stored
// it in the context. It returns 0 when the call passes no credential to
// the parameters the generous summary adds, or for an error or a bool.
func (s *state) resolvedHere(c *ssa.CallCommon, sfn *ssa.Function, sum *FuncFact, idx int, resType types.Type) Src {
	fn := irutil.StaticFunc(c)
	if isError(resType) || irutil.IsBool(resType) || fn == nil || !resolverRE.MatchString(fn.Name()) {
		return 0
	}
	var gen Src
	switch {
	case sfn != nil && sfn.Pkg == s.pkg:
		if gr := s.generousSummary(sfn); idx < len(gr) {
			gen = gr[idx] &^ Decision
		}
	case idx < len(sum.Generous):
		gen = sum.Generous[idx]
	}
	if idx < len(sum.Results) {
		gen &^= sum.Results[idx].params() // what the strict summary knows already
	}
	if gen.params() == 0 || s.passedSrc(c, gen.params(), false)&(Token|Header) == 0 {
		return 0
	}
	return gen
}

// passedSrc returns what the arguments of call c for the parameters in
// params derive from.
func (s *state) passedSrc(c *ssa.CallCommon, params Src, g bool) Src {
	var in Src
	for j, a := range c.Args {
		if params&Param(j) != 0 {
			in |= s.eval(a, g)
			if isHTTPHeader(a.Type()) && requestHeader(a) {
				in |= Header // the callee reads an identity header of it
			}
		}
	}
	return in
}

// failuresGiven reports whether each failure of a callee whose failing
// returns are governed by its parameters (FuncFact.Failures) decides, at
// call c, on identity: its own, or a parameter c gives identity, unless c
// gives those parameters constants only, or its own parameters (its callers
// tell). True when the callee records none.
func (s *state) failuresGiven(failures []Src, c *ssa.CallCommon, g bool) bool {
	for _, f := range failures {
		if f.Derived() {
			continue
		}
		in := s.passedSrc(c, f, g)
		data := false
		for j, a := range c.Args {
			if _, isConst := a.(*ssa.Const); f&Param(j) != 0 && !isConst {
				data = true
			}
		}
		if !in.Derived() && in.params() == 0 && data {
			// (A failure on constants only, `required == scopeRead`,
			// is the call's mode: whether it is reached here is not
			// told.)
			return false
		}
	}
	return true
}

// readsIdentityKey reports whether call c hands an identity key to a
// parameter that the callee (summarized as sum) reads the context under.
func (s *state) readsIdentityKey(sum *FuncFact, c *ssa.CallCommon) bool {
	return slices.ContainsFunc(readKeys(sum.Reads, c), func(k string) bool { return s.keys[k] })
}

// readKeys returns the keys call c hands to the parameters reads of its
// callee, which the callee reads the context under (FuncFact.Reads).
func readKeys(reads []int, c *ssa.CallCommon) []string {
	var out []string
	for _, p := range reads {
		if p < len(c.Args) {
			out = append(out, keyID(c.Args[p]))
		}
	}
	return out
}

// derivedCall is the Src of a call result of type t whose arguments
// (receiver included) derive from in: a boolean function of identity
// values decides on them; a pure function's result derives from them.
func (s *state) derivedCall(in Src, t types.Type, pure, g bool) Src {
	if in == 0 {
		return 0
	}
	if irutil.IsBool(t) {
		return in | Decision
	}
	if pure || g && !isError(t) {
		return in
	}
	return 0
}

// roleRE matches the names of a caller's role or permissions as a store
// keeps them: a lookup named so (roleOf, GetPermissions), or such a field
// of a record a lookup returned (pm.Role).
var roleRE = regexp.MustCompile(`(?i)role|permission|privilege`)

// memberRoleRE matches the names of a record's fields that hold its
// holder's role (pm.Role, m.RoleID, u.UserPermissions); not the role a
// document requires of its readers (doc.ReaderRole, MinRole), which is
// the object's policy, not the caller's role.
var memberRoleRE = regexp.MustCompile(`^(?:User|Member|Caller|Current|My|Account|Org|Project|Team|Workspace)?(?:Role|Permission|Privilege)s?(?:ID|Id|Name|Level|Key)?$`)

// lookedUpFor returns what the arguments of the call whose result v is
// derive from, when they derive from identity: the record a store returns
// for the caller (`pm, err := loadMember(db, user.ID, id)`), whose
// role-named field (pm.Role) is the caller's role. It returns 0 otherwise.
func (s *state) lookedUpFor(v ssa.Value) Src {
	if a, ok := v.(*ssa.Alloc); ok {
		v = irutil.OnlyStored(a) // the variable the record is kept in
	}
	if v == nil {
		return 0
	}
	call, _ := irutil.CallResult(v)
	if call == nil {
		return 0
	}
	var in Src
	for _, a := range call.Common().Args {
		in |= s.eval(a, false)
	}
	if in &^= Decision; in.Derived() {
		return in
	}
	return in.params() // in a helper: for whoever its parameters name (see Src.Given)
}

var (
	parserVerbRE = regexp.MustCompile(`(?i)parse|validate|verify|decode|introspect|authenticate`)
	parserNounRE = regexp.MustCompile(`(?i)token|jwt|claims|bearer|credential|apikey|session`)
)

// tokenParser reports whether fn, by its name, turns a credential into
// the caller's claims or session (ValidateToken, ParseJWT, a jwt package's
// Parse): its results derive from the credential even where other calls'
// results do not.
func tokenParser(fn *types.Func) bool {
	if !parserVerbRE.MatchString(fn.Name()) {
		return false
	}
	return parserNounRE.MatchString(fn.Name()) || fn.Pkg() != nil && strings.Contains(strings.ToLower(fn.Pkg().Path()), "jwt")
}

// policyEnginePkgs are the module paths of policy engines: their
// functions and methods compute a verdict from the input they are given.
var policyEnginePkgs = []string{"github.com/google/cel-go", "github.com/open-policy-agent/opa", "github.com/casbin/casbin"}

// policyEngine reports whether c calls a function or method of a policy
// engine (policyEnginePkgs).
func policyEngine(c *ssa.CallCommon) bool {
	fn := irutil.StaticFunc(c)
	if c.IsInvoke() {
		fn = c.Method
	}
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	path := fn.Pkg().Path()
	for _, p := range policyEnginePkgs {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

var limiterRE = regexp.MustCompile(`(?i)limit|throttl|bucket`)

// quota reports whether c calls a rate limiter's method (see limiter), or
// a function or method named for a limit, quota or throttle
// (`subs.CheckLimit(user.ID, "search")`): it counts the caller's calls.
func quota(c *ssa.CallCommon) bool {
	if c.IsInvoke() {
		return limiter(c.Value.Type()) || quotaRE.MatchString(c.Method.Name())
	}
	fn := irutil.StaticFunc(c)
	return fn != nil && (c.Signature().Recv() != nil && limiter(c.Signature().Recv().Type()) || quotaRE.MatchString(fn.Name()))
}

var quotaRE = regexp.MustCompile(`(?i)limit|quota|throttl`)

// limiter reports whether t, a method's receiver type, is a rate limiter's
// (by its name or package): its predicates count calls, they do not
// authorize.
func limiter(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && (limiterRE.MatchString(n.Obj().Name()) || n.Obj().Pkg() != nil && limiterRE.MatchString(n.Obj().Pkg().Path()))
}

// summaryOf returns the summary of a called function: computed for this
// package's functions, imported for others'.
func (s *state) summaryOf(sfn *ssa.Function, fn *types.Func) *FuncFact {
	if sfn != nil && sfn.Pkg == s.pkg && sfn.Blocks != nil {
		return s.summary(sfn)
	}
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == s.pass.Pkg {
		return nil
	}
	f := new(FuncFact)
	if !s.pass.ImportObjectFact(fn, f) {
		return nil
	}
	if len(f.Assumed) > 0 {
		f = &FuncFact{Results: f.resultsKnowing(s.keys), Stores: f.Stores, Reads: f.Reads}
	}
	return f
}

// pureFuncPkgs are standard packages whose functions compute their result
// from their arguments only.
var pureFuncPkgs = map[string]bool{
	"slices": true, "strings": true, "bytes": true, "maps": true, "sort": true, "strconv": true,
	"unicode": true, "encoding/base64": true, "encoding/hex": true, "path": true,
	"golang.org/x/exp/slices": true, "golang.org/x/exp/maps": true,
}

func pure(fn *types.Func) bool {
	return fn.Pkg() != nil && pureFuncPkgs[fn.Pkg().Path()]
}

// textOf reports whether call c formats an identity value itself as text
// (`uid := UserID(ctx); uid.String()`, a UUID's or an ObjectID's Hex()),
// not a field of a record (`issue.ID.String()` of a record the caller
// may only have found).
func textOf(c *ssa.CallCommon, fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 || len(c.Args) != 1 ||
		fn.Name() != "String" && fn.Name() != "Hex" || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.String]) {
		return false
	}
	recv := c.Args[0]
	if load, ok := recv.(*ssa.UnOp); ok && load.Op == token.MUL {
		recv = load.X
	}
	switch recv.(type) {
	case *ssa.Field, *ssa.FieldAddr:
		return false
	}
	return true
}

// decoder reports whether fn decodes its input into a pointer argument.
func decoder(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "encoding/json", "encoding/xml", "encoding/base64", "encoding/hex":
		return true
	}
	return false
}

// isBasicAuth reports whether fn is (*http.Request).BasicAuth.
func isBasicAuth(fn *types.Func) bool {
	return fn.Pkg() != nil && fn.Pkg().Path() == "net/http" && fn.Name() == "BasicAuth" &&
		fn.Type().(*types.Signature).Recv() != nil
}

// headerSrc is the Src of header name read from hdr: Header for an
// identity header of the request, the parameters hdr derives from for an
// identity header of a header passed in (a helper's http.Header
// parameter, see callSrc), else 0.
func (s *state) headerSrc(hdr, name ssa.Value) Src {
	if !identityHeaderName(name) {
		return 0
	}
	if requestHeader(hdr) {
		return Header
	}
	return s.eval(hdr, false).params()
}

// identityHeaderName reports whether name is a constant naming an identity
// header.
func identityHeaderName(name ssa.Value) bool {
	c, ok := name.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.String && identityHeader(constant.StringVal(c.Value))
}

// requestHeader reports whether hdr is the header of a request: of an SDK
// tool request or an *http.Request.
func requestHeader(hdr ssa.Value) bool {
	if u, ok := hdr.(*ssa.UnOp); ok && u.Op == token.MUL {
		hdr = u.X
	}
	var f *types.Var
	var owner types.Type
	switch h := hdr.(type) {
	case *ssa.FieldAddr:
		f, owner = irutil.FieldOf(h), h.X.Type()
	case *ssa.Field:
		if st, ok := h.X.Type().Underlying().(*types.Struct); ok && h.Field < st.NumFields() {
			f, owner = st.Field(h.Field), h.X.Type()
		}
	}
	if f == nil {
		return false
	}
	// An *http.Request's, not an *http.Response's: the headers an
	// upstream API answers with (a paging cursor named like a token)
	// say nothing of the caller.
	return sdk.IsRequestHeaderField(f) || f.Name() == "Header" && isHTTPRequest(owner)
}

// isHTTPRequest reports whether t is http.Request or a pointer to one.
func isHTTPRequest(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	return isNetHTTP(t, "Request")
}

// isHTTPHeader reports whether t is http.Header.
func isHTTPHeader(t types.Type) bool { return isNetHTTP(t, "Header") }

// isNetHTTP reports whether t is the named type name of net/http.
func isNetHTTP(t types.Type, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == name
}

var identityHeaderRE = regexp.MustCompile(`(?i)^(proxy-)?authorization$|api-?key|token|user|role|scope|group|permission|principal|tenant|identity|claims|subject|caller|actor|account|member|(agent|terminal|seat|device)-?id$`)

// identityHeader reports whether a header carries the caller's identity:
// credentials, or a user, role, scope… set by an authenticating proxy, or
// the id of the terminal, agent or device that calls.
func identityHeader(name string) bool {
	return !strings.EqualFold(name, "User-Agent") && identityHeaderRE.MatchString(name)
}

// credential reports whether v is the request's credential as it is read
// (an identity header or URL value named like a credential,
// credentialNameRE), trimmed, converted, hashed or encoded (`hex.
// EncodeToString(sha256.Sum256([]byte(raw)))`), also as a helper of the
// package returns it.
func credential(v ssa.Value, depth int) bool {
	if depth > 6 || v == nil {
		return false
	}
	switch x := v.(type) {
	case *ssa.Convert:
		return credential(x.X, depth+1)
	case *ssa.ChangeType:
		return credential(x.X, depth+1)
	case *ssa.MakeInterface:
		return credential(x.X, depth+1)
	case *ssa.Slice:
		return credential(x.X, depth+1)
	case *ssa.UnOp:
		return x.Op == token.MUL && credential(x.X, depth+1)
	case *ssa.Alloc:
		return credential(irutil.OnlyStored(x), depth+1)
	case *ssa.Call:
		c := x.Common()
		fn := irutil.StaticFunc(c)
		if fn == nil || fn.Pkg() == nil || len(c.Args) == 0 {
			return false
		}
		switch {
		case isHeaderGet(fn):
			k, ok := c.Args[len(c.Args)-1].(*ssa.Const)
			return ok && k.Value != nil && k.Value.Kind() == constant.String && credentialNameRE.MatchString(constant.StringVal(k.Value))
		case urlCredentialGet(fn, c.Args):
			return true
		case pure(fn), strings.HasPrefix(fn.Pkg().Path(), "crypto/"):
			return credential(c.Args[0], depth+1) // strings.TrimPrefix(h, "Bearer "), sha256.Sum256(b)
		}
		if sfn := c.StaticCallee(); sfn != nil && sfn.Blocks != nil && x.Parent() != nil && sfn.Pkg == x.Parent().Pkg {
			rets := irutil.Returns(sfn)
			for _, ret := range rets {
				if len(ret.Results) == 0 || !credential(ret.Results[0], depth+1) {
					return false
				}
			}
			return len(rets) > 0 // bearer(req)
		}
	}
	return false
}

// credentialNameRE matches the names of the query values and path
// values of a request URL that carry a credential.
var credentialNameRE = regexp.MustCompile(`(?i)token|api[-_]?key|^key$|auth|session|secret|passw|credential`)

// urlCredentialGet reports whether fn called with args reads a credential
// from the request URL: a query value (`r.URL.Query().Get("token")`, or
// FormValue) or a path value (`r.PathValue("key")`) of a credential's
// name.
func urlCredentialGet(fn *types.Func, args []ssa.Value) bool {
	if fn.Pkg() == nil || len(args) != 2 {
		return false
	}
	c, ok := args[1].(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String || !credentialNameRE.MatchString(constant.StringVal(c.Value)) {
		return false
	}
	switch recv := irutil.RecvName(fn); {
	case fn.Pkg().Path() == "net/http" && recv == "Request":
		return fn.Name() == "PathValue" || fn.Name() == "FormValue"
	case fn.Pkg().Path() == "net/url" && recv == "Values" && fn.Name() == "Get":
		q, ok := args[0].(*ssa.Call)
		if !ok {
			return false
		}
		qf := irutil.StaticFunc(q.Common())
		return qf != nil && qf.Name() == "Query" && irutil.RecvName(qf) == "URL" && len(q.Call.Args) == 1 && requestURL(q.Call.Args[0])
	}
	return false
}

// requestPath reports whether fa addresses the Path of an
// *http.Request's URL.
func requestPath(fa *ssa.FieldAddr) bool {
	f := irutil.FieldOf(fa)
	return f != nil && f.Name() == "Path" && f.Pkg() != nil && f.Pkg().Path() == "net/url" && requestURL(fa.X)
}

// requestURL reports whether v is the URL field of an *http.Request.
func requestURL(v ssa.Value) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	f := irutil.FieldOf(fa)
	return ok && f != nil && f.Name() == "URL" && f.Pkg() != nil && f.Pkg().Path() == "net/http"
}

// answersUnauthorized reports whether fn answers an HTTP request with
// 401 or 403 (http.Error or WriteHeader with the constant status): an
// authenticating layer, whose reading of the request path looks for the
// credential in it.
func answersUnauthorized(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			cc := c.Common()
			var name string
			if cc.IsInvoke() {
				name = cc.Method.Name()
			} else if f := irutil.StaticFunc(cc); f != nil && f.Pkg() != nil && f.Pkg().Path() == "net/http" {
				name = f.Name()
			}
			if name != "Error" && name != "WriteHeader" || len(cc.Args) == 0 {
				continue
			}
			if k, ok := cc.Args[len(cc.Args)-1].(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Int {
				if code, _ := constant.Int64Val(k.Value); code == 401 || code == 403 {
					return true
				}
			}
		}
	}
	return false
}

// isHeaderGet reports whether fn is (http.Header).Get or Values.
func isHeaderGet(fn *types.Func) bool {
	return fn.Pkg() != nil && fn.Pkg().Path() == "net/http" && (fn.Name() == "Get" || fn.Name() == "Values") &&
		fn.Type().(*types.Signature).Recv() != nil && strings.HasSuffix(fn.Type().(*types.Signature).Recv().Type().String(), "Header")
}

var errorType = types.Universe.Lookup("error").Type()

// isError reports whether t is error, or a pointer to a named type that
// implements it: a package's own error type returned by pointer, nil when
// the caller may go on (`func (p *Policy) Authorize(…) *Denial`).
func isError(t types.Type) bool {
	if types.Identical(t, errorType) {
		return true
	}
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	_, named := types.Unalias(p.Elem()).(*types.Named)
	return named && irutil.ImplementsError(t)
}

// isNilOrEmpty reports whether v is nil, "", another zero constant
// (`uuid.UUID{}`) or a package's variable named as the zero value of its
// type (`uuid.Nil`): a presence test's other side.
func isNilOrEmpty(v ssa.Value) bool {
	v = irutil.UnwrapInterface(v)
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		g, ok := load.X.(*ssa.Global)
		return ok && zeroVarName[g.Name()]
	}
	c, ok := v.(*ssa.Const)
	if !ok {
		return false
	}
	return c.Value == nil || c.Value.Kind() == constant.String && constant.StringVal(c.Value) == ""
}

// isZeroNumber reports whether v is the constant number 0: compared
// with an identity value (`c.ID == 0`), a presence test.
func isZeroNumber(v ssa.Value) bool {
	c, ok := irutil.UnwrapInterface(v).(*ssa.Const)
	return ok && c.Value != nil && (c.Value.Kind() == constant.Int || c.Value.Kind() == constant.Float) && constant.Sign(c.Value) == 0
}

// idField reports whether v loads a field named as an identifier (ID,
// UserID, MemberId, PK), or is a plain integer read back from a context
// (`id, ok := ctx.Value(userKey).(int64)`, the caller's id as the HTTP
// layer stored it): compared with 0, it says whether there is a record or
// a caller at all; a status or a role compared with 0 decides (a role is
// a named type or a field of its own name).
func idField(v ssa.Value) bool {
	if f := irutil.ReadField(v); f != nil {
		return idNameRE.MatchString(f.Name())
	}
	return plainInt(v.Type()) && contextValue(v)
}

// capturedClosure returns the function literal that v, a closure's free
// variable, holds when the enclosing function binds it to exactly one
// (`ownerOrAdmin := func(req, name) bool {…}` called in a handler literal);
// nil otherwise.
func capturedClosure(v ssa.Value) *ssa.Function {
	vals, ok := irutil.CapturedValues(v)
	if !ok || len(vals) != 1 {
		return nil
	}
	if mc, ok := vals[0].(*ssa.MakeClosure); ok {
		fn, _ := mc.Fn.(*ssa.Function)
		return fn
	}
	fn, _ := vals[0].(*ssa.Function)
	return fn
}

// keyedByCaller returns, for a strict evaluation of a lookup l in a map
// keyed by the caller's identity (an email, a user id: not a credential,
// whose table only finds who the caller is), what the key derives from;
// 0 otherwise (a key that only a parameter gives: a helper's lookup of an
// item by its id is no membership test).
func (s *state) keyedByCaller(l *ssa.Lookup, g bool) Src {
	if g || credential(l.Index, 0) {
		return 0
	}
	if _, ok := l.X.Type().Underlying().(*types.Map); !ok {
		return 0
	}
	if in := s.eval(l.Index, g) &^ Decision; in.Derived() {
		return in
	}
	return 0
}

// plainInt reports whether t is an unnamed integer type (int64, not a
// project's Role).
func plainInt(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// contextValue reports whether v is the value of a type assertion of what
// a context read returns (ctx.Value(key).(int64), comma-ok or not).
func contextValue(v ssa.Value) bool {
	ta := irutil.AssertionOf(v)
	if ta == nil {
		return false
	}
	call, ok := ta.X.(*ssa.Call)
	if !ok {
		return false
	}
	_, read := contextRead(call.Common())
	return read
}

var idNameRE = regexp.MustCompile(`(?:^|[a-z])(?:ID|Id)$|^(?:id|ID|PK|Pk|pk)$`)

// zeroVarName holds the names a package gives the zero value of its type
// (github.com/google/uuid's Nil, Zero, Empty).
var zeroVarName = map[string]bool{"Nil": true, "Zero": true, "Empty": true, "NilUUID": true, "ZeroUUID": true}
