package taint

import (
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// QueryKeyFact marks a package that has a resty client put a
// secret-named query parameter into its requests' URLs
// (`SetQueryParam("api_key", key)` on the client, on a request or in an
// OnBeforeRequest hook, or a `SetQueryParams` map holding one): the
// *url.Error of a failed request, which resty returns as it is, prints
// the URL with the credential. Param is the parameter's name.
type QueryKeyFact struct{ Param string }

// AFact marks QueryKeyFact as a fact.
func (*QueryKeyFact) AFact() {}

func (f *QueryKeyFact) String() string { return "QueryKey(" + f.Param + ")" }

// restyPackage reports whether path is a version of the resty HTTP
// client.
func restyPackage(path string) bool {
	switch path {
	case "github.com/go-resty/resty/v2", "github.com/go-resty/resty", "resty.dev/v3":
		return true
	}
	return false
}

// restySend reports whether method name of resty's type recv sends a
// request: its error is the transport's, a *url.Error.
func restySend(recv, name string) bool {
	if recv != "Request" {
		return false
	}
	switch name {
	case "Get", "Post", "Put", "Patch", "Delete", "Head", "Options", "Execute", "Send":
		return true
	}
	return false
}

// restyURL returns the URL argument of c, a call of resty's request
// method name (`R().Get(url)`, `Execute(method, url)`), or nil.
func restyURL(c *ssa.CallCommon, name string) ssa.Value {
	i := 1 // after the receiver
	if name == "Execute" {
		i = 2
	}
	if name == "Send" || i >= len(c.Args) {
		return nil
	}
	return c.Args[i]
}

// restyQueryKey returns the name of the secret-named query parameter
// the package's resty clients send (exporting a QueryKeyFact), or that of
// a package it depends on, or "".
func (e *engine) restyQueryKey() string {
	for _, call := range irutil.Calls(e.funcs) {
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || !restyPackage(obj.Pkg().Path()) {
			continue
		}
		args := call.Common().Args
		if len(args) < 2 {
			continue
		}
		var keys []string
		switch obj.Name() {
		case "SetQueryParam":
			if k, ok := constString(args[1]); ok {
				keys = append(keys, k)
			}
		case "SetQueryParams":
			keys = mapKeys(args[1])
		}
		for _, k := range keys {
			if e.cfg.isSecretName(k) {
				e.pass.ExportPackageFact(&QueryKeyFact{Param: k})
				return k
			}
		}
	}
	for _, f := range e.pass.AllPackageFacts() {
		if qk, ok := f.Fact.(*QueryKeyFact); ok {
			return qk.Param
		}
	}
	return ""
}

// mapKeys returns the constant string keys stored into map m, a map
// literal (`map[string]string{"api_key": key}`).
func mapKeys(m ssa.Value) []string {
	if m == nil || m.Referrers() == nil {
		return nil
	}
	var keys []string
	for _, r := range *m.Referrers() {
		if u, ok := r.(*ssa.MapUpdate); ok && u.Map == m {
			if k, ok := u.Key.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String {
				keys = append(keys, constant.StringVal(k.Value))
			}
		}
	}
	return keys
}

// relativePath reports whether u, a request URL, is a constant path
// without scheme and host ("/items"), or one built from such a constant
// (`"/items/" + id`), or a parameter every call in the package gives one
// (of an exported function no call in the package calls: any).
func (e *engine) relativePath(u ssa.Value, depth int) bool {
	for {
		switch v := u.(type) {
		case *ssa.Parameter:
			args, ok := irutil.PassedArgs(e.funcs, v)
			if !ok || depth > 2 {
				return false
			}
			if len(args) == 0 {
				// The path of an exported method of the client
				// (`c.Get("/products")` from the tools' package): a
				// client given a base URL is called with paths.
				obj, _ := v.Parent().Object().(*types.Func)
				return obj != nil && obj.Exported()
			}
			for _, a := range args {
				if !e.relativePath(a, depth+1) {
					return false
				}
			}
			return true
		case *ssa.Const:
			s, ok := constString(v)
			return ok && strings.HasPrefix(s, "/")
		case *ssa.BinOp:
			u = v.X
		case *ssa.Call:
			// fmt.Sprintf("/items/%s", id)
			if obj := irutil.StaticFunc(v.Common()); obj != nil && obj.FullName() == "fmt.Sprintf" && len(v.Common().Args) > 0 {
				u = v.Common().Args[0]
				continue
			}
			return false
		default:
			return false
		}
	}
}

// restyBase returns the base URL the resty client behind v, a request
// (`c.R()`, maybe with setters chained, or made by a helper of the
// package) or a client, was given with
// SetBaseURL (SetHostURL in v2): on the client's chain of setters
// (`resty.New().SetBaseURL(u).SetTimeout(t)`), by a call on the same
// client value, or where the package stores the client into the field v
// was read from. It returns nil when none is found.
func (e *engine) restyBase(v ssa.Value, depth int) ssa.Value {
	if depth > 12 || v == nil { // a chain of setters takes a step each
		return nil
	}
	if call, ok := v.(*ssa.Call); ok {
		if fn := call.Common().StaticCallee(); fn != nil && fn.Pkg == e.pkg && fn.Blocks != nil {
			// A helper of the package that makes the request or the
			// client (`c.prepareRequest()` returning `c.client.R()`).
			for _, ret := range returnsOf(fn) {
				if len(ret.Results) > 0 {
					if b := e.restyBase(irutil.ReturnedValue(ret, 0), depth+1); b != nil {
						return b
					}
				}
			}
			return nil
		}
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || !restyPackage(obj.Pkg().Path()) || len(call.Common().Args) == 0 {
			return nil
		}
		switch obj.Name() {
		case "SetBaseURL", "SetHostURL":
			if len(call.Common().Args) > 1 {
				return call.Common().Args[1]
			}
			return nil
		case "New", "NewWithClient":
			return e.restyBaseSetOn(call)
		}
		if irutil.RecvName(obj) == "" {
			return nil
		}
		// R() or a setter returning its receiver: go on with the
		// receiver.
		if b := e.restyBase(call.Common().Args[0], depth+1); b != nil {
			return b
		}
		return e.restyBaseSetOn(call)
	}
	if f := irutil.ReadField(v); f != nil {
		for st := range irutil.FieldStores(e.funcs, f) {
			if b := e.restyBase(st.Val, depth+1); b != nil {
				return b
			}
		}
		return nil
	}
	return nil
}

// restyBaseSetOn returns the base URL given by a SetBaseURL (or
// SetHostURL) call on client, the value of a call that makes a resty
// client (`c := resty.New(); c.SetBaseURL(u)`), or nil.
func (e *engine) restyBaseSetOn(client ssa.Value) ssa.Value {
	for _, r := range *client.Referrers() {
		call, ok := r.(*ssa.Call)
		if !ok || len(call.Common().Args) < 2 || call.Common().Args[0] != client {
			continue
		}
		if obj := irutil.StaticFunc(call.Common()); obj != nil && (obj.Name() == "SetBaseURL" || obj.Name() == "SetHostURL") {
			return call.Common().Args[1]
		}
	}
	return nil
}
