package taint

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Key-sensitive taint of map results within the package. A helper that
// answers with a status map puts a failure's text under one key only:
//
//	if err != nil {
//		return map[string]any{"success": false, "error": fmt.Sprintf("Connection error: %v", err)}
//	}
//	return reply // decoded from the backend
//
// A handler reading another key of what it returns (`msg, _ :=
// resp["message"].(string)`) does not read that text. So a function of
// the package whose map result is built from literals with constant keys
// is summarized key by key (engine.mapSums), and a read of a constant key
// of its call's result, one the caller only reads, carries that key's
// taint and what any key may hold (maps not built key by key here).

// mapTaint is the taint of a map value by constant key: keys[k] is what
// key k may hold, rest what any key may.
type mapTaint struct {
	keys map[string]Taint
	rest Taint
}

// union returns m ∪ u.
func (m mapTaint) union(u mapTaint) mapTaint {
	out := mapTaint{rest: m.rest.Union(u.rest)}
	for _, src := range []map[string]Taint{m.keys, u.keys} {
		for k, t := range src {
			if out.keys == nil {
				out.keys = map[string]Taint{}
			}
			out.keys[k] = out.keys[k].Union(t)
		}
	}
	return out
}

// stringKeyed reports whether t is a map type with string keys.
func stringKeyed(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	b, ok := m.Key().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// mapValueTaint summarizes map value v of st's function key by key.
func (e *engine) mapValueTaint(st *state, v ssa.Value, seen map[ssa.Value]bool) mapTaint {
	if seen[v] {
		return mapTaint{}
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Phi:
		var out mapTaint
		for _, edge := range x.Edges {
			out = out.union(e.mapValueTaint(st, edge, seen))
		}
		return out
	case *ssa.MakeMap:
		if out, ok := e.literalMapTaint(st, x); ok {
			return out
		}
	case *ssa.UnOp:
		// The result slot of a function with a defer: each value
		// stored there.
		if slot, ok := x.X.(*ssa.Alloc); ok && resultSlot(slot) {
			var out mapTaint
			for _, r := range *slot.Referrers() {
				if store, ok := r.(*ssa.Store); ok {
					out = out.union(e.mapValueTaint(st, store.Val, seen))
				}
			}
			return out
		}
	}
	return mapTaint{rest: e.deep(st, v)}
}

// literalMapTaint summarizes map mm key by key when the function only
// sets constant keys of it, and returns or reads it; ok is false when it
// does anything else with it.
func (e *engine) literalMapTaint(st *state, mm *ssa.MakeMap) (mapTaint, bool) {
	out := mapTaint{keys: map[string]Taint{}}
	for _, r := range *mm.Referrers() {
		switch u := r.(type) {
		case *ssa.MapUpdate:
			k, ok := constString(u.Key)
			if !ok || u.Map != mm {
				return mapTaint{}, false
			}
			out.keys[k] = out.keys[k].Union(e.deep(st, u.Value))
		case *ssa.Return, *ssa.Phi, *ssa.Lookup:
		case *ssa.Store:
			// Into the result slot of a function with a defer.
			if slot, ok := u.Addr.(*ssa.Alloc); !ok || u.Val != mm || !resultSlot(slot) {
				return mapTaint{}, false
			}
		default:
			return mapTaint{}, false
		}
	}
	return out, true
}

// summarizeMaps records the key-by-key taint of fn's map results whose
// every returned map is one of fn's literals with constant keys (or
// another value, whose taint counts for any key).
func (e *engine) summarizeMaps(st *state, fn *ssa.Function) {
	res := fn.Signature.Results()
	for i := 0; i < res.Len(); i++ {
		if !stringKeyed(res.At(i).Type()) {
			continue
		}
		var sum mapTaint
		for _, b := range fn.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && i < len(ret.Results) {
				sum = sum.union(e.mapValueTaint(st, irutil.ReturnedValue(ret, i), map[ssa.Value]bool{}))
			}
		}
		if len(sum.keys) == 0 {
			continue
		}
		if e.mapSums[fn] == nil {
			e.mapSums[fn] = map[int]mapTaint{}
		}
		e.mapSums[fn][i] = sum
	}
}

// keyedLookup returns the taint of lk, a read of a constant key of the
// map a call of a package function returned, from that function's
// key-by-key summary; ok is false without one, or when the caller does
// more with the map than read it.
func (e *engine) keyedLookup(st *state, lk *ssa.Lookup) (Taint, bool) {
	k, ok := constString(lk.Index)
	if !ok {
		return Taint{}, false
	}
	call, idx := irutil.CallResult(lk.X)
	if call == nil || call.Common().IsInvoke() {
		return Taint{}, false
	}
	callee := call.Common().StaticCallee()
	if callee == nil || callee.Pkg != e.pkg || callee.Blocks == nil {
		return Taint{}, false
	}
	for _, r := range *lk.X.Referrers() {
		if _, read := r.(*ssa.Lookup); !read {
			return Taint{}, false
		}
	}
	e.summary(callee)
	sum, ok := e.mapSums[callee][idx]
	if !ok {
		return Taint{}, false
	}
	return e.instantiate(st, call.Common(), sum.keys[k].Union(sum.rest)), true
}

// resultSlot reports whether slot is only stored into and loaded to be
// returned: the result slot of a function with a defer.
func resultSlot(slot *ssa.Alloc) bool {
	for _, r := range *slot.Referrers() {
		switch u := r.(type) {
		case *ssa.Store:
			if u.Addr != slot {
				return false
			}
		case *ssa.UnOp:
			for _, rr := range *u.Referrers() {
				if _, ok := rr.(*ssa.Return); !ok {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}
