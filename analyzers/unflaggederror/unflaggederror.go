package unflaggederror

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports failure texts in results that claim success.
var Analyzer = &analysis.Analyzer{
	Name:     "unflaggederror",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{results.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[results.Analyzer].(*results.Result)
	if len(res.Handlers) == 0 {
		return nil, nil
	}
	scope := report.NewScope(pass)
	reported := map[token.Pos]bool{}
	for _, h := range res.Handlers {
		for _, r := range h.Returns {
			if !res.ErrNilOn(h, r) {
				continue
			}
			for _, v := range r.Values {
				why := failure(res, v, r)
				if why == "" {
					continue
				}
				pos := v.Pos
				if !scope.InPackage(pos) {
					pos = r.Pos
				}
				if reported[pos] || !scope.Reportable(pos) {
					continue
				}
				reported[pos] = true
				d := analysis.Diagnostic{Pos: pos, Category: "unflaggederror"}
				fix, advice := suggest(pass, v, r)
				d.Message = fmt.Sprintf("result %s but does not set isError: hosts count the call as a success and the model learns to treat failures as data; %s", why, advice)
				if fix != nil {
					d.SuggestedFixes = []analysis.SuggestedFix{*fix}
				}
				pass.Report(d)
			}
		}
	}
	return nil, nil
}

// failure says why v reads as a failure result without isError, or "".
func failure(res *results.Result, v *results.Value, r *results.Return) string {
	if v.IsError != sdk.False || v.Made == results.MadeUnknown || v.Content.Loop || v.Content.Other {
		return ""
	}
	texts := v.Content.Texts
	if len(texts) == 0 {
		return ""
	}
	why := ""
	for _, t := range texts {
		w := failureText(res, t, r)
		if w == "" {
			return "" // partial success, or data
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// failureText says why t is the text of a failure, or "".
func failureText(res *results.Result, t *results.Text, r *results.Return) string {
	if t.Accumulated {
		return ""
	}
	if t.Alternatives {
		return failurePath(res, t, r.Ret.Block())
	}
	block := r.Ret.Block()
	if in, ok := t.Value.(ssa.Instruction); ok && in.Block() != nil {
		block = in.Block()
	}
	return textFailure(t, block)
}

// failurePath says why a text chosen on the way to the return (in block
// ret) reads as a failure on one of the ways, or "": a way whose text is
// built from an error that is non-nil there and not known nil at the
// return.
//
//	msg := fmt.Sprintf("%d items", n)
//	if err != nil {
//		msg = "cannot count: " + err.Error()
//	}
//	return mcp.NewToolResultText(msg), nil
func failurePath(res *results.Result, t *results.Text, ret *ssa.BasicBlock) string {
	phi, ok := t.Value.(*ssa.Phi)
	if !ok {
		return ""
	}
	for i, edge := range phi.Edges {
		if edge == phi || i >= len(phi.Block().Preds) {
			continue
		}
		et := res.TextOf(edge)
		if et == nil || et.Accumulated || et.Alternatives || !failedOn(et, phi.Block().Preds[i], ret) {
			continue
		}
		if why := textFailure(et, phi.Block().Preds[i]); why != "" {
			return why + " on one path"
		}
	}
	return ""
}

// failedOn reports whether t is built from an error that is non-nil in
// block at and not known to be nil in block ret.
func failedOn(t *results.Text, at, ret *ssa.BasicBlock) bool {
	for _, p := range t.Parts {
		if p.Origin != results.OriginError || p.Value == nil || stored(p.Value) {
			continue
		}
		if p.ErrIn(at) == nilflow.NonNil && p.ErrIn(ret) != nilflow.Nil {
			return true
		}
	}
	return false
}

// textFailure says why t, a text without alternatives, is the text of a
// failure where it is made, in block, or "".
func textFailure(t *results.Text, block *ssa.BasicBlock) string {
	prefix := strings.TrimLeftFunc(t.Prefix(), func(r rune) bool { return !unicode.IsLetter(r) })
	if mentionsAsData(t) {
		return ""
	}
	if isFailureMessage(prefix) {
		shown := shorten(strings.TrimSpace(t.Prefix()))
		if lit, ok := t.Literal(); !ok || strings.TrimSpace(lit) != shown {
			shown += " …"
		}
		return fmt.Sprintf("text %q reads as a failure", shown)
	}
	if match, shown := template(t); isFailureStatement(match) {
		return fmt.Sprintf("text %q reads as a failure", shorten(shown))
	}
	for _, p := range t.Parts {
		if p.ErrIn(block) == nilflow.NonNil && !stored(p.Value) {
			return "text is built from an error value"
		}
	}
	return ""
}

// stored reports whether err is read from a struct field or a package
// variable: an error the server kept from earlier work ("last failure:
// …"), which a successful call may report as data.
func stored(err ssa.Value) bool {
	load, ok := irutil.UnwrapInterface(err).(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	switch load.X.(type) {
	case *ssa.FieldAddr, *ssa.Global:
		return true
	}
	return false
}

var (
	failurePatterns = regexp.MustCompile(`(?i)^(?:` +
		`(?:error|fatal|failure)\s*[:!\-–]` +
		`|error\s+(?:occurred|while|when|during|\w+ing\b)` +
		`|(?:failed|unable)\s+to\s` +
		`|failed\s*[:\-–]\s*[^\d\s]` +
		`|failed\s+(?:with|while|when|during)\s` +
		`|(?:could\s*not|couldn't|cannot|can't)\s+\w` +
		`|(?:missing|invalid)\s+(?:required\s+)?(?:argument|arguments|parameter|parameters|param|input|value|request)\b` +
		// The tool's own operation failed: "Request failed with status 500".
		`|(?:the\s+)?(?:api\s+|http\s+)?(?:request|call|operation|query|lookup|search|fetch|upload|download|connection|authentication|login)\s+(?:failed|errored)\b` +
		`)`)
	// notFailure are phrases about errors, not failures: "Error handling".
	notFailure   = regexp.MustCompile(`(?i)^errors?\s+(?:handling|logging|reporting|tracking|codes?|messages?|rates?|counts?|logs?)\b`)
	dataPatterns = regexp.MustCompile(`(?i)\b(?:no|0|zero)\s+errors?\b|\berrors?\s*(?:count|found)?\s*[:=]\s*\d`)
)

// failureStatements are failure messages that need more than their first
// words, matched against the whole text with each value that is not a
// literal (an argument, an identifier) standing as the word "x": "Note x
// not found", "x is required", "Invalid date format, use YYYY-MM-DD".
var failureStatements = regexp.MustCompile(`(?i)^(?:` +
	`(?:an?\s+)?(?:unexpected\s+|internal\s+|unknown\s+)?error\s+(?:occurred|has\s+occurred|happened)\b` +
	`|something\s+went\s+wrong\b` +
	`|(?:permission|access)\s+denied\b` +
	`|(?:the\s+)?(?:api\s+|http\s+)?(?:request|call|operation|query|lookup|search|fetch|upload|download|connection)\s+timed\s+out\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `)?\s+(?:argument\s+|parameter\s+|param\s+|field\s+|option\s+)?is\s+required\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `){0,2}\s+(?:was\s+|were\s+)?not\s+found\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `){0,3}\s+does\s+not\s+exist\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `)?\s+must\s+(?:be|not|contain|have|match)\b` +
	`|invalid\s+[\w-]+(?:\s+[\w-]+)?(?:\s*[:,;]|\s+(?:format|value|provided|given|specified|for)\b|\s*\.?$)` +
	`)`)

// subject is one word of a failure statement's subject: an identifier,
// possibly quoted, or a value (x).
const subject = `[\w'"\x60./-]+`

// isFailureStatement reports whether a text template reads as a failure.
func isFailureStatement(tpl string) bool {
	tpl = strings.TrimLeftFunc(tpl, func(r rune) bool { return !unicode.IsLetter(r) })
	return failureStatements.MatchString(tpl)
}

// template returns the text of t with each part that is not a literal as
// "x", for matching, and as "…", for showing.
func template(t *results.Text) (match, shown string) {
	var m, s strings.Builder
	for _, p := range t.Parts {
		if p.Origin == results.OriginLiteral {
			m.WriteString(p.Lit)
			s.WriteString(p.Lit)
			continue
		}
		m.WriteString("x")
		s.WriteString("…")
	}
	return m.String(), strings.TrimSpace(s.String())
}

func isFailureMessage(prefix string) bool {
	return failurePatterns.MatchString(prefix) && !notFailure.MatchString(prefix)
}

// mentionsAsData reports texts that talk about errors as data ("0 errors").
func mentionsAsData(t *results.Text) bool {
	for _, p := range t.Parts {
		if p.Origin == results.OriginLiteral && dataPatterns.MatchString(p.Lit) {
			return true
		}
	}
	return false
}

func shorten(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if r := []rune(s); len(r) > 40 {
		s = strings.TrimSpace(string(r[:40]))
	}
	return s
}

// suggest returns a fix, when one surely compiles and creates no other
// finding, and the advice for the message.
func suggest(pass *analysis.Pass, v *results.Value, r *results.Return) (*analysis.SuggestedFix, string) {
	const generic = "set isError on the result and keep the text a short, actionable message"
	if v.Mutated || v.Structured != sdk.False || r.OutAttached != sdk.False {
		if r.OutAttached != sdk.False {
			return nil, "return the error as the handler's error instead (the SDK makes it an isError result)"
		}
		return nil, generic
	}
	switch e := v.Expr.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(pass.TypesInfo, e).(*types.Func)
		name, ok := sdk.ErrorResultCounterpart(fn)
		if !ok {
			return nil, generic
		}
		id := calleeIdent(e)
		if id == nil {
			return nil, generic
		}
		return &analysis.SuggestedFix{
			Message:   "Use " + name,
			TextEdits: []analysis.TextEdit{{Pos: id.Pos(), End: id.End(), NewText: []byte(name)}},
		}, "use " + name + " instead of " + fn.Name()
	case *ast.UnaryExpr:
		if lit, ok := e.X.(*ast.CompositeLit); ok {
			return literalFix(pass, lit)
		}
	case *ast.CompositeLit:
		return literalFix(pass, e)
	}
	return nil, generic
}

func calleeIdent(call *ast.CallExpr) *ast.Ident {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return f
	case *ast.SelectorExpr:
		return f.Sel
	}
	return nil
}

// literalFix adds `IsError: true` to a keyed composite literal.
func literalFix(pass *analysis.Pass, lit *ast.CompositeLit) (*analysis.SuggestedFix, string) {
	const advice = "set IsError: true"
	t := pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return nil, advice
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, advice
	}
	field := ""
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if sdk.FieldRole(f) == sdk.RoleIsError {
			if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool && (f.Exported() || f.Pkg() == pass.Pkg) {
				field = f.Name()
			}
		}
	}
	if field == "" {
		return nil, advice
	}
	for _, elt := range lit.Elts {
		if _, ok := elt.(*ast.KeyValueExpr); !ok {
			return nil, advice // positional literal
		}
	}
	var edit analysis.TextEdit
	if len(lit.Elts) == 0 {
		edit = analysis.TextEdit{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte(field + ": true")}
	} else {
		first := lit.Elts[0]
		text := field + ": true, "
		if pass.Fset.Position(first.Pos()).Line != pass.Fset.Position(lit.Lbrace).Line {
			text = field + ": true,\n" + indentOf(pass, first.Pos())
		}
		edit = analysis.TextEdit{Pos: first.Pos(), End: first.Pos(), NewText: []byte(text)}
	}
	return &analysis.SuggestedFix{Message: "Set " + field + ": true", TextEdits: []analysis.TextEdit{edit}}, "set " + field + ": true"
}

// indentOf returns the indentation of the line holding pos, assuming
// gofmt's tabs: pos starts the line's first element.
func indentOf(pass *analysis.Pass, pos token.Pos) string {
	return strings.Repeat("\t", pass.Fset.Position(pos).Column-1)
}
