package taint

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// googleOption is the package of the Google API clients' options.
const googleOption = "google.golang.org/api/option"

// APIKeyFact marks a package that configures a Google API client with an
// API key (google.golang.org/api/option.WithAPIKey): the client's
// transport puts the key into every request URL (?key=…), so the
// *url.Error of a failed request prints it.
type APIKeyFact struct{}

// AFact marks APIKeyFact as a fact.
func (*APIKeyFact) AFact() {}

func (*APIKeyFact) String() string { return "APIKey" }

// usesAPIKey reports whether the package being analyzed calls
// option.WithAPIKey, exporting an APIKeyFact when it does, or a package it
// depends on does.
func usesAPIKey(pass *analysis.Pass) bool {
	for _, obj := range pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Name() == "WithAPIKey" && fn.Pkg() != nil && fn.Pkg().Path() == googleOption {
			pass.ExportPackageFact(&APIKeyFact{})
			return true
		}
	}
	for _, f := range pass.AllPackageFacts() {
		if _, ok := f.Fact.(*APIKeyFact); ok {
			return true
		}
	}
	return false
}

// googleAPICall reports whether a function of package path with receiver
// recv and name name sends a Google API request: the Do method of a call
// builder of a google.golang.org/api service package.
func googleAPICall(path, recv, name string) bool {
	if name != "Do" || recv == "" || !strings.HasPrefix(path, "google.golang.org/api/") {
		return false
	}
	switch rest := strings.TrimPrefix(path, "google.golang.org/api/"); {
	case strings.HasPrefix(rest, "option"), strings.HasPrefix(rest, "transport"), strings.HasPrefix(rest, "internal"), strings.HasPrefix(rest, "googleapi"), strings.HasPrefix(rest, "iterator"):
		return false
	}
	return true
}

// googleKeyUse is what googleKey says of a Google API client: built with
// an API key, without, or unknown (not traced to its construction: the
// package's use of API keys, usesAPIKey, decides).
type googleKeyUse int

const (
	googleKeyUnknown googleKeyUse = iota
	googleKeyed                   // built with option.WithAPIKey
	googleUnkeyed                 // built without (an OAuth HTTP client)
)

// googleKey says whether the Google API service the call builder recv
// comes from (svc.Cse.List().Q(q), made by a helper of the package or
// right there) was built with an API key: a package that builds one
// client with a key and the others on an OAuth client sends the key
// only with the first one's requests.
func (e *engine) googleKey(recv ssa.Value, depth int) googleKeyUse {
	return e.findGoogleKey(recv, depth, map[ssa.Value]bool{})
}

func (e *engine) findGoogleKey(recv ssa.Value, depth int, seen map[ssa.Value]bool) googleKeyUse {
	if depth > 48 { // call builders chain many setters
		return googleKeyUnknown
	}
	if seen[recv] {
		return googleUnkeyed // a loop (call = call.PageToken(t)): the other edges decide
	}
	seen[recv] = true
	switch x := irutil.UnwrapInterface(recv).(type) {
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			return e.findGoogleKey(call, depth+1, seen)
		}
	case *ssa.Call:
		fn, obj := irutil.StaticCallee(x.Common())
		switch {
		case fn != nil && fn.Pkg == e.pkg && fn.Blocks != nil:
			// A helper of the package making the service: keyed when
			// one of its returns is, unkeyed when all are.
			var vals []ssa.Value
			for _, ret := range returnsOf(fn) {
				v := irutil.ReturnedValue(ret, 0)
				if c, ok := v.(*ssa.Const); !ok || !c.IsNil() {
					vals = append(vals, v)
				}
			}
			return e.anyGoogleKey(vals, depth, seen)
		case obj == nil || obj.Pkg() == nil || !strings.HasPrefix(obj.Pkg().Path(), "google.golang.org/api/"):
			return googleKeyUnknown
		case irutil.RecvName(obj) != "" && len(x.Common().Args) > 0:
			return e.findGoogleKey(x.Common().Args[0], depth+1, seen) // svc.Cse.List(), call.Q(q)
		case obj.Name() == "NewService" || obj.Name() == "New":
			return googleServiceKey(x.Common())
		}
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL && dependencyField(fa.X.Type()) {
			return e.findGoogleKey(fa.X, depth+1, seen) // svc.Cse
		}
	case *ssa.Phi:
		return e.anyGoogleKey(x.Edges, depth, seen)
	case *ssa.Parameter:
		// A helper's service parameter (listFiles(svc, q)): what every
		// call in the package passes.
		if args, ok := e.passedArgs(x); ok {
			return e.anyGoogleKey(args, depth, seen)
		}
	}
	return googleKeyUnknown
}

// anyGoogleKey joins what findGoogleKey says of vals: keyed when one is,
// unkeyed when all are.
func (e *engine) anyGoogleKey(vals []ssa.Value, depth int, seen map[ssa.Value]bool) googleKeyUse {
	use := googleUnkeyed
	for _, v := range vals {
		switch e.findGoogleKey(v, depth+1, seen) {
		case googleKeyed:
			return googleKeyed
		case googleKeyUnknown:
			use = googleKeyUnknown
		}
	}
	return use
}

// dependencyField reports whether t, the type of a value whose field is
// read, is a pointer to a struct of a Google API package.
func dependencyField(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && strings.HasPrefix(n.Obj().Pkg().Path(), "google.golang.org/api/")
}

// googleServiceKey says whether the options a Google API package's
// constructor call c is given (NewService(ctx, opts...), or the HTTP
// client of the older New(hc)) include option.WithAPIKey; unknown when
// they are not written at the call.
func googleServiceKey(c *ssa.CallCommon) googleKeyUse {
	sig := c.Signature()
	if !sig.Variadic() {
		return googleUnkeyed // New(httpClient)
	}
	opts, ok := irutil.SliceElems(c.Args[len(c.Args)-1]) // nil: no options
	if !ok {
		return googleKeyUnknown
	}
	for _, o := range opts {
		call, ok := irutil.UnwrapInterface(o).(*ssa.Call)
		if !ok {
			return googleKeyUnknown
		}
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != googleOption {
			return googleKeyUnknown
		}
		if obj.Name() == "WithAPIKey" {
			return googleKeyed
		}
	}
	return googleUnkeyed
}
