package taint

import (
	"net"
	"regexp"
	"strings"

	"github.com/mcplint/mcplint/passes/irutil"
	"golang.org/x/tools/go/ssa"
)

// An HTTP client error (*url.Error) carries the method and the request URL,
// never the body or the headers. It leaks only what the URL shows: a
// credential (user info, a secret-named query parameter, a pre-signed URL:
// labels of the URL's value) or an internal host. A request to the base URL
// of an API, constant or configured, with the credential in a header, leaks
// nothing. These functions read the URL.

// requestURL returns the URL value of an HTTP client call: the url argument
// of http.Get & co., or the url passed to http.NewRequest for Do and
// RoundTrip. It returns nil when unknown.
func requestURL(recv, name string, arg func(int) ssa.Value) ssa.Value {
	switch name {
	case "Get", "Head", "Post", "PostForm":
		return arg(0)
	case "Do", "RoundTrip":
		return newRequestURL(arg(0), 0)
	}
	return nil
}

// newRequestURL returns the url that req, a request http.NewRequest made,
// was made with; for a request made on one of several branches
// (`if body != nil { req, err = http.NewRequest("POST", u, body) } else
// { req, err = http.NewRequest("POST", u, nil) }`), the url they agree
// on. It returns nil when unknown.
func newRequestURL(req ssa.Value, depth int) ssa.Value {
	if phi, ok := req.(*ssa.Phi); ok && depth < 4 {
		var u ssa.Value
		for _, edge := range phi.Edges {
			if c, ok := edge.(*ssa.Const); ok && c.IsNil() {
				continue
			}
			eu := newRequestURL(edge, depth+1)
			if eu == nil || u != nil && eu != u {
				return nil
			}
			u = eu
		}
		return u
	}
	ex, ok := req.(*ssa.Extract)
	if !ok || ex.Index != 0 {
		return nil
	}
	call, ok := ex.Tuple.(*ssa.Call)
	if !ok {
		return nil
	}
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "net/http" {
		return nil
	}
	args := call.Common().Args
	switch obj.Name() {
	case "NewRequest":
		if len(args) > 1 {
			return args[1]
		}
	case "NewRequestWithContext":
		if len(args) > 2 {
			return args[2]
		}
	}
	return nil
}

// getterPrefix is urlPrefix for the string a same-package getter fn
// returns (`func backendBase() string`): the prefix of a return that names
// an internal host (a loopback default beside a configured value: the
// default is what the error shows when the setting is empty), else the
// prefix its returns agree on, else none.
func (e *engine) getterPrefix(fn *ssa.Function, depth int) (string, bool) {
	var prefixes []string
	var wholes []bool
	for _, ret := range returnsOf(fn) {
		if len(ret.Results) != 1 {
			return "", false
		}
		p, w := e.urlPrefix(ret.Results[0], depth+1)
		if hostLeak(p, w) != "" {
			return p, w
		}
		prefixes, wholes = append(prefixes, p), append(wholes, w)
	}
	if len(prefixes) == 0 {
		return "", false
	}
	for i := range prefixes {
		if prefixes[i] != prefixes[0] || wholes[i] != wholes[0] {
			return "", false
		}
	}
	return prefixes[0], wholes[0]
}

// sentURL returns the URL of request req that Do or RoundTrip sends: the
// url passed to http.NewRequest where req is made, or nil.
func sentURL(req ssa.Value) ssa.Value {
	req = requestOrigin(req)
	return requestURL("Client", "Do", func(int) ssa.Value { return req })
}

// requestOrigin returns the request req copies: the receiver of
// (*http.Request).WithContext or Clone, whose copy keeps its URL
// (`req = req.WithContext(ctx)`, which generated API clients do in every
// operation), or req itself.
func requestOrigin(req ssa.Value) ssa.Value {
	for range 4 {
		call, ok := req.(*ssa.Call)
		if !ok || len(call.Common().Args) == 0 {
			return req
		}
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "net/http" || irutil.RecvName(obj) != "Request" ||
			obj.Name() != "WithContext" && obj.Name() != "Clone" {
			return req
		}
		req = call.Common().Args[0]
	}
	return req
}

// urlLeak says why the *url.Error of a request to URL v leaks, or "" when
// nothing shows it does: the URL names an internal host (localhost, a
// private or loopback address, an internal domain) or holds user info in
// its constant part. Credentials in query parameters and other secrets are
// labels of the URL's value (see queryCredential), not decided here.
func (e *engine) urlLeak(v ssa.Value) string {
	return e.urlLeakDepth(v, 0)
}

func (e *engine) urlLeakDepth(v ssa.Value, depth int) string {
	if v == nil || depth > 8 {
		return ""
	}
	if phi, ok := v.(*ssa.Phi); ok {
		for _, x := range phi.Edges {
			if why := e.urlLeakDepth(x, depth+1); why != "" {
				return why
			}
		}
		return ""
	}
	prefix, whole := e.urlPrefix(v, depth)
	return hostLeak(prefix, whole)
}

// urlPrefix returns the constant prefix of a string value, and whether
// the prefix is the whole value.
func (e *engine) urlPrefix(v ssa.Value, depth int) (string, bool) {
	if depth > 8 {
		return "", false
	}
	switch v := v.(type) {
	case *ssa.Const:
		s, ok := constString(v)
		return s, ok
	case *ssa.BinOp:
		px, wx := e.urlPrefix(v.X, depth+1)
		if !wx {
			return px, false
		}
		py, wy := e.urlPrefix(v.Y, depth+1)
		return px + py, wy
	case *ssa.ChangeType:
		return e.urlPrefix(v.X, depth+1)
	case *ssa.Convert:
		return e.urlPrefix(v.X, depth+1)
	case *ssa.MakeInterface:
		return e.urlPrefix(v.X, depth+1)
	case *ssa.UnOp:
		if g, ok := v.X.(*ssa.Global); ok {
			if c := e.constGlobal(g); c != nil {
				return e.urlPrefix(c, depth+1)
			}
		}
	case *ssa.Extract:
		// u, err := url.Parse(s)
		if s := parsedURL(v); s != nil {
			return e.urlPrefix(s, depth+1)
		}
	case *ssa.Call:
		if fn := v.Common().StaticCallee(); fn != nil && fn.Pkg == e.pkg && len(fn.Params) == 0 && fn.Blocks != nil {
			return e.getterPrefix(fn, depth)
		}
		obj := irutil.StaticFunc(v.Common())
		if obj == nil || obj.Pkg() == nil {
			return "", false
		}
		args := v.Common().Args
		switch obj.Pkg().Path() + "." + irutil.RecvName(obj) + "." + obj.Name() {
		case "fmt..Sprintf":
			if len(args) == 2 {
				return e.sprintfPrefix(args[0], args[1], depth)
			}
		case "net/url.URL.String", "net/url.URL.JoinPath", "net/url..JoinPath",
			"strings..TrimSuffix", "strings..TrimRight", "strings..TrimSpace":
			if len(args) > 0 {
				p, w := e.urlPrefix(args[0], depth+1)
				return p, w && obj.Name() == "String"
			}
		}
	}
	return "", false
}

// sprintfPrefix returns the constant prefix of fmt.Sprintf(format, va...).
func (e *engine) sprintfPrefix(format, va ssa.Value, depth int) (string, bool) {
	f, ok := constString(format)
	if !ok {
		return "", false
	}
	elems := varargs(va)
	var b strings.Builder
	arg := 0
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		if i+1 >= len(f) || (f[i+1] != 's' && f[i+1] != 'v') || arg >= len(elems) || elems[arg] == nil {
			return b.String(), false
		}
		p, w := e.urlPrefix(elems[arg], depth+1)
		b.WriteString(p)
		if !w {
			return b.String(), false
		}
		arg++
		i++
	}
	return b.String(), true
}

// constGlobal returns the constant a package-level variable is initialized
// with, when the package initializer stores exactly one constant into it and
// no function of the package assigns it.
func (e *engine) constGlobal(g *ssa.Global) ssa.Value {
	if val, ok := e.globalInit(g).(*ssa.Const); ok {
		return val
	}
	return nil
}

// hostLeak says why a URL with the given constant prefix leaks
// infrastructure when it appears in an error: user info in the URL, or a
// complete host that is internal. It returns "" when the prefix shows
// neither (a public host, or a host that is not constant).
func hostLeak(prefix string, whole bool) string {
	_, rest, ok := strings.Cut(prefix, "://")
	if !ok {
		return ""
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		if !whole {
			return "" // the host may go on
		}
		end = len(rest)
	}
	host := rest[:end]
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		if strings.Contains(host[:at], ":") {
			return "a *url.Error prints the request URL, user info (a password) included"
		}
		host = host[at+1:]
	}
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.ToLower(strings.Trim(host, "[]"))
	if internalHost(host) {
		return "a *url.Error prints the request URL, with the internal host " + host
	}
	return ""
}

// internalHost reports whether a host name or address is internal:
// localhost, a loopback, private or link-local address, or a name under a
// domain used only inside networks.
func internalHost(host string) bool {
	if host == "" {
		return false
	}
	if ip := net.ParseIP(host); ip != nil {
		return ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified()
	}
	if !strings.Contains(host, ".") {
		return true // localhost, a container or service name
	}
	for _, s := range []string{".local", ".localhost", ".internal", ".svc", ".lan", ".corp", ".home", ".intranet", ".private", ".cluster.local"} {
		if strings.HasSuffix(host, s) {
			return true
		}
	}
	return false
}

// queryCredential returns the name of a query parameter named like a
// secret whose value follows the end of text ("...?api_key=", "&token="),
// or "".
func (c *config) queryCredential(text string) string {
	m := queryParamEnd.FindStringSubmatch(text)
	if m == nil || !c.isSecretName(m[1]) {
		return ""
	}
	return m[1]
}

var queryParamEnd = regexp.MustCompile(`[?&]([A-Za-z0-9_.\-]+)=$`)

// queryCredentialVerb returns the name of a secret-named query parameter
// whose value a printf format fills with a verb ("?key=%s"), or "".
func (c *config) queryCredentialVerb(format string) string {
	for _, m := range queryParamVerb.FindAllStringSubmatch(format, -1) {
		if c.isSecretName(m[1]) {
			return m[1]
		}
	}
	return ""
}

var queryParamVerb = regexp.MustCompile(`[?&]([A-Za-z0-9_.\-]+)=%[-+# 0-9.]*[svqx]`)
