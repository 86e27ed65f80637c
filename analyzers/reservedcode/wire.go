package reservedcode

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A project struct with a JSON code and message (a hand-rolled JSON-RPC
// error object) mints a code only if its values can reach a client as the
// error member of a JSON-RPC response. One that is also a Go error can
// instead be a project's structured error that SDK handlers return, whose
// code ends up in the text of an isError result or of a -32603 message,
// never in a JSON-RPC code: reporting its codes would cry wolf. Such a type
// counts only when this package or the type's own package gives evidence
// that it reaches the wire: a struct field or a map entry named "error"
// that can hold it, or a code site that copies its code.

// wire tells which hand-rolled error types of a package's code sites
// reach the wire.
type wire struct {
	pass  *analysis.Pass
	holds []types.Type // types of "error" fields and map entries seen here
	// responses are the types of the "error" fields of structs that also
	// have a "jsonrpc" member: JSON-RPC responses proper.
	responses []types.Type
	copied    map[*types.Named]bool // types whose code a code site here copies
	scoped    map[*types.Package]bool
}

func newWire(pass *analysis.Pass, sites []handlers.CodeSite) *wire {
	w := &wire{pass: pass, copied: map[*types.Named]bool{}, scoped: map[*types.Package]bool{}}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.StructType:
				if st, ok := pass.TypesInfo.TypeOf(n).(*types.Struct); ok {
					w.addFields(st)
				}
			case *ast.CompositeLit:
				w.addMapEntries(n)
			}
			return true
		})
	}
	w.scoped[pass.Pkg] = true
	for _, s := range sites {
		sel, ok := astutil.Unparen(handlers.StripConversions(pass.TypesInfo, s.Code)).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if t := named(pass.TypesInfo.TypeOf(sel.X)); t != nil && sdk.IsJSONRPCErrorType(t) == sdk.HandRolled {
			w.copied[t] = true
		}
	}
	return w
}

// addFields records the types of st's fields whose JSON name is "error".
func (w *wire) addFields(st *types.Struct) {
	jsonrpc := false
	for i := range st.NumFields() {
		if strings.EqualFold(sdk.JSONName(st, i), "jsonrpc") {
			jsonrpc = true
		}
	}
	for i := range st.NumFields() {
		if strings.EqualFold(sdk.JSONName(st, i), "error") {
			w.holds = append(w.holds, st.Field(i).Type())
			if jsonrpc {
				w.responses = append(w.responses, st.Field(i).Type())
			}
		}
	}
}

// addMapEntries records the types of the values of a map literal's
// entries under the constant key "error".
func (w *wire) addMapEntries(lit *ast.CompositeLit) {
	if _, ok := w.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Map); !ok {
		return
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if tv, ok := w.pass.TypesInfo.Types[kv.Key]; ok && tv.Value != nil && tv.Value.Kind() == constant.String &&
			strings.EqualFold(constant.StringVal(tv.Value), "error") {
			w.holds = append(w.holds, w.pass.TypesInfo.TypeOf(kv.Value))
		}
	}
}

// reaches reports whether the error object a code site builds may reach
// a client as a JSON-RPC error: always for an SDK's error types and for a
// hand-rolled one of this package that is no Go error, else on evidence
// (see above). A hand-rolled type of another package that is no Go error
// (the error payload of a project's own IPC message, `ipc.ToolResultMsg{Error:
// &ipc.ErrorPayload{Code: -32000}}`, which the package turns into an isError
// result) counts when a JSON-RPC response proper (a struct with "jsonrpc" and
// "error" members) of this package or the type's holds it.
func (w *wire) reaches(s handlers.CodeSite) bool {
	if s.SDK != sdk.HandRolled {
		return true
	}
	t := w.siteType(s)
	if t == nil {
		return true
	}
	if !isGoError(t) {
		if t.Obj().Pkg() == w.pass.Pkg || t.Obj().Pkg() == nil {
			return true
		}
		w.scope(t.Obj().Pkg())
		return anyHolds(w.responses, t)
	}
	if w.copied[t] {
		return true
	}
	w.scope(t.Obj().Pkg())
	return anyHolds(w.holds, t)
}

// anyHolds reports whether one of the types hs can hold a value of t.
func anyHolds(hs []types.Type, t *types.Named) bool {
	for _, h := range hs {
		if holds(h, t) {
			return true
		}
	}
	return false
}

// scope records the "error" fields of the struct types pkg declares,
// once.
func (w *wire) scope(pkg *types.Package) {
	if pkg != nil && !w.scoped[pkg] {
		w.scoped[pkg] = true
		for _, name := range pkg.Scope().Names() {
			if st, ok := pkg.Scope().Lookup(name).Type().Underlying().(*types.Struct); ok {
				if _, isType := pkg.Scope().Lookup(name).(*types.TypeName); isType {
					w.addFields(st)
				}
			}
		}
	}
}

// siteType returns the hand-rolled error type a code site builds, or nil
// when it cannot tell.
func (w *wire) siteType(s handlers.CodeSite) *types.Named {
	info := w.pass.TypesInfo
	if s.Helper != nil {
		res := s.Helper.Type().(*types.Signature).Results()
		for i := range res.Len() {
			if t := named(res.At(i).Type()); t != nil && sdk.IsJSONRPCErrorType(t) == sdk.HandRolled {
				return t
			}
		}
		return nil
	}
	switch n := s.Node.(type) {
	case *ast.CompositeLit:
		return named(info.TypeOf(n))
	case *ast.AssignStmt:
		for _, l := range n.Lhs {
			if sel, ok := astutil.Unparen(l).(*ast.SelectorExpr); ok {
				if t := named(info.TypeOf(sel.X)); t != nil && sdk.IsJSONRPCErrorType(t) == sdk.HandRolled {
					return t
				}
			}
		}
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(info, n).(*types.Func); ok {
			return w.siteType(handlers.CodeSite{CodeSite: s.CodeSite, Helper: fn})
		}
	}
	return nil
}

// named returns the named type t is or points to, or nil.
func named(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, _ := t.(*types.Named)
	return n
}

// isGoError reports whether t or *t implements error.
func isGoError(t *types.Named) bool {
	errType := types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
	return types.Implements(t, errType) || types.Implements(types.NewPointer(t), errType)
}

// holds reports whether a field or map entry of type h can hold a value
// of t: h is t, *t, a slice of either, or an interface t or *t implements.
func holds(h types.Type, t *types.Named) bool {
	h = types.Unalias(h)
	if s, ok := h.Underlying().(*types.Slice); ok {
		h = s.Elem()
	}
	if named(h) == t {
		return true
	}
	if it, ok := h.Underlying().(*types.Interface); ok {
		return types.Implements(t, it) || types.Implements(types.NewPointer(t), it)
	}
	return false
}
