package surface

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Template is the text of an exit with its constant parts verbatim and
// its dynamic parts named by origin in braces, e.g.
// "could not create the issue: {err of (*Client).CreateIssue}".
type Template struct {
	Text string
	// Raw reports that the text is only the text of errors made elsewhere,
	// with no word of the handler's own.
	Raw bool
	// Constant reports that the text has no dynamic part.
	Constant bool
}

// Literal-text escapes that keep a template on one line.
var escaper = strings.NewReplacer("\n", `\n`, "\t", `\t`, "\r", `\r`)

// maxNesting bounds how deep textTemplate looks into the texts of errors
// made with errors.New or fmt.Errorf.
const maxNesting = 3

// textTemplate renders t.
func textTemplate(b *builder, t *results.Text) Template {
	if t == nil {
		return Template{Text: "{unknown text}"}
	}
	var sb strings.Builder
	own, dynamic, fromErr := false, false, false
	b.renderParts(&sb, t.Parts, 0, &own, &dynamic, &fromErr)
	s := sb.String()
	if t.Alternatives {
		s = "one of: " + s
	}
	if t.Accumulated {
		s += "…"
		dynamic = true
	}
	if s == "" {
		s = `""`
	}
	return Template{Text: s, Raw: fromErr && !own, Constant: !dynamic}
}

// renderParts writes the template of parts to sb, looking into the texts
// of errors the package makes itself (errors.New, fmt.Errorf), and
// records whether it met words of the package's own, dynamic parts and
// the text of errors made elsewhere.
func (b *builder) renderParts(sb *strings.Builder, parts []results.Part, depth int, own, dynamic, fromErr *bool) {
	for i, p := range parts {
		if p.Alt && i > 0 {
			sb.WriteString("; or ")
		}
		switch p.Origin {
		case results.OriginLiteral:
			sb.WriteString(escaper.Replace(p.Lit))
			if strings.ContainsFunc(p.Lit, isWordRune) {
				*own = true
			}
		case results.OriginError:
			if inner := b.madeHere(p.Value); inner != nil && depth < maxNesting {
				b.renderParts(sb, inner.Parts, depth+1, own, dynamic, fromErr)
				continue
			}
			*dynamic, *fromErr = true, true
			sb.WriteString("{" + errLabel(b, p.Value) + "}")
		default:
			*dynamic = true
			*own = true // a value of the handler's choosing (a name, an ID)
			sb.WriteString("{" + label(b, p.Value) + "}")
		}
	}
}

// madeHere returns the text of err when it is made by errors.New or
// fmt.Errorf of the package (results.Result.ErrorTextOf decomposes
// those), else nil.
func (b *builder) madeHere(err ssa.Value) *results.Text {
	if err == nil {
		return nil
	}
	t := b.model.ErrorTextOf(err)
	if t == nil || len(t.Parts) == 1 && t.Parts[0].Origin == results.OriginError {
		return b.helperError(err)
	}
	return t
}

// helperError returns the text of err when it is the error result of a
// call to a helper of the package that returns a handler's pair (a
// call-tool result and an error) and whose failing returns give it one
// text (`return nil, fmt.Errorf("search %q: %w", q, err)`), else nil: the
// handler returning the helper's results fails with that text.
func (b *builder) helperError(err ssa.Value) *results.Text {
	call, idx := irutil.CallResult(err)
	if call == nil {
		return nil
	}
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Signature.Results().Len() != 2 || idx != 1 ||
		!sdk.IsResultType(fn.Signature.Results().At(0).Type(), sdk.None) {
		return nil // not the error of a handler's pair
	}
	var text *results.Text
	for _, r := range b.model.ReturnsOf(fn) {
		if r.Err == nil || r.ErrNil {
			continue
		}
		t := b.model.ErrorTextOf(r.Err)
		if t == nil || text != nil {
			return nil // unknown, or several texts
		}
		text = t
	}
	return text
}

func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 0x7f
}

// contentTemplate renders the texts of a result's content.
func contentTemplate(b *builder, c results.Content) Template {
	if c.Presence.Empty() && len(c.Texts) == 0 {
		return Template{Text: "(no content)", Constant: true}
	}
	var parts []string
	raw, constant := len(c.Texts) > 0, true
	for _, t := range c.Texts {
		tt := textTemplate(b, t)
		parts = append(parts, tt.Text)
		raw = raw && tt.Raw
		constant = constant && tt.Constant
	}
	if c.Other {
		parts = append(parts, "{non-text content}")
		raw, constant = false, false
	}
	if c.Presence == results.PresenceUnknown && len(c.Texts) == 0 && !c.Other {
		return Template{Text: "{unknown content}"}
	}
	return Template{Text: strings.Join(parts, " + "), Raw: raw, Constant: constant}
}

// errorTemplate renders the text of error value err. The text of a
// literal of an error type with a message field (a JSON-RPC error) is its
// message.
func errorTemplate(b *builder, err ssa.Value) Template {
	if alloc, ok := unwrap(err).(*ssa.Alloc); ok {
		for _, r := range *alloc.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || sdk.FieldRole(irutil.FieldOf(fa)) != sdk.RoleMessage {
				continue
			}
			for _, rr := range *fa.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
					return textTemplate(b, b.model.TextOf(st.Val))
				}
			}
		}
	}
	return textTemplate(b, b.model.ErrorTextOf(err))
}

// valueTemplate renders the text of a panic's value.
func valueTemplate(b *builder, v ssa.Value) Template {
	x := unwrap(v)
	switch {
	case irutil.IsString(x.Type()):
		return textTemplate(b, b.model.TextOf(x))
	case types.Implements(x.Type(), errorInterface):
		return errorTemplate(b, x)
	}
	return Template{Text: "{" + label(b, x) + "}"}
}

// prefixed returns t with a constant prefix.
func prefixed(prefix string, t Template) Template {
	if prefix == "" {
		return t
	}
	t.Text = prefix + t.Text
	return t
}

var (
	errorType      = types.Universe.Lookup("error").Type()
	errorInterface = errorType.Underlying().(*types.Interface)
)

func unwrap(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		default:
			return v
		}
	}
}

// errLabel names where an error value comes from: "err of
// (*Client).CreateIssue", "err of os.ReadFile or url.Parse", "err".
func errLabel(b *builder, v ssa.Value) string {
	if v == nil {
		return "err"
	}
	var names []string
	for _, s := range nilflow.Sources(v) {
		s = unwrap(s)
		var n string
		switch x := s.(type) {
		case *ssa.Parameter:
			n = "parameter " + x.Name()
		case *ssa.Alloc:
			n = "a " + typeName(b, x.Type()) + " literal"
		default:
			if call, _ := irutil.CallResult(s); call != nil {
				n = callLabel(b, call.Common())
			}
		}
		if n != "" && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 || len(names) > 3 {
		return "err"
	}
	return "err of " + strings.Join(names, " or ")
}

// label names a non-error value in a text: a parameter, a field, the
// result of a call.
func label(b *builder, v ssa.Value) string {
	if v == nil {
		return "value"
	}
	v = unwrap(v)
	switch x := v.(type) {
	case *ssa.Parameter:
		return x.Name()
	case *ssa.FreeVar:
		return x.Name()
	case *ssa.Global:
		return x.Name()
	case *ssa.Const:
		if x.Value != nil {
			return x.Value.ExactString()
		}
	case *ssa.Field:
		return selector(label(b, x.X), fieldName(x.X.Type(), x.Field))
	case *ssa.FieldAddr:
		if f := irutil.FieldOf(x); f != nil {
			return selector(label(b, x.X), f.Name())
		}
	case *ssa.Alloc:
		if x.Comment != "" && !strings.Contains(x.Comment, " ") {
			return x.Comment // a local variable
		}
	case *ssa.UnOp:
		switch y := x.X.(type) {
		case *ssa.FieldAddr, *ssa.Alloc:
			return label(b, y)
		case *ssa.Global:
			return y.Name()
		}
	case *ssa.Phi:
		var names []string
		for _, e := range x.Edges {
			if n := label(b, e); !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		if len(names) <= 3 {
			return strings.Join(names, " or ")
		}
	}
	if call, _ := irutil.CallResult(v); call != nil {
		if bi, ok := call.Common().Value.(*ssa.Builtin); ok && bi.Name() == "recover" {
			return "panic value"
		}
		if n := callLabel(b, call.Common()); n != "" {
			return "result of " + n
		}
	}
	return typeName(b, v.Type()) // a computed value: its type says what it is
}

// selector renders base.field, parenthesizing a base of several words.
func selector(base, field string) string {
	if strings.Contains(base, " ") {
		base = "(" + base + ")"
	}
	return base + "." + field
}

func fieldName(t types.Type, i int) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if s, ok := t.Underlying().(*types.Struct); ok && i < s.NumFields() {
		return s.Field(i).Name()
	}
	return "field"
}

// callLabel names a call's callee: "(*Client).CreateIssue", "os.ReadFile",
// "helper" (same package), "" for a dynamic call.
func callLabel(b *builder, c *ssa.CallCommon) string {
	fn := irutil.StaticFunc(c)
	if c.IsInvoke() {
		fn = c.Method
	}
	if fn == nil {
		return ""
	}
	sig := fn.Type().(*types.Signature)
	if recv := sig.Recv(); recv != nil {
		t := recv.Type()
		star := ""
		if p, ok := t.(*types.Pointer); ok {
			t, star = p.Elem(), "*"
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name := n.Obj().Name()
			if pkg := n.Obj().Pkg(); pkg != nil && pkg != b.pass.Pkg {
				name = pkg.Name() + "." + name
			}
			return "(" + star + name + ")." + fn.Name()
		}
		return fn.Name()
	}
	if fn.Pkg() != nil && fn.Pkg() != b.pass.Pkg {
		return fn.Pkg().Name() + "." + fn.Name()
	}
	return fn.Name()
}

// typeName names a type by its package's name, e.g. "*jsonrpc.Error".
func typeName(b *builder, t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == b.pass.Pkg {
			return ""
		}
		return p.Name()
	})
}
