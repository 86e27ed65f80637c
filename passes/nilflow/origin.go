package nilflow

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Origin is what an error returned by a handler is the failure of.
type Origin uint8

// Origins.
const (
	// OriginWork is the tool's own work: an upstream call, I/O, argument
	// validation, a lookup the user's input drives. The default.
	OriginWork Origin = iota
	// OriginMarshal is encoding the server's own data with encoding/json
	// or another JSON library (Marshal, MarshalIndent, (*Encoder).Encode):
	// it cannot fail for the types servers return, and a failure would be
	// the server's bug.
	OriginMarshal
	// OriginContext is server plumbing: a value the server itself puts
	// into the context (a session, a client) is missing.
	OriginContext
	// OriginClient is server plumbing too: the function that gives a
	// request its API client from the context alone (getClient(ctx), with
	// a result of a type named *Client or *Clients) failed, a matter of
	// the server's configuration, not of the call's arguments.
	OriginClient
	// OriginRandom is reading crypto/rand, which does not fail on the
	// platforms Go supports (since Go 1.24 it crashes the program
	// instead of returning an error).
	OriginRandom
	// OriginConfig is the server's own fixed configuration: a handler
	// made by a factory looks up what the factory was given in a
	// package-level table (`cfg, ok := kinds[kind]; if !ok`), or a
	// method of a tool finds a dependency the server wires into its
	// receiver missing (`if t.Store == nil`), the same for every call of
	// the tool, so the failure is the server's bug, not the call's.
	OriginConfig
)

// Internal reports whether o is a failure of the server rather than of the
// tool's work: what JSON-RPC's -32603 is meant for.
func (o Origin) Internal() bool { return o != OriginWork }

func (o Origin) String() string {
	switch o {
	case OriginMarshal:
		return "marshal"
	case OriginContext:
		return "context"
	case OriginClient:
		return "client"
	case OriginRandom:
		return "random"
	case OriginConfig:
		return "config"
	}
	return "work"
}

// OriginOf returns the origin of err, an error value that ret returns (a
// leaf of [AtReturn]); isWrapper is as for [Chain].
func OriginOf(ret *ssa.Return, err ssa.Value, isWrapper func(*types.Func) bool) Origin {
	var internal Origin // the last server-internal origin seen
	other := false
	seen := map[ssa.Value]bool{}
	var visit func(v ssa.Value, depth int)
	visit = func(v ssa.Value, depth int) {
		if seen[v] || depth > 4 {
			return
		}
		seen[v] = true
		var links []Link
		for _, d := range Sources(v) {
			// A same-package client getter or context accessor is
			// looked into by Chain: decide on the call first. (An
			// accessor that a helper calls among its own failures is
			// the helper's work.)
			if call, _ := irutil.CallResult(d); call != nil && isClientGetter(call.Common()) {
				internal = OriginClient
				continue
			} else if call != nil && isContextAccessor(call.Common()) {
				internal = OriginContext
				continue
			}
			if encodingOnly(d) {
				internal = OriginMarshal
				continue
			}
			links = append(links, Chain(d, isWrapper)...)
		}
		for _, l := range links {
			call, _ := irutil.CallResult(l.Value)
			if call == nil {
				continue
			}
			fn := irutil.StaticFunc(call.Common())
			switch {
			case isMarshal(call.Common(), fn):
				internal = OriginMarshal
			case isRandom(call.Common(), fn):
				internal = OriginRandom
			case isClientGetter(call.Common()):
				internal = OriginClient
			case fn != nil && (isWrapper(fn) || neverNil(call.Common())):
				// A wrapper or a fresh error: its own text; the errors it
				// prints (fmt.Errorf("marshal: %v", err)) are its cause.
				for _, a := range printedErrors(call.Common(), fn) {
					visit(a, depth+1)
				}
			default:
				other = true
			}
		}
	}
	visit(err, 0)
	if other {
		return OriginWork
	}
	if internal != OriginWork {
		return internal
	}
	if missingFromContext(ret.Block()) {
		return OriginContext
	}
	if missingFromConfig(ret.Block()) || missingDependency(ret.Block()) {
		return OriginConfig
	}
	if InMarshalFailure(ret.Block()) {
		// Whatever it returns there (`b, mErr := json.Marshal(v); if
		// mErr != nil { return nil, err }`): the branch is the
		// encoding's failure.
		return OriginMarshal
	}
	return OriginWork
}

// EncodingFailure reports whether ret is reached only when encoding the
// server's own data to JSON failed (`b, mErr := json.Marshal(v); if mErr
// != nil { return nil, err }`), which cannot happen for the types servers
// encode: whatever error it returns is no failure of the tool's work, and
// a helper whose only failing returns are such is taken not to fail.
func EncodingFailure(ret *ssa.Return) bool { return InMarshalFailure(ret.Block()) }

// encodingOnly reports whether d is the error of a call of a same-package
// helper whose only returns of a non-nil error are encoding failures
// (EncodingFailure).
func encodingOnly(d ssa.Value) bool {
	call, idx := irutil.CallResult(d)
	if call == nil || call.Parent() == nil {
		return false
	}
	callee := call.Common().StaticCallee()
	if callee == nil || callee.Blocks == nil || callee.Pkg != call.Parent().Pkg {
		return false
	}
	found := false
	for _, ret := range Returns(callee) {
		if idx >= len(ret.Results) {
			return false
		}
		for _, p := range AtReturn(ret, idx) {
			if p.Facts[0] == Nil {
				continue
			}
			if !EncodingFailure(ret) {
				return false
			}
			found = true
		}
	}
	return found
}

// InMarshalFailure reports whether b is reached only when encoding the
// server's own data to JSON failed: a block dominated by `mErr != nil`
// (or the false side of `mErr == nil`), mErr the error of a JSON marshal.
func InMarshalFailure(b *ssa.BasicBlock) bool {
	for cond, truth := range irutil.DominatingConds(b) {
		c, ok := cond.(*ssa.BinOp)
		if !ok || c.Op != token.EQL && c.Op != token.NEQ {
			continue
		}
		x, y := c.X, c.Y
		if isNilConst(x) {
			x, y = y, x
		}
		if !isNilConst(y) || (c.Op == token.NEQ) != truth {
			continue // not the failure side
		}
		if call, _ := irutil.CallResult(x); call != nil && isMarshal(call.Common(), irutil.StaticFunc(call.Common())) {
			return true
		}
	}
	return false
}

// missingFromConfig reports whether b is reached only when a lookup of the
// server's fixed configuration missed: the comma-ok lookup of a key that
// the enclosing factory captured (or a constant) in a package-level map.
func missingFromConfig(b *ssa.BasicBlock) bool {
	for cond, truth := range irutil.DominatingConds(b) {
		if c, ok := cond.(*ssa.UnOp); ok && c.Op == token.NOT {
			cond, truth = c.X, !truth
		}
		x, ok := cond.(*ssa.Extract)
		if !ok || truth || x.Index != 1 {
			continue
		}
		l, ok := x.Tuple.(*ssa.Lookup)
		if !ok || !l.CommaOk {
			continue
		}
		load, ok := l.X.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			continue
		}
		if _, global := load.X.(*ssa.Global); !global {
			continue
		}
		idx := l.Index
		if load, ok := idx.(*ssa.UnOp); ok && load.Op == token.MUL {
			idx = load.X // a captured variable's cell
		}
		switch idx.(type) {
		case *ssa.FreeVar, *ssa.Const:
			return true
		}
	}
	return false
}

// missingDependency reports whether b is reached only where a field of
// the method's receiver that the server wires in (a pointer, interface,
// map, function or channel) is nil: `if t.Store == nil { return nil,
// errors.New("case store not configured") }` in a tool's Execute method.
func missingDependency(b *ssa.BasicBlock) bool {
	fn := b.Parent()
	if fn == nil || fn.Signature.Recv() == nil || len(fn.Params) == 0 {
		return false
	}
	recv := fn.Params[0]
	for cond, truth := range irutil.DominatingConds(b) {
		if nilReceiverField(cond, truth, recv) {
			return true
		}
	}
	// `if t.Search == nil || t.KBs == nil`: each edge into b is taken
	// where one of them is nil.
	for _, p := range b.Preds {
		ifi, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If)
		if !ok || len(p.Succs) != 2 || !nilReceiverField(ifi.Cond, p.Succs[0] == b, recv) {
			return false
		}
	}
	return len(b.Preds) > 1
}

// nilReceiverField reports whether cond having the value truth says a
// field of recv is nil.
func nilReceiverField(cond ssa.Value, truth bool, recv *ssa.Parameter) bool {
	x, isNil, ok := irutil.NilTest(cond, truth)
	if !ok || !isNil {
		return false
	}
	p, _ := irutil.ParamField(x)
	return p == recv
}

// printedErrors returns the error operands of a fmt.Errorf call.
func printedErrors(c *ssa.CallCommon, fn *types.Func) []ssa.Value {
	if fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Errorf" || len(c.Args) != 2 {
		return nil
	}
	var out []ssa.Value
	for _, a := range varargs(c.Args[1]) {
		if a != nil && irutil.IsErrorType(a.Type()) {
			out = append(out, a)
		}
	}
	return out
}

// jsonPackages are the JSON libraries whose encoders OriginMarshal covers.
var jsonPackages = map[string]bool{
	"encoding/json":                      true,
	"github.com/bytedance/sonic":         true,
	"github.com/goccy/go-json":           true,
	"github.com/json-iterator/go":        true,
	"github.com/segmentio/encoding/json": true,
}

// isMarshal reports whether c encodes a value with a JSON library:
// Marshal, MarshalIndent, MarshalString or an encoder's Encode.
func isMarshal(c *ssa.CallCommon, fn *types.Func) bool {
	if c.IsInvoke() {
		fn = c.Method
	}
	if fn == nil || fn.Pkg() == nil || !jsonPackages[fn.Pkg().Path()] {
		return false
	}
	switch fn.Name() {
	case "Marshal", "MarshalIndent", "MarshalString", "MarshalToString", "Encode":
		return true
	}
	return false
}

// isRandom reports whether c reads crypto/rand: Read, Int or Prime.
func isRandom(c *ssa.CallCommon, fn *types.Func) bool {
	if c.IsInvoke() || fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "crypto/rand" {
		return false
	}
	switch fn.Name() {
	case "Read", "Int", "Prime":
		return true
	}
	return false
}

// isClientGetter reports whether c gives the request its API client from
// the context alone: a function, method or function value whose only
// parameter is a context.Context and one of whose other results is of a
// type named Client or Clients (or ending so: GitHubClient), as in
//
//	ctx, client, err := getClient(ctx)
//
// Its failure is the server's configuration or plumbing (no credentials
// configured, no client in the context), not the tool's work: the tool's
// arguments do not reach it.
func isClientGetter(c *ssa.CallCommon) bool {
	sig := c.Signature()
	if sig == nil || sig.Params().Len() != 1 || !irutil.IsContext(sig.Params().At(0).Type()) {
		return false
	}
	res := sig.Results()
	if res.Len() < 2 || !irutil.IsErrorType(res.At(res.Len()-1).Type()) {
		return false
	}
	for i := range res.Len() - 1 {
		t := types.Unalias(res.At(i).Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		if n, ok := t.(*types.Named); ok {
			name := n.Obj().Name()
			if strings.HasSuffix(name, "Client") || strings.HasSuffix(name, "Clients") {
				return true
			}
		}
	}
	return false
}

// isContextAccessor reports whether c reads a value the server put into
// the context, by the FromContext convention, and says with an error that
// it is missing: a function whose only parameter is a context.Context,
// named …FromContext or …FromCtx, whose last result is an error, as in
//
//	st, err := StoreFromContext(ctx)
//
// Like the nil form of missingFromContext, its failure is the server's
// plumbing: the tool's arguments do not reach it.
func isContextAccessor(c *ssa.CallCommon) bool {
	fn := irutil.StaticFunc(c)
	if fn == nil || !strings.HasSuffix(fn.Name(), "FromContext") && !strings.HasSuffix(fn.Name(), "FromCtx") {
		return false
	}
	sig := fn.Type().(*types.Signature)
	res := sig.Results()
	return sig.Recv() == nil && sig.Params().Len() == 1 && irutil.IsContext(sig.Params().At(0).Type()) &&
		res.Len() >= 2 && irutil.IsErrorType(res.At(res.Len()-1).Type())
}

// missingFromContext reports whether block b runs only when a value read
// from the context is missing: it is dominated by the true branch of
// `v == nil` or the false branch of `ok`, where v (or ok) comes from
// ctx.Value or from a function of the context alone that follows the
// FromContext convention (server.ClientSessionFromContext,
// project.ClientFromContext).
//
// A block that only the failing sides of a disjunction of such tests
// reach (`if !ok || t == nil`, then a log line, then the return) runs
// only when the value is missing too: it cannot be reached from the
// function's entry but through a miss.
func missingFromContext(b *ssa.BasicBlock) bool {
	if irutil.DominatedBy(b, missingCond) {
		return true
	}
	fn := b.Parent()
	if len(fn.Blocks) == 0 || len(b.Preds) < 2 {
		return false
	}
	seen := map[*ssa.BasicBlock]bool{fn.Blocks[0]: true}
	work := []*ssa.BasicBlock{fn.Blocks[0]}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if p == b {
			return false
		}
		iff, _ := p.Instrs[len(p.Instrs)-1].(*ssa.If)
		for i, succ := range p.Succs {
			if seen[succ] || iff != nil && p.Succs[0] != p.Succs[1] && missingCond(iff.Cond, i == 0) {
				continue
			}
			seen[succ] = true
			work = append(work, succ)
		}
	}
	return true
}

// missingCond reports whether cond having the given truth means a value
// read from the context is missing.
func missingCond(cond ssa.Value, truth bool) bool {
	switch c := cond.(type) {
	case *ssa.UnOp:
		if c.Op == token.NOT {
			return missingCond(c.X, !truth)
		}
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return false
		}
		x, y := c.X, c.Y
		if isNilConst(x) {
			x, y = y, x
		}
		if !isNilConst(y) || !fromContext(strip(x)) {
			return false
		}
		if irutil.IsErrorType(x.Type()) {
			// st, err := StoreFromContext(ctx): err != nil is the miss.
			return (c.Op == token.NEQ) == truth
		}
		return (c.Op == token.EQL) == truth
	case *ssa.Extract:
		// v, ok := ...; if !ok
		return !truth && c.Index == 1 && fromContext(c.Tuple)
	}
	return false
}

// fromContext reports whether v is read from a context: ctx.Value(k) (and
// a type assertion of it), or the result of a FromContext function whose
// only parameter is the context.
func fromContext(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.TypeAssert:
		return fromContext(x.X)
	case *ssa.Extract:
		return fromContext(x.Tuple)
	case *ssa.Call:
		c := x.Common()
		if c.IsInvoke() {
			return c.Method.Name() == "Value" && irutil.IsContext(c.Value.Type())
		}
		fn := irutil.StaticFunc(c)
		if fn == nil {
			return false
		}
		sig := fn.Type().(*types.Signature)
		if sig.Recv() == nil && sig.Params().Len() == 1 && irutil.IsContext(sig.Params().At(0).Type()) {
			return strings.HasSuffix(fn.Name(), "FromContext") || strings.HasSuffix(fn.Name(), "FromCtx")
		}
	}
	return false
}
