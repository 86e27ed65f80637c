package handlers

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Hand-rolled servers also keep text tools in a registry: a map of
// functions returning text or any value and an error
// (`map[string]func(ctx, json.RawMessage) (any, error)`), or a map of
// records with such a function in a field (`s.tools["list"] =
// &tool{run: s.list}`). The tools/call code looks the tool up and calls
// the function, turning its error into an isError result or a JSON-RPC
// error and its value into the result text. The functions stored there
// are the tools when every call of the slot's function made in the
// tools/call code (see toolsCallScope) has a known routing and they agree,
// and the function or its record is looked up in a registry there. A
// registry of the same shape read only by other methods (prompts/get,
// resources/read) is not one of tools.

// findTextSlotTools lists the text tools kept in registries that a
// tools/call dispatcher of this package calls.
func (d *discovery) findTextSlotTools() {
	if !d.answersToolsCall() {
		return
	}
	scope := d.toolsCallScope()
	d.findImportedTextSlots(scope)
	routes := map[any]*textSlot{}
	for st := range d.textSlotStores() {
		m := registryStored(st.instr)
		if m == nil {
			continue // a registry mcplint cannot tell from others
		}
		ts, seen := routes[m]
		if !seen {
			ts = d.textSlotRoute(st.slot, m, scope)
			routes[m] = ts
		}
		if ts != nil {
			d.addSlotTools(st, ts.route, st.slot.String())
		}
	}
}

// A slotStore is an instruction storing a function value into a text
// tool slot.
type slotStore struct {
	instr ssa.Instruction
	slot  slot
	val   ssa.Value
}

// textSlotStores yields the stores into text tool slots of the package's
// functions (adapters aside).
func (d *discovery) textSlotStores() iter.Seq[slotStore] {
	return func(yield func(slotStore) bool) {
		for _, fn := range d.ssa.SrcFuncs {
			if d.insideAdapter(fn) {
				continue
			}
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if s, val, ok := textSlotOf(instr); ok && !yield(slotStore{instr, s, val}) {
						return
					}
				}
			}
		}
	}
}

// addSlotTools lists the text tool functions st stores as dispatched
// tools, routed as route says, via names the slot.
func (d *discovery) addSlotTools(st slotStore, route slotRoute, via string) {
	name := slotToolName(st.instr)
	for _, fl := range d.funcsOf(st.val, 0) {
		if d.res.ByFunc[fl.fn] != nil || !textTool(fl.fn.Signature) {
			continue
		}
		d.addDispatched(fl.fn, dispatch{
			Routing: fl.compose(route.Routing), SDK: route.SDK, Name: name,
			Dispatcher: route.Through, Nil: sdk.NilResultUnknown, Via: via,
		})
	}
}

// Servers also turn the registry around: the dispatcher's package declares
// the tool record and calls its function from tools/call, importing no
// package of tools; the packages of tools import it and fill records
// (`[]rpc.Tool{{Name: "count", Run: s.count}}`), and main wires both
// together. The dispatcher's package records the routing of the record's
// field (a FieldFact, as records.go's); a package storing functions there
// has them as its tools.

// exportTextSlotFacts exports, on each exported text tool field of a
// struct type this package declares at package level whose functions its
// tools/call code calls on records looked up in a registry, a FieldFact
// of their routing. It reports whether it exported one: the tools are
// then checked where other packages store them.
func (d *discovery) exportTextSlotFacts() bool {
	if !d.answersToolsCall() {
		return false
	}
	scope := d.toolsCallScope()
	exported := false
	for f := range irutil.ExportedFields(d.pass.Pkg) {
		if !textToolType(f.Type()) {
			continue
		}
		if ts := d.textSlotRoute(slot{field: f}, nil, scope); ts != nil {
			d.pass.ExportObjectFact(f, &FieldFact{SDK: ts.route.SDK, Routing: ts.route.Routing, Through: ts.route.Through})
			exported = true
		}
	}
	return exported
}

// findFilledTextSlots lists the functions this package stores into a text
// tool field of another package's records whose FieldFact gives their
// routing (exportTextSlotFacts).
func (d *discovery) findFilledTextSlots() {
	for st := range d.textSlotStores() {
		f := st.slot.field
		if f == nil || f.Pkg() == d.pass.Pkg || !d.projectPackage(f.Pkg().Path()) {
			continue // (a third-party adapter's record: a note names it)
		}
		ff := new(FieldFact)
		if d.pass.ImportObjectFact(f, ff) {
			d.addSlotTools(st, slotRoute{SDK: ff.SDK, Routing: ff.Routing, Through: ff.Through}, fieldName(f))
		}
	}
}

// textSlotImpls lists, for dispatchers in packages that import this one,
// the functions of a hand-rolled tool's signature this package stores
// into a text tool field of its own records that it puts into a registry
// (`r.register(&Tool{Handler: r.listThings})`).
func (d *discovery) textSlotImpls() []ToolImpl {
	var out []ToolImpl
	for _, fn := range d.ssa.SrcFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				s, val, ok := textSlotOf(instr)
				if !ok || s.field == nil || s.field.Pkg() != d.pass.Pkg {
					continue
				}
				m := registryStored(instr)
				if m == nil {
					continue
				}
				for _, fl := range d.funcsOf(val, 0) {
					obj, ok := fl.fn.Object().(*types.Func)
					if !ok || obj.Pkg() != d.pass.Pkg || fl.fn.Parent() != nil || !sdk.HandRolledToolSignature(fl.fn.Signature) {
						continue
					}
					out = append(out, ToolImpl{Iface: fieldKey(s.field), Func: obj.FullName(), Name: slotToolName(instr), Registry: registryName(m)})
				}
			}
		}
	}
	return out
}

// fieldKey names field f by its package path, owner and name.
func fieldKey(f *types.Var) string {
	return f.Pkg().Path() + "." + fieldName(f)
}

// registryName names a registry (see mapID).
func registryName(m any) string {
	switch m := m.(type) {
	case *types.Var:
		return fieldName(m)
	case *ssa.Global:
		return m.Name()
	case *ssa.MakeMap:
		return m.Parent().String() + "@" + strconv.Itoa(int(m.Pos()))
	}
	return ""
}

// findImportedTextSlots lists the functions that another package stores
// into a text tool field of its records put into one registry
// (ToolImplsFact) and that the tools/call code of this package calls
// through that field, routed as the call's error is answered.
func (d *discovery) findImportedTextSlots(scope *toolsCallScope) {
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		if d.insideAdapter(fn) || !scope.contains(call.Pos()) || call.Common().IsInvoke() {
			continue
		}
		f := irutil.ReadField(call.Common().Value)
		if f == nil || f.Pkg() == nil || f.Pkg() == d.pass.Pkg || !textToolType(f.Type()) {
			continue
		}
		key := fieldKey(f)
		var impls []ToolImpl
		registry := ""
		for _, pf := range d.pass.AllPackageFacts() {
			tf, ok := pf.Fact.(*ToolImplsFact)
			if !ok || pf.Package == d.pass.Pkg {
				continue
			}
			for _, ti := range tf.Impls {
				if ti.Iface == key && ti.Method == "" {
					ti.pkg = pf.Package
					impls = append(impls, ti)
				}
			}
		}
		ok := len(impls) > 0
		for _, ti := range impls {
			if registry != "" && ti.Registry != registry {
				ok = false // records of several registries: which one is read is not known
			}
			registry = ti.Registry
		}
		if !ok {
			continue
		}
		route, known := d.callerRoute(fn, call)
		if !known || !textToolRouted(route) {
			continue
		}
		t := dispatch{Routing: route.Routing, SDK: route.SDK, Dispatcher: route.Through, Nil: sdk.NilResultUnknown, Via: fieldName(f)}
		for _, ti := range impls {
			t := t
			t.Name = ti.Name
			d.remote(ti.origin(), t, call.Pos())
		}
		// The checks judge a text tool's returns in its own package only
		// when they know its routing, which is decided here: errorleak
		// judges the errors here, where the dispatcher writes them (the
		// taint pass's ToolErrorsFact), and reports them at the tools'
		// returns; say that the rest is not checked rather than let the
		// listing suggest it was.
		d.res.Notes = append(d.res.Notes, Note{Pos: call.Pos(), Message: fmt.Sprintf(
			"tools/call calls %d tools that package %s keeps in %s: errorleak checks their errors (reported at the tools' returns), but their texts are not checked across packages",
			len(impls), f.Pkg().Name(), fieldName(f))})
	}
}

// textSlot is the routing of a registry of text tools, as its tools/call
// readers decide it.
type textSlot struct {
	route slotRoute
}

// textSlotOf returns the slot a store-like instruction puts a text tool
// function into: a field of a project struct, or the elements of a map,
// of a function type returning text or any value and an error that is not
// already a handler's type (those are records.go's).
func textSlotOf(instr ssa.Instruction) (slot, ssa.Value, bool) {
	switch instr := instr.(type) {
	case *ssa.Store:
		fa, ok := instr.Addr.(*ssa.FieldAddr)
		if !ok {
			return slot{}, nil, false
		}
		f := irutil.FieldOf(fa)
		if f == nil || f.Pkg() == nil || sdk.OfPackage(f.Pkg().Path()) != sdk.None || !textToolType(f.Type()) {
			return slot{}, nil, false
		}
		into, _ := fa.X.(*ssa.Alloc)
		if into != nil && !into.Heap {
			into = nil
		}
		return slot{field: f, into: into}, instr.Val, true
	case *ssa.MapUpdate:
		if m, ok := instr.Map.Type().Underlying().(*types.Map); ok && textToolType(m.Elem()) {
			return slot{elem: m.Elem()}, instr.Value, true
		}
	}
	return slot{}, nil, false
}

// textToolType reports whether t is a function type of a text tool that
// is not a handler's type. A function given a function (an audit hook
// running the tool's work as a callback, `func(name string, work func()
// (any, error)) (any, error)`) is no tool.
func textToolType(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	return ok && textTool(sig) && !handlerValueType(t) && !takesFunc(sig)
}

// takesFunc reports whether sig has a parameter of function type.
func takesFunc(sig *types.Signature) bool {
	for p := range sig.Params().Variables() {
		if _, ok := p.Type().Underlying().(*types.Signature); ok {
			return true
		}
	}
	return false
}

// textSlotRoute returns the routing of the text tools kept in s: the
// calls of the slot's functions in the tools/call code (scope), on a
// function or record looked up in registry m (any registry when m is
// nil), must all have the same known routing. It returns nil when there
// is no such call or they disagree.
func (d *discovery) textSlotRoute(s slot, m any, scope *toolsCallScope) *textSlot {
	var out *textSlot
	for fn, call := range d.slotCalls(d.ssa.SrcFuncs, s, m) {
		if !scope.contains(call.Pos()) {
			continue
		}
		route, ok := d.callerRoute(fn, call)
		if !ok || !textToolRouted(route) {
			return nil
		}
		if out != nil && out.route.Routing != route.Routing {
			return nil
		}
		if out == nil {
			out = &textSlot{route: route}
		}
	}
	return out
}

// slotCalls yields the calls in fns of a function read out of slot s of
// registry m (any registry when m is nil), with the function making
// each.
func (d *discovery) slotCalls(fns []*ssa.Function, s slot, m any) iter.Seq2[*ssa.Function, *ssa.Call] {
	return func(yield func(*ssa.Function, *ssa.Call) bool) {
		for _, fn := range fns {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					for _, v := range slotReads(instr, s) {
						if r := d.registryRead(instr, s); r == nil || m != nil && r != m {
							continue
						}
						for _, r := range *v.Referrers() {
							if call, ok := r.(*ssa.Call); ok && call.Common().Value == v && !yield(fn, call) {
								return
							}
						}
					}
				}
			}
		}
	}
}

// registryRead returns the registry (see mapID) whose function instr, a
// read of slot s, reads: the map of a lookup or range over a map of
// functions, or the map a record whose field it reads was looked up in.
// It returns nil when not known.
func (d *discovery) registryRead(instr ssa.Instruction, s slot) any {
	switch instr := instr.(type) {
	case *ssa.Lookup:
		return mapID(instr.X)
	case *ssa.Next:
		return mapID(instr.Iter.(*ssa.Range).X)
	case *ssa.FieldAddr:
		return d.registryOf(instr.X, 0)
	case *ssa.Field:
		if load, ok := instr.X.(*ssa.UnOp); ok && load.Op == token.MUL {
			return d.registryOf(load.X, 0)
		}
		return d.registryOf(instr.X, 0)
	}
	return nil
}

// registryOf returns the registry (see mapID) v, a record, was looked up
// in, possibly by a same-package lookup function, or nil.
func (d *discovery) registryOf(v ssa.Value, depth int) any {
	if depth > 4 {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Lookup:
		return mapID(v.X)
	case *ssa.Extract:
		switch t := v.Tuple.(type) {
		case *ssa.Lookup:
			if v.Index == 0 {
				return mapID(t.X)
			}
		case *ssa.Next:
			if v.Index == 2 {
				return mapID(t.Iter.(*ssa.Range).X)
			}
		case *ssa.Call:
			return d.registryReturned(t.Common(), v.Index, depth)
		}
	case *ssa.Call:
		return d.registryReturned(v.Common(), 0, depth)
	case *ssa.Alloc:
		// A local variable holding the record looked up (`t, ok :=
		// s.tools[name]`, then `t.Run(args)` on its address): what its
		// one store puts there.
		val := irutil.OnlyStored(v)
		if v.Heap || val == nil {
			return nil
		}
		return d.registryOf(val, depth+1)
	case *ssa.Phi:
		var out any
		for _, e := range v.Edges {
			if _, ok := e.(*ssa.Const); ok {
				continue // a nil record on a path that fails
			}
			m := d.registryOf(e, depth+1)
			if m == nil || out != nil && out != m {
				return nil
			}
			out = m
		}
		return out
	}
	return nil
}

// registryReturned returns the registry whose record a same-package
// function called by c returns as its result idx, when all its returns
// agree, or nil.
func (d *discovery) registryReturned(c *ssa.CallCommon, idx, depth int) any {
	callee := c.StaticCallee()
	if callee == nil || callee.Pkg != d.ssa.Pkg {
		return nil
	}
	var out any
	for _, b := range callee.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		if _, ok := ret.Results[idx].(*ssa.Const); ok {
			continue
		}
		m := d.registryOf(ret.Results[idx], depth+1)
		if m == nil || out != nil && out != m {
			return nil
		}
		out = m
	}
	return out
}

// mapID identifies a registry map v: the struct field or package-level
// variable that holds it, or the map made in a function. It returns nil
// for other maps (a parameter, say).
func mapID(v ssa.Value) any {
	switch v := v.(type) {
	case *ssa.UnOp:
		if v.Op != token.MUL {
			return nil
		}
		switch a := v.X.(type) {
		case *ssa.FieldAddr:
			if f := irutil.FieldOf(a); f != nil {
				return f
			}
		case *ssa.Global:
			return a
		}
	case *ssa.Field:
		if st, ok := v.X.Type().Underlying().(*types.Struct); ok {
			return st.Field(v.Field)
		}
	case *ssa.MakeMap:
		// A map literal stored into a field or a package variable
		// (`&Server{tools: map[string]tool{"head": head}}`) is that
		// field's or variable's registry, which the readers name.
		for _, r := range *v.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Val == v {
				switch a := st.Addr.(type) {
				case *ssa.FieldAddr:
					if f := irutil.FieldOf(a); f != nil {
						return f
					}
				case *ssa.Global:
					return a
				}
			}
		}
		return v
	}
	return nil
}

// registryStored returns the registry (see mapID) the function stored by
// instr is put into: the map of the map update itself, or the one the
// record holding it is put into, here or by a same-package function it is
// handed to (`r.register(&tool{run: s.list})`). It returns nil when not
// known.
func registryStored(instr ssa.Instruction) any {
	switch instr := instr.(type) {
	case *ssa.MapUpdate:
		return mapID(instr.Map)
	case *ssa.Store:
		fa, ok := instr.Addr.(*ssa.FieldAddr)
		if !ok {
			return nil
		}
		a, ok := fa.X.(*ssa.Alloc)
		if !ok {
			return nil
		}
		var out any
		for rec, r := range recordUses(a) {
			var m any
			switch r := r.(type) {
			case *ssa.MapUpdate:
				if r.Value != rec {
					continue
				}
				m = mapID(r.Map)
			case *ssa.Call:
				m = paramRegistry(r.Common(), rec)
				if m == nil {
					continue // a use that does not register it
				}
			default:
				continue
			}
			if m == nil || out != nil && out != m {
				return nil
			}
			out = m
		}
		return out
	}
	return nil
}

// recordUses yields the instructions using record a, the address of a
// record the code fills field by field, with the value each uses: a
// itself when it escapes (`&tool{…}`), or a load of it when the record
// is a local value (`tool{…}`, put into a map or handed on by value).
func recordUses(a *ssa.Alloc) iter.Seq2[ssa.Value, ssa.Instruction] {
	return func(yield func(ssa.Value, ssa.Instruction) bool) {
		if a.Heap {
			for _, r := range *a.Referrers() {
				if !yield(a, r) {
					return
				}
			}
			return
		}
		for _, r := range *a.Referrers() {
			load, ok := r.(*ssa.UnOp)
			if !ok || load.Op != token.MUL || load.X != a {
				continue
			}
			for _, lr := range *load.Referrers() {
				if !yield(load, lr) {
					return
				}
			}
		}
	}
}

// slotToolName returns the constant map key the text tool stored by instr
// is registered under: the key of the map update itself, or of the map
// update that stores the record (`s.tools["list"] = &tool{run: s.list}`),
// or the constant name field of a record that a register method keys the
// map with (`r.register(&Tool{Name: "list", …})`).
// It returns "" when not known.
func slotToolName(instr ssa.Instruction) string {
	switch instr := instr.(type) {
	case *ssa.MapUpdate:
		return constKey(instr.Key)
	case *ssa.Store:
		fa, ok := instr.Addr.(*ssa.FieldAddr)
		if !ok {
			return ""
		}
		a, ok := fa.X.(*ssa.Alloc)
		if !ok {
			return ""
		}
		name := ""
		for rec, r := range recordUses(a) {
			k := ""
			switch r := r.(type) {
			case *ssa.MapUpdate:
				if r.Value != rec {
					continue
				}
				k = constKey(r.Key)
			case *ssa.Call:
				field, ok := keyField(r.Common(), rec)
				if !ok {
					continue
				}
				k = constField(a, field)
			default:
				continue
			}
			if k == "" || name != "" && name != k {
				return ""
			}
			name = k
		}
		return name
	}
	return ""
}

// constKey returns the value of a constant string map key, or "".
func constKey(v ssa.Value) string {
	if c, ok := v.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
		return constant.StringVal(c.Value)
	}
	return ""
}

// paramRegistry returns the registry (see mapID) a same-package function
// called by c puts its parameter that receives v into, or nil.
func paramRegistry(c *ssa.CallCommon, v ssa.Value) any {
	callee := c.StaticCallee()
	if callee == nil || callee.Blocks == nil {
		return nil
	}
	p := argParam(callee, c, v)
	if p == nil {
		return nil
	}
	var out any
	for _, r := range *p.Referrers() {
		if u, ok := r.(*ssa.MapUpdate); ok && u.Value == p {
			m := mapID(u.Map)
			if m == nil || out != nil && out != m {
				return nil
			}
			out = m
		}
	}
	return out
}

// keyField returns the index of the field of its record parameter (which
// receives v) that a same-package function called by c uses as the key
// when it puts the record into a map (`r.tools[t.Name] = t`).
func keyField(c *ssa.CallCommon, v ssa.Value) (int, bool) {
	callee := c.StaticCallee()
	if callee == nil || callee.Blocks == nil {
		return 0, false
	}
	p := argParam(callee, c, v)
	if p == nil {
		return 0, false
	}
	for _, r := range *p.Referrers() {
		u, ok := r.(*ssa.MapUpdate)
		if !ok || u.Value != p {
			continue
		}
		switch k := u.Key.(type) {
		case *ssa.UnOp: // `r.tools[t.Name] = t`, t a pointer
			if fa, ok := k.X.(*ssa.FieldAddr); ok && k.Op == token.MUL && fa.X == p {
				return fa.Field, true
			}
		case *ssa.Field: // the same, t a value
			if k.X == p {
				return k.Field, true
			}
		}
	}
	return 0, false
}

// constField returns the constant string the code stores into field
// index of record a, or "" when it stores none or another value.
func constField(a *ssa.Alloc, index int) string {
	out := ""
	for _, r := range *a.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.Field != index {
			continue
		}
		for _, fr := range *fa.Referrers() {
			if st, ok := fr.(*ssa.Store); ok && st.Addr == fa {
				k := constKey(st.Val)
				if k == "" || out != "" && out != k {
					return ""
				}
				out = k
			}
		}
	}
	return out
}

// A registry may also sit in a package of its own, which answers no
// tools/call: `Register(d, fn)` keeps the function, `Call(ctx, name,
// args)` looks it up and returns its results, and the dispatcher's
// package, importing it, registers its tools (from init functions, say)
// and calls Call from its tools/call code. The register function's
// WrapperFact names the runner (RunBy); the package calling both decides
// the routing (runByRoute).

// runByFate returns the fact of a register function keeping its text
// tool parameter in slot s of registry m, when exactly one exported
// function of the package runs the functions of that registry and
// returns their error as its own (RunBy), or nil.
func (d *discovery) runByFate(s slot, m any) *WrapperFact {
	var runner *ssa.Function
	for _, fn := range d.ssa.SrcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() || fn.Parent() != nil {
			continue
		}
		if recv := fn.Signature.Recv(); recv != nil && !exportedType(recv.Type()) {
			continue
		}
		if !d.runsSlot(fn, s, m) {
			continue
		}
		if runner != nil && runner != fn {
			return nil // which one the dispatcher calls is not known here
		}
		runner = fn
	}
	if runner == nil {
		return nil
	}
	wf := slotWrapperFact(s, slotRoute{SDK: sdk.HandRolled, Through: funcName(runner)})
	wf.Text = true
	wf.RunBy = runner.Object().(*types.Func).FullName()
	wf.RunByMiss = d.runnerMiss(runner)
	return wf
}

// runnerMiss returns where runner, a registry's runner (see runByFate),
// answers a name its registry holds no tool for with an error: the errors
// of the miss branch of its lookup on a string parameter
// (`e, ok := registry[name]; if !ok { return nil, errors.New(…) }`).
func (d *discovery) runnerMiss(runner *ssa.Function) []report.Position {
	fd, _ := runner.Syntax().(*ast.FuncDecl)
	if fd == nil || fd.Body == nil {
		return nil
	}
	info := d.pass.TypesInfo
	f := paramNameFinder(info, runner.Signature.Params())
	var out []report.Position
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || out != nil {
			return false
		}
		list, ok := irutil.StmtList(n)
		if !ok {
			return true
		}
		for i := range list {
			if dp, ok := f.at(list, i); ok {
				for _, e := range missErrors(info, dp.Miss) {
					out = append(out, d.missPosition(e))
				}
				return false
			}
		}
		return true
	})
	return out
}

// runsSlot reports whether fn calls a function it reads out of slot s of
// registry m and returns the call's error as its own.
func (d *discovery) runsSlot(fn *ssa.Function, s slot, m any) bool {
	for _, call := range d.slotCalls([]*ssa.Function{fn}, s, m) {
		errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
		if errVal != nil && isFailureType(errVal.Type()) && dispatchedErrorFate(fn, errVal) == fateForwarded {
			return true
		}
	}
	return false
}

// runByRoute returns the routing of the tools a registry package's
// runner (runBy, see WrapperFact.RunBy) runs, as this package's
// tools/call code answers the errors of its calls of it: all must agree.
// missAt is the first of those calls, where the runner's answer to an
// unknown name goes out as its tools' errors do; NoPos when the code of
// one of them asks which error it got (irutil.TellsErrorApart), as it may
// answer that one apart.
func (d *discovery) runByRoute(runBy string) (route slotRoute, missAt token.Pos, ok bool) {
	scope := d.toolsCallScope()
	var out *slotRoute
	apart := false
	for fn, call := range irutil.Calls(d.ssa.SrcFuncs) {
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.FullName() != runBy || !scope.contains(call.Pos()) {
			continue
		}
		route, ok := d.callerRoute(fn, call)
		if !ok || !textToolRouted(route) || out != nil && out.Routing != route.Routing {
			return slotRoute{}, token.NoPos, false
		}
		if out == nil {
			missAt = call.Pos()
		}
		apart = apart || irutil.TellsErrorApart(resultValue(call, call.Common().Signature().Results().Len()-1))
		out = &route
	}
	if out == nil {
		return slotRoute{}, token.NoPos, false
	}
	if apart {
		missAt = token.NoPos
	}
	return *out, missAt, true
}
