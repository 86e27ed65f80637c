package taint

import (
	"go/constant"

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
