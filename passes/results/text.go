package results

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
)

// Origin says where a part of a text comes from.
type Origin uint8

// Text part origins.
const (
	// OriginOther is a value that is neither a literal nor the text of an
	// error: a parameter, a call result, a field, a non-error value
	// formatted by fmt, a non-constant format. Part.Value holds it (nil
	// when the part comes from a fact of another package).
	OriginOther Origin = iota
	// OriginLiteral is a string constant; Part.Lit holds it. Literal parts
	// of a constant fmt format are the text between the verbs.
	OriginLiteral
	// OriginError is the text of an error value: err.Error(), or an error
	// formatted by fmt (%v %s %q %w %+v ...), or an error an SDK prints into
	// content. Part.Value holds the error value (nil when it comes from a
	// fact of another package).
	OriginError
	// OriginParam is parameter Part.Param of the function being summarized.
	// It appears only in summaries and facts, never in a Result.
	OriginParam
)

func (o Origin) String() string {
	switch o {
	case OriginLiteral:
		return "literal"
	case OriginError:
		return "error"
	case OriginParam:
		return "param"
	}
	return "other"
}

// Part is one piece of a text.
type Part struct {
	Origin Origin
	// Lit is the text of a literal part.
	Lit string
	// Value is the error value of an OriginError part and the value of an
	// OriginOther part; nil for parts imported from another package.
	Value ssa.Value
	// Verb is the fmt verb with its flags ("%v", "%+v", "%s") when fmt
	// formatted the value, "" otherwise (Error(), concatenation, writes).
	Verb string
	// Param is the parameter index of an OriginParam part.
	Param int
	// Pos is the position of the operation that put the part into the text
	// (the fmt call, the Error call, the concatenation), when known.
	Pos token.Pos
	// Alt reports that the part starts another of the alternative texts
	// Parts merges (see [Text.Alternatives]).
	Alt bool
	// fmtArgs is set, in summaries, on a part that is a printf format
	// taken from a parameter: 1 + the index of the variadic parameter that
	// holds its operands (0: none).
	fmtArgs int
}

// Text is a string that reaches (or may reach) a result's content.
type Text struct {
	// Value is the string value; nil when an SDK builds the text itself
	// from an error (go-sdk SetError).
	Value ssa.Value
	// Parts is the provenance of the text, in text order. When Alternatives
	// is set it is the concatenation of the parts of several alternative
	// texts (branches, a helper with several returns).
	Parts []Part
	// Pos is where the text enters the result (constructor call, Text
	// field, SetError call).
	Pos token.Pos
	// Accumulated is set when the text is built piecewise by writes or
	// appends in a loop, or by writes to a builder on several paths.
	Accumulated bool
	// Alternatives is set when Parts merges several alternative texts.
	Alternatives bool
}

// Empty reports whether the text is surely "" (only empty literals).
func (t *Text) Empty() bool {
	for _, p := range t.Parts {
		if p.Origin != OriginLiteral || p.Lit != "" {
			return false
		}
	}
	return true
}

// Literal returns the text when it is a single constant.
func (t *Text) Literal() (string, bool) {
	if t.Alternatives || t.Accumulated {
		return "", false
	}
	var sb strings.Builder
	for _, p := range t.Parts {
		if p.Origin != OriginLiteral {
			return "", false
		}
		sb.WriteString(p.Lit)
	}
	return sb.String(), true
}

// FromError reports whether some part of the text is the text of an error.
func (t *Text) FromError() bool {
	for _, p := range t.Parts {
		if p.Origin == OriginError {
			return true
		}
	}
	return false
}

// Prefix returns the literal text the text surely starts with ("" when it
// starts with a non-literal part or has alternatives).
func (t *Text) Prefix() string {
	if t.Alternatives {
		return ""
	}
	var sb strings.Builder
	for _, p := range t.Parts {
		if p.Origin != OriginLiteral {
			break
		}
		sb.WriteString(p.Lit)
	}
	return sb.String()
}

// key identifies a text for deduplication in sets of texts.
func (t *Text) key() textKey { return textKey{t.Value, t.Pos} }

type textKey struct {
	v   ssa.Value
	pos token.Pos
}

// literal returns a one-part literal text.
func literalParts(s string) []Part { return []Part{{Origin: OriginLiteral, Lit: s}} }

// textOf computes the provenance of the string value v.
func (e *engine) textOf(v ssa.Value, pos token.Pos) *Text {
	t := &Text{Value: v, Pos: pos}
	t.Parts, t.Accumulated, t.Alternatives = e.parts(v, 0)
	return t
}

const maxDepth = 10

// parts decomposes the string value v.
func (e *engine) parts(v ssa.Value, depth int) (ps []Part, accumulated, alternatives bool) {
	if depth > maxDepth {
		return []Part{{Origin: OriginOther, Value: v}}, false, false
	}
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return literalParts(""), false, false
		}
		if v.Value.Kind() == constant.String {
			return literalParts(constant.StringVal(v.Value)), false, false
		}
	case *ssa.BinOp:
		if v.Op == token.ADD && irutil.IsString(v.Type()) {
			x, acc1, alt1 := e.parts(v.X, depth+1)
			y, acc2, alt2 := e.parts(v.Y, depth+1)
			return append(x, y...), acc1 || acc2, alt1 || alt2
		}
	case *ssa.Phi:
		if !irutil.IsString(v.Type()) {
			break
		}
		var out []Part
		acc, loop := false, false
		seen := map[ssa.Value]bool{}
		for _, edge := range v.Edges {
			if seen[edge] || edge == v {
				loop = loop || edge == v
				continue
			}
			seen[edge] = true
			if depends(edge, v, 0) {
				loop = true
				continue
			}
			p, a1, _ := e.parts(edge, depth+1)
			if len(out) > 0 {
				p = startAlternative(p)
			}
			out = append(out, p...)
			acc = acc || a1
		}
		return out, acc || loop, len(seen) > 1
	case *ssa.Convert:
		// string(b) of a []byte, string(r), a named string type.
		if x := v.X; isBytes(x.Type()) {
			if ps, acc, ok := e.bufferParts(x, depth); ok {
				return ps, acc, false
			}
			if ps, ok := e.jsonParts(x, depth); ok {
				return ps, false, false
			}
		} else if irutil.IsString(v.X.Type()) {
			return e.parts(v.X, depth+1)
		}
	case *ssa.ChangeType:
		return e.parts(v.X, depth+1)
	case *ssa.Call:
		if ps, acc, alt, ok := e.callParts(v, depth); ok {
			return ps, acc, alt
		}
	}
	return []Part{{Origin: OriginOther, Value: v}}, false, false
}

// startAlternative returns ps with its first part marked as the start of
// another alternative text (ps itself is not changed: it may be shared).
func startAlternative(ps []Part) []Part {
	if len(ps) == 0 {
		return ps
	}
	out := slices.Clone(ps)
	out[0].Alt = true
	return out
}

// depends reports whether v is computed from x (a loop-carried phi).
func depends(v, x ssa.Value, depth int) bool {
	if v == x {
		return true
	}
	if depth > 4 {
		return false
	}
	switch v := v.(type) {
	case *ssa.BinOp:
		return depends(v.X, x, depth+1) || depends(v.Y, x, depth+1)
	case *ssa.Call:
		for _, arg := range v.Common().Args {
			if depends(arg, x, depth+1) {
				return true
			}
		}
	case *ssa.Slice:
		return depends(v.X, x, depth+1)
	}
	return false
}

// callParts decomposes the result of a call producing a string.
func (e *engine) callParts(call *ssa.Call, depth int) (ps []Part, accumulated, alternatives, ok bool) {
	c := call.Common()
	pos := call.Pos()
	// err.Error() through the interface or on a concrete error type.
	if isErrorMethod(c) {
		recv := c.Value
		if !c.IsInvoke() {
			recv = c.Args[0]
		}
		return []Part{{Origin: OriginError, Value: irutil.UnwrapInterface(recv), Pos: pos}}, false, false, true
	}
	fn := calleeFunc(c)
	if fn == nil {
		// A func literal called directly (a local helper closure).
		return e.helperText(c, nil, pos, depth)
	}
	pkg := ""
	if fn.Pkg() != nil {
		pkg = fn.Pkg().Path()
	}
	switch {
	case pkg == "fmt":
		switch fn.Name() {
		case "Sprintf", "Errorf":
			if len(c.Args) == 2 {
				ps, ok := e.formatParts(c.Args[0], c.Args[1], pos, depth)
				return ps, false, false, ok
			}
		case "Sprint", "Sprintln":
			if len(c.Args) == 1 {
				ps, ok := e.printParts(c.Args[0], pos, depth, fn.Name() == "Sprintln")
				return ps, false, false, ok
			}
		}
	case (pkg == "strings" && irutil.RecvName(fn) == "Builder" || pkg == "bytes" && irutil.RecvName(fn) == "Buffer") && fn.Name() == "String":
		ps, acc, ok := e.builderParts(c.Args[0], depth)
		return ps, acc, false, ok
	case pkg == "strings":
		switch fn.Name() {
		case "TrimSpace", "TrimSuffix", "TrimPrefix", "ToUpper", "ToLower", "Title", "ToTitle", "Trim", "TrimRight", "TrimLeft", "ReplaceAll", "Replace":
			// The text keeps its provenance (close enough).
			ps, acc, alt := e.parts(c.Args[0], depth+1)
			return ps, acc, alt, true
		case "Join":
			return []Part{{Origin: OriginOther, Value: call, Pos: pos}}, true, false, true
		}
	}
	// Helpers: same package by summary, other packages by fact.
	return e.helperText(c, fn, pos, depth)
}

// isErrorMethod reports whether c calls Error() string on an error value.
func isErrorMethod(c *ssa.CallCommon) bool {
	if c.IsInvoke() {
		return c.Method.Name() == "Error" && len(c.Args) == 0 && irutil.ImplementsError(c.Value.Type())
	}
	fn := calleeFunc(c)
	if fn == nil || fn.Name() != "Error" || len(c.Args) != 1 {
		return false
	}
	sig := fn.Type().(*types.Signature)
	return sig.Recv() != nil && sig.Params().Len() == 0 && sig.Results().Len() == 1 &&
		irutil.IsString(sig.Results().At(0).Type()) && irutil.ImplementsError(sig.Recv().Type())
}

// formatParts decomposes fmt.Sprintf(format, args...).
func (e *engine) formatParts(format, args ssa.Value, pos token.Pos, depth int) ([]Part, bool) {
	fc, ok := format.(*ssa.Const)
	if !ok || fc.Value == nil || fc.Value.Kind() != constant.String {
		p := Part{Origin: OriginOther, Value: format, Pos: pos}
		if _, ok := format.(*ssa.Parameter); ok {
			if ap, ok := args.(*ssa.Parameter); ok {
				// A printf-like helper: format and operands are both
				// parameters, resolved at each call.
				p.fmtArgs = 1 + paramIndex(ap)
			}
		}
		return []Part{p}, true
	}
	vals, ok := varargs(args)
	if !ok {
		return nil, false
	}
	f := constant.StringVal(fc.Value)
	var out []Part
	var lit strings.Builder
	argi := 0
	for i := 0; i < len(f); i++ {
		ch := f[i]
		if ch != '%' {
			lit.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("+-# 0123456789.*", f[j]) >= 0 {
			if f[j] == '*' {
				argi++
			}
			j++
		}
		if j >= len(f) {
			lit.WriteString(f[i:])
			break
		}
		if f[j] == '%' {
			lit.WriteByte('%')
			i = j
			continue
		}
		if f[j] == '[' {
			// Explicit argument indexes: give up on the layout.
			return []Part{{Origin: OriginOther, Value: format, Pos: pos}}, true
		}
		verb := f[i : j+1]
		i = j
		if lit.Len() > 0 {
			out = append(out, Part{Origin: OriginLiteral, Lit: lit.String(), Pos: pos})
			lit.Reset()
		}
		if argi >= len(vals) {
			out = append(out, Part{Origin: OriginLiteral, Lit: "%!" + verb[len(verb)-1:] + "(MISSING)", Pos: pos})
			continue
		}
		out = append(out, e.argParts(vals[argi], verb, pos, depth)...)
		argi++
	}
	if lit.Len() > 0 || len(out) == 0 {
		out = append(out, Part{Origin: OriginLiteral, Lit: lit.String(), Pos: pos})
	}
	return out, true
}

// printParts decomposes fmt.Sprint(args...) / Sprintln.
func (e *engine) printParts(args ssa.Value, pos token.Pos, depth int, ln bool) ([]Part, bool) {
	vals, ok := varargs(args)
	if !ok {
		return nil, false
	}
	var out []Part
	for i, v := range vals {
		if ln && i > 0 {
			out = append(out, Part{Origin: OriginLiteral, Lit: " ", Pos: pos})
		}
		out = append(out, e.argParts(v, "%v", pos, depth)...)
	}
	if ln {
		out = append(out, Part{Origin: OriginLiteral, Lit: "\n", Pos: pos})
	}
	if len(out) == 0 {
		out = literalParts("")
	}
	return out, true
}

// argParts decomposes one fmt operand (already unwrapped from its interface
// conversion) printed with verb.
func (e *engine) argParts(v ssa.Value, verb string, pos token.Pos, depth int) []Part {
	x := irutil.UnwrapInterface(v)
	switch verb[len(verb)-1] {
	case 'v', 's', 'q', 'w':
		if irutil.ImplementsError(x.Type()) {
			return []Part{{Origin: OriginError, Value: x, Verb: verb, Pos: pos}}
		}
		if irutil.IsString(x.Type()) && (verb == "%v" || verb == "%s") {
			ps, _, _ := e.parts(x, depth+1)
			return ps
		}
		if irutil.IsString(x.Type()) && verb == "%q" {
			// The text quoted: its words are the text's
			// (`{"error": %q}` of "failed to save: " + err.Error()).
			ps, _, _ := e.parts(x, depth+1)
			if len(ps) > 0 && !opaque(ps) {
				q := Part{Origin: OriginLiteral, Lit: `"`, Pos: pos}
				return append(append([]Part{q}, ps...), q)
			}
		}
	}
	if c, ok := x.(*ssa.Const); ok && c.Value != nil && (verb == "%v" || verb == "%d") {
		switch c.Value.Kind() {
		case constant.Int, constant.Float, constant.Bool:
			return []Part{{Origin: OriginLiteral, Lit: c.Value.ExactString(), Pos: pos}}
		}
	}
	return []Part{{Origin: OriginOther, Value: x, Verb: verb, Pos: pos}}
}

// opaque reports whether ps is a single value the text model knows nothing
// of: quoting it keeps it a value ("unknown tool %q" of a name).
func opaque(ps []Part) bool {
	return len(ps) == 1 && ps[0].Origin == OriginOther
}

// ErrIn says whether the error of an OriginError part is nil in block, as
// far as the conditions dominating block tell (nilflow.Unknown for other
// parts and for parts imported from another package).
func (p Part) ErrIn(block *ssa.BasicBlock) nilflow.Fact {
	if p.Origin != OriginError || p.Value == nil {
		return nilflow.Unknown
	}
	return nilflow.At(irutil.UnwrapInterface(p.Value), block)
}
