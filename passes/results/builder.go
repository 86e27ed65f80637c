package results

import (
	"go/types"

	"github.com/mcplint/mcplint/passes/irutil"
	"golang.org/x/tools/go/ssa"
)

// builderParts decomposes what was written to a strings.Builder or
// bytes.Buffer whose address is recv.
func (e *engine) builderParts(recv ssa.Value, depth int) ([]Part, bool, bool) {
	alloc, ok := recv.(*ssa.Alloc)
	if !ok {
		return nil, false, false
	}
	var out []Part
	acc := false
	writes := 0
	var visit func(v ssa.Value)
	visit = func(v ssa.Value) {
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.MakeInterface:
				visit(r)
			case *ssa.Call:
				c := r.Common()
				fn := calleeFunc(c)
				if fn == nil {
					continue
				}
				var ps []Part
				switch {
				case fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && (fn.Name() == "Fprintf" || fn.Name() == "Fprint" || fn.Name() == "Fprintln"):
					if len(c.Args) < 2 || irutil.UnwrapInterface(c.Args[0]) != alloc {
						continue
					}
					if fn.Name() == "Fprintf" && len(c.Args) == 3 {
						ps, _ = e.formatParts(c.Args[1], c.Args[2], r.Pos(), depth)
					} else if len(c.Args) == 2 {
						ps, _ = e.printParts(c.Args[1], r.Pos(), depth, fn.Name() == "Fprintln")
					}
				case fn.Pkg() != nil && fn.Pkg().Path() == "io" && fn.Name() == "WriteString":
					if len(c.Args) == 2 && irutil.UnwrapInterface(c.Args[0]) == alloc {
						ps, _, _ = e.parts(c.Args[1], depth+1)
					}
				case len(c.Args) > 0 && c.Args[0] == alloc:
					switch fn.Name() {
					case "WriteString":
						ps, _, _ = e.parts(c.Args[1], depth+1)
					case "Write":
						ps, _, _ = e.bytesParts(c.Args[1], depth)
					case "WriteByte", "WriteRune":
						ps = []Part{{Origin: OriginOther, Value: c.Args[1], Pos: r.Pos()}}
					case "Reset", "Truncate":
						acc = true
					default:
						continue
					}
				default:
					continue
				}
				writes++
				if e.inLoop(r.Block()) {
					acc = true
				}
				out = append(out, ps...)
			}
		}
	}
	visit(alloc)
	if writes > 1 && !sameBlockChain(alloc) {
		acc = true
	}
	if len(out) == 0 {
		out = literalParts("")
	}
	return out, acc, true
}

// bytesParts decomposes a []byte value written to a builder.
func (e *engine) bytesParts(v ssa.Value, depth int) ([]Part, bool, bool) {
	if c, ok := v.(*ssa.Convert); ok && irutil.IsString(c.X.Type()) {
		return e.parts(c.X, depth+1)
	}
	return []Part{{Origin: OriginOther, Value: v}}, false, false
}

// bufferParts decomposes buf.Bytes() of a bytes.Buffer.
func (e *engine) bufferParts(v ssa.Value, depth int) ([]Part, bool, bool) {
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, false, false
	}
	fn := calleeFunc(call.Common())
	if fn == nil || fn.Name() != "Bytes" || irutil.RecvName(fn) != "Buffer" || fn.Pkg() == nil || fn.Pkg().Path() != "bytes" {
		return nil, false, false
	}
	return e.builderParts(call.Common().Args[0], depth)
}

// sameBlockChain reports whether every write to a builder is in the block
// that allocates it, i.e. the builder is filled by straight-line code.
func sameBlockChain(alloc *ssa.Alloc) bool {
	for _, r := range *alloc.Referrers() {
		if r.Block() != alloc.Block() {
			return false
		}
	}
	return true
}

func isBytes(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// calleeFunc returns the static callee's *types.Func (the generic origin),
// or for an interface method call, the method; nil for builtins and
// dynamic calls.
func calleeFunc(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	return irutil.StaticFunc(c)
}

// varargs returns the operands of a variadic ...any argument, or false when
// any of them is unknown.
func varargs(v ssa.Value) ([]ssa.Value, bool) {
	vals, ok := irutil.SliceElems(v)
	if !ok {
		return nil, false
	}
	for _, x := range vals {
		if x == nil {
			return nil, false
		}
	}
	return vals, true
}
