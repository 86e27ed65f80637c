package taint

import (
	"net"
	"strings"

	"github.com/mcplint/mcplint/passes/irutil"
	"golang.org/x/tools/go/ssa"
)

// An HTTP client error (*url.Error) carries the request URL. It leaks
// infrastructure only when the URL does: a request to a constant public
// host (https://api.example.com/...) tells the model nothing it could not
// know. These functions recognize such URLs.

// requestURL returns the URL value of an HTTP client call: the url argument
// of http.Get & co., or the url passed to http.NewRequest for Do and
// RoundTrip. It returns nil when unknown.
func requestURL(recv, name string, arg func(int) ssa.Value) ssa.Value {
	switch name {
	case "Get", "Head", "Post", "PostForm":
		return arg(0)
	case "Do", "RoundTrip":
		ex, ok := arg(0).(*ssa.Extract)
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
	}
	return nil
}

// publicURL reports whether v is a URL string (or *url.URL) whose scheme
// and host are constant and name a public host.
func (e *engine) publicURL(v ssa.Value, depth int) bool {
	if v == nil || depth > 8 {
		return false
	}
	if phi, ok := v.(*ssa.Phi); ok {
		for _, x := range phi.Edges {
			if !e.publicURL(x, depth+1) {
				return false
			}
		}
		return len(phi.Edges) > 0
	}
	prefix, whole := e.urlPrefix(v, depth)
	return publicHost(prefix, whole)
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
		if call, ok := v.Tuple.(*ssa.Call); ok && v.Index == 0 {
			if obj := irutil.StaticFunc(call.Common()); obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "net/url" &&
				(obj.Name() == "Parse" || obj.Name() == "ParseRequestURI") && len(call.Common().Args) == 1 {
				return e.urlPrefix(call.Common().Args[0], depth+1)
			}
		}
	case *ssa.Call:
		obj := irutil.StaticFunc(v.Common())
		if obj == nil || obj.Pkg() == nil {
			return "", false
		}
		args := v.Common().Args
		switch obj.Pkg().Path() + "." + recvName(obj) + "." + obj.Name() {
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
	if g.Pkg != e.pkg {
		return nil
	}
	if init := e.pkg.Func("init"); init != nil {
		visit(init)
	}
	for _, fn := range e.funcs {
		visit(fn)
	}
	if _, ok := val.(*ssa.Const); ok && len(stores) == 1 {
		return val
	}
	return nil
}

// publicHost reports whether a URL prefix has a constant http(s) scheme
// and a complete host name that is public (not localhost, an IP address or
// an internal domain).
func publicHost(prefix string, whole bool) bool {
	rest, ok := strings.CutPrefix(prefix, "https://")
	if !ok {
		if rest, ok = strings.CutPrefix(prefix, "http://"); !ok {
			return false
		}
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		if !whole {
			return false // the host may go on
		}
		end = len(rest)
	}
	host := rest[:end]
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		return false // user info in the URL
	}
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.ToLower(host)
	if host == "" || host == "localhost" || !strings.Contains(host, ".") || strings.HasSuffix(host, ".") || net.ParseIP(strings.Trim(host, "[]")) != nil {
		return false
	}
	for _, s := range []string{".local", ".localhost", ".internal", ".svc", ".lan", ".corp", ".home", ".intranet", ".private"} {
		if strings.HasSuffix(host, s) {
			return false
		}
	}
	return true
}
