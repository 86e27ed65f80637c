package taint

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// The server's own infrastructure, as opposed to what the model asks for.
//
// A request to the server's configured endpoint (a base URL read from the
// environment, a flag, or a configuration or client struct of the module)
// fails with a *url.Error that prints that URL: the address of the
// server's backend, which the spec counts as an internal hostname whatever
// its spelling. A URL the model supplied (a request argument, a typed
// handler's input) is the model's own and is not a source.
//
// Likewise a command the server runs with a fixed command line (a
// database client, kubectl, a git fetch of a configured remote: every
// argument a constant or configured) is its own infrastructure: its
// stderr names hosts, users and databases. A command line that takes a
// value from elsewhere (the model's arguments) is the model's command,
// whose output is the actionable answer.

// endpointName matches normalized names of fields and variables that hold
// an endpoint: base_url, api_url, endpoint, host, server_addr, …
var endpointName = regexp.MustCompile(`(^|_)(url|uri|endpoint|host|hostname|addr|address|server|base|baseurl|origin)$`)

// plumbingOwner matches normalized names of the module's types that hold
// the server's own plumbing (clients, services, the server): their
// endpoint fields are configuration. Other types' URL fields (a search
// hit, an item) are data.
var plumbingOwner = regexp.MustCompile(`(^|_)(client|clients|server|srv|service|svc|api|handler|handlers|tool|tools|provider|backend|connector|adapter|gateway|proxy|conn|connection|session|store|repo|repository|manager|app)$`)

// endpointWhyPrefix starts the reason a request to the server's
// configured endpoint leaks (configuredEndpoint).
const endpointWhyPrefix = "a *url.Error prints the request URL, with the server's configured endpoint ("

// configuredEndpoint says, for the URL value v of an HTTP request, why it
// is the server's configured endpoint ("the configured endpoint from
// $GRAFANA_URL"), or "".
func (e *engine) configuredEndpoint(v ssa.Value) string {
	base := e.urlBase(v, 0)
	if base == nil {
		return ""
	}
	if why := e.configured(base, false, 0); why != "" {
		return endpointWhyPrefix + why + ")"
	}
	return ""
}

// urlBase returns the value the host part of URL value v comes from (the
// leftmost non-constant part), or nil when the host is constant or unknown.
func (e *engine) urlBase(v ssa.Value, depth int) ssa.Value {
	if v == nil || depth > 8 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Const:
		return nil
	case *ssa.BinOp:
		if x.Op != token.ADD {
			return nil
		}
		if s, ok := constString(x.X); ok {
			if strings.HasSuffix(s, "://") {
				return e.urlBase(x.Y, depth+1) // "https://" + host
			}
			return nil
		}
		return e.urlBase(x.X, depth+1)
	case *ssa.ChangeType:
		return e.urlBase(x.X, depth+1)
	case *ssa.Convert:
		return e.urlBase(x.X, depth+1)
	case *ssa.MakeInterface:
		return e.urlBase(x.X, depth+1)
	case *ssa.Phi:
		for _, edge := range x.Edges {
			if b := e.urlBase(edge, depth+1); b != nil && e.configured(b, false, 0) != "" {
				return b
			}
		}
		return nil
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			if obj := irutil.StaticFunc(call.Common()); obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "net/url" &&
				(obj.Name() == "Parse" || obj.Name() == "ParseRequestURI" || obj.Name() == "JoinPath") && len(call.Common().Args) > 0 {
				return e.urlBase(call.Common().Args[0], depth+1)
			}
			// u, err := c.buildURL(path): a helper of the package
			// returning the URL and an error.
			if b := e.helperBase(call, 0, depth); b != nil {
				return b
			}
		}
		return x
	case *ssa.Call:
		obj := irutil.StaticFunc(x.Common())
		if obj == nil || obj.Pkg() == nil {
			return x
		}
		args := x.Common().Args
		switch obj.Pkg().Path() + "." + irutil.RecvName(obj) + "." + obj.Name() {
		case "fmt..Sprintf":
			if len(args) != 2 {
				return nil
			}
			f, ok := constString(args[0])
			if !ok {
				return nil
			}
			i := strings.IndexByte(f, '%')
			if i < 0 || i+1 >= len(f) || f[i+1] != 's' && f[i+1] != 'v' {
				return nil
			}
			if pre := f[:i]; pre != "" && !strings.HasSuffix(pre, "://") {
				return nil
			}
			if elems := varargs(args[1]); len(elems) > 0 {
				return e.urlBase(elems[0], depth+1)
			}
			return nil
		case "net/url.URL.String", "net/url.URL.JoinPath", "net/url..JoinPath", "net/url.URL.ResolveReference",
			"strings..TrimSuffix", "strings..TrimRight", "strings..TrimSpace", "strings..TrimPrefix", "path..Join":
			if len(args) > 0 {
				return e.urlBase(args[0], depth+1)
			}
			return nil
		}
		// A helper of the package that builds the URL (c.BuildURL(path)
		// returning c.baseURL + path): the base of what it returns.
		if stringish(x.Type()) {
			if b := e.helperBase(x, 0, depth); b != nil {
				return b
			}
		}
		return x
	case *ssa.Parameter:
		// The URL a function of the package is given (DoRequest(ctx, u)):
		// configured when every call of it in the package passes one.
		if b := e.passedBase(x, depth); b != nil {
			return b
		}
	case *ssa.UnOp:
		// A closure's captured base (a handler registered in a
		// function given the base URL): the one value stored into the
		// variable it captures.
		if b, _, _ := e.cellValue(x.Parent(), x); b != nil {
			return e.urlBase(b, depth+1)
		}
		if x.Op == token.MUL && isNamedType(x.Type(), "net/url", "URL") {
			return e.urlBase(x.X, depth+1) // *c.base: a copy of the URL it points to
		}
	case *ssa.Alloc:
		// A local copy of a URL whose path is set (`u := *c.base;
		// u.Path = c.base.Path + path; u.String()`): the copied URL's
		// base, unless the copy's host is set.
		if isNamedType(deref(x.Type()), "net/url", "URL") {
			if copied := urlCopied(x); copied != nil {
				return e.urlBase(copied, depth+1)
			}
			return nil
		}
	}
	return v
}

// urlCopied returns the one URL value stored whole into u, a local
// url.URL, when no store sets its scheme, host or user; nil otherwise.
func urlCopied(u *ssa.Alloc) ssa.Value {
	var copied ssa.Value
	for _, r := range *u.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != u || copied != nil {
				return nil
			}
			copied = r.Val
		case *ssa.FieldAddr:
			if f := irutil.FieldOf(r); f == nil || f.Name() == "Scheme" || f.Name() == "Host" || f.Name() == "User" || f.Name() == "Opaque" {
				for _, rr := range *r.Referrers() {
					if st, ok := rr.(*ssa.Store); ok && st.Addr == r {
						return nil
					}
				}
			}
		}
	}
	return copied
}

// helperBase returns the configured base of result i of call, a call of
// a helper of the package that builds a URL (`c.BuildURL(path)` returning
// `c.baseURL + path`, or `(string, error)` with the URL built by url.Parse
// and ResolveReference, or the *url.URL itself): the base every return of it puts there, the
// returns of a constant (the empty string beside an error, a public
// default) aside. It returns nil when a return puts another value or none
// is configured.
func (e *engine) helperBase(call *ssa.Call, i, depth int) ssa.Value {
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Pkg != e.pkg || fn.Blocks == nil || i >= fn.Signature.Results().Len() {
		return nil
	}
	if rt := fn.Signature.Results().At(i).Type(); !stringish(rt) && !isNamedType(deref(rt), "net/url", "URL") {
		return nil
	}
	var base ssa.Value
	for _, ret := range returnsOf(fn) {
		if i >= len(ret.Results) {
			return nil
		}
		if ret.Block() == fn.Recover {
			continue // runs only when a deferred call recovers a panic
		}
		v := irutil.ReturnedValue(ret, i) // through a result slot (a getter with a deferred unlock)
		if _, ok := v.(*ssa.Const); ok {
			continue // return "", err; return "https://api.example.com"
		}
		b := e.urlBase(v, depth+1)
		if p, ok := b.(*ssa.Parameter); ok && absoluteBranch(ret.Block(), p) {
			// `if strings.HasPrefix(path, "https://") { return path }`:
			// the caller's own absolute URL, not the configured base
			// its relative paths are joined to.
			continue
		}
		if b == nil || e.configured(b, false, 0) == "" {
			return nil // a URL that may be the model's (`return ref, nil`)
		}
		base = b
	}
	return base
}

// absoluteBranch reports whether b is reached only when parameter p is
// an absolute URL: under `strings.HasPrefix(p, "http…")` or
// `strings.Contains(p, "://")`.
func absoluteBranch(b *ssa.BasicBlock, p *ssa.Parameter) bool {
	if irutil.DominatedBy(b, func(cond ssa.Value, taken bool) bool { return taken && absoluteTest(cond, p) }) {
		return true
	}
	// `if strings.HasPrefix(p, "http://") || strings.HasPrefix(p,
	// "https://")`: every edge into the branch is a true test.
	for depth := 0; depth < 4 && b != nil; depth++ {
		all := len(b.Preds) > 0
		for _, pred := range b.Preds {
			iff, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
			if !ok || pred.Succs[0] != b || !absoluteTest(iff.Cond, p) {
				all = false
				break
			}
		}
		if all {
			return true
		}
		if len(b.Preds) != 1 {
			return false
		}
		b = b.Preds[0]
	}
	return false
}

// absoluteTest reports whether cond tests that parameter p is an
// absolute URL: strings.HasPrefix(p, "http…") or strings.Contains(p, "://").
func absoluteTest(cond ssa.Value, p *ssa.Parameter) bool {
	call, ok := cond.(*ssa.Call)
	if !ok {
		return false
	}
	fn := irutil.StaticFunc(call.Common())
	args := call.Common().Args
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(args) != 2 || args[0] != ssa.Value(p) {
		return false
	}
	s, ok := constString(args[1])
	return ok && (fn.Name() == "HasPrefix" && strings.HasPrefix(s, "http") || fn.Name() == "Contains" && s == "://")
}

// passedBase returns the configured base of the URL that every static
// call in the package passes for parameter p of a package-level function
// or method, or nil when a call passes another URL or there is none.
func (e *engine) passedBase(p *ssa.Parameter, depth int) ssa.Value {
	if b, ok := e.passed[p]; ok {
		return b
	}
	e.passed[p] = nil // recursion: no base
	b := e.findPassedBase(p, depth)
	e.passed[p] = b
	return b
}

// findPassedBase computes passedBase.
func (e *engine) findPassedBase(p *ssa.Parameter, depth int) ssa.Value {
	args, ok := e.passedArgs(p)
	if !ok {
		return nil
	}
	var base ssa.Value
	for _, a := range args {
		ab := e.urlBase(a, depth+1)
		if ab == nil || e.configured(ab, false, 0) == "" {
			return nil
		}
		base = ab
	}
	return base
}

// passedArgs returns the arguments that the static calls in the package
// pass for parameter p of a package-level function of the package; ok is
// false for another parameter or when a call does not pass it.
func (e *engine) passedArgs(p *ssa.Parameter) (args []ssa.Value, ok bool) {
	if fn := p.Parent(); fn == nil || fn.Pkg != e.pkg {
		return nil, false
	}
	return irutil.PassedArgs(e.funcs, p)
}

// returnsOf returns fn's return instructions (irutil.Returns).
func returnsOf(fn *ssa.Function) []*ssa.Return { return irutil.Returns(fn) }

// trimmed returns the string call trims (strings.TrimSpace(s),
// strings.TrimRight(s, "/")), or nil.
func trimmed(call *ssa.Call) ssa.Value {
	obj := irutil.StaticFunc(call.Common())
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "strings" && strings.HasPrefix(obj.Name(), "Trim") && len(call.Common().Args) > 0 {
		return call.Common().Args[0]
	}
	return nil
}

// configured says where v, a string value, is configured ("$API_URL",
// "flag -endpoint", "field Config.BaseURL"), or "" when it is not (a
// request argument, a typed handler's input, data). Fields and variables
// must be named like an endpoint unless anyName is set (a command's
// arguments: "--context", cfg.KubeContext).
func (e *engine) configured(v ssa.Value, anyName bool, depth int) string {
	if v == nil || depth > 6 {
		return ""
	}
	key := envKeyArg(v)
	if call, ok := v.(*ssa.Call); ok && key == nil {
		key = e.envFuncArg(call) // getenv(k), getenv a parameter given os.Getenv
	}
	if key != nil {
		// os.Getenv(k), the value of os.LookupEnv(k).
		if k, ok := constString(key); ok {
			return "$" + k
		}
		return "the environment"
	}
	switch x := v.(type) {
	case *ssa.Call:
		if why := e.importedEndpoint(x); why != "" {
			return why // c.ControlURL(), a getter of another package
		}
		if a := trimmed(x); a != nil {
			// A normalised endpoint: strings.TrimRight(os.Getenv("URL"), "/").
			return e.configured(a, anyName, depth+1)
		}
		if why := e.envGetterCall(x, anyName, depth); why != "" {
			return why // utils.GetEnv("TFE_ADDRESS", defaultAddress)
		}
		if types.Identical(x.Type(), types.Typ[types.String]) {
			// A helper of the package reading the environment with a
			// default (envOr("TFE_ADDRESS", "https://app.example.com")):
			// the environment's value whenever it is set.
			return e.configuredReturn(x, 0, anyName, depth)
		}
	case *ssa.TypeAssert:
		return e.contextValue(x, anyName, depth) // ctx.Value(addressKey).(string)
	case *ssa.Extract:
		if _, ok := x.Tuple.(*ssa.TypeAssert); ok && x.Index == 0 {
			return e.contextValue(x, anyName, depth)
		}
		if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			if s := parsedURL(x); s != nil {
				// u, err := url.Parse(os.Getenv("API_BASE_URL"))
				return e.configured(s, anyName, depth+1)
			}
			if types.Identical(x.Type(), types.Typ[types.String]) {
				// u, err := cfg.ResolveURL(): the environment's,
				// else the configuration file's; in another package
				// of the module, as its EndpointFact says.
				if why := e.importedEndpoint(call); why != "" {
					return why
				}
				return e.configuredReturn(call, 0, anyName, depth)
			}
		}
	case *ssa.ChangeType:
		return e.configured(x.X, anyName, depth+1)
	case *ssa.BinOp:
		// "http://" + os.Getenv("AGENT_ADDR"): the configured host.
		if s, ok := constString(x.X); ok && x.Op == token.ADD && strings.HasSuffix(s, "://") {
			return e.configured(x.Y, anyName, depth+1)
		}
	case *ssa.Phi:
		// u := os.Getenv("API_URL"); if u == "" { u = cfg.URL }: each
		// edge configured, or a constant default.
		var edges []ssa.Value
		for _, edge := range x.Edges {
			if _, ok := edge.(*ssa.Const); !ok {
				edges = append(edges, edge)
			}
		}
		return e.allConfigured(edges, anyName, depth)
	case *ssa.Convert:
		return e.configured(x.X, anyName, depth+1)
	case *ssa.MakeInterface:
		return e.configured(x.X, anyName, depth+1)
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return ""
		}
		switch addr := x.X.(type) {
		case *ssa.Global:
			if e.constGlobal(addr) != nil {
				return "" // a constant: its host decides (hostLeak)
			}
			if anyName || endpointName.MatchString(Normalize(addr.Name())) {
				return "variable " + addr.Name()
			}
		case *ssa.FieldAddr:
			return e.configuredField(addr.X.Type(), addr.Field, anyName)
		case *ssa.Call:
			return flagName(addr)
		case *ssa.FreeVar:
			// A command's variable bound to a flag, read in the
			// closure that runs the server (cobra's RunE).
			return boundFlag(e.binding(addr.Parent(), addr))
		case *ssa.Alloc:
			return boundFlag(addr)
		case *ssa.UnOp:
			// *endpoint, where var endpoint = flag.String(…)
			if g, ok := addr.X.(*ssa.Global); ok && addr.Op == token.MUL {
				if call, ok := e.globalInit(g).(*ssa.Call); ok {
					return flagName(call)
				}
			}
		}
	case *ssa.Field:
		return e.configuredField(x.X.Type(), x.Field, anyName)
	case *ssa.Parameter:
		// A constructor's parameter that it keeps in a field named like
		// an endpoint of the client it makes (`NewRestClient(baseURL
		// string)` storing `&RestClient{baseURL: baseURL}` beside the
		// resty client it gives the same URL).
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Val == x {
				if fa, ok := st.Addr.(*ssa.FieldAddr); ok {
					if why := e.configuredField(fa.X.Type(), fa.Field, false); why != "" {
						return why
					}
				}
			}
		}
		// A parameter every call in the package gives a configured
		// value (dial(os.Getenv("API_URL"), key) building the client).
		return e.configuredByCallers(x, anyName, depth)
	}
	return ""
}

// configuredReturn says where result idx of call, a call of a function
// of the package, is configured when one of the function's returns gives
// it a configured value; "".
func (e *engine) configuredReturn(call *ssa.Call, idx int, anyName bool, depth int) string {
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Pkg != e.pkg || fn.Blocks == nil {
		return ""
	}
	for _, ret := range returnsOf(fn) {
		if idx < len(ret.Results) {
			if why := e.configured(irutil.UnwrapInterface(ret.Results[idx]), anyName, depth+1); why != "" {
				return why
			}
		}
	}
	return ""
}

// configuredByCallers says where the value every call in the package
// gives parameter p is configured, when all of them give one; "".
func (e *engine) configuredByCallers(p *ssa.Parameter, anyName bool, depth int) string {
	args, ok := e.passedArgs(p)
	if !ok {
		return ""
	}
	return e.allConfigured(args, anyName, depth)
}

// allConfigured says where the first of vals is configured when every
// one of them is (see configured); "" when one is not, or there are none.
func (e *engine) allConfigured(vals []ssa.Value, anyName bool, depth int) string {
	why := ""
	for _, v := range vals {
		w := e.configured(irutil.UnwrapInterface(v), anyName, depth+1)
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// flagName names the flag a call of package flag defines
// (flag.String("endpoint", …): "flag -endpoint"), or "".
func flagName(call *ssa.Call) string {
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "flag" {
		return ""
	}
	for _, a := range call.Common().Args {
		if k, ok := constString(a); ok {
			return "flag -" + k
		}
	}
	return "a flag"
}

// boundFlag names the flag that variable v (its address) is bound to
// (`flag.StringVar(&baseURL, "base-url", …)`, pflag's and cobra's
// `cmd.Flags().StringVar(&baseURL, …)`), or "". Whatever else the
// command stores into it (a default of its own) is the operator's
// configuration too.
func boundFlag(v ssa.Value) string {
	if v == nil {
		return ""
	}
	for _, r := range *v.Referrers() {
		call, ok := r.(*ssa.Call)
		if !ok {
			continue
		}
		cc := call.Common()
		obj := irutil.StaticFunc(cc)
		if obj == nil || obj.Pkg() == nil || !strings.HasPrefix(obj.Name(), "StringVar") {
			continue
		}
		if p := obj.Pkg().Path(); p != "flag" && p != "github.com/spf13/pflag" {
			continue
		}
		args := cc.Args
		if cc.IsInvoke() || irutil.RecvName(obj) != "" {
			args = args[1:] // the FlagSet
		}
		if len(args) < 2 || args[0] != v {
			continue
		}
		if k, ok := constString(args[1]); ok {
			return "flag -" + k
		}
		return "a flag"
	}
	return ""
}

// globalInit returns the one value the package stores into g (in its
// initializer or a function; a setter it never calls aside), or nil.
func (e *engine) globalInit(g *ssa.Global) ssa.Value {
	if g.Pkg != e.pkg {
		return nil
	}
	var val ssa.Value
	stores := map[*ssa.Store]bool{}
	visit := func(fn *ssa.Function) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if s, ok := instr.(*ssa.Store); ok && s.Addr == g {
					val = s.Val
					stores[s] = true
				}
			}
		}
	}
	if init := e.pkg.Func("init"); init != nil {
		visit(init)
	}
	for _, fn := range e.funcs {
		if fn.Name() != "init" && e.setterOf(fn, g) {
			continue // a setter for tests or other packages (SetBaseURL)
		}
		visit(fn)
	}
	if len(stores) != 1 {
		return nil
	}
	return val
}

// setterOf reports whether fn is a setter of g that the package itself
// never calls (unusedConstructor): an exported `SetBaseURL(u string) {
// baseURL = u }` whose callers are elsewhere (its tests, as often as
// not) leaves g's own initial value the verdict.
func (e *engine) setterOf(fn *ssa.Function, g *ssa.Global) bool {
	if !e.unusedConstructor(fn) {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
				if _, param := st.Val.(*ssa.Parameter); param {
					return true
				}
			}
		}
	}
	return false
}

// configuredField says whether field i of struct type t (or a pointer to
// it) is a configured endpoint: a field named like one, of a
// configuration type or of one of the module's plumbing types (a client,
// the server, any type holding an *http.Client), never of a typed
// handler's input or of data types.
func (e *engine) configuredField(t types.Type, i int, anyName bool) string {
	t = deref(t)
	s, ok := t.Underlying().(*types.Struct)
	if !ok || i >= s.NumFields() {
		return ""
	}
	f := s.Field(i)
	if !stringish(f.Type()) && !isNamedType(deref(f.Type()), "net/url", "URL") || !anyName && !endpointName.MatchString(Normalize(f.Name())) {
		return "" // a string or a *url.URL (c.baseURL.ResolveReference(rel))
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return ""
	}
	owner := n.Origin().Obj()
	if owner.Pkg() == nil || !e.ownModule(owner.Pkg().Path()) || e.inputs[owner] || e.cfg.notOwner.MatchString(Normalize(owner.Name())) {
		return ""
	}
	name := Normalize(owner.Name())
	if !e.configType(owner) && !plumbingOwner.MatchString(name) && !holdsHTTPClient(s) {
		if why := e.setFromConfig(f); why != "" {
			return "field " + owner.Name() + "." + f.Name() + ", set from " + why
		}
		return ""
	}
	if e.constantField(f, s) {
		return "" // a constant: its host decides (hostLeak)
	}
	return "field " + owner.Name() + "." + f.Name()
}

// setFromConfig says where the package's stores into field f, of a type
// whose name says nothing (a hub, a bridge), get their configured value
// (`&hub{baseURL: os.Getenv("API_URL")}`: "$API_URL"), or "" unless
// there is a store and every store is configured: a field only ever set
// from the environment or a flag holds the server's own endpoint,
// whatever its type is called.
func (e *engine) setFromConfig(f *types.Var) string {
	if f.Pkg() != e.pass.Pkg {
		return ""
	}
	if why, ok := e.setFrom[f]; ok {
		return why
	}
	e.setFrom[f] = "" // a field set from itself: not configured
	why := ""
	for st := range irutil.FieldStores(e.funcs, f) {
		if why = e.configured(st.Val, false, 4); why == "" {
			break
		}
	}
	e.setFrom[f] = why
	return why
}

// holdsHTTPClient reports whether s has a field of type net/http.Client
// or *net/http.Client: whatever its name (a Follower, a Peer), a type that
// sends requests with its own client is the server's plumbing.
func holdsHTTPClient(s *types.Struct) bool {
	for i := 0; i < s.NumFields(); i++ {
		n, ok := types.Unalias(deref(s.Field(i).Type())).(*types.Named)
		if ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == "Client" {
			return true
		}
	}
	return false
}

// constantField reports whether f, a field of owner, is an unexported
// field (which neither another package nor a decoder can set), or an
// exported one of a struct without tags (tagged) set only in a table the
// package's variables initialize, that the package sets only to
// constants (a literal, or a package-level variable initialized with one),
// at least once, also through a constructor's parameter that every call
// in the package gives a constant (a call from another package is not
// seen): a client whose endpoint is a public API's fixed URL is not
// configured, and its host decides, as for a constant, also when an
// option (optionParam) or a constructor the package never calls
// (unusedConstructor) can change it.
func (e *engine) constantField(f *types.Var, owner *types.Struct) bool {
	if f.Exported() && tagged(owner) || f.Pkg() != e.pass.Pkg {
		return false
	}
	stores, options, internal := 0, 0, false
	for st := range irutil.FieldStores(e.funcs, f) {
		if f.Exported() && st.Block().Parent().Synthetic != "package initializer" {
			return false // a default another package may override
		}
		if e.optionParam(st) {
			options++
			continue
		}
		vals := []ssa.Value{st.Val}
		if p, ok := st.Val.(*ssa.Parameter); ok {
			// A constructor's parameter (`NewWithBase(u)`, which New
			// calls with the public address): what the package's calls
			// pass.
			args, ok := e.passedArgs(p)
			if ok && len(args) > 0 {
				vals = args
			} else if ok && e.unusedConstructor(p.Parent()) {
				options++ // `NewWithURL(u)` beside `New()`: as an option
				continue
			}
		}
		for _, v := range vals {
			if !e.constantValue(v) {
				return false
			}
			if s, ok := e.constString(v); ok && hostLeak(s, true) != "" {
				internal = true
			}
		}
		stores++
	}
	// With an option setter, a public default decides (see optionParam);
	// an internal one keeps the field a configured endpoint.
	return stores > 0 && (options == 0 || !internal)
}

// tagged reports whether a field of s has a struct tag: a type a decoder
// fills (`json:"url"`, `yaml:"url"`, `env:"API_URL"`), whose exported
// fields hold what a configuration file says. An exported field of an
// untagged struct that only its package's variables set, to constants (a
// table of public sites, `var sites = map[string]Site{"alpha": {URL:
// "https://docs.alpha.example.com"}}`), is a constant, as an unexported
// one is; one a function sets is a default that code elsewhere may
// override.
func tagged(s *types.Struct) bool {
	for i := 0; i < s.NumFields(); i++ {
		if s.Tag(i) != "" {
			return true
		}
	}
	return false
}

// constString returns the string a constant value (see constantValue)
// holds.
func (e *engine) constString(v ssa.Value) (string, bool) {
	if s := parsedURL(v); s != nil {
		v = s // url.Parse of a constant: the string it parses
	}
	c, ok := v.(*ssa.Const)
	if load, isLoad := v.(*ssa.UnOp); isLoad && load.Op == token.MUL {
		if g, isGlobal := load.X.(*ssa.Global); isGlobal {
			c, ok = e.constGlobal(g).(*ssa.Const)
		}
	}
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// optionParam reports whether st stores, inside the closure a functional
// option returns, the parameter of the function that makes the option, as
// it is or normalised by a strings function (strings.TrimRight(u, "/")):
//
//	func WithBaseURL(u string) Option { return func(c *Client) { c.baseURL = u } }
//
// Whether any caller uses an exported option is not known in the package
// (the server's main may), so a field whose package otherwise sets it only
// to a constant keeps that constant's verdict: its host decides. An
// unexported option counts when the package never uses it (its tests
// may); one the package calls is judged by what it is given.
func (e *engine) optionParam(st *ssa.Store) bool {
	v := st.Val
	for {
		call, ok := v.(*ssa.Call)
		if !ok {
			break
		}
		fn := irutil.StaticFunc(call.Common())
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(call.Common().Args) == 0 {
			return false
		}
		v = call.Common().Args[0] // strings.TrimRight(u, "/"), strings.TrimSpace(u)
	}
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X // a captured variable
	}
	fv, ok := v.(*ssa.FreeVar)
	if !ok {
		return false
	}
	closure := st.Block().Parent()
	outer := closure.Parent()
	if outer == nil || outer.Object() == nil || !outer.Object().Exported() && e.referenced(outer) {
		return false
	}
	idx := slices.Index(closure.FreeVars, fv)
	for _, b := range outer.Blocks {
		for _, instr := range b.Instrs {
			mc, ok := instr.(*ssa.MakeClosure)
			if !ok || mc.Fn != closure || idx < 0 || idx >= len(mc.Bindings) {
				continue
			}
			if irutil.ParamOf(mc.Bindings[idx], outer) {
				return true
			}
		}
	}
	return false
}

// unusedConstructor reports whether fn, which stores a parameter into a
// field, is a constructor the package itself never calls: an exported
// one (`func NewWithURL(u string) *Client`, beside a `New()` with a public
// default), whose callers elsewhere are not known here, or an unexported
// one the package never uses (its tests may). Like an option setter
// (optionParam), it leaves a field otherwise set only to a public
// constant that constant's verdict; a field only such constructors set
// is configured.
func (e *engine) unusedConstructor(fn *ssa.Function) bool {
	if fn == nil || fn.Parent() != nil || fn.Object() == nil || fn.Signature.Recv() != nil {
		return false
	}
	return fn.Object().Exported() || !e.referenced(fn)
}

// referenced reports whether a function of the package calls fn or takes
// its value.
func (e *engine) referenced(fn *ssa.Function) bool {
	for _, caller := range e.funcs {
		for _, b := range caller.Blocks {
			for _, instr := range b.Instrs {
				for _, op := range instr.Operands(nil) {
					if op != nil && *op == fn {
						return true
					}
				}
			}
		}
	}
	return false
}

// constantValue reports whether v is a constant, or the value of a
// package-level variable initialized with one.
func (e *engine) constantValue(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Const:
		return true
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			return e.constGlobal(g) != nil
		}
	case *ssa.Extract:
		// u, _ := url.Parse(constant): a constant URL.
		if s := parsedURL(x); s != nil {
			return e.constantValue(s)
		}
	}
	return false
}

// parsedURL returns the string v, the URL of `u, err := url.Parse(s)` (or
// ParseRequestURI), parses, or nil.
func parsedURL(v ssa.Value) ssa.Value {
	x, ok := v.(*ssa.Extract)
	if !ok || x.Index != 0 {
		return nil
	}
	call, ok := x.Tuple.(*ssa.Call)
	if !ok || len(call.Common().Args) != 1 {
		return nil
	}
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "net/url" || obj.Name() != "Parse" && obj.Name() != "ParseRequestURI" {
		return nil
	}
	return call.Common().Args[0]
}

// infraCommands are programs whose errors name the hosts, users and
// databases they connect to.
var infraCommands = map[string]bool{
	"pg_dump": true, "pg_dumpall": true, "pg_restore": true, "psql": true, "pg_isready": true,
	"mysql": true, "mysqldump": true, "mysqladmin": true, "mariadb": true, "mariadb-dump": true,
	"mongodump": true, "mongorestore": true, "mongosh": true, "mongo": true, "redis-cli": true,
	"sqlcmd": true, "clickhouse-client": true, "cqlsh": true, "etcdctl": true,
	"kubectl": true, "helm": true, "oc": true, "ssh": true, "scp": true, "rsync": true,
	"consul": true, "vault": true, "nomad": true,
}

// connectionFlags are the flags of infraCommands that fix where the
// command connects: with one of them set by the server, the model's
// values elsewhere on the command line (a namespace, a table) do not make
// it the model's command.
var connectionFlags = map[string]bool{
	"--context": true, "--kube-context": true, "--cluster": true, "--server": true, "-s": true,
	"--kubeconfig": true, "-h": true, "--host": true, "-H": true, "--url": true, "--addr": true,
	"--address": true, "--dbname": true, "-d": true,
}

// gitNetwork are git subcommands that contact a remote.
var gitNetwork = map[string]bool{"fetch": true, "pull": true, "clone": true, "ls-remote": true, "push": true}

// fixedCommand says why the command cmd (an *exec.Cmd) is one of the
// server's own infrastructure commands, or "": it is built here by
// exec.Command with a constant program that talks to infrastructure (see
// infraCommands, or git contacting a remote) and every argument is a
// constant or configured (a git remote must be configured), or, for
// infraCommands, the first argument is and a connection flag
// (connectionFlags) has a constant or configured value: the model gives
// only values (kubectl --context prod get pods -n <namespace>).
func (e *engine) fixedCommand(cmd ssa.Value) string {
	call, ok := cmd.(*ssa.Call)
	if !ok {
		return ""
	}
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "os/exec" || irutil.RecvName(obj) != "" {
		return ""
	}
	args := call.Common().Args
	switch {
	case obj.Name() == "Command" && len(args) == 2:
	case obj.Name() == "CommandContext" && len(args) == 3:
		args = args[1:]
	default:
		return ""
	}
	prog, ok := constString(args[0])
	if !ok {
		return ""
	}
	if i := strings.LastIndexByte(prog, '/'); i >= 0 {
		prog = prog[i+1:]
	}
	elems, ok := irutil.SliceElems(args[1])
	if !ok {
		if c, isConst := args[1].(*ssa.Const); !isConst || !c.IsNil() {
			return ""
		}
	}
	var lits []string
	configured, target := "", ""
	model := false
	fixed := func(i int) bool { // elems[i] is a constant or configured
		if i < 0 || i >= len(elems) || elems[i] == nil {
			return false
		}
		_, ok := constString(elems[i])
		return ok || e.configured(elems[i], true, 0) != ""
	}
	for i, a := range elems {
		if a == nil {
			continue
		}
		if s, ok := constString(a); ok {
			lits = append(lits, s)
			if flag, _, _ := strings.Cut(s, "="); connectionFlags[flag] && (strings.Contains(s, "=") || fixed(i+1)) {
				target = flag
			}
			continue
		}
		why := e.configured(a, true, 0)
		if why == "" {
			if i == 0 {
				return "" // the model's subcommand: the model's command
			}
			model = true // a value from elsewhere
			continue
		}
		if configured == "" {
			configured = why
		}
	}
	if model && (target == "" || prog == "git") {
		// The model's values, and nothing that fixes where the command
		// connects: the model's command (a kubectl get of its resource).
		return ""
	}
	switch {
	case infraCommands[prog]:
	case prog == "git" && len(lits) > 0 && gitNetwork[lits[0]] && configured != "":
	default:
		return ""
	}
	if model {
		return "the server's own " + prog + " command (its " + target + " fixed, the model giving only argument values), whose errors name hosts, users and databases"
	}
	why := "the server's own " + prog + " command (fixed arguments"
	if configured != "" {
		why += ", " + configured
	}
	return why + "), whose errors name hosts, users and databases"
}
