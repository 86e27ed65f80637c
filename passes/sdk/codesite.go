package sdk

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// CodeSite is a place in the syntax where a value becomes the code of a
// JSON-RPC error object.
type CodeSite struct {
	// SDK is the SDK of the error type or constructor (HandRolled for the
	// project's own error structs).
	SDK SDK
	// Code is the expression whose value becomes the code; nil when the SDK
	// function chooses the code itself (then Fixed holds it).
	Code  ast.Expr
	Fixed int64
	// Message is the expression that becomes the error's message, or nil.
	Message ast.Expr
}

// CodeSitesOf returns the JSON-RPC error codes that node n sets:
//
//   - a composite literal of an SDK or hand-rolled JSON-RPC error type
//     (go-sdk jsonrpc.Error{Code: …}, mcp-go mcp.JSONRPCErrorDetails{Code: …},
//     a struct with JSON fields "code" and "message"): its code field;
//   - a map literal written as a JSON-RPC error object (see
//     mapErrorObject): its "code" entry;
//   - a call to an SDK constructor of JSON-RPC errors (mcp-go
//     NewJSONRPCError/NewJSONRPCErrorDetails: the code argument; go-sdk
//     ResourceNotFoundError/URLElicitationRequiredError: a fixed code);
//   - an assignment to the code field of such a type (e.Code = …).
func CodeSitesOf(info *types.Info, n ast.Node, v Versions) []CodeSite {
	switch n := n.(type) {
	case *ast.CompositeLit:
		t := info.TypeOf(n)
		if site, ok := MapErrorObject(info, n, false); ok {
			return []CodeSite{site}
		}
		s := IsJSONRPCErrorType(t)
		anon := s == None && anonymousErrorObject(t)
		if anon {
			s = HandRolled
		}
		if s == None {
			return nil
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok {
			return nil
		}
		site := CodeSite{SDK: s}
		for i, elt := range n.Elts {
			var f *types.Var
			val := elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				id, _ := kv.Key.(*ast.Ident)
				if id == nil {
					continue
				}
				f, _ = info.ObjectOf(id).(*types.Var)
				val = kv.Value
			} else if i < st.NumFields() {
				f = st.Field(i)
			}
			role := FieldRole(f)
			if anon {
				role = anonymousRole(st, f)
			}
			switch role {
			case RoleCode:
				site.Code = val
			case RoleMessage:
				site.Message = val
			}
		}
		if site.Code == nil {
			return nil
		}
		return []CodeSite{site}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		c, ok := ErrorConstructorOf(fn, v)
		if !ok {
			return nil
		}
		site := CodeSite{SDK: c.SDK, Fixed: c.Code}
		if c.CodeArg >= 0 {
			if c.CodeArg >= len(n.Args) {
				return nil
			}
			site.Code = n.Args[c.CodeArg]
		}
		if c.MessageArg >= 0 && c.MessageArg < len(n.Args) {
			site.Message = n.Args[c.MessageArg]
		}
		return []CodeSite{site}
	case *ast.AssignStmt:
		if len(n.Lhs) != len(n.Rhs) {
			return nil
		}
		var out []CodeSite
		for i, l := range n.Lhs {
			sel, ok := astutil.Unparen(l).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			f, ok := info.ObjectOf(sel.Sel).(*types.Var)
			if !ok {
				continue
			}
			s := IsJSONRPCErrorType(info.TypeOf(sel.X))
			if FieldRole(f) != RoleCode {
				// body.Error.Code = … on an unnamed error object.
				st, isStruct := info.TypeOf(sel.X).Underlying().(*types.Struct)
				if !anonymousErrorObject(info.TypeOf(sel.X)) || !isStruct || anonymousRole(st, f) != RoleCode {
					continue
				}
				s = HandRolled
			}
			out = append(out, CodeSite{SDK: s, Code: n.Rhs[i]})
		}
		return out
	}
	return nil
}

// MapErrorObject recognizes a JSON-RPC error object written as a map
// literal with string keys and interface values: constant keys "code" and
// "message", the code a constant inside the JSON-RPC implementation band
// -32768..-32000 (`map[string]any{"code": -32001, "message": "denied"}`).
// The band tells it from an HTTP error body's {"code": 404, …}. With
// anyCode, for a literal known otherwise to be a JSON-RPC error (the
// "error" member of a response with a "jsonrpc" member), the code may be
// any integer expression (a helper's parameter).
func MapErrorObject(info *types.Info, lit *ast.CompositeLit, anyCode bool) (CodeSite, bool) {
	m, ok := info.TypeOf(lit).Underlying().(*types.Map)
	if !ok {
		return CodeSite{}, false
	}
	if k, ok := m.Key().Underlying().(*types.Basic); !ok || k.Info()&types.IsString == 0 {
		return CodeSite{}, false
	}
	if _, ok := m.Elem().Underlying().(*types.Interface); !ok {
		return CodeSite{}, false
	}
	site := CodeSite{SDK: HandRolled}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := info.Types[kv.Key]
		if !ok || key.Value == nil || key.Value.Kind() != constant.String {
			continue
		}
		switch constant.StringVal(key.Value) {
		case "code":
			site.Code = kv.Value
		case "message":
			site.Message = kv.Value
		}
	}
	if site.Code == nil || site.Message == nil {
		return CodeSite{}, false
	}
	code, ok := info.Types[site.Code]
	if !ok {
		return CodeSite{}, false
	}
	if anyCode && code.Value == nil {
		b, ok := code.Type.Underlying().(*types.Basic)
		return site, ok && b.Info()&types.IsInteger != 0
	}
	if code.Value == nil || code.Value.Kind() != constant.Int {
		return CodeSite{}, false
	}
	v, exact := constant.Int64Val(code.Value)
	if !exact || v < -32768 || v > -32000 {
		return CodeSite{}, false
	}
	return site, true
}

// anonymousErrorObject reports whether t is an unnamed struct type (or a
// pointer to one) written as a JSON-RPC error object: JSON fields "code",
// an integer, and "message" (`body.Error` of an HTTP 403 body built as
// `struct{ …; Error struct{ Code int \`json:"code"\`; … } }`).
func anonymousErrorObject(t types.Type) bool {
	if t == nil {
		return false
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	st, ok := t.(*types.Struct)
	return ok && errorObjectFields(st)
}

// anonymousRole is FieldRole for field f of st, an unnamed error object
// (see anonymousErrorObject).
func anonymousRole(st *types.Struct, f *types.Var) Role {
	switch f {
	case jsonField(st, "code"):
		return RoleCode
	case jsonField(st, "message"):
		return RoleMessage
	}
	return NoRole
}
