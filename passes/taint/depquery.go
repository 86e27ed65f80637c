package taint

import (
	"bytes"
	"go/ast"
	"go/constant"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// DepQueryKeyFact marks an exported function or method of a dependency
// (a package of a module the analyzed one requires) that sends an HTTP
// request whose URL carries a query parameter with a secret's name that
// the dependency sets itself (`params.Set("api_key", c.apiKey)`, then
// `client.Do(req)`), directly or through functions it calls. The
// *url.Error of a failed request, which such API clients return wrapped,
// prints the URL with the credential; mcplint builds no SSA for
// dependencies, so this is what their errors tell the analyzed module.
// Param is the parameter's name, Pkg the path of the package setting it.
type DepQueryKeyFact struct{ Param, Pkg string }

// AFact marks DepQueryKeyFact as a fact.
func (*DepQueryKeyFact) AFact() {}

func (f *DepQueryKeyFact) String() string { return "DepQueryKey(" + f.Param + " in " + f.Pkg + ")" }

// dependencyCode reports whether the package of pass belongs to a
// versioned dependency of the analyzed module, and not to an SDK mcplint
// models.
func dependencyCode(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Version != "" && sdk.OfPackage(pass.Pkg.Path()) == sdk.None
}

// maxScannedFile is the size of the largest dependency file the
// search for secret query parameters reads, in both the analysis and
// QueryKeyCandidate: larger ones are generated (a C library transpiled
// to Go, tables), not an API client's requests.
const maxScannedFile = 1 << 20

// queryParamInLiteral finds the names of query parameters a URL template
// spells with their value left to fill in (`"%s/series?id=%s&api_key=%s"`,
// `"?token=" + t`): not one it spells whole (`"?token=REDACTED"`).
var queryParamInLiteral = regexp.MustCompile(`[?&]([A-Za-z][A-Za-z0-9_.-]*)=(?:$|%|\{)`)

// templateSecret returns the first secret-named query parameter the URL
// template s leaves to fill in (queryParamInLiteral), or "".
func (c *config) templateSecret(s string) string {
	for _, m := range queryParamInLiteral.FindAllStringSubmatch(s, -1) {
		if c.isSecretName(m[1]) {
			return m[1]
		}
	}
	return ""
}

// depRequests is what a function of a dependency does towards a request:
// the secret query parameter it sets, whether it sends, the functions of
// its own package it calls, and how its url.Values variables reach a
// URL's query.
type depRequests struct {
	param, pkg string
	sends      bool
	calls      []*types.Func

	params   []types.Object          // its parameters, in order
	secretIn map[types.Object]string // url.Values variables given a secret-named key
	inQuery  map[types.Object]bool   // url.Values variables encoded into a query
	// into lists the url.Values variables each one's entries are copied
	// into (`for k, v := range p { q.Add(k, v[0]) }`).
	into map[types.Object][]types.Object
	// passed lists the url.Values variables given to same-package
	// functions, with the parameter's index.
	passed []valuesArg
}

// A valuesArg is a url.Values variable passed to a function of the
// package as its parameter index.
type valuesArg struct {
	v      types.Object
	callee *types.Func
	index  int
}

// reachesQuery reports whether v, a url.Values variable of r's function,
// ends up in a URL's query: encoded into one, copied into one that is,
// or passed for a parameter a callee's query holds (queryParam).
func (r *depRequests) reachesQuery(v types.Object, queryParam func(*types.Func, int) bool, seen map[types.Object]bool) bool {
	if seen[v] {
		return false
	}
	seen[v] = true
	if r.inQuery[v] {
		return true
	}
	for _, w := range r.into[v] {
		if r.reachesQuery(w, queryParam, seen) {
			return true
		}
	}
	for _, a := range r.passed {
		if a.v == v && queryParam(a.callee, a.index) {
			return true
		}
	}
	return false
}

// exportDepQueryKeys exports a DepQueryKeyFact for each exported function
// and method of pass's package, a dependency's, that returns an error and
// (itself or through the functions it calls) both puts a secret-named
// parameter into a URL's query and sends an HTTP request. It reads the
// syntax only: a dependency's code is not built into SSA.
func exportDepQueryKeys(pass *analysis.Pass, c *config) {
	if !slices.ContainsFunc(pass.Pkg.Imports(), func(imp *types.Package) bool {
		return imp.Path() == "net/http" || imp.Path() == "net/url" || sameModule(pass, imp.Path())
	}) {
		return // it neither sends nor calls a package of its module that may
	}
	funcs, order := scanDepFuncs(pass, c)
	setQuerySecrets(pass, funcs, order)
	// Through the package's own calls, until nothing changes.
	for changed := true; changed; {
		changed = false
		for _, fn := range order {
			r := funcs[fn]
			for _, callee := range r.calls {
				cr := funcs[callee]
				if cr == nil {
					continue
				}
				if r.param == "" && cr.param != "" {
					r.param, r.pkg, changed = cr.param, cr.pkg, true
				}
				if !r.sends && cr.sends {
					r.sends, changed = true, true
				}
			}
		}
	}
	for _, fn := range order {
		r := funcs[fn]
		if r.param != "" && r.sends && fn.Exported() && returnsError(fn.Signature()) && exportedReceiver(fn) {
			pass.ExportObjectFact(fn, &DepQueryKeyFact{Param: r.param, Pkg: r.pkg})
		}
	}
}

// scanDepFuncs reads the functions of pass's package (scanDepFunc), in
// the order of their declarations.
func scanDepFuncs(pass *analysis.Pass, c *config) (map[*types.Func]*depRequests, []*types.Func) {
	funcs := map[*types.Func]*depRequests{}
	var order []*types.Func
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.Pos()); tf == nil || tf.Size() > maxScannedFile {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			r := &depRequests{}
			if !c.isSanitizer(fn) {
				// A sanitizer puts what it puts into a query in
				// place of a secret (sanitizeURL setting
				// "client_secret" to "REDACTED").
				r = scanDepFunc(pass, c, fd.Body)
			}
			for _, field := range fd.Type.Params.List {
				for _, name := range field.Names {
					r.params = append(r.params, pass.TypesInfo.Defs[name])
				}
				if len(field.Names) == 0 {
					r.params = append(r.params, nil)
				}
			}
			funcs[fn] = r
			order = append(order, fn)
		}
	}
	return funcs, order
}

// setQuerySecrets sets the parameter of each function that gives a
// secret-named key to url.Values reaching a query: which parameters of
// which functions reach one is found first, until nothing changes
// (`prepareRequest(ctx, path, queryParams url.Values)` encoding what
// every operation gives it).
func setQuerySecrets(pass *analysis.Pass, funcs map[*types.Func]*depRequests, order []*types.Func) {
	isQueryParam := map[valuesArg]bool{}
	queryParam := func(fn *types.Func, i int) bool { return isQueryParam[valuesArg{callee: fn, index: i}] }
	for changed := true; changed; {
		changed = false
		for _, fn := range order {
			r := funcs[fn]
			for i, p := range r.params {
				k := valuesArg{callee: fn, index: i}
				if p != nil && !isQueryParam[k] && r.reachesQuery(p, queryParam, map[types.Object]bool{}) {
					isQueryParam[k], changed = true, true
				}
			}
		}
	}
	for _, fn := range order {
		r := funcs[fn]
		for v, k := range r.secretIn {
			if r.reachesQuery(v, queryParam, map[types.Object]bool{}) && (r.param == "" || r.pkg == pass.Pkg.Path() && k < r.param) {
				r.param, r.pkg = k, pass.Pkg.Path()
			}
		}
	}
}

// scanDepFunc reads one function body of a dependency. A secret-named
// parameter counts when it is spelled in a URL template or set in a
// url.Values that the body encodes into a URL's query (`u.RawQuery =
// q.Encode()`, `base + "?" + q.Encode()`, `fmt.Sprintf("%s?%s", base,
// q.Encode())`): a form body's values (`http.PostForm(u,
// url.Values{"client_secret": …})`) are not in the URL a transport error
// prints. Names are read from literals and constants of the package only,
// the shapes QueryKeyCandidate finds in its tokens.
func scanDepFunc(pass *analysis.Pass, c *config, body *ast.BlockStmt) *depRequests {
	r := &depRequests{secretIn: map[types.Object]string{}, inQuery: map[types.Object]bool{}, into: map[types.Object][]types.Object{}}
	setParam := func(name, pkg string) {
		if r.param == "" && c.isSecretName(name) {
			r.param, r.pkg = name, pkg
		}
	}
	key := func(e ast.Expr) string { return localConstString(pass, e) }
	secretIn, inQuery := r.secretIn, r.inQuery
	valuesVar := func(e ast.Expr) types.Object {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok || !isNamedType(pass.TypesInfo.TypeOf(id), "net/url", "Values") {
			return nil
		}
		return pass.TypesInfo.ObjectOf(id)
	}
	// variable reports whether e, a value put into url.Values, is not
	// a constant: `q.Set("client_secret", "REDACTED")` hides a secret.
	variable := func(e ast.Expr) bool {
		notConst := func(e ast.Expr) bool { return pass.TypesInfo.Types[e].Value == nil }
		if lit, ok := ast.Unparen(e).(*ast.CompositeLit); ok { // []string{key}
			return slices.ContainsFunc(lit.Elts, notConst)
		}
		return notConst(e)
	}
	literalSecret := func(e ast.Expr) string {
		lit, ok := ast.Unparen(e).(*ast.CompositeLit)
		if !ok || !isNamedType(pass.TypesInfo.TypeOf(lit), "net/url", "Values") {
			return ""
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && c.isSecretName(key(kv.Key)) && variable(kv.Value) {
				return key(kv.Key)
			}
		}
		return ""
	}
	// encoded notes the url.Values whose Encode call e is as one put
	// into a query; a literal's only where allowLit.
	encoded := func(e ast.Expr, allowLit bool) {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Encode" || !isNamedType(pass.TypesInfo.TypeOf(sel.X), "net/url", "Values") {
			return
		}
		if k := literalSecret(sel.X); k != "" && allowLit {
			setParam(k, pass.Pkg.Path())
		}
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
			if obj := pass.TypesInfo.Uses[id]; obj != nil {
				inQuery[obj] = true
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if k, ok := constStringExpr(pass.TypesInfo, n); ok {
				setParam(c.templateSecret(k), pass.Pkg.Path())
			}
		case *ast.AssignStmt:
			for i, rhs := range n.Rhs {
				if i >= len(n.Lhs) || len(n.Lhs) != len(n.Rhs) {
					break
				}
				if sel, ok := n.Lhs[i].(*ast.SelectorExpr); ok && sel.Sel.Name == "RawQuery" {
					encoded(rhs, true)
				}
				if k := literalSecret(rhs); k != "" {
					if id, ok := n.Lhs[i].(*ast.Ident); ok {
						if obj := pass.TypesInfo.ObjectOf(id); obj != nil {
							secretIn[obj] = k
						}
					}
				}
			}
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && id.Name == "RawQuery" {
				encoded(n.Value, true) // url.URL{RawQuery: q.Encode()}
			}
		case *ast.RangeStmt:
			// for k, v := range p { q.Add(k, …) }: p's entries go into q.
			if from := valuesVar(n.X); from != nil {
				ast.Inspect(n.Body, func(m ast.Node) bool {
					if call, ok := m.(*ast.CallExpr); ok {
						if fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func); fn != nil && valuesSetter(fn) {
							if to := valuesVar(call.Fun.(*ast.SelectorExpr).X); to != nil && to != from {
								r.into[from] = append(r.into[from], to)
							}
						}
					}
					return true
				})
			}
		case *ast.BinaryExpr:
			if n.Op == token.ADD {
				encoded(n.Y, false) // base + "?" + q.Encode()
			}
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(pass.TypesInfo, n).(*types.Func)
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			fn = fn.Origin()
			var fact DepQueryKeyFact
			switch {
			case fn.Pkg() == pass.Pkg:
				r.calls = append(r.calls, fn)
				for i, a := range n.Args {
					if v := valuesVar(a); v != nil {
						r.passed = append(r.passed, valuesArg{v: v, callee: fn, index: i})
					}
				}
			case valuesSetter(fn) && len(n.Args) == 2:
				k := key(n.Args[0])
				id, isID := ast.Unparen(n.Fun.(*ast.SelectorExpr).X).(*ast.Ident)
				if isID && c.isSecretName(k) && variable(n.Args[1]) {
					if obj := pass.TypesInfo.Uses[id]; obj != nil {
						secretIn[obj] = k
					}
				}
			case fn.Pkg().Path() == "fmt" && strings.HasPrefix(fn.Name(), "Sprint") && len(n.Args) > 1:
				if lit, ok := n.Args[0].(*ast.BasicLit); ok && strings.Contains(lit.Value, "?") {
					for _, a := range n.Args[1:] {
						encoded(a, false)
					}
				}
			case httpSender(fn):
				r.sends = true
			case sameModule(pass, fn.Pkg().Path()) && pass.ImportObjectFact(fn, &fact):
				setParam(fact.Param, fact.Pkg)
				r.sends = true
			}
		}
		return true
	})
	return r
}

// localConstString returns the value of e, a string literal or a string
// constant declared in the package of pass, or "".
func localConstString(pass *analysis.Pass, e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
	case *ast.Ident:
		if c, ok := pass.TypesInfo.Uses[e].(*types.Const); !ok || c.Pkg() != pass.Pkg {
			return ""
		}
	default:
		return ""
	}
	k, _ := constStringExpr(pass.TypesInfo, e)
	return k
}

// sameModule reports whether the package path belongs to the module of
// pass: a dependency's facts are followed within its module only, as
// the standalone driver loads them (see QueryKeyCandidate).
func sameModule(pass *analysis.Pass, path string) bool {
	return irutil.InModule(pass.Module.Path, path)
}

// valuesSetter reports whether fn is url.Values' Set or Add.
func valuesSetter(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && (fn.Name() == "Set" || fn.Name() == "Add") && isNamedType(deref(recv.Type()), "net/url", "Values")
}

// httpSender reports whether fn sends an HTTP request: net/http's
// client methods and functions, a transport's RoundTrip, or the Do of a
// doer interface (see requestDoer).
func httpSender(fn *types.Func) bool {
	if fn.Pkg().Path() == "net/http" {
		switch fn.Name() {
		case "Do", "Get", "Post", "PostForm", "Head", "RoundTrip":
			return true
		}
		return false
	}
	if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
		return requestDoer(fn)
	}
	return false
}

// returnsError reports whether sig has an error result.
func returnsError(sig *types.Signature) bool {
	for v := range sig.Results().Variables() {
		if irutil.IsErrorType(v.Type()) {
			return true
		}
	}
	return false
}

// exportedReceiver reports whether fn is a function or a method of an
// exported type: what another module can call by name.
func exportedReceiver(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	if recv == nil {
		return true
	}
	n, ok := deref(recv.Type()).(*types.Named)
	return ok && n.Obj().Exported()
}

// constStringExpr returns the constant string value of e.
func constStringExpr(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// QueryKeyCandidate reports whether the Go files of a dependency's
// package may hold what exportDepQueryKeys looks for, read from their
// tokens alone: a URL template with a secret-named query parameter, or a
// secret-named string that url.Values may be given (`q.Set("api_key",
// …)`, `url.Values{"api_key": …}`, or a constant a Set call names) in a
// package that encodes values into a URL's query (`u.RawQuery =
// q.Encode()`, `base + "?" + q.Encode()`, a format with "?" printing
// one). It holds for every package in which the analysis may export a
// DepQueryKeyFact, and for few others: the standalone driver loads such
// packages from source (go vet analyzes every dependency), so that both
// see the same facts. Secret names are those of the analysis' flags in
// force.
func QueryKeyCandidate(files []string) bool {
	c := compiled(flagOptions(ConfigAnalyzer.Flags.Lookup))
	srcs := make([][]byte, 0, len(files))
	for _, name := range files {
		if fi, err := os.Stat(name); err != nil || fi.Size() > maxScannedFile {
			continue
		}
		if src, err := os.ReadFile(name); err == nil {
			srcs = append(srcs, src)
		}
	}
	// A query-encoding statement or a URL template first: most packages
	// have neither, and their files are not tokenized.
	encodes := false
	for _, src := range srcs {
		if !queryParamBytes(src) && !bytes.Contains(src, []byte(".Encode()")) && !bytes.Contains(src, []byte("RawQuery")) {
			continue
		}
		switch template, enc, _ := scanQueryTokens(c, src); {
		case template:
			return true
		case enc:
			encodes = true
		}
	}
	if !encodes {
		return false
	}
	for _, src := range srcs {
		if _, _, secret := scanQueryTokens(c, src); secret {
			return true
		}
	}
	return false
}

// queryParamBytes reports whether src holds a query parameter's
// spelling, `?name=` or `&name=` (queryParamInLiteral), anywhere: a
// quick test before tokenizing.
func queryParamBytes(src []byte) bool {
	for _, sep := range []byte{'?', '&'} {
		for rest := src; ; {
			i := bytes.IndexByte(rest, sep)
			if i < 0 {
				break
			}
			rest = rest[i+1:]
			n := 0
			for n < len(rest) && (rest[n] == '_' || rest[n] == '.' || rest[n] == '-' || 'a' <= rest[n]|0x20 && rest[n]|0x20 <= 'z' || n > 0 && '0' <= rest[n] && rest[n] <= '9') {
				n++
			}
			if n > 0 && n < len(rest) && rest[n] == '=' && rest[0] != '_' && rest[0] != '.' && rest[0] != '-' {
				return true
			}
		}
	}
	return false
}

// scanQueryTokens reads the tokens of one Go file for QueryKeyCandidate:
// whether a string spells a URL template with a secret-named query
// parameter, whether the file encodes url.Values into a URL's query, and
// whether a string (not a struct tag) is a secret name.
func scanQueryTokens(c *config, src []byte) (template, encodes, secret bool) {
	var s scanner.Scanner
	s.Init(token.NewFileSet().AddFile("", -1, len(src)), src, nil, 0)
	var prev [3]token.Token // the tokens before the current one, last first
	var prevLit [3]string
	rawQuery := 0 // tokens left of a `RawQuery =` statement, which must call Encode
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return template, encodes, secret
		}
		switch tok {
		case token.STRING:
			v, err := strconv.Unquote(lit)
			if err != nil {
				break
			}
			if c.templateSecret(v) != "" {
				template = true
			}
			if !strings.Contains(v, `:"`) && c.isSecretName(v) { // not a struct tag
				secret = true
			}
			if strings.Contains(v, "?") && prev[0] == token.LPAREN && prev[1] == token.IDENT && strings.HasPrefix(prevLit[1], "Sprint") && bytes.Contains(src, []byte(".Encode()")) {
				encodes = true // fmt.Sprintf("%s?%s", base, q.Encode())
			}
		case token.IDENT:
			switch {
			case lit == "Encode" && prev[0] == token.PERIOD && (rawQuery > 0 || prev[1] == token.IDENT && prev[2] == token.ADD):
				encodes = true // u.RawQuery = q.Encode(), base + "?" + q.Encode()
			case lit == "RawQuery":
				rawQuery = -1 // an assignment or a key may follow
			}
		case token.ASSIGN, token.ADD_ASSIGN, token.COLON:
			if rawQuery == -1 {
				rawQuery = 40
			}
		case token.SEMICOLON:
			rawQuery = 0
		}
		if rawQuery > 0 {
			rawQuery--
		} else if rawQuery == -1 && tok != token.IDENT {
			rawQuery = 0
		}
		prev[2], prev[1], prev[0] = prev[1], prev[0], tok
		prevLit[2], prevLit[1], prevLit[0] = prevLit[1], prevLit[0], lit
	}
}

// depQueryKeys returns the DepQueryKeyFacts of the functions of the
// packages that the package of pass imports: the standalone driver reads
// those of the imported modules alone (QueryKeyCandidate), so the facts
// of packages further away are not used.
func depQueryKeys(pass *analysis.Pass) map[types.Object]*DepQueryKeyFact {
	var out map[types.Object]*DepQueryKeyFact
	for _, f := range pass.AllObjectFacts() {
		fact, ok := f.Fact.(*DepQueryKeyFact)
		if !ok || f.Object.Pkg() == nil || !slices.Contains(pass.Pkg.Imports(), f.Object.Pkg()) {
			continue
		}
		if out == nil {
			out = map[types.Object]*DepQueryKeyFact{}
		}
		out[f.Object] = fact
	}
	return out
}
