package unflaggederror

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// okKeys are the JSON names of members that say whether the work was done.
var okKeys = map[string]bool{"success": true, "ok": true, "succeeded": true, "successful": true}

// statusKeys are the JSON names of members whose word says how the work
// ended; failedStatus and doneStatus are those words.
var (
	statusKeys   = map[string]bool{"status": true, "state": true, "outcome": true}
	failedStatus = map[string]bool{"error": true, "failed": true, "failure": true, "fail": true, "err": true}
	doneStatus   = map[string]bool{"ok": true, "success": true, "succeeded": true, "done": true, "completed": true}
)

// maxStructDepth bounds how far structFailure follows the helpers that
// build a result struct.
const maxStructDepth = 3

// marshalled returns the value whose JSON encoding v, a part of a text,
// is, or nil: x of string(b) where b is json.Marshal(x) (or
// MarshalIndent), and x of a map that json.Unmarshal filled from such
// bytes (printed with %v).
//
//	b, _ := json.Marshal(r)
//	var m map[string]any
//	_ = json.Unmarshal(b, &m)
//	return mcp.NewToolResultText(fmt.Sprintf("%v", m)), nil
func marshalled(v ssa.Value) ssa.Value {
	return marshalledIn(v, 0)
}

// marshalledIn is marshalled, also through a same-package function that
// returns such a map made from one of its parameters (the argument is
// the value):
//
//	func toMap(v any) (map[string]any, error) {
//		b, _ := json.Marshal(v)
//		var m map[string]any
//		return m, json.Unmarshal(b, &m)
//	}
func marshalledIn(v ssa.Value, depth int) ssa.Value {
	v = irutil.UnwrapInterface(v)
	if conv, ok := v.(*ssa.Convert); ok {
		return marshalArg(conv.X)
	}
	if call, idx := irutil.CallResult(v); call != nil && idx == 0 && depth == 0 {
		fn := call.Common().StaticCallee()
		if fn == nil || fn.Blocks == nil || fn.Pkg != call.Parent().Pkg {
			return nil
		}
		for _, b := range fn.Blocks {
			r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || len(r.Results) == 0 {
				continue
			}
			p, ok := marshalledIn(r.Results[0], depth+1).(*ssa.Parameter)
			if !ok {
				continue
			}
			if i := slices.Index(fn.Params, p); i >= 0 && i < len(call.Common().Args) {
				return call.Common().Args[i]
			}
		}
		return nil
	}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	m, ok := load.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	if _, ok := m.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Map); !ok {
		return nil
	}
	for _, r := range *m.Referrers() {
		mi, ok := r.(*ssa.MakeInterface)
		if !ok {
			continue
		}
		for _, u := range *mi.Referrers() {
			call, ok := u.(*ssa.Call)
			if !ok || len(call.Common().Args) != 2 || call.Common().Args[1] != mi {
				continue
			}
			if fn := irutil.StaticFunc(call.Common()); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Unmarshal" {
				return marshalArg(call.Common().Args[0])
			}
		}
	}
	return nil
}

// helperMarshalled returns the values whose JSON v, a part of a text,
// is when v is string(b) and b the bytes a function of the package
// returns (string(failJSON(err)), failJSON marshalling {"success": false,
// "error": err.Error()}), one a return, and that function; nil when a
// return marshals none.
func helperMarshalled(v ssa.Value) ([]ssa.Value, *ssa.Function) {
	conv, ok := irutil.UnwrapInterface(v).(*ssa.Convert)
	if !ok {
		return nil, nil
	}
	call, idx := irutil.CallResult(conv.X)
	if call == nil || idx != 0 {
		return nil, nil
	}
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Blocks == nil || fn.Pkg != call.Parent().Pkg {
		return nil, nil
	}
	var xs []ssa.Value
	for _, ret := range irutil.Returns(fn) {
		x := marshalArg(irutil.ReturnedValue(ret, 0))
		if x == nil {
			return nil, nil
		}
		xs = append(xs, x)
	}
	return xs, fn
}

// saysFailed returns the member of x, a struct or map, that says the
// value failed ("success": false, "status": "error"), or "".
func saysFailed(x ssa.Value) string {
	for key, val := range jsonMembers(x) {
		v := irutil.UnwrapInterface(val)
		word, _ := stringConst(v)
		k := strings.ToLower(key)
		switch {
		case okKeys[k] && boolConst(v, false):
			return fmt.Sprintf("%q is false", key)
		case statusKeys[k] && failedStatus[strings.ToLower(word)]:
			return fmt.Sprintf("%q is %q", key, word)
		}
	}
	return ""
}

// marshalArg returns x when b is json.Marshal(x) or MarshalIndent, else
// nil.
func marshalArg(b ssa.Value) ssa.Value {
	if sl, ok := b.Type().Underlying().(*types.Slice); !ok || !types.Identical(sl.Elem(), types.Typ[types.Byte]) {
		return nil
	}
	call, idx := irutil.CallResult(b)
	if call == nil || idx != 0 || len(call.Common().Args) == 0 {
		return nil
	}
	fn := irutil.StaticFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Marshal" && fn.Name() != "MarshalIndent" {
		return nil
	}
	return irutil.UnwrapInterface(call.Common().Args[0])
}

// structFailure says why x, a struct, a pointer to one or a map whose
// JSON a success result carries, reads as a failure at the return in
// block ret, or "". What decides is where its members come from, not
// their words:
//
//   - a member named like "error" holds the text of an error that is
//     non-nil where it is set (and, in the handler, not known nil at the
//     return);
//   - a member named like "success" or "ok" is set to false in a branch
//     where a call failed.
//
// A value that says it succeeded ("success": true beside an "error")
// and never that it failed is a partial success, not a failure. x may be a phi of such
// values, or what a same-package function returns, looked into: then the
// failure is that function's ("when query fails").
func structFailure(res *env, x ssa.Value, ret *ssa.BasicBlock, depth int) string {
	return structFailureIn(res, x, ret, "", depth, newStructWalk())
}

// structWalk is the state of one structFailure walk: the values seen, and
// the parameters of the builders looked into that the call passed a nil
// constant (`NewErrorResponse("id is required", nil)`): an error member
// built from one holds no error's text there.
type structWalk struct {
	seen    map[ssa.Value]bool
	nilArgs map[*ssa.Parameter]bool
}

func newStructWalk() *structWalk {
	return &structWalk{seen: map[ssa.Value]bool{}, nilArgs: map[*ssa.Parameter]bool{}}
}

func structFailureIn(res *env, x ssa.Value, ret *ssa.BasicBlock, in string, depth int, w *structWalk) string {
	if x == nil || depth > maxStructDepth || w.seen[x] {
		return ""
	}
	w.seen[x] = true
	x = irutil.UnwrapInterface(x)
	if load, ok := x.(*ssa.UnOp); ok && load.Op == token.MUL {
		x = load.X
	}
	switch x := x.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if why := structFailureIn(res, e, ret, in, depth, w); why != "" {
				return why
			}
		}
	case *ssa.Call, *ssa.Extract:
		call, _ := irutil.CallResult(x)
		if call == nil {
			return ""
		}
		fn, obj := irutil.StaticCallee(call.Common())
		if fn == nil && call.Common().IsInvoke() {
			if fn = soleMethod(call); fn != nil {
				obj, _ = fn.Object().(*types.Func)
			}
		}
		if obj != nil && obj.Pkg() != nil && call.Parent().Pkg != nil && obj.Pkg() != call.Parent().Pkg.Pkg {
			// A builder of another package of the module: its fact.
			var f StructFailureFact
			if res.pass.ImportObjectFact(obj, &f) {
				return f.Why
			}
			return ""
		}
		if fn == nil || obj == nil || fn.Pkg == nil || fn.Pkg != call.Parent().Pkg || len(fn.Blocks) == 0 {
			return ""
		}
		name := in
		if name == "" || depth > 0 {
			name = fn.Name()
		}
		if !call.Common().IsInvoke() {
			for i, a := range call.Common().Args {
				if c, ok := a.(*ssa.Const); ok && c.IsNil() && i < len(fn.Params) {
					w.nilArgs[fn.Params[i]] = true
				}
			}
		}
		for _, b := range fn.Blocks {
			r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || len(r.Results) == 0 {
				continue
			}
			if why := structFailureIn(res, r.Results[0], r.Block(), name, depth+1, w); why != "" {
				return why
			}
		}
	case *ssa.Alloc:
		if why := membersFailure(res, x, ret, in, w); why != "" {
			return why
		}
		// A variable assigned whole values (the result slot of a
		// function with a defer: return f() stores f()'s value there):
		// what was assigned.
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x {
				switch st.Val.(type) {
				case *ssa.Call, *ssa.Extract, *ssa.Phi:
					if why := structFailureIn(res, st.Val, ret, in, depth, w); why != "" {
						return why
					}
				}
			}
		}
	case *ssa.MakeMap:
		return membersFailure(res, x, ret, in, w)
	case *ssa.Parameter:
		// A builder that fills the struct its caller points it at
		// (`r.Status = "error"; return *r`).
		if depth > 0 {
			return membersFailure(res, x, ret, in, w)
		}
	}
	return ""
}

// testDouble matches names of types that stand in for an implementation
// in tests.
var testDouble = regexp.MustCompile(`(?i)mock|fake|stub|dummy`)

// soleMethod returns the method an interface call runs when one named
// type of the caller's package (test doubles aside) implements the
// interface, or nil.
func soleMethod(call *ssa.Call) *ssa.Function {
	c := call.Common()
	iface, ok := c.Value.Type().Underlying().(*types.Interface)
	if !ok || call.Parent().Pkg == nil {
		return nil
	}
	pkg := call.Parent().Pkg
	var found *ssa.Function
	scope := pkg.Pkg.Scope()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) || testDouble.MatchString(n) {
			continue
		}
		for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
			if !types.Implements(t, iface) {
				continue
			}
			sel := pkg.Prog.MethodSets.MethodSet(t).Lookup(c.Method.Pkg(), c.Method.Name())
			if sel == nil {
				continue
			}
			fn := pkg.Prog.MethodValue(sel)
			if found != nil && found != fn {
				return nil
			}
			found = fn
			break
		}
	}
	return found
}

// structMember is a member of a result struct or map: its lower-cased JSON
// name, its value and the block that sets it (nil for a constant).
type structMember struct {
	key string
	val ssa.Value
	at  *ssa.BasicBlock
}

// membersFailure is structFailure for a struct allocation or a map.
func membersFailure(res *env, x ssa.Value, ret *ssa.BasicBlock, in string, w *structWalk) string {
	var members []structMember
	add := func(key string, val ssa.Value) {
		if phi, ok := val.(*ssa.Phi); ok && len(phi.Edges) == len(phi.Block().Preds) {
			// A variable set on the branches before the value is built
			// (`status = "failed"` where the call failed): each edge is
			// the member as its branch sets it.
			for i, edge := range phi.Edges {
				if edge != phi {
					members = append(members, structMember{strings.ToLower(key), edge, phi.Block().Preds[i]})
				}
			}
			return
		}
		if i, ok := val.(ssa.Instruction); ok {
			members = append(members, structMember{strings.ToLower(key), val, i.Block()})
		} else if c, ok := val.(*ssa.Const); ok {
			members = append(members, structMember{strings.ToLower(key), c, nil})
		}
	}
	for key, val := range jsonMembers(x) {
		add(key, val)
		if inner := nestedStruct(val); inner != nil {
			// A struct member (an "info" shared by every response): its
			// members count as the value's.
			for k, v := range jsonMembers(inner) {
				add(k, v)
			}
		}
	}
	succeeded, failed, flag, isFlag := false, false, "", ""
	for _, m := range members {
		v := irutil.UnwrapInterface(m.val)
		switch {
		case okKeys[m.key]:
			succeeded = succeeded || boolConst(v, true)
			if boolConst(v, false) {
				failed, flag, isFlag = true, fmt.Sprintf("%q: false", m.key), fmt.Sprintf("%q is false", m.key)
			}
		case statusKeys[m.key]:
			word, ok := stringConst(v)
			succeeded = succeeded || ok && doneStatus[strings.ToLower(word)]
			if ok && failedStatus[strings.ToLower(word)] {
				failed, flag, isFlag = true, fmt.Sprintf("%q: %q", m.key, word), fmt.Sprintf("%q is %q", m.key, word)
			}
		}
	}
	if succeeded && !failed && !blindClaim(res, x, members) {
		return "" // partial success: the work was done
	}
	when := "on one path"
	if in != "" {
		when = "when " + in + " fails"
	}
	for _, m := range members {
		for _, vp := range errorParts(res, m) {
			if p, ok := irutil.UnwrapInterface(vp.Value).(*ssa.Parameter); ok && w.nilArgs[p] {
				continue // the call passes no error
			}
			if probeCallError(vp.Value) {
				continue // the error of a probe (TestConnection): its finding
			}
			if vp.Origin == results.OriginError && vp.Value != nil && !stored(vp.Value) &&
				vp.ErrIn(m.at) == nilflow.NonNil && (ret == nil || vp.ErrIn(ret) != nilflow.Nil) {
				if failed {
					// The value says it failed: a probe's too.
					return fmt.Sprintf("is JSON whose %q holds an error's text %s, beside %s", m.key, when, flag)
				}
				return fmt.Sprintf("is JSON whose %q holds an error's text %s", m.key, when)
			}
		}
	}
	for _, m := range members {
		if shown := failedMemberText(res, m); shown != "" {
			return fmt.Sprintf("is JSON whose %q holds %q %s", m.key, shown, when)
		}
	}
	for _, m := range members {
		if shown := failureMessage(res, m); shown != "" && !failed {
			// (A value that says it failed is reported for that below.)
			return fmt.Sprintf("is JSON whose %q holds %q %s", m.key, shown, when)
		}
	}
	if failed {
		// The value says it failed and another member (a "message") holds
		// the text of an error: the text is there only where the error
		// is non-nil (Error() of a nil error panics), so it is the
		// failure's.
		for _, m := range members {
			if okKeys[m.key] || errorKeys[m.key] || m.at == nil {
				continue
			}
			if errorTextMember(res, m.val, m.at, ret) {
				return fmt.Sprintf("is JSON whose %q holds an error's text %s and whose %s", m.key, when, isFlag)
			}
		}
	}
	for _, m := range members {
		v := irutil.UnwrapInterface(m.val)
		word, _ := stringConst(v)
		is := fmt.Sprintf("%q is false", m.key)
		switch {
		case okKeys[m.key] && boolConst(v, false):
		case statusKeys[m.key] && failedStatus[strings.ToLower(word)]:
			is = fmt.Sprintf("%q is %q", m.key, word)
		default:
			continue
		}
		block := m.at
		if block == nil {
			block = storeBlock(x, m.key)
		}
		if block == nil {
			continue
		}
		if name := failedCall(block); name != "" {
			if in != "" {
				return fmt.Sprintf("is JSON whose %s when %s fails in %s", is, name, in)
			}
			return fmt.Sprintf("is JSON whose %s where %s failed", is, name)
		}
		if in != "" && block == block.Parent().Blocks[0] {
			// A builder that says it failed whatever it is given
			// (NewErrorResponse(msg, err) with Success: false in its
			// literal): every value it builds is a failure's.
			return fmt.Sprintf("is JSON whose %s in every value %s builds", is, in)
		}
	}
	return ""
}

// errorParts returns the parts of the text of m, a member named like an
// error and set in a block of its own, or nil.
func errorParts(res *env, m structMember) []results.Part {
	if !errorKeys[m.key] || m.at == nil {
		return nil
	}
	if vt := res.TextOf(irutil.UnwrapInterface(m.val)); vt != nil {
		return vt.Parts
	}
	return nil
}

// blindClaim reports whether the success claims of x ("success": true,
// "status": "ok") are made whatever the outcome: a member named like
// "error" holds the text of an error the builder was given (the outcome
// of the operation its caller ran, set where that error is non-nil), and
// each claim is a constant stored where that error may be nil. Such a
// claim is the builder's template, not a partial success its author chose
// knowing of the failure (success: true beside an error, in the failing
// branch).
func blindClaim(res *env, x ssa.Value, members []structMember) bool {
	var errs []results.Part
	for _, m := range members {
		for _, vp := range errorParts(res, m) {
			if _, param := irutil.UnwrapInterface(vp.Value).(*ssa.Parameter); param && vp.Origin == results.OriginError && vp.ErrIn(m.at) == nilflow.NonNil {
				errs = append(errs, vp)
			}
		}
	}
	if len(errs) == 0 {
		return false
	}
	for _, m := range members {
		v := irutil.UnwrapInterface(m.val)
		word, _ := stringConst(v)
		if !(okKeys[m.key] && boolConst(v, true) || statusKeys[m.key] && doneStatus[strings.ToLower(word)]) {
			continue
		}
		block := storeBlock(x, m.key)
		if block == nil {
			return false
		}
		for _, vp := range errs {
			if vp.ErrIn(block) == nilflow.NonNil {
				return false
			}
		}
	}
	return true
}

// errorTextMember reports whether val, a member set in block at, is text
// holding an error's text: Error() of an error, or an error formatted
// where it is non-nil; not an error the handler stored away, nor one known
// nil at the return in block ret.
func errorTextMember(res *env, val ssa.Value, at, ret *ssa.BasicBlock) bool {
	vt := res.TextOf(irutil.UnwrapInterface(val))
	if vt == nil {
		return false
	}
	for _, vp := range vt.Parts {
		if vp.Origin != results.OriginError || vp.Value == nil || stored(vp.Value) {
			continue
		}
		if ret != nil && vp.ErrIn(ret) == nilflow.Nil {
			continue
		}
		if vp.Verb == "" || vp.ErrIn(at) == nilflow.NonNil {
			return true
		}
	}
	return false
}

// storeBlock returns the block of the store of member key of struct
// allocation or map x, or nil.
func storeBlock(x ssa.Value, key string) *ssa.BasicBlock {
	if m, ok := x.(*ssa.MakeMap); ok {
		var at *ssa.BasicBlock
		for _, r := range *m.Referrers() {
			mu, ok := r.(*ssa.MapUpdate)
			if !ok {
				continue
			}
			if k, ok := mu.Key.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String && strings.ToLower(constant.StringVal(k.Value)) == key {
				if at != nil && at != mu.Block() {
					return nil
				}
				at = mu.Block()
			}
		}
		return at
	}
	switch x.(type) {
	case *ssa.Alloc, *ssa.Parameter:
	default:
		return nil
	}
	st := pointee(x)
	if st == nil {
		return nil
	}
	for _, r := range *x.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		if name, skip := results.JSONName(st.Field(fa.Field), st.Tag(fa.Field)); skip || strings.ToLower(name) != key {
			continue
		}
		for _, u := range *fa.Referrers() {
			if s, ok := u.(*ssa.Store); ok && s.Addr == fa {
				return s.Block()
			}
		}
	}
	return nil
}

// stringConst returns the value of v, a string constant.
func stringConst(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// nestedStruct returns the struct allocation whose value v, a member of
// a result struct, loads or points to (Context: &ctx), or nil.
func nestedStruct(v ssa.Value) ssa.Value {
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return nil
	}
	if _, ok := alloc.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct); !ok {
		return nil
	}
	return alloc
}

// boolConst reports whether v is the constant b.
func boolConst(v ssa.Value, b bool) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Bool && constant.BoolVal(c.Value) == b
}

// structuredFailure says why the structured content of v, a success
// result that r returns, reads as a failure, or "": the data handed to
// mcp-go's NewToolResultJSON or NewToolResultStructured(Only), the
// StructuredContent of a result literal, or the output a go-sdk typed
// handler attaches, is a result struct that says it failed (see
// structFailure).
func structuredFailure(res *env, v *results.Value, r *results.Return) string {
	if v != nil && (v.IsError != sdk.False || v.Made == results.MadeUnknown) {
		return ""
	}
	var data ssa.Value
	switch {
	case v == nil || r.OutAttached == sdk.True && r.Out != nil:
		// A go-sdk typed handler's output: the SDK marshals it into
		// structuredContent whatever result it is returned with.
		if r.OutAttached != sdk.True {
			return ""
		}
		data = r.Out
	case r.Ret != nil && len(r.Ret.Results) > 0:
		data = structuredData(r.Ret.Results[0])
	}
	if data == nil {
		return ""
	}
	if why := structFailure(res, data, r.Ret.Block(), 0); why != "" {
		return "structured content " + why
	}
	return ""
}

// structuredData returns the structured content of result v: the data
// argument of an mcp-go constructor that attaches it, or the value stored
// into the StructuredContent field of a result literal.
func structuredData(v ssa.Value) ssa.Value {
	if call, _ := irutil.CallResult(v); call != nil {
		if c, ok := sdk.ResultConstructor(irutil.StaticFunc(call.Common())); ok && c.Structured && c.DataArg >= 0 && c.DataArg < len(call.Common().Args) {
			return call.Common().Args[c.DataArg]
		}
		return nil
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return nil
	}
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		if f := irutil.FieldOf(fa); f == nil || sdk.FieldRole(f) != sdk.RoleStructured {
			continue
		}
		for _, u := range *fa.Referrers() {
			if s, ok := u.(*ssa.Store); ok && s.Addr == fa {
				return s.Val
			}
		}
	}
	return nil
}

// probeCallError reports whether err is the error of a call of a function
// named as a probe (TestConnection, CheckHealth, pingDatabase): what it
// says is the probe's finding, which a tool reports as its answer.
func probeCallError(err ssa.Value) bool {
	call, _ := irutil.CallResult(irutil.UnwrapInterface(err))
	if call == nil {
		return false
	}
	name := calledName(call.Common())
	return name != "" && probeTool("", name)
}

// calledName names the function or method c calls: the static callee, or
// the interface method it invokes; "" for a call of a function value.
func calledName(c *ssa.CallCommon) string {
	if fn := irutil.StaticFunc(c); fn != nil {
		return fn.Name()
	}
	if c.IsInvoke() {
		return c.Method.Name()
	}
	return ""
}
