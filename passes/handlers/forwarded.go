package handlers

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A hand-rolled server often keeps its tools/call code in a package of
// its own and leaves the JSON-RPC answer to the command that reads the
// requests:
//
//	func (s *Server) HandleRequest(req string) (any, error) { … return s.callTool(name, args) }
//	func (s *Server) callTool(name string, args map[string]any) (any, error) {
//		switch name {
//		case "get_item":
//			return s.getItem(args) // the tool
//		…
//	}
//	resp, err := srv.HandleRequest(line) // package main
//	if err != nil { reply(-32603, err.Error()) }
//
// The tools' package sees their errors leave through HandleRequest's
// error result and no more: the tools are open (their exits recorded for
// the importing package, see Handler.Open) and ForwardedToolsFact on
// HandleRequest names them; the package that calls HandleRequest and
// answers its error decides their routing and lists them as imported,
// dispatched by the caller.

// ForwardedToolsFact marks an exported function whose error result is
// the error of the tools its package's tools/call code dispatches by name
// (the tools' full names, their exits' keys, with their tool names).
type ForwardedToolsFact struct {
	Tools []ForwardedTool
	// Miss lists where the tools/call code answers a name no case takes
	// with an error the function returns as well (the error's
	// expression): unknowntool's, reported where the function is called.
	Miss []report.Position
}

// A ForwardedTool is one tool whose error a ForwardedToolsFact's function
// returns.
type ForwardedTool struct {
	Func, Name string
}

// AFact marks ForwardedToolsFact as an analysis fact.
func (*ForwardedToolsFact) AFact() {}

func (f *ForwardedToolsFact) String() string {
	var names []string
	for _, t := range f.Tools {
		names = append(names, t.Name+"="+t.Func)
	}
	return "forwarded(" + strings.Join(names, ", ") + ")"
}

// maxForwardDepth bounds the in-package callers exportedForward follows.
const maxForwardDepth = 3

// exportedForward returns the exported function of the package whose
// error result carries the error of call, a call in fn: fn returns it
// as its own error, and so does each caller up to an exported function
// that no code of the package calls (nil otherwise).
func (d *discovery) exportedForward(fn *ssa.Function, call *ssa.Call) *types.Func {
	errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
	if errVal == nil || !isFailureType(errVal.Type()) || fn.Parent() != nil || dispatchedErrorFate(fn, errVal) != fateForwarded {
		return nil
	}
	return d.forwardedOut(fn, 0)
}

// forwardedOut returns the exported function through whose error result
// the error result of fn, a package-level function, leaves the package:
// fn itself when no code of the package calls it, or its one caller's,
// when that caller returns the error as its own (nil otherwise). Once per
// function.
func (d *discovery) forwardedOut(fn *ssa.Function, depth int) *types.Func {
	if f, ok := d.forwardsOut[fn]; ok {
		return f
	}
	if d.forwardsOut == nil {
		d.forwardsOut = map[*ssa.Function]*types.Func{}
	}
	d.forwardsOut[fn] = nil // a recursion leads nowhere
	var out *types.Func
	var calls []*ssa.Call
	var callers []*ssa.Function
	for caller, c := range irutil.Calls(d.ssa.SrcFuncs) {
		if c.Common().StaticCallee() == fn {
			calls, callers = append(calls, c), append(callers, caller)
		}
	}
	switch {
	case len(calls) == 0:
		obj, ok := fn.Object().(*types.Func)
		recv := fn.Signature.Recv()
		if ok && obj.Exported() && obj.Pkg() == d.pass.Pkg && (recv == nil || exportedType(recv.Type())) {
			out = obj
		}
	case len(calls) == 1 && depth < maxForwardDepth:
		caller, call := callers[0], calls[0]
		errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
		if errVal != nil && isFailureType(errVal.Type()) && caller.Parent() == nil && dispatchedErrorFate(caller, errVal) == fateForwarded {
			out = d.forwardedOut(caller, depth+1)
		}
	}
	d.forwardsOut[fn] = out
	return out
}

// dispatchForOthers adds callee, a tool that call in dispatcher, the
// package's tools/call code, dispatches as t.Name and whose error leaves
// through exported function f, as an open handler (its routing decided
// where f is called) and notes it, and the dispatcher's answer to an
// unknown name, for f's ForwardedToolsFact.
func (d *discovery) dispatchForOthers(f *types.Func, dispatcher *ssa.Function, call *ssa.Call, callee *ssa.Function, obj *types.Func, t dispatch) {
	d.addDispatched(callee, t)
	h := d.res.ByFunc[callee]
	if h == nil {
		return
	}
	h.origin = Origin{Func: obj, Result: -1}
	h.storedOpen = true
	// Its exits are recorded as if its errors went out as JSON-RPC
	// errors, as a candidate's are (findCandidates): the package that
	// answers them decides.
	h.Routing = sdk.Routing{Route: sdk.RouteJSONRPC, Code: -32603}
	if d.forwarded == nil {
		d.forwarded = map[*types.Func][]ForwardedTool{}
	}
	ft := ForwardedTool{Func: obj.FullName(), Name: t.Name}
	if !slices.Contains(d.forwarded[f], ft) {
		d.forwarded[f] = append(d.forwarded[f], ft)
	}
	if d.forwardedMiss == nil {
		d.forwardedMiss = map[*types.Func][]report.Position{}
	}
	if _, done := d.forwardedMiss[f]; !done {
		d.forwardedMiss[f] = d.switchMiss(dispatcher, call)
	}
}

// switchMiss returns where fn, the function whose switch on the tool's
// name dispatches call, answers a name no case takes with an error: the
// errors its default clause returns or assigns (missErrors).
func (d *discovery) switchMiss(fn *ssa.Function, call *ssa.Call) []report.Position {
	decl, ok := fn.Syntax().(*ast.FuncDecl)
	if !ok || decl.Body == nil {
		return nil
	}
	var out []report.Position
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		sw, ok := n.(*ast.SwitchStmt)
		if !ok || out != nil {
			return out == nil
		}
		if call.Pos() < sw.Body.Pos() || call.Pos() >= sw.Body.End() {
			return true
		}
		for _, st := range sw.Body.List {
			if cc, ok := st.(*ast.CaseClause); ok && cc.List == nil {
				for _, e := range missErrors(d.pass.TypesInfo, cc.Body) {
					out = append(out, d.missPosition(e))
				}
			}
		}
		return false
	})
	return out
}

// exportForwardedTools exports the ForwardedToolsFact of each function
// dispatchForOthers noted.
func (d *discovery) exportForwardedTools() {
	for f, tools := range d.forwarded {
		slices.SortFunc(tools, func(a, b ForwardedTool) int { return strings.Compare(a.Func+a.Name, b.Func+b.Name) })
		d.pass.ExportObjectFact(f, &ForwardedToolsFact{Tools: tools, Miss: d.forwardedMiss[f]})
	}
}

// findForwardedTools lists, as imported tools dispatched by the caller,
// the tools of another package whose errors a call of this package
// receives through that package's exported function
// (ForwardedToolsFact), with the routing the caller gives its error.
func (d *discovery) findForwardedTools() {
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg {
			continue
		}
		ff := new(ForwardedToolsFact)
		if !d.pass.ImportObjectFact(obj, ff) {
			continue
		}
		errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
		if errVal == nil {
			continue
		}
		routing, ok := d.dispatcherRouting(fn, errVal, 0)
		if !ok {
			continue
		}
		d.addMiss(ForeignMiss{Routing: routing, Dispatcher: funcName(fn), Pos: call.Pos(), At: ff.Miss})
		for _, t := range ff.Tools {
			d.remote(Origin{Result: -1, pkg: obj.Pkg(), name: t.Func},
				dispatch{Routing: routing, SDK: sdk.HandRolled, Name: t.Name, Dispatcher: funcName(fn)}, call.Pos())
		}
	}
}

// importsForwardedTools reports whether a package this one depends on
// has a ForwardedToolsFact: the package may answer those tools' errors.
func importsForwardedTools(pass *analysis.Pass) bool {
	for _, f := range pass.AllObjectFacts() {
		if _, ok := f.Fact.(*ForwardedToolsFact); ok {
			return true
		}
	}
	return false
}
