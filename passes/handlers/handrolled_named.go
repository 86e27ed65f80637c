package handlers

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A package of hand-rolled tools may also hand each tool to a
// registration function together with its name, and leave the registry
// that function fills to code it does not show:
//
//	func init() {
//		RegisterTool(ListOrdersName, handleListOrders)
//	}
//
// where RegisterTool wraps the function in a record or an implementation
// value that a dispatcher of another package installs or looks up
// through a getter. The function handed on is a tool all the same: an
// open candidate, whose routing the dispatcher decides and whose results
// the checks judge here, as an exported tool's.

// findNamedRegistrations lists, in a package that does not answer
// tools/call itself, the functions of the package of a hand-rolled tool's
// signature (sdk.HandRolledToolSignature) that it passes to a call beside
// exactly one constant string, the tool's name, as open candidates under
// that name. A function passed without a name, or beside several
// constant strings, is not known to be a tool.
func (d *discovery) findNamedRegistrations() {
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if d.insideAdapter(fn) {
			continue
		}
		c := call.Common()
		registers := ""
		switch {
		case c.IsInvoke():
			registers = c.Method.Name()
		case c.StaticCallee() != nil:
			callee := c.StaticCallee()
			if callee.Pkg != nil && sdk.OfPackage(callee.Pkg.Pkg.Path()) != sdk.None {
				continue // an SDK registration: discovery's own
			}
			registers = funcName(callee)
		default:
			continue
		}
		name, tool, ok := namedTool(c.Args)
		if !ok {
			continue
		}
		for _, fl := range d.funcsOf(tool, 0) {
			obj, ok := fl.fn.Object().(*types.Func)
			if !ok || obj.Pkg() != d.pass.Pkg || fl.fn.Parent() != nil || fl.fn == fn {
				continue
			}
			d.namedCandidate(fl.fn, name, Provenance{How: HowRegister, Call: registers})
		}
	}
}

// namedTool returns, among the arguments of a call, the one constant
// string and the one value of a hand-rolled tool's function type; ok is
// false unless there is exactly one of each.
func namedTool(args []ssa.Value) (name string, tool ssa.Value, ok bool) {
	names, tools := 0, 0
	for _, a := range args {
		if s := constKey(a); s != "" {
			name, names = s, names+1
			continue
		}
		if sig, isFunc := a.Type().Underlying().(*types.Signature); isFunc && sdk.HandRolledToolSignature(sig) {
			tool, tools = a, tools+1
		}
	}
	return name, tool, names == 1 && tools == 1
}

// namedCandidate lists fn, handed to a registration function under the
// tool name, as an open hand-rolled candidate routed -32603 until a
// dispatcher decides, and so the functions of the package it hands its
// whole answer to (`return handlePipelineDetails(ctx, req)`, see
// textDelegate), as its delegates. A function listed already is not
// listed again; a delegate several tools share is named by its function.
func (d *discovery) namedCandidate(fn *ssa.Function, tool string, via Provenance) {
	if fn.Blocks == nil || d.res.ByFunc[fn] != nil || d.isWrapper(fn) {
		return
	}
	if d.isCandidate(fn) {
		for _, h := range d.res.Candidates {
			if h.Fn == fn && h.Via.How == HowDelegate && h.Tool != tool {
				h.Tool = ""
			}
		}
		return
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return
	}
	h := d.openCandidate(fn, obj, via)
	if h == nil {
		return
	}
	h.Tool = tool
	for _, callee := range delegateCallees(fn, h.ErrIndex) {
		if callee.Pkg == d.ssa.Pkg && callee.Parent() == nil && textDelegate(callee.Signature, h) && handsOnResults(fn, callee) {
			d.namedCandidate(callee, tool, Provenance{How: HowDelegate, Of: h.Name})
		}
	}
}
