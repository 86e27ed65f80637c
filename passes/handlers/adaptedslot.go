package handlers

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// adaptedSlotFate returns the fact of a register function that adapts its
// handler parameter (an alias of it, aliases) to the project's text tool
// function and keeps the adapted function in a registry or record
// (`r.funcs[def.Name] = adapt(fn)`, adapt returning a closure that calls
// fn and returns its error, or such a closure written in place): the readers of that slot decide the routing,
// as they would for a function kept there as it is. nil when instr is no
// such store, or no reader of the slot decides.
func (d *discovery) adaptedSlotFate(instr ssa.Instruction, aliases map[ssa.Value]bool) *WrapperFact {
	s, val, ok := textSlotOf(instr)
	if !ok {
		return nil
	}
	if ct, isChange := val.(*ssa.ChangeType); isChange {
		val = ct.X
	}
	if !d.adapts(val, aliases) {
		return nil
	}
	route, known := d.slotRoute(s)
	if !known || route.Routing.Route == sdk.RouteUnknown || route.SDK != sdk.MCPGo && route.SDK != sdk.GoSDK {
		return nil
	}
	kept := s.elem
	if s.field != nil {
		kept = s.field.Type()
	}
	if !slices.ContainsFunc(d.res.adaptedElems, func(t types.Type) bool { return types.Identical(t, kept) }) {
		d.res.adaptedElems = append(d.res.adaptedElems, kept)
	}
	return slotWrapperFact(s, route)
}

// adapts reports whether val is the handler whose aliases are given,
// adapted to a function that fails as it does: a closure that calls it
// and returns its error, or what a same-package adapter given it returns
// (forwardsThroughClosure).
func (d *discovery) adapts(val ssa.Value, aliases map[ssa.Value]bool) bool {
	switch val := val.(type) {
	case *ssa.MakeClosure:
		cl, ok := val.Fn.(*ssa.Function)
		return ok && callsWithFate(cl, aliases, fateForwarded)
	case *ssa.Call:
		adapter, _ := irutil.StaticCallee(val.Common())
		if adapter == nil || adapter.Pkg != d.ssa.Pkg || adapter.Blocks == nil {
			return false
		}
		for i, arg := range val.Common().Args {
			if i < len(adapter.Params) && (aliases[arg] || isChangeOf(arg, aliases)) {
				return forwardsThroughClosure(adapter, adapter.Params[i])
			}
		}
	}
	return false
}

// forwardsThroughClosure reports whether adapter returns only closures
// that call its parameter p and return p's error as their own: the
// adapted function fails as p does.
func forwardsThroughClosure(adapter *ssa.Function, p *ssa.Parameter) bool {
	funcs := withAnon(adapter)
	aliases := aliasesOf(p, funcs)
	returned := false
	for _, b := range adapter.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		v := ret.Results[0]
		if ct, isChange := v.(*ssa.ChangeType); isChange {
			v = ct.X
		}
		mc, ok := v.(*ssa.MakeClosure)
		if !ok {
			return false
		}
		cl, ok := mc.Fn.(*ssa.Function)
		if !ok || !callsWithFate(cl, aliases, fateForwarded) {
			return false
		}
		returned = true
	}
	return returned
}
