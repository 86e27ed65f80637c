package taint

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"net"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/errlib"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Why texts of infrastructure sources.
const (
	whyDB   = "may contain DSNs, hostnames or query text"
	whyNet  = "carries internal hostnames and addresses"
	whyGRPC = "a transport failure names the address it dialed"
)

// whyInfra is the why text of the errors of infrastructure package prefix.
func whyInfra(prefix string) string {
	switch prefix {
	case "net":
		return whyNet
	case grpcPath:
		return whyGRPC
	}
	return whyDB
}

// propagating lists standard packages whose functions return text derived
// from their arguments.
var propagating = map[string]bool{
	"strings": true, "bytes": true, "strconv": true, "errors": true,
	"path": true, "path/filepath": true, "encoding/json": true,
	"encoding/base64": true, "encoding/hex": true, "net/url": true,
	"slices": true, "html": true, "unicode/utf8": true,
}

func importsStackLib(pass *analysis.Pass) bool {
	seen := map[*types.Package]bool{}
	nonTest := nonTestImports(pass)
	var walk func(p *types.Package) bool
	walk = func(p *types.Package) bool {
		if seen[p] {
			return false
		}
		seen[p] = true
		if errlib.PrintsStack(p.Path()) {
			return true
		}
		for _, imp := range p.Imports() {
			if p == pass.Pkg && !nonTest[imp.Path()] {
				continue // imported by the package's tests only
			}
			if walk(imp) {
				return true
			}
		}
		return false
	}
	return walk(pass.Pkg)
}

func (e *engine) label(k Kind, what string, pos token.Pos, why string) Taint {
	// A source's value wraps nothing of the module: a client's error, an
	// environment variable's value.
	return Taint{Labels: []Label{{Kind: k, What: what, Pos: e.posString(pos), Why: why, NoSentinel: true}}}
}

// errorOnly returns t with its labels error-only: leaks on a failure
// path, not in a success result, which may exist to show the value.
func errorOnly(t Taint) Taint {
	for i := range t.Labels {
		t.Labels[i].ErrorOnly = true
	}
	return t
}

// call returns the taint of each result of a call and applies the call's
// effects on memory.
func (e *engine) call(st *state, c *ssa.CallCommon, pos token.Pos) []Taint {
	n := c.Signature().Results().Len()
	out := make([]Taint, n)
	if t, ok := e.dispatchedErrors(pos); ok && n > 0 && irutil.IsErrorType(c.Signature().Results().At(n-1).Type()) {
		// A tool of another package, called by this package's
		// dispatcher (or picked by a switcher it calls): what the
		// tools' errors carry.
		if _, static := irutil.StaticCallee(c); static == nil || e.switchedPos[pos] {
			out[n-1] = t
			return out
		}
	}
	if c.IsInvoke() {
		if m := c.Method.Name(); (m == "Error" || m == "String") && len(c.Args) == 0 && n == 1 {
			out[0] = e.deep(st, c.Value)
		}
		// A method of an infrastructure client's interface (the
		// Prometheus API, a database client interface).
		if pkg := c.Method.Pkg(); pkg != nil {
			if rowsOnly(pkg.Path(), namedOf(c.Value.Type()), c.Method.Name()) {
				return out
			}
			if prefix, ok := e.infraPackage(pkg.Path()); ok && e.isInfra(prefix) {
				if isGenericDB(prefix) && (e.embeddedHandle(c.Value) || e.sqliteBranch(st.fn, pos)) {
					return out // result.RowsAffected() of an embedded handle's Exec
				}
				res := c.Signature().Results()
				for i := 0; i < res.Len(); i++ {
					if irutil.IsErrorType(res.At(i).Type()) {
						out[i] = e.label(Infra, "raw "+prefix+" error text from "+pkg.Name()+"."+c.Method.Name(), pos, whyInfra(prefix))
					}
				}
				return out
			}
		}
		if t := e.grpcStubError(c.Method, pos); !t.Empty() {
			setErrorResults(c.Signature(), out, t)
			return out
		}
		if t := e.clientError(c.Value, c.Method, pos); !t.Empty() {
			// A service of a dependency's API client built on the
			// configured endpoint (client.Projects.GetProject).
			setErrorResults(c.Signature(), out, t)
			return out
		}
		if requestDoer(c.Method) && len(c.Args) == 1 {
			// client.Do(req) on a doer interface: as (*http.Client).Do.
			out[1] = e.sendError(st, c.Args[0], namedOf(c.Value.Type())+".Do", pos)
			return out
		}
		// A method of the module's own interface with one
		// implementation: that implementation's result labels.
		if f := e.invokeSummary(c); f != nil {
			for i := range out {
				if i < len(f.Results) {
					out[i] = out[i].Union(e.resolveCtor(f.Results[i].OnlyLabels()))
				}
			}
		}
		e.receiverErrors(st, c, out)
		if t := e.foreignClientError(c.Value, c.Method, pos); !t.Empty() {
			// The module's narrow interface over a dependency's
			// client: also what that client's errors carry.
			for i := range out {
				if irutil.IsErrorType(c.Signature().Results().At(i).Type()) {
					out[i] = out[i].Union(t)
				}
			}
		}
		return out
	}
	if b, ok := c.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "append":
			for _, a := range c.Args {
				out[0] = out[0].Union(e.deep(st, a))
			}
		case "copy":
			if len(c.Args) == 2 {
				e.storeTo(st, c.Args[0], e.deep(st, c.Args[1]))
			}
		}
		return out
	}
	callee, obj := irutil.StaticCallee(c)
	if callee == nil {
		e.funcTypeSource(c, pos, out)
		e.fieldFuncResults(st, c, out)
		e.capturedFuncResults(c, out)
		return out
	}
	if obj != nil && obj.Pkg() != nil {
		if isGroupMethod(obj, "Wait") && n == 1 && len(c.Args) == 1 {
			out[0] = e.groupErrors(st, c.Args[0])
			return out
		}
		if e.cfg.isSanitizer(obj) {
			return out
		}
		if presign.MatchString(obj.Name()) {
			// A pre-signed URL is a bearer credential: the tool's
			// output on success, a leak in error content. The error
			// is the call's own (a request to the server's API that
			// signs it can fail like any other).
			f := e.calleeSummary(callee, obj)
			for i := range out {
				switch rt := c.Signature().Results().At(i).Type(); {
				case irutil.IsErrorType(rt):
					if f != nil && i < len(f.Results) {
						out[i] = e.instantiate(st, c, f.Results[i])
					}
				case carries(rt):
					out[i] = errorOnly(e.label(Secret, "a pre-signed URL from "+objName(obj), pos, "anyone holding it has the access it grants"))
				}
			}
			return out
		}
		if e.model(st, c, obj, pos, out) {
			e.modelShape(c, obj, out)
			return out
		}
	}
	if f := e.calleeSummary(callee, obj); f != nil {
		for i := range out {
			if i >= len(f.Results) {
				break
			}
			out[i] = e.instantiate(st, c, f.Results[i])
		}
		e.passedFuncResults(st, c, callee, f, pos, out)
		e.paramWrites(st, c, callee)
		return out
	}
	// A method printing its receiver, without a summary (standard library,
	// dependencies): the receiver's text.
	if obj != nil && (obj.Name() == "Error" || obj.Name() == "String") && len(c.Args) == 1 && n == 1 {
		out[0] = e.deep(st, c.Args[0])
	}
	return out
}

// modelShape sets what a modelled call's results know of the values
// carrying their labels (see errgate.go): formatting sets the constant
// start of its format, errors.New keeps its text's start, any other call
// loses it; an argument that is a variable of the module may be wrapped.
func (e *engine) modelShape(c *ssa.CallCommon, obj *types.Func, out []Taint) {
	path, name := obj.Pkg().Path(), obj.Name()
	for i, t := range out {
		switch {
		case path == "fmt" && (name == "Errorf" || name == "Sprintf" || name == "Appendf"):
			format := ""
			if va := c.Signature().Params().Len() - 1; va >= 1 && va-1 < len(c.Args) {
				format, _ = constString(c.Args[va-1])
			}
			if format == "" {
				out[i] = e.reshaped(t, c.Args, false)
				continue
			}
			out[i] = e.formatted(t, format, c.Args)
		case path == "errors" && name == "New":
			out[i] = e.reshaped(t, c.Args, true)
		default:
			out[i] = e.reshaped(t, c.Args, false)
		}
	}
}

// requestError returns the taint of the error of an HTTP request to URL
// u made by the function named what. A *url.Error prints the method and
// the URL, never the body or the headers: it carries what the URL
// carries, and is a leak of its own only when the URL visibly holds a
// credential or names an internal host, or is the server's configured
// endpoint.
func (e *engine) requestError(st *state, u ssa.Value, what string, pos token.Pos) Taint {
	t := e.deep(st, u)
	what = "raw net/http error text from " + what
	if why := e.urlWhy(u); why != "" {
		return t.Union(e.label(Infra, what, pos, why))
	}
	return t.Union(e.baseParamLabel(st, e.urlBase(u, 0), what, ""))
}

// baseParamLabel returns the label of the error (what) of a request whose
// URL's base is base, a value nothing here marks as the server's
// endpoint: a URLParam label when base is a parameter of st.fn, decided
// at its calls; a Pending label (endpointParamIface) when it is the
// parameter of an exported function of the package that a closure
// captures (`func New(baseURL string) *mcp.Server` whose handlers fetch
// baseURL+path), decided in the package that calls the function
// (resolveEndpointParams), named what+via; nothing otherwise.
func (e *engine) baseParamLabel(st *state, base ssa.Value, what, via string) Taint {
	if i := paramOf(st.fn, base); i >= 0 {
		return Taint{Labels: []Label{{Kind: URLParam, What: what, Pos: strconv.Itoa(i)}}}
	}
	if base == nil {
		return Taint{}
	}
	if reg, i := e.paramOf(base, 0); reg != nil {
		return Taint{Labels: []Label{{Kind: Pending, What: paramIface(endpointParamIface, reg, i), Why: what + via, Pos: "0"}}}
	}
	return Taint{}
}

// urlWhy says why the *url.Error of a request to URL u leaks (see
// urlLeak, configuredEndpoint), or "".
func (e *engine) urlWhy(u ssa.Value) string {
	if why := e.urlLeak(u); why != "" {
		return why
	}
	return e.configuredEndpoint(u)
}

// sendError is requestError for request req sent by Do or RoundTrip: a
// request built here, or the request parameter of a function of the
// package that every call gives a request whose URL leaks
// (`func (c *Client) send(req *http.Request)` called by get and post,
// which build it from c.baseURL + path).
func (e *engine) sendError(st *state, req ssa.Value, what string, pos token.Pos) Taint {
	why := ""
	req = requestOrigin(req)
	switch r := req.(type) {
	case *ssa.Parameter:
		why = e.passedRequestWhy(r, 0)
	case *ssa.Extract:
		if u := sentURL(req); u != nil {
			return e.requestError(st, u, what, pos)
		}
		why = e.builtRequestWhy(r, 0)
	default:
		return e.requestError(st, sentURL(req), what, pos)
	}
	if why != "" {
		return e.label(Infra, "raw net/http error text from "+what, pos, why)
	}
	return Taint{}
}

// builtRequestWhy says why the requests a package helper builds and
// returns (`req, err := c.buildRequest(ctx, method, path)`, its request
// made by http.NewRequest on the configured base URL) leak, when every
// return that gives one does (urlWhy of the first), or "".
func (e *engine) builtRequestWhy(ex *ssa.Extract, depth int) string {
	call, ok := ex.Tuple.(*ssa.Call)
	if !ok || ex.Index != 0 || depth > 3 {
		return ""
	}
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Pkg != e.pkg || fn.Blocks == nil {
		return ""
	}
	why := ""
	for _, ret := range returnsOf(fn) {
		if ret.Block() == fn.Recover {
			continue
		}
		v := requestOrigin(irutil.ReturnedValue(ret, 0))
		if c, ok := v.(*ssa.Const); ok && c.IsNil() {
			continue // return nil, err
		}
		w := ""
		if inner, ok := v.(*ssa.Extract); ok {
			if u := sentURL(inner); u != nil {
				w = e.urlWhy(u)
			} else {
				w = e.builtRequestWhy(inner, depth+1)
			}
		}
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// passedRequestWhy says why the requests that every static call in the
// package passes for parameter p leak, when they all do (urlWhy of the
// first), or "".
func (e *engine) passedRequestWhy(p *ssa.Parameter, depth int) string {
	args, ok := e.passedArgs(p)
	if depth > 3 || !ok {
		return ""
	}
	var whys []string
	for _, a := range args {
		w := ""
		switch o := requestOrigin(a).(type) {
		case *ssa.Parameter:
			w = e.passedRequestWhy(o, depth+1)
		case *ssa.Extract:
			if u := sentURL(a); u != nil {
				w = e.urlWhy(u)
			} else {
				// A request a helper of the package builds (`req, err
				// := c.build(ctx, "GET", path, nil)`, then `c.Send(req)`).
				w = e.builtRequestWhy(o, depth+1)
			}
		default:
			w = e.urlWhy(sentURL(a))
		}
		if w == "" {
			return ""
		}
		if !slices.Contains(whys, w) {
			whys = append(whys, w)
		}
	}
	return joinEndpointWhys(whys)
}

// joinEndpointWhys returns the reason of the first of whys, the reasons
// the requests of several callers leak; when they name different
// configured endpoints (two API clients sharing one send helper), it
// names them all.
func joinEndpointWhys(whys []string) string {
	if len(whys) == 0 {
		return ""
	}
	var inner []string
	for _, w := range whys {
		rest, ok := strings.CutPrefix(w, endpointWhyPrefix)
		if !ok {
			return whys[0]
		}
		inner = append(inner, strings.TrimSuffix(rest, ")"))
	}
	return endpointWhyPrefix + strings.Join(inner, "; ") + ")"
}

// requestDoer reports whether m, an interface method, sends an HTTP
// request as (*http.Client).Do does: Do(*http.Request) (*http.Response,
// error), the doer interface generated API clients send through (an
// *http.Client, or a wrapper of one, behind it).
func requestDoer(m *types.Func) bool {
	sig := m.Signature()
	if m.Name() != "Do" || sig.Params().Len() != 1 || sig.Results().Len() != 2 || !irutil.IsErrorType(sig.Results().At(1).Type()) {
		return false
	}
	return isNamedType(deref(sig.Params().At(0).Type()), "net/http", "Request") &&
		isNamedType(deref(sig.Results().At(0).Type()), "net/http", "Response")
}

// grpcPath is the package of gRPC's clients.
const grpcPath = "google.golang.org/grpc"

// grpcStubError returns the label of the errors of m, called at pos, when
// m is a method of a dependency's generated gRPC client (protoc-gen-go-grpc:
// `GetClusters(ctx, in, opts ...grpc.CallOption) (*ClusterList, error)`),
// which sends through the connection's Invoke or NewStream: its errors
// are gRPC's, as if the module called Invoke itself (a generated client
// of the module is analyzed as its code). Empty otherwise, or when gRPC
// is not an infrastructure package of the configuration.
func (e *engine) grpcStubError(m *types.Func, pos token.Pos) Taint {
	sig := m.Signature()
	if m.Pkg() == nil || !sig.Variadic() || !returnsError(sig) || !e.dependencyPkg(m.Pkg()) {
		return Taint{}
	}
	opts, ok := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice)
	if !ok || !isNamedType(opts.Elem(), grpcPath, "CallOption") {
		return Taint{}
	}
	if prefix, ok := e.cfg.infraPrefix(grpcPath); !ok || prefix != grpcPath {
		return Taint{}
	}
	return e.label(Infra, "raw "+grpcPath+" error text from "+objName(m)+" of a generated gRPC client", pos, whyGRPC)
}

// model applies the built-in knowledge of standard and infrastructure
// packages to a call. It reports whether it knew the callee.
func (e *engine) model(st *state, c *ssa.CallCommon, obj *types.Func, pos token.Pos, out []Taint) bool {
	path, name, recv := obj.Pkg().Path(), obj.Name(), irutil.RecvName(obj)
	args := c.Args
	off := len(args) - c.Signature().Params().Len()
	arg := func(i int) ssa.Value {
		if i+off >= 0 && i+off < len(args) {
			return args[i+off]
		}
		return nil
	}
	all := func(from int) Taint {
		var t Taint
		for i := from + off; i < len(args); i++ {
			if i >= 0 {
				t = t.Union(e.deep(st, args[i]))
			}
		}
		return t
	}
	fill := func(t Taint) {
		for i := range out {
			if carries(c.Signature().Results().At(i).Type()) {
				out[i] = t
			}
		}
	}
	if opensOnly(path, recv, name) || rowsOnly(path, recv, name) {
		// sql.Open parses nothing with most drivers and fails only
		// with "unknown driver": the first query or ping is the source.
		return true
	}
	if e.queryKey != "" && restyPackage(path) && restySend(recv, name) {
		// The client puts the key into every request URL; a failed
		// request's *url.Error prints it.
		t := e.label(Secret, fmt.Sprintf("the credential in the URL query parameter %q that a resty client sends, in the error of %s", e.queryKey, objName(obj)), pos, "SetQueryParam: every transport error prints the URL with it")
		setErrorResults(c.Signature(), out, t)
		return true
	}
	if restyPackage(path) && restySend(recv, name) {
		// A resty request returns the transport's *url.Error as it
		// is: it prints the request URL.
		if u := restyURL(c, name); u != nil {
			why := e.urlWhy(u)
			if why == "" && e.relativePath(u, 0) {
				// `R().Get("/items")` of a client made with
				// SetBaseURL(cfg.APIURL): resty resolves the path
				// against the base, which the error prints.
				if base := e.restyBase(c.Args[0], 0); base != nil {
					why = e.urlWhy(base)
				}
			}
			if why != "" {
				setErrorResults(c.Signature(), out, e.label(Infra, "raw resty error text from "+objName(obj), pos, why))
				return true
			}
		}
	}
	if f := e.depKeys[obj]; f != nil {
		// A dependency's API client that puts the key into its
		// request URLs: a failed request's *url.Error prints it.
		t := e.label(Secret, fmt.Sprintf("the credential in the URL query parameter %q that %s puts into its request URLs, in the error of %s", f.Param, f.Pkg, objName(obj)), pos, "every transport error (*url.Error) prints the URL with it")
		setErrorResults(c.Signature(), out, t)
		return true
	}
	if t := e.grpcStubError(obj, pos); recv != "" && !t.Empty() {
		setErrorResults(c.Signature(), out, t)
		return true
	}
	if recv != "" && len(args) > 0 {
		if t := e.clientError(args[0], obj, pos); !t.Empty() {
			// A method of a dependency's API client built on the
			// server's configured endpoint: its errors print the
			// request URL.
			setErrorResults(c.Signature(), out, t)
			return true
		}
	}
	if a := e.clientArg(args[off:]); a != nil && !e.buildsClient(c.Signature()) {
		if t := e.clientError(a, obj, pos); !t.Empty() {
			// A function of the dependency, or a method of its data,
			// given its API client (grist.ListOrgs(c),
			// doc.CreateTables(c, …)): it sends through the client.
			setErrorResults(c.Signature(), out, t)
			return true
		}
	}
	if e.apiKey && googleAPICall(path, recv, name) && (len(args) == 0 || e.googleKey(args[0], 0) != googleUnkeyed) {
		// The transport adds ?key=… to every request URL; a failed
		// request's *url.Error prints it.
		t := e.label(Secret, "the API key a Google API client sends in the request URL, in the error of "+objName(obj), pos, "option.WithAPIKey: every transport error prints the URL with key=…")
		setErrorResults(c.Signature(), out, t)
		return true
	}
	if prefix, ok := e.infraPrefix(path, recv, name); ok && e.isInfra(prefix) {
		if recv != "" && prefix != "net" && prefix != "net/http" && len(args) > 0 && modelDatabase(args[0]) {
			return true // the model's own database: its errors name what the model gave
		}
		if recv != "" && isGenericDB(prefix) && (e.embeddedHandle(receiverOf(c)) || e.sqliteBranch(st.fn, pos)) {
			// lite.DB().Exec(…): a handle of a package that opens only
			// SQLite, or a query made only where the driver is SQLite's.
			return true
		}
		if prefix == "net" && recv == "" && (localAddress(arg(1)) || unixNetwork(arg(0))) {
			return true // net.Listen("tcp", "127.0.0.1:0"), a unix socket: this machine
		}
		if prefix == "net" && recv == "" && strings.HasPrefix(name, "Listen") && !e.constantValue(arg(1)) && e.configuredEndpoint(arg(1)) == "" {
			// A listener on an address the tool computes (a port the
			// model asked for, an adapter's parameter): the address is
			// of this machine and not the server's configuration.
			return true
		}
		if prefix == "net" {
			if e.modelAddress(obj, arg) {
				return true // net.DialTimeout("tcp", in.Host, …): the model's own address
			}
			if i := addressParam(st.fn, obj, arg); i >= 0 {
				// The address a parameter gives (a validator `Check(raw
				// string)` resolving its host): the model's or the
				// server's as each call decides.
				setErrorResults(c.Signature(), out, Taint{Labels: []Label{{Kind: URLParam, What: "raw net error text from " + objName(obj), Pos: strconv.Itoa(i), Why: whyNet}}})
				return true
			}
		}
		t := e.label(Infra, "raw "+prefix+" error text from "+objName(obj), pos, whyInfra(prefix))
		switch {
		case prefix == "net/http" && (name == "Do" || name == "RoundTrip"):
			t = e.sendError(st, arg(0), objName(obj), pos)
		case prefix == "net/http":
			t = e.requestError(st, requestURL(recv, name, arg), objName(obj), pos)
		}
		setErrorResults(c.Signature(), out, t)
		return true
	}
	switch path {
	case "runtime/debug":
		if name == "Stack" && len(out) == 1 {
			out[0] = e.label(Stack, "a stack trace from debug.Stack", pos, "")
		}
		return true
	case "runtime":
		if name == "Stack" {
			e.storeTo(st, arg(0), e.label(Stack, "a stack trace from runtime.Stack", pos, ""))
		}
		return true
	case "os/exec":
		switch {
		case recv == "" && (name == "Command" || name == "CommandContext"):
			// The command carries its command line (String prints it).
			fill(all(0))
			return true
		case recv == "Cmd" && (name == "Output" || name == "CombinedOutput") && len(out) == 2:
			out[0] = e.commandSource(st, args[0], "a command's output ((*exec.Cmd)."+name+")", pos)
			return true
		}
		return false
	case "encoding/json":
		// Results carry their arguments; errors name types and
		// fields, never values.
		t := all(-off)
		if name == "Marshal" || name == "MarshalIndent" {
			t = t.Union(e.structSecrets(arg(0), pos, "marshalled with its struct"))
		}
		for i := range out {
			if carries(c.Signature().Results().At(i).Type()) && !irutil.IsErrorType(c.Signature().Results().At(i).Type()) {
				out[i] = t
			}
		}
		return true
	case "os", "syscall":
		if (name == "Getenv" || name == "LookupEnv") && recv == "" {
			if k, ok := constString(arg(0)); ok && e.cfg.isSecretName(k) {
				out[0] = e.label(Secret, "the value of $"+k, pos, "")
			}
			return true
		}
		if name == "ExpandEnv" || name == "Expand" {
			fill(all(0))
			return true
		}
		return false
	case "net/http":
		switch {
		case recv == "Header" && (name == "Get" || name == "Values"):
			if k, ok := constString(arg(0)); ok && e.secretHeader(k) {
				out[0] = e.label(Secret, "the "+k+" header", pos, "")
			}
			return true
		case recv == "Request" && name == "BasicAuth":
			out[1] = e.label(Secret, "the basic-auth password", pos, "")
			return true
		}
		return false
	case "net/url":
		switch {
		case recv == "" && name == "UserPassword":
			if !e.revealedField(arg(1)) {
				out[0] = e.label(Secret, "URL user info with a password (url.UserPassword)", pos, "")
			}
			return true
		case recv == "Userinfo" && (name == "Password" || name == "String"):
			out[0] = e.label(Secret, "a URL password", pos, "")
			return true
		case recv == "URL" && name == "Redacted":
			return true // the sanitizer
		case recv == "Values" && (name == "Set" || name == "Add"):
			t := all(1)
			if k, ok := constString(arg(0)); ok && e.cfg.isSecretName(k) && !fromModel(arg(1)) {
				// A value the model gave (a cryptocurrency "token") is
				// its own.
				t = t.Union(e.queryCredential(k, pos))
			}
			e.storeTo(st, args[0], t)
			return true
		}
		fill(all(-off))
		return true
	case "fmt":
		switch name {
		case "Sprint", "Sprintln", "Errorf", "Sprintf", "Append", "Appendln", "Appendf":
			va := c.Signature().Params().Len() - 1
			t := all(0).Union(e.printedStructs(arg(va), pos))
			if strings.HasSuffix(name, "f") {
				t = t.Union(e.formatStack(st, arg(va-1), arg(va), pos))
				if f, ok := constString(arg(va - 1)); ok {
					t = t.Union(e.queryCredential(e.cfg.queryCredentialVerb(f), pos))
				}
			}
			fill(t)
		case "Fprint", "Fprintln", "Fprintf":
			t := all(1).Union(e.printedStructs(arg(c.Signature().Params().Len()-1), pos))
			if name == "Fprintf" {
				t = t.Union(e.formatStack(st, arg(1), arg(2), pos))
			}
			e.storeTo(st, arg(0), t)
		}
		return true
	case "strings", "bytes":
		switch {
		case recv == "Builder" || recv == "Buffer":
			switch {
			case strings.HasPrefix(name, "Write") || name == "ReadFrom":
				e.storeTo(st, args[0], all(0))
			case name == "String" || name == "Bytes":
				fill(e.deep(st, args[0]))
			}
			return true
		case recv == "Replacer", name == "Replace", name == "ReplaceAll":
			return true // replaced: treated as redacted
		}
	case "regexp":
		if strings.HasPrefix(name, "ReplaceAll") {
			return true
		}
		return false
	case grpcPath + "/status":
		// A status keeps the text of the error it is made from
		// (FromError, Convert) and gives it back (Message, Err).
		fill(all(-off))
		return true
	}
	if propagating[path] {
		fill(all(-off)) // receiver included
		if decodes(path, name) {
			// hex.DecodeString's error names one byte or an offset of
			// its input, never the input (a ciphertext, a key).
			setErrorResults(c.Signature(), out, Taint{})
		}
		return true
	}
	if errlib.KeepsText(path) || errlib.Wraps(obj) {
		fill(all(0))
		return true
	}
	return false
}

// decodes reports whether function name of package path decodes its
// input: its error (hex.InvalidByteError, base64.CorruptInputError)
// prints at most one byte or an offset of it.
func decodes(path, name string) bool {
	switch path {
	case "encoding/hex", "encoding/base64", "encoding/base32":
		return strings.HasPrefix(name, "Decode")
	}
	return false
}

// localAddress reports whether v is a constant network address of this
// machine: a loopback or unspecified host ("127.0.0.1:0", "localhost:8080",
// "[::1]:0", ":0", "0.0.0.0:9000"). The error of listening on it or
// dialing it names nothing the code does not already say.
func localAddress(v ssa.Value) bool {
	addr, ok := constString(v)
	if !ok {
		return false
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	switch host {
	case "", "localhost", "0.0.0.0", "::":
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// unixNetwork reports whether v is a constant unix socket network ("unix",
// "unixgram", "unixpacket"): its address is a path on this machine, no
// host.
func unixNetwork(v ssa.Value) bool {
	n, ok := constString(v)
	return ok && (n == "unix" || n == "unixgram" || n == "unixpacket")
}

// infraPrefix returns the infrastructure package a callee belongs to when
// its error results are infrastructure errors: a configured package, net's
// dialing and lookups, net/http client calls.
func (e *engine) infraPrefix(path, recv, name string) (string, bool) {
	switch path {
	case "net":
		for _, p := range []string{"Dial", "Listen", "Lookup", "Resolve"} {
			if strings.HasPrefix(name, p) {
				return "net", true
			}
		}
		return "", false
	case "net/http":
		switch {
		case recv == "" && (name == "Get" || name == "Post" || name == "PostForm" || name == "Head"),
			recv == "Client" && (name == "Do" || name == "Get" || name == "Post" || name == "PostForm" || name == "Head"),
			recv == "Transport" && name == "RoundTrip":
			return "net/http", true
		}
		return "", false
	}
	if valueCodec(path) {
		return "", false
	}
	return e.infraPackage(path)
}

// infraPackage returns the infrastructure prefix of package path: one of
// the configured prefixes, or the path of a database layer (dbLayer).
func (e *engine) infraPackage(path string) (string, bool) {
	if p, ok := e.cfg.infraPrefix(path); ok {
		return p, true
	}
	if e.dbLayer(path) {
		return path, true
	}
	return "", false
}

// dbLayer reports whether path is a third-party package (not the
// standard library's, not the module's, not an SDK's) that the analyzed
// package depends on and that imports database/sql itself: an ORM or
// query layer over the driver (github.com/daodao97/xgo/xdb), whose
// errors are the driver's, as gorm's and sqlx's are.
func (e *engine) dbLayer(path string) bool {
	if v, ok := e.dbLayers[path]; ok {
		return v
	}
	is := false
	if !irutil.StandardPath(path) && !e.ownModule(path) && sdk.OfPackage(path) == sdk.None {
		if e.deps == nil {
			e.deps = irutil.Dependencies(e.pass.Pkg)
		}
		if pkg := e.deps[path]; pkg != nil {
			for _, imp := range pkg.Imports() {
				if imp.Path() == "database/sql" {
					is = true
				}
			}
		}
	}
	e.dbLayers[path] = is
	return is
}

// valueCodec reports whether path is a database driver's package of
// value types (pgx's pgtype): their methods parse and format values
// (`uid.Scan(in.ID)` of a model-given id), no database is called, and
// their errors name the value, not the server.
func valueCodec(path string) bool {
	return strings.HasSuffix(path, "/pgtype") || path == "github.com/jackc/pgtype"
}

// secretHeader reports whether an HTTP header carries credentials.
func (e *engine) secretHeader(key string) bool {
	switch strings.ToLower(key) {
	case "authorization", "proxy-authorization", "cookie", "set-cookie":
		return true
	}
	return e.cfg.isSecretName(key)
}

// fieldSource returns the taint a read of field i of a struct of type t
// (or pointer to it) introduces.
func (e *engine) fieldSource(t types.Type, i int, pos token.Pos) Taint {
	t = deref(t)
	s, ok := t.Underlying().(*types.Struct)
	if !ok || i >= s.NumFields() {
		return Taint{}
	}
	f := s.Field(i)
	var owner *types.TypeName
	if n, ok := types.Unalias(t).(*types.Named); ok {
		owner = n.Origin().Obj()
	}
	ownerName := "a struct"
	if owner != nil && owner.Pkg() != nil {
		path := owner.Pkg().Path()
		ownerName = owner.Pkg().Name() + "." + owner.Name()
		if prefix, ok := e.cfg.infraPrefix(path); ok && irutil.IsErrorType(f.Type()) && e.isInfra(prefix) {
			return e.label(Infra, "raw "+prefix+" error text from "+ownerName+"."+f.Name(), pos, whyInfra(prefix))
		}
		if sdk.OfPackage(path) != sdk.None {
			return Taint{}
		}
	}
	if !stringish(f.Type()) || !e.cfg.isSecretName(f.Name()) {
		return Taint{}
	}
	if owner != nil && (e.inputs[owner] || e.cfg.notOwner.MatchString(Normalize(owner.Name()))) {
		return Taint{}
	}
	if owner != nil && owner.Pkg() != nil && !e.ownModule(owner.Pkg().Path()) {
		// A type of a client library: its Token is the API's data
		// (the token a "create token" tool exists to return), not
		// this server's credential.
		return Taint{}
	}
	l := e.label(Secret, "the secret field "+ownerName+"."+f.Name(), pos, "")
	if owner == nil || !e.configType(owner) {
		// Only the server's configuration is never tool output; a
		// secret-named field of another type may be what the tool
		// returns on success.
		l = errorOnly(l)
	}
	return l
}

// configType reports whether tn holds the server's own configuration:
// its name or its package's says so (configOwner: `config.Server`), or it
// is the type of a field of such a type of its package, a section of the
// configuration file (`type MCP struct{ UpstreamBaseURL string }` held in
// `AppSettings.MCP`), up to three levels down.
func (e *engine) configType(tn *types.TypeName) bool {
	if v, ok := e.configs[tn]; ok {
		return v
	}
	e.configs[tn] = false // a type holding itself: no section
	v := e.configSection(tn, 0)
	e.configs[tn] = v
	return v
}

func (e *engine) configSection(tn *types.TypeName, depth int) bool {
	if configOwner.MatchString(Normalize(tn.Name())) || tn.Pkg() != nil && configOwner.MatchString(Normalize(tn.Pkg().Name())) {
		return true
	}
	if depth >= 3 || tn.Pkg() == nil {
		return false
	}
	for holder, f := range irutil.DeclaredFields(tn.Pkg()) {
		n, ok := types.Unalias(deref(f.Type())).(*types.Named)
		if ok && n.Obj() == tn && holder != tn && e.configSection(holder, depth+1) {
			return true
		}
	}
	return false
}

// configOwner matches normalized names of types holding the server's own
// configuration.
var configOwner = regexp.MustCompile(`(^|_)(config|configuration|conf|cfg|settings|options|opts|env|environment|credentials?|creds|secrets?|auth)$`)

// ownModule reports whether a package belongs to the module being
// analyzed (see irutil.OwnModule).
func (e *engine) ownModule(path string) bool {
	return irutil.OwnModule(e.pass, path)
}

// moduleType reports whether t, or what it points to, is a named type of
// the module (not an SDK's JSON-RPC error object, whose fields are sinks
// of their own).
func (e *engine) moduleType(t types.Type) bool {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && e.ownModule(n.Obj().Pkg().Path())
}

// globalSource returns the taint a read of global g introduces.
func (e *engine) globalSource(g *ssa.Global) Taint {
	obj := g.Object()
	if obj == nil || obj.Pkg() == nil || sdk.OfPackage(obj.Pkg().Path()) != sdk.None {
		return Taint{}
	}
	if !stringish(deref(g.Type())) || !e.cfg.isSecretName(g.Name()) {
		return Taint{}
	}
	return e.label(Secret, "the secret variable "+obj.Pkg().Name()+"."+g.Name(), g.Pos(), "")
}

// lookupSource returns the taint of a map lookup with a constant key: an
// http.Header credential, a secret entry of go-sdk TokenInfo.Extra.
func (e *engine) lookupSource(st *state, v *ssa.Lookup) Taint {
	k, ok := constString(v.Index)
	if !ok {
		return Taint{}
	}
	if isNamedType(v.X.Type(), "net/http", "Header") && e.secretHeader(k) {
		return e.label(Secret, "the "+k+" header", v.Pos(), "")
	}
	var fa ssa.Value = v.X
	if u, ok := fa.(*ssa.UnOp); ok && u.Op == token.MUL {
		fa = u.X
	}
	var owner types.Type
	var field int
	switch x := fa.(type) {
	case *ssa.FieldAddr:
		owner, field = x.X.Type(), x.Field
	case *ssa.Field:
		owner, field = x.X.Type(), x.Field
	default:
		return Taint{}
	}
	if sdk.IsTokenInfo(owner) {
		if s, ok := deref(owner).Underlying().(*types.Struct); ok && field < s.NumFields() && s.Field(field).Name() == "Extra" && e.cfg.isSecretName(k) {
			return e.label(Secret, "the token info's Extra["+strconv.Quote(k)+"]", v.Pos(), "")
		}
	}
	return Taint{}
}

// storeSource handles stores that create a source: a buffer assigned to
// exec.Cmd.Stderr collects a command's stderr (see commandOutput).
func (e *engine) storeSource(st *state, s *ssa.Store) {
	fa, ok := s.Addr.(*ssa.FieldAddr)
	if !ok || !isNamedType(deref(fa.X.Type()), "os/exec", "Cmd") {
		return
	}
	if f := irutil.FieldOf(fa); f != nil && f.Name() == "Stderr" {
		e.storeTo(st, s.Val, e.commandSource(st, fa.X, "a command's captured stderr (exec.Cmd.Stderr)", s.Pos()))
	}
}

// A command's output (Output, CombinedOutput, the buffer assigned to
// Cmd.Stderr, exec.ExitError.Stderr) is the tool's result on success and,
// in error content, usually the actionable text: the compiler's or git's
// message is what the model needs to fix its input. It is a leak when the
// command line or environment carries a secret or internal value the
// analysis can see (a password in an argument, a DSN, PGPASSWORD in
// Cmd.Env): the command may print it back ("could not connect to
// postgres://app:…@db"). commandLine and commandOutput decide.

// commandLine returns the labels that the command cmd (an *exec.Cmd)
// carries in its command line or environment: the arguments of
// exec.Command and what is stored into its Path, Args, Env or Dir. What
// is written to its Stdin is not printed back by the command's errors.
func (e *engine) commandLine(st *state, cmd ssa.Value) Taint {
	t := e.taint(st, cmd)
	root, _ := e.rootField(st, cmd)
	if s := structOf(root.Type()); s != nil {
		for i := 0; i < s.NumFields(); i++ {
			switch s.Field(i).Name() {
			case "Path", "Args", "Env", "Dir":
				t = t.Union(e.mem[root][i])
			}
		}
	}
	return t.Union(e.mem[root][-1]).OnlyLabels()
}

// commandSource labels the output of the command cmd (an *exec.Cmd): a
// source when its command line carries one (commandOutput), or when it is
// one of the server's own infrastructure commands (fixedCommand); error
// content only.
func (e *engine) commandSource(st *state, cmd ssa.Value, what string, pos token.Pos) Taint {
	if t := e.commandOutput(st, e.commandLine(st, cmd), what, pos); len(t.Labels) > 0 {
		return t
	}
	if why := e.fixedCommand(e.cmdOrigin(cmd)); why != "" {
		return errorOnly(e.label(Infra, what, pos, why))
	}
	return Taint{}
}

// cmdOrigin returns the exec.Command call an *exec.Cmd value comes from
// when it is that call or a local variable holding only it.
func (e *engine) cmdOrigin(cmd ssa.Value) ssa.Value {
	if load, ok := cmd.(*ssa.UnOp); ok && load.Op == token.MUL {
		if alloc, ok := load.X.(*ssa.Alloc); ok {
			return irutil.OnlyStored(alloc)
		}
	}
	return cmd
}

// commandOutput labels the output of a command whose command line
// carries the labels line: none when it carries nothing (see above).
// The label is error-only, of the most severe kind carried, and names
// what the command line carries.
func (e *engine) commandOutput(st *state, line Taint, what string, pos token.Pos) Taint {
	w, ok := line.Worst()
	if !ok {
		return Taint{}
	}
	names := make([]string, len(line.Labels))
	for i, l := range line.Labels {
		names[i] = l.What
		if l.Pos != "" {
			names[i] += " at " + l.Pos
		}
	}
	why := "its command line or environment carries " + strings.Join(names, ", ") + ", which the command may print"
	return errorOnly(e.label(w.Kind, what, pos, why))
}

// exitStderr returns the label of read, a read of exec.ExitError.Stderr
// in st's function, from the command run last before it: the closest call
// of Run, Output, CombinedOutput or Wait of an *exec.Cmd on the read's
// dominator path (the error's own command is not followed through
// errors.As).
func (e *engine) exitStderr(st *state, read ssa.Instruction) Taint {
	for b, before := read.Block(), read; b != nil; b, before = b.Idom(), nil {
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			if before != nil {
				if b.Instrs[i] == before {
					before = nil
				}
				continue
			}
			call, ok := b.Instrs[i].(*ssa.Call)
			if !ok {
				continue
			}
			obj := irutil.StaticFunc(call.Common())
			if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "os/exec" || irutil.RecvName(obj) != "Cmd" || len(call.Common().Args) == 0 {
				continue
			}
			switch obj.Name() {
			case "Run", "Output", "CombinedOutput", "Wait":
				return e.commandSource(st, call.Common().Args[0], "a command's captured stderr (exec.ExitError.Stderr)", read.Pos())
			}
		}
	}
	return Taint{}
}

// isExitStderr reports whether field i of a struct of type t (or pointer
// to it) is exec.ExitError.Stderr.
func isExitStderr(t types.Type, i int) bool {
	if !isNamedType(deref(t), "os/exec", "ExitError") {
		return false
	}
	s := structOf(t)
	return s != nil && i < s.NumFields() && s.Field(i).Name() == "Stderr"
}

// formatStack returns a stack-trace label when a printf format prints an
// error value with %+v and the program links an error library that
// prints stacks that way.
func (e *engine) formatStack(st *state, format, va ssa.Value, pos token.Pos) Taint {
	if !e.stackLib || format == nil {
		return Taint{}
	}
	f, ok := constString(format)
	if !ok || !strings.Contains(f, "%+v") {
		return Taint{}
	}
	elems := varargs(va)
	for _, i := range plusVArgs(f) {
		for j, el := range elems {
			if (i < 0 || i == j) && el != nil && isErrorValue(el) {
				return e.label(Stack, "a stack trace (%+v of an error)", pos, "errors from github.com/pkg/errors and similar libraries print their stack with %+v")
			}
		}
	}
	return Taint{}
}

// plusVArgs returns the argument indexes formatted with %+v in a printf
// format; -1 when explicit argument indexes make the mapping unclear.
func plusVArgs(f string) []int {
	var out []int
	arg := 0
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		plus := false
		for i < len(f) && strings.IndexByte("+-# 0", f[i]) >= 0 {
			plus = plus || f[i] == '+'
			i++
		}
		if i < len(f) && f[i] == '[' {
			return []int{-1}
		}
		if i < len(f) && f[i] == '*' {
			arg++
			i++
		}
		for i < len(f) && f[i] >= '0' && f[i] <= '9' {
			i++
		}
		if i < len(f) && f[i] == '.' {
			i++
			if i < len(f) && f[i] == '*' {
				arg++
				i++
			}
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				i++
			}
		}
		if i >= len(f) {
			break
		}
		if f[i] == '%' {
			continue
		}
		if f[i] == 'v' && plus {
			out = append(out, arg)
		}
		arg++
	}
	return out
}

func isErrorValue(v ssa.Value) bool {
	t := v.Type()
	switch x := v.(type) {
	case *ssa.MakeInterface:
		t = x.X.Type()
	case *ssa.ChangeInterface:
		t = x.X.Type()
	}
	return types.Implements(t, errorIface)
}

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

func isNamedType(t types.Type, path, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

func constString(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// printedStructs returns secret labels for structs printed whole by fmt:
// %v of a struct (or pointer to one) prints every field, so a secret-named
// field leaks unless the type formats itself (String, Error, Format).
func (e *engine) printedStructs(va ssa.Value, pos token.Pos) Taint {
	var t Taint
	for _, el := range varargs(va) {
		if mi, ok := el.(*ssa.MakeInterface); ok && !formatsItself(mi.X.Type()) {
			t = t.Union(e.structSecrets(el, pos, "printed with its struct"))
		}
	}
	return t
}

// structSecrets returns secret labels for the secret-named fields of the
// struct (or pointer to one) v holds, printed or marshalled whole; fields
// encoding/json skips (`json:"-"`) are left out.
func (e *engine) structSecrets(v ssa.Value, pos token.Pos, how string) Taint {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if v == nil {
		return Taint{}
	}
	typ := v.Type()
	s, ok := deref(typ).Underlying().(*types.Struct)
	if !ok {
		return Taint{}
	}
	var t Taint
	for i := 0; i < s.NumFields(); i++ {
		if reflect.StructTag(s.Tag(i)).Get("json") == "-" && how != "printed with its struct" {
			continue
		}
		if ft := e.fieldSource(deref(typ), i, pos); ft.Labels != nil && ft.Labels[0].Kind == Secret {
			ft.Labels[0].What += " (" + how + ")"
			t = t.Union(ft)
		}
	}
	return t
}

// formatsItself reports whether fmt prints values of type t through a
// method of their own (String, Error, Format, GoString).
func formatsItself(t types.Type) bool {
	for _, tt := range []types.Type{t, types.NewPointer(deref(t))} {
		ms := types.NewMethodSet(tt)
		for _, name := range []string{"String", "Error", "Format", "GoString"} {
			if ms.Lookup(nil, name) != nil {
				return true
			}
		}
	}
	return false
}

// varargs returns the values stored into the array behind a variadic slice
// argument, by index (nil where unknown).
func varargs(v ssa.Value) []ssa.Value {
	elems, _ := irutil.SliceElems(v)
	return elems
}

// opensOnly reports the constructors of database handles that do not
// connect: their errors carry no DSN (database/sql.Open, sqlx.Open).
func opensOnly(path, recv, name string) bool {
	if recv != "" {
		return false
	}
	switch path {
	case "database/sql":
		return name == "Open" || name == "OpenDB"
	case "github.com/jmoiron/sqlx":
		return name == "Open" || name == "NewDb"
	}
	return false
}

// setErrorResults sets the taint of the error results of a call of
// signature sig to t (a label made once, whether or not there is one).
func setErrorResults(sig *types.Signature, out []Taint, t Taint) {
	res := sig.Results()
	for i := 0; i < res.Len() && i < len(out); i++ {
		if irutil.IsErrorType(res.At(i).Type()) {
			out[i] = t
		}
	}
}

// queryCredential labels a value put into the secret-named query parameter
// param of a URL (none when param is ""): a *url.Error, a log line or a
// message printing the URL prints the credential. The label is error-only:
// a link a tool answers with on success (`"/files/7?token=…"`, a
// download token minted for it) is its output, like a pre-signed URL;
// the server's own key in it carries its own label (`$API_KEY`).
func (e *engine) queryCredential(param string, pos token.Pos) Taint {
	if param == "" {
		return Taint{}
	}
	return errorOnly(e.label(Secret, fmt.Sprintf("a credential in the URL query parameter %q", param), pos, "a *url.Error prints the URL"))
}

// presign matches names of functions returning pre-signed URLs.
var presign = regexp.MustCompile(`^(?i:presign)|(?i:signed_?url)$`)

// funcTypeSource labels the error results of a call of a function value
// whose named type an infrastructure package declares: go-elasticsearch's
// typed API is fields of such types (`es.Info()`, `es.Cluster.Health()`,
// esapi.Info and esapi.ClusterHealth), whose errors are the transport's.
func (e *engine) funcTypeSource(c *ssa.CallCommon, pos token.Pos, out []Taint) {
	n, ok := types.Unalias(c.Value.Type()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return
	}
	prefix, ok := e.cfg.infraPrefix(n.Obj().Pkg().Path())
	if !ok || !e.isInfra(prefix) || prefix == "net" || prefix == "net/http" {
		return
	}
	res := c.Signature().Results()
	for i := 0; i < res.Len() && i < len(out); i++ {
		if irutil.IsErrorType(res.At(i).Type()) {
			out[i] = e.label(Infra, "raw "+prefix+" error text from "+n.Obj().Pkg().Name()+"."+n.Obj().Name(), pos, whyInfra(prefix))
		}
	}
}
