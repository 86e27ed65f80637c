package results

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
)

// flow is the forward data flow of one result object: the possible values
// at each block entry, from its creation on.
type flow struct {
	e     *engine
	obj   ssa.Value
	def   point
	base  []*Value
	in    map[*ssa.BasicBlock][]*Value
	depth int
}

func (e *engine) flowOf(obj ssa.Value, depth int) *flow {
	if f := e.flows[obj]; f != nil {
		return f
	}
	var def point
	if p, ok := obj.(*ssa.Parameter); ok {
		def = point{p.Parent().Blocks[0], -1} // on entry
	} else {
		def = pointOf(obj.(ssa.Instruction))
	}
	f := &flow{e: e, obj: obj, def: def, in: map[*ssa.BasicBlock][]*Value{}, depth: depth}
	e.flows[obj] = f
	f.base = e.baseValues(obj, depth+1)
	f.solve()
	return f
}

func (f *flow) solve() {
	db := f.def.b
	out := map[*ssa.BasicBlock][]*Value{db: f.run(f.base, db, f.def.i+1, len(db.Instrs))}
	work := append([]*ssa.BasicBlock(nil), db.Succs...)
	budget := 30 * (len(db.Parent().Blocks) + 1)
	for len(work) > 0 && budget > 0 {
		budget--
		b := work[0]
		work = work[1:]
		if b == db {
			continue
		}
		var ins [][]*Value
		for _, p := range b.Preds {
			if o, ok := out[p]; ok {
				ins = append(ins, f.edgeValues(o, p, b))
			}
		}
		in := union(ins...)
		if isLoopHeader(b) && len(in) > 1 {
			// Iterations are not paths worth telling apart: join them.
			in = []*Value{collapse(in)}
		}
		if old, ok := f.in[b]; ok && sameSet(old, in) {
			continue
		}
		f.in[b] = in
		out[b] = f.run(in, b, 0, len(b.Instrs))
		work = append(work, b.Succs...)
	}
}

// edgeValues returns the values of vals, the object's values at the end
// of block p, that can take the edge from p to b: where p tests the
// object's content against nil (`if res.Content == nil` in a helper that
// has just made res), each side keeps the values whose content can be so.
func (f *flow) edgeValues(vals []*Value, p, b *ssa.BasicBlock) []*Value {
	iff, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If)
	if !ok || len(p.Succs) != 2 || p.Succs[0] == p.Succs[1] {
		return vals
	}
	field, isNil, ok := irutil.NilTest(iff.Cond, p.Succs[0] == b)
	if !ok {
		return vals
	}
	load, ok := field.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return vals
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok || fa.X != f.obj || sdk.FieldRole(irutil.FieldOf(fa)) != sdk.RoleContent {
		return vals
	}
	nilSide := isNil
	var out []*Value
	for _, v := range vals {
		none := v.Content.Presence == PresenceNone
		if nilSide && (none || v.Content.Presence == PresenceUnknown) || !nilSide && !none {
			out = append(out, v)
		}
	}
	return out
}

// isLoopHeader reports whether b is the target of a back edge.
func isLoopHeader(b *ssa.BasicBlock) bool {
	for _, p := range b.Preds {
		if b.Dominates(p) {
			return true
		}
	}
	return false
}

func sameSet(a, b []*Value) bool {
	if len(a) != len(b) {
		return false
	}
	keys := map[string]bool{}
	for _, v := range a {
		keys[v.key()] = true
	}
	for _, v := range b {
		if !keys[v.key()] {
			return false
		}
	}
	return true
}

// stateAt returns the possible values of the object at point p.
func (f *flow) stateAt(p point) []*Value {
	if p.b == f.def.b && p.i > f.def.i {
		return f.run(f.base, p.b, f.def.i+1, p.i)
	}
	in, ok := f.in[p.b]
	if !ok {
		return nil
	}
	return f.run(in, p.b, 0, p.i)
}

func (f *flow) run(state []*Value, b *ssa.BasicBlock, from, to int) []*Value {
	for i := from; i < to && i < len(b.Instrs); i++ {
		state = f.apply(state, b.Instrs[i])
	}
	return state
}

// apply is the transfer function of one instruction.
func (f *flow) apply(state []*Value, instr ssa.Instruction) []*Value {
	e := f.e
	switch instr := instr.(type) {
	case *ssa.Store:
		if instr.Addr == f.obj {
			// *alloc = v: a whole struct value.
			return e.valuesAt(instr.Val, pointOf(instr), f.depth+1)
		}
		if fa, ok := instr.Addr.(*ssa.FieldAddr); ok && fa.X == f.obj {
			return f.store(state, instr, sdk.FieldRole(irutil.FieldOf(fa)))
		}
		if instr.Val == f.obj {
			if a, ok := instr.Addr.(*ssa.Alloc); ok && nilflow.KeepsObject(a) {
				return state // a result slot or an unlifted local
			}
			return havoc(state, e.stmtPos(instr.Pos()))
		}
	case *ssa.Call:
		c := instr.Common()
		uses := c.Value == f.obj
		for _, a := range c.Args {
			if a == f.obj || irutil.UnwrapInterface(a) == f.obj {
				uses = true
			}
		}
		if !uses {
			return state
		}
		fn := calleeFunc(c)
		if sdk.IsSetError(fn) && len(c.Args) == 2 && c.Args[0] == f.obj {
			return f.setError(state, instr)
		}
		if harmless(fn, f.obj) {
			return state
		}
		if c.Value != f.obj {
			for i, a := range c.Args {
				if a != f.obj {
					continue
				}
				// A same-package helper that completes the result.
				if out, ok := f.applyEffect(state, instr, i); ok {
					return out
				}
				break
			}
		}
		pos, _ := e.exprPos(instr.Pos())
		return havoc(state, pos)
	case *ssa.MakeClosure:
		for _, b := range instr.Bindings {
			if b == f.obj {
				return havoc(state, instr.Pos())
			}
		}
	case *ssa.MakeInterface:
		if instr.X == f.obj {
			for _, r := range *instr.Referrers() {
				call, ok := r.(*ssa.Call)
				if !ok || !harmless(calleeFunc(call.Common()), nil) {
					return havoc(state, instr.Pos())
				}
			}
		}
	}
	return state
}

// harmless reports whether calling fn with the result object cannot change
// the parts of it we track: fmt, log and JSON encoding functions, and the
// SDK result types' own methods other than SetError.
func harmless(fn *types.Func, obj ssa.Value) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "fmt", "log", "log/slog", "errors":
		return true
	case "encoding/json":
		return fn.Name() == "Marshal" || fn.Name() == "MarshalIndent" || irutil.RecvName(fn) == "Encoder"
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if s := sdk.ResultSDK(sig.Recv().Type()); s == sdk.MCPGo || s == sdk.GoSDK {
			return !sdk.IsSetError(fn)
		}
	}
	return false
}

// havoc makes every tracked part of the values unknown after a call or an
// escape that may change them.
func havoc(state []*Value, pos token.Pos) []*Value {
	out := make([]*Value, 0, len(state))
	for _, v := range state {
		c := v.clone()
		c.IsError, c.Structured = sdk.Unknown, sdk.Unknown
		c.Content = Content{Presence: PresenceUnknown, Other: true}
		c.Pos, c.IsErrorPos, c.ContentPos, c.StructuredPos = pos, pos, pos, pos
		c.Mutated = true
		c.isErrorParam = -1
		c.structuredParam = 0
		c.inherit = 0
		out = append(out, c)
	}
	return union(out)
}

// inLiteral reports whether a store at pos initializes a field of the
// composite literal the object was made by.
func (f *flow) inLiteral(pos token.Pos) bool {
	alloc, ok := f.obj.(*ssa.Alloc)
	if !ok {
		return false
	}
	lit := f.e.litOf[alloc.Pos()]
	return lit != nil && lit.Pos() <= pos && pos < lit.End()
}

// store applies a store to a field with the given role.
func (f *flow) store(state []*Value, st *ssa.Store, role sdk.Role) []*Value {
	e := f.e
	switch role {
	case sdk.RoleIsError, sdk.RoleContent, sdk.RoleStructured:
	default:
		return state
	}
	init := f.inLiteral(st.Pos())
	pos := e.stmtPos(st.Pos())
	var out []*Value
	for _, v := range state {
		at := pos
		if init {
			at = v.MadePos
		}
		switch role {
		case sdk.RoleIsError:
			c := v.clone()
			c.inherit &^= inheritIsError
			c.IsError, c.isErrorParam = boolTri(st.Val), -1
			if p, ok := st.Val.(*ssa.Parameter); ok {
				c.isErrorParam = paramIndex(p)
			}
			c.IsErrorPos = at
			f.touch(c, at, init)
			out = append(out, c)
		case sdk.RoleStructured:
			c := v.clone()
			c.inherit &^= inheritStructured
			c.Structured, c.structuredParam = nonNilTri(st.Val), 0
			if p, ok := irutil.UnwrapInterface(st.Val).(*ssa.Parameter); ok && p.Parent() == st.Parent() {
				c.structuredParam = 1 + paramIndex(p)
			}
			c.StructuredPos = at
			f.touch(c, at, init)
			out = append(out, c)
		case sdk.RoleContent:
			var contents []Content
			if irutil.IsString(st.Val.Type()) {
				// A Go-side result's Text: its one text item.
				contents = []Content{contentOfItems([]item{{text: e.textOf(st.Val, pos)}}, false)}
			} else {
				contents = f.contentOf(st.Val, v, pointOf(st), 0)
			}
			for _, content := range contents {
				c := v.clone()
				c.inherit &^= inheritContent
				c.Content = content
				c.ContentPos = at
				f.touch(c, at, init)
				out = append(out, c)
			}
		}
	}
	return union(out)
}

func (f *flow) touch(v *Value, pos token.Pos, init bool) {
	if init {
		return
	}
	v.Pos = pos
	v.Mutated = true
}

// setError models go-sdk's (*CallToolResult).SetError(err).
func (f *flow) setError(state []*Value, call *ssa.Call) []*Value {
	pos, _ := f.e.exprPos(call.Pos())
	text := f.e.errorText(call.Common().Args[1], pos)
	overwrite := !sdk.SetErrorKeepsContent(f.e.versions)
	var out []*Value
	for _, v := range state {
		c := v.clone()
		c.IsError, c.IsErrorPos, c.isErrorParam = sdk.True, pos, -1
		c.inherit &^= inheritIsError | inheritContent
		c.Pos, c.Mutated = pos, true
		switch {
		case overwrite || v.Content.Presence == PresenceNone || v.Content.Presence == PresenceEmptyArray:
			c.Content = contentOfItems([]item{{text: text}}, false)
			c.ContentPos = pos
		case v.Content.Presence == PresenceUnknown:
			c.Content.Texts = append(c.Content.Texts, text)
			c.Content.Other = c.Content.Other || v.inherit&inheritContent != 0 // the caller's content
			if !text.Empty() {
				c.Content.Presence = PresenceNonEmpty
			}
		}
		out = append(out, c)
	}
	return union(out)
}
