package handlers

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A Note says where discovery could not see a package's tools, so that a
// package with tools is never silently clean: an MCP SDK mcplint does not
// model, or tool registrations whose handlers it could not follow while it
// found no handler in the package. Notes are not findings.
type Note struct {
	Pos     token.Pos
	Message string
}

// unsupportedNotes names the imports of MCP SDKs that mcplint does not
// model.
func unsupportedNotes(files []*ast.File) []Note {
	var notes []Note
	seen := map[string]bool{}
	for _, f := range files {
		for _, imp := range f.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				continue
			}
			m := sdk.UnsupportedSDK(path)
			if m == "" || seen[m] {
				continue
			}
			seen[m] = true
			notes = append(notes, Note{Pos: imp.Pos(), Message: fmt.Sprintf(
				"package imports %s, an MCP SDK mcplint does not support: its tool handlers are not discovered or checked", m)})
		}
	}
	return notes
}

// unfollowedNote returns a note naming the tool registrations of the
// package whose handler argument discovery could not follow to a function,
// when it found no handler in the package at all. Registrations whose
// handler is a parameter of a wrapper, is read from a project record or
// registry, or is made by another package are followed elsewhere.
func (d *discovery) unfollowedNote() []Note {
	if len(d.res.Handlers) > 0 || len(d.res.Imported) > 0 {
		return nil
	}
	var lost []token.Pos
	for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
		c := call.Common()
		reg := sdk.CallOf(irutil.StaticFunc(c))
		if reg.Kind != sdk.Register {
			continue
		}
		arg := irutil.ParamArg(c, reg.HandlerArg)
		if arg == nil {
			continue
		}
		if !d.followedElsewhere(arg, 0) {
			lost = append(lost, call.Pos())
		}
	}
	if len(lost) == 0 {
		return nil
	}
	sort.Slice(lost, func(i, j int) bool { return lost[i] < lost[j] })
	msg := fmt.Sprintf("package registers tools but mcplint could not follow the handler of this registration to a function (%d such registration(s) in the package) and found no tool handler: its tools are not checked", len(lost))
	return []Note{{Pos: lost[0], Message: msg}}
}

// dispatcherNote returns a note on a hand-written tools/call dispatch (a
// case or comparison on the method name "tools/call") in a package where
// discovery found no tool handler: the server's tools are reached in a way
// mcplint does not follow (an interface method, a function without a
// tool's result), so they are not checked. The tools/call code must call
// something: a branch that only returns the requested name is no
// dispatch.
func dispatcherNote(pass *analysis.Pass, res *Result) []Note {
	if len(res.Handlers) > 0 || len(res.Imported) > 0 || sdk.OfPackage(pass.Pkg.Path()) != sdk.None {
		return nil
	}
	if scope := newToolsCallScope(pass.Fset, pass.TypesInfo, pass.Files); !scope.makesCalls(pass.TypesInfo, pass.Files) {
		// Code that only reads a tools/call request (HTTP middleware
		// gating the requested tool name) answers no tool.
		return nil
	}
	if at := toolsCallPos(pass); at.IsValid() && !inSDKCallback(pass, at) {
		return []Note{{Pos: at, Message: "package dispatches tools/call but mcplint found no tool handler it can follow (tools behind an interface method or returning no call-tool result): the checks of what a tool returns do not see its tools (errorleak still follows the text it writes)"}}
	}
	return nil
}

// forwardsGivenHandler reports whether fn, a closure, forwards the error of
// a handler its enclosing function was given (a parameter it captures):
// a decorator a registration helper wraps around each handler, whose
// handlers are followed at the helper's callers.
//
//	func (s *Server) AddTool(t mcp.Tool, h server.ToolHandlerFunc) {
//		s.mcp.AddTool(t, func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			return h(ctx, r)
//		})
//	}
func forwardsGivenHandler(fn *ssa.Function) bool {
	parent := fn.Parent()
	if parent == nil {
		return false
	}
	for _, dc := range dynamicHandlerCalls(fn) {
		if dc.fate != fateForwarded && dc.fate != fateConverted {
			continue
		}
		v := dc.call.Common().Value
		if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
			v = load.X // a variable captured by reference
		}
		fv, ok := v.(*ssa.FreeVar)
		if !ok {
			continue
		}
		i := slices.Index(fn.FreeVars, fv)
		for _, b := range parent.Blocks {
			for _, instr := range b.Instrs {
				if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && i < len(mc.Bindings) && irutil.ParamOf(mc.Bindings[i], parent) {
					return true
				}
			}
		}
	}
	return false
}

// followedElsewhere reports whether handler value v, which yields no
// handler in this package, is one discovery accounts for elsewhere: a
// parameter (a wrapper's, whose callers are analyzed), a value read from a
// project record or registry (found where it is stored), a package-level
// variable that only package initialization sets to such a value, a function or
// the result of a call of another package, or the result of a
// same-package function of an SDK handler type applied to such a value
// (a decorator: "r.apply(handler, mws...)").
func (d *discovery) followedElsewhere(v ssa.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	if fls := d.funcsOf(v, 0); len(fls) > 0 {
		// Followed to functions: accounted for only if one became a
		// handler (a closure inside a generic decorator may not).
		for _, fl := range fls {
			if d.res.ByFunc[fl.fn] != nil || fl.factory || fl.fn.Pkg != d.ssa.Pkg {
				return true // a handler here, or another package's
			}
			if forwardsGivenHandler(fl.fn) {
				return true // a decorator of a parameter: followed at the callers
			}
		}
		return false
	}
	if vals, ok := irutil.CapturedValues(v); ok && len(vals) > 0 {
		// A variable a closure captures: followed where it is assigned.
		for _, val := range vals {
			if !d.followedElsewhere(val, depth+1) {
				return false
			}
		}
		return true
	}
	switch v := v.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		return true
	case *ssa.Function:
		return v.Pkg != d.ssa.Pkg
	case *ssa.ChangeType:
		return d.followedElsewhere(v.X, depth+1)
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !d.followedElsewhere(e, depth+1) {
				return false
			}
		}
		return true
	case *ssa.UnOp:
		if g, ok := v.X.(*ssa.Global); ok && v.Op == token.MUL && g.Pkg == d.ssa.Pkg {
			// A package-level variable: followed when only package
			// initialization sets it, to what it is set to.
			vals, ok := d.globalValues(g)
			if !ok || len(vals) == 0 {
				return false
			}
			for _, val := range vals {
				if !d.followedElsewhere(val, depth+1) {
					return false
				}
			}
		}
		return true
	case *ssa.Field, *ssa.Lookup:
		return true
	case *ssa.MakeClosure:
		// An interface method value (`mcp.AddTool(s, t, querier.Lookup)`
		// on a project interface): its implementations are handlers of
		// their own packages, found by their exported signature.
		if fn, ok := v.Fn.(*ssa.Function); ok && fn.Synthetic != "" && interfaceMethod(fn.Object(), d.projectPackage) {
			return true
		}
	case *ssa.Extract:
		if _, ok := v.Tuple.(*ssa.Lookup); ok {
			return true
		}
		if call, ok := v.Tuple.(*ssa.Call); ok {
			if c := call.Common(); c.StaticCallee() == nil && !c.IsInvoke() {
				switch c.Value.(type) {
				case *ssa.Parameter, *ssa.FreeVar:
					// Made by a function the package was given
					// (`tool, handler := toolFunc()` in newToolDef):
					// followed where it is given, as a parameter.
					return true
				}
			}
			return d.otherPackageCall(call.Common())
		}
	case *ssa.Call:
		return d.otherPackageCall(v.Common()) || d.decoratesFollowed(v.Common(), depth)
	}
	return false
}

// decoratesFollowed reports whether c calls a function of this package
// that returns an SDK handler type and is given a handler value that is
// followed elsewhere.
func (d *discovery) decoratesFollowed(c *ssa.CallCommon, depth int) bool {
	callee := c.StaticCallee()
	if callee == nil || callee.Pkg != d.ssa.Pkg || c.Signature().Results().Len() != 1 ||
		sdk.NamedHandlerType(c.Signature().Results().At(0).Type()) == sdk.NotHandler {
		return false
	}
	for _, arg := range c.Args {
		if sdk.NamedHandlerType(arg.Type()) != sdk.NotHandler && d.followedElsewhere(arg, depth+1) {
			return true
		}
	}
	return false
}

func (d *discovery) otherPackageCall(c *ssa.CallCommon) bool {
	callee := c.StaticCallee()
	return callee != nil && callee.Pkg != nil && callee.Pkg != d.ssa.Pkg
}

// inSDKCallback reports whether pos is inside a function that takes a
// value of an SDK's type (a go-sdk receiving middleware's mcp.Request, an
// mcp-go hook's method): a test of the method there filters what the SDK
// dispatches, it dispatches nothing itself.
func inSDKCallback(pass *analysis.Pass, pos token.Pos) bool {
	for _, f := range pass.Files {
		if pos < f.Pos() || pos > f.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, pos, pos)
		for _, n := range path {
			var sig *types.Signature
			switch n := n.(type) {
			case *ast.FuncLit:
				sig, _ = pass.TypesInfo.TypeOf(n.Type).(*types.Signature)
			case *ast.FuncDecl:
				// A declaration's type is its object's: the FuncType
				// node has none recorded.
				if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok {
					sig = fn.Signature()
				}
			}
			if sig == nil {
				continue
			}
			for v := range sig.Params().Variables() {
				t := types.Unalias(v.Type())
				if p, ok := t.(*types.Pointer); ok {
					t = types.Unalias(p.Elem())
				}
				if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && sdk.OfPackage(n.Obj().Pkg().Path()) != sdk.None {
					return true
				}
			}
		}
	}
	return false
}

// interfaceMethod reports whether obj is a method of an interface of a
// package that project accepts.
func interfaceMethod(obj types.Object, project func(path string) bool) bool {
	m, ok := obj.(*types.Func)
	if !ok || m.Pkg() == nil || !project(m.Pkg().Path()) {
		return false
	}
	r := m.Signature().Recv()
	return r != nil && types.IsInterface(r.Type())
}
