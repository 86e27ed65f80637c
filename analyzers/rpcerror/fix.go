package rpcerror

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/format"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/internal/fixguard"
	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/sdk"
	"github.com/mcplint/mcplint/passes/taint"
)

// fix returns a suggested fix that replaces `return x, err` with
// `return <isError result>, nil`, or nil when it would not surely compile
// or no safe message text can be chosen. leaves are the error's sources on
// the paths to ret; the error is non-nil on all of them.
func (c *checker) fix(h *handlers.Handler, ret *ssa.Return, leaves []ssa.Value) []analysis.SuggestedFix {
	if h.Via.Wrapped() || len(ret.Results) != 2 || h.ResultIndex != 0 || h.ErrIndex != 1 {
		return nil
	}
	resType, ok := types.Unalias(h.Fn.Signature.Results().At(0).Type()).(*types.Pointer)
	if !ok || sdk.ResultSDK(resType) != h.SDK {
		return nil
	}
	named, ok := types.Unalias(resType.Elem()).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !sdk.IsMCPPackage(h.SDK, named.Obj().Pkg().Path()) {
		return nil
	}
	file, stmt := c.returnStmt(ret.Pos())
	if stmt == nil || len(stmt.Results) != 2 {
		return nil
	}
	pkgName := c.importName(file, named.Obj().Pkg(), ret.Pos())
	if pkgName == "" {
		return nil
	}
	text, reuses, withheld := c.messageText(stmt.Results[1], ret.Pos(), leaves)
	if text == "" {
		return nil
	}
	title := "return an isError result instead of the error"
	var logEdit []analysis.TextEdit
	if withheld != nil {
		// The cause stays out of the result: log it, unless it is a
		// secret, which has no place in logs either.
		l, _ := withheld.taint.Worst()
		title = fmt.Sprintf("return an isError result with the message only, without the cause (%s), which errorleak would report", l.What)
		if l.Kind != taint.Secret {
			if stmtSrc, logger := c.logCause(file, stmt, withheld.call, text); stmtSrc != "" {
				logEdit = []analysis.TextEdit{{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(stmtSrc + "\n")}}
				title = fmt.Sprintf("return an isError result with the message only, and log the cause (%s) with %s", l.What, logger)
				reuses = withheld.call // every operand stays
			}
		}
	}
	expr := sdk.ErrorResultExpr(h.SDK, c.res.Versions, pkgName, text)
	if expr == "" {
		return nil
	}
	if fixguard.DropsLastUse(c.pass.TypesInfo, h.Fn, stmt, reuses) {
		return nil
	}
	newText := expr + ", nil"
	return []analysis.SuggestedFix{{
		Message: title,
		TextEdits: append(logEdit, analysis.TextEdit{
			Pos:     stmt.Results[0].Pos(),
			End:     stmt.Results[1].End(),
			NewText: []byte(newText),
		}),
	}}
}

// messageText chooses the Go source of the text the model reads, never
// copying text errorleak would report there, nor, where the taint
// analysis did not judge the return at ret, the text of an error the code
// did not create itself. reuses is the error expression when the text
// refers to it; withheld is the cause of a fmt.Errorf left out of the
// text because errorleak would report it.
func (c *checker) messageText(errExpr ast.Expr, ret token.Pos, leaves []ssa.Value) (text string, reuses ast.Expr, withheld *withheldCause) {
	info := c.pass.TypesInfo
	errExpr = ast.Unparen(errExpr)
	if call, ok := errExpr.(*ast.CallExpr); ok {
		if fn := calleeFunc(info, call); fn != nil && fn.Pkg() != nil {
			switch {
			case fn.Pkg().Path() == "errors" && fn.Name() == "New" && len(call.Args) == 1:
				if tv := info.Types[call.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
					return c.src(call.Args[0]), nil, nil
				}
			case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && !call.Ellipsis.IsValid() && !ownArgs(info, call.Args):
				// errorleak's judgement of the returned error, when the
				// taint analysis visited this return: keep the cause's
				// text where the model may read it, and only there.
				if t, judged := c.withheld[ret]; judged {
					if t.Empty() {
						if text := c.withCause(call); text != "" {
							return text, call, nil // every operand stays
						}
					} else if text := c.withoutCause(call); text != "" {
						return text, nil, &withheldCause{call: call, taint: t}
					}
					return "", nil, nil
				}
				if text := c.withShowableCause(call, leaves); text != "" {
					return text, call, nil // every operand stays
				}
				return c.withoutCause(call), nil, nil
			case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && !call.Ellipsis.IsValid() && ownArgs(info, call.Args):
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && len(call.Args) > 0 {
					if tv := info.Types[call.Args[0]]; tv.Value != nil && !strings.Contains(constant.StringVal(tv.Value), "%w") {
						if len(call.Args) == 1 {
							return c.src(call.Args[0]), nil, nil
						}
						args := make([]string, len(call.Args))
						for i, a := range call.Args {
							args[i] = c.src(a)
						}
						return c.src(sel.X) + ".Sprintf(" + strings.Join(args, ", ") + ")", nil, nil
					}
				}
			}
		}
	}
	id, isIdent := errExpr.(*ast.Ident)
	if isIdent && len(leaves) > 0 && c.allOwnDeep(leaves, 0) {
		return id.Name + ".Error()", id, nil
	}
	if isIdent && len(leaves) > 0 && allArgumentHelpers(leaves) {
		return id.Name + ".Error()", id, nil
	}
	// Any other error's text is not the code's to show: no fix, rather
	// than a message made up from the callee's name.
	return "", nil, nil
}

// withShowableCause returns the Go source of the whole message a
// fmt.Errorf call writes, `fmt.Sprintf` of the same format (%w printed as
// %v) and operands, when its cause is one the model can act on and
// errorleak would not report: an error the code created itself, or an
// argument helper's or decoder's complaint about the tool's arguments
// (`fmt.Errorf("invalid arguments: %w", err)` after BindArguments keeps
// which argument was wrong). It returns "" otherwise. leaves are the
// error's sources at the return: the call itself.
func (c *checker) withShowableCause(call *ast.CallExpr, leaves []ssa.Value) string {
	info := c.pass.TypesInfo
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) < 2 || len(leaves) != 1 || !ownArgs(info, call.Args[:len(call.Args)-1]) {
		return ""
	}
	tv := info.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	format := constant.StringVal(tv.Value)
	if strings.Count(format, "%w") != 1 && strings.Count(format, "%v")+strings.Count(format, "%s") == 0 {
		return ""
	}
	ssaCall, ok := leaves[0].(*ssa.Call)
	if !ok || ssaCall.Pos() != call.Lparen || len(ssaCall.Common().Args) != 2 {
		return ""
	}
	elems, ok := irutil.SliceElems(ssaCall.Common().Args[1])
	if !ok || len(elems) != len(call.Args)-1 {
		return ""
	}
	cause := elems[len(elems)-1]
	switch x := cause.(type) {
	case *ssa.MakeInterface:
		cause = x.X
	case *ssa.ChangeInterface:
		cause = x.X
	}
	if !isErrorish(cause.Type()) || !c.showable(cause) {
		return ""
	}
	args := []string{strconv.Quote(strings.ReplaceAll(format, "%w", "%v"))}
	for _, a := range call.Args[1:] {
		args = append(args, c.src(a))
	}
	return c.src(sel.X) + ".Sprintf(" + strings.Join(args, ", ") + ")"
}

// showable reports whether every error err can hold is one the code
// created itself or an SDK argument helper's (RequireString,
// BindArguments).
func (c *checker) showable(err ssa.Value) bool {
	var leaves []ssa.Value
	for _, l := range nilflow.Chain(err, func(*types.Func) bool { return false }) {
		leaves = append(leaves, l.Value)
	}
	if len(leaves) == 0 {
		return false
	}
	for _, l := range leaves {
		if !c.allOwnDeep([]ssa.Value{l}, 0) && !allArgumentHelpers([]ssa.Value{l}) {
			return false
		}
	}
	return true
}

// withoutCause returns the Go source of the message a fmt.Errorf call
// writes before its cause: `fmt.Errorf("fetch %s: %w", url, err)` gives
// `fmt.Sprintf("fetch %s", url)`. The cause (the last operand, an error or
// its text, printed last after a separator) stays out of the result, where
// the model and errorleak would read raw infrastructure text. It returns
// "" for any other shape.
func (c *checker) withoutCause(call *ast.CallExpr) string {
	info := c.pass.TypesInfo
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) < 2 {
		return ""
	}
	tv := info.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	format := constant.StringVal(tv.Value)
	if strings.ContainsAny(format, "*[") || strings.Count(format, "%")-2*strings.Count(format, "%%") != len(call.Args)-1 {
		return ""
	}
	var prefix string
	for _, verb := range []string{"%w", "%v", "%s"} {
		if p, ok := strings.CutSuffix(format, verb); ok {
			prefix = p
			break
		}
	}
	prefix = strings.TrimRight(prefix, " :-—")
	if prefix == "" || strings.HasSuffix(prefix, "%") {
		return ""
	}
	// The cause is the last operand; the others must be the code's own.
	if !ownArgs(info, call.Args[:len(call.Args)-1]) || ownArgs(info, []ast.Expr{nil, call.Args[len(call.Args)-1]}) {
		return ""
	}
	if len(call.Args) == 2 {
		return strconv.Quote(prefix)
	}
	args := []string{strconv.Quote(prefix)}
	for _, a := range call.Args[1 : len(call.Args)-1] {
		args = append(args, c.src(a))
	}
	return c.src(sel.X) + ".Sprintf(" + strings.Join(args, ", ") + ")"
}

// ownArgs reports whether no argument of a fmt.Errorf call carries an
// error or its text.
func ownArgs(info *types.Info, args []ast.Expr) bool {
	for _, a := range args[1:] {
		t := info.TypeOf(a)
		if t == nil || isErrorish(t) {
			return false
		}
		found := false
		ast.Inspect(a, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" {
				found = true
			}
			return !found
		})
		if found {
			return false
		}
	}
	return true
}

func isErrorish(t types.Type) bool {
	errT := types.Universe.Lookup("error").Type()
	return types.Identical(t, errT) || types.Implements(t, errT.Underlying().(*types.Interface))
}

// allOwn reports whether every source is an error the code created
// itself: errors.New, or fmt.Errorf without error operands.
func allOwn(leaves []ssa.Value) bool {
	for _, l := range leaves {
		call, ok := l.(*ssa.Call)
		if !ok {
			return false
		}
		fn := irutil.StaticFunc(call.Common())
		if fn == nil || fn.Pkg() == nil {
			return false
		}
		switch {
		case fn.Pkg().Path() == "errors" && fn.Name() == "New":
		case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf":
			for _, a := range call.Common().Args {
				if isErrorish(a.Type()) {
					return false
				}
			}
			if sl, ok := call.Common().Args[1].(*ssa.Slice); ok {
				if alloc, ok := sl.X.(*ssa.Alloc); ok {
					for _, r := range *alloc.Referrers() {
						ia, ok := r.(*ssa.IndexAddr)
						if !ok {
							continue
						}
						for _, rr := range *ia.Referrers() {
							if st, ok := rr.(*ssa.Store); ok && carriesError(st.Val) {
								return false
							}
						}
					}
				}
			}
		default:
			return false
		}
	}
	return true
}

// allOwnDeep is allOwn that also accepts the errors of same-package
// callees whose every non-nil error is one the code created itself (an
// argument parser returning errors.New("q must be a string")).
func (c *checker) allOwnDeep(leaves []ssa.Value, depth int) bool {
	for _, l := range leaves {
		if allOwn([]ssa.Value{l}) {
			continue
		}
		call, idx := irutil.CallResult(l)
		if call == nil || depth > 3 {
			return false
		}
		inner := c.model.ErrorsOf(call.Common().StaticCallee(), idx)
		if len(inner) == 0 || !c.allOwnDeep(inner, depth+1) {
			return false
		}
	}
	return true
}

// carriesError reports whether a printf operand is an error or a text
// obtained from one.
func carriesError(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.MakeInterface:
		if isErrorish(x.X.Type()) {
			return true
		}
		return carriesError(x.X)
	case *ssa.ChangeInterface:
		return true
	case *ssa.Call:
		c := x.Common()
		return c.IsInvoke() && c.Method.Name() == "Error" ||
			!c.IsInvoke() && c.StaticCallee() != nil && c.StaticCallee().Name() == "Error"
	}
	return false
}

// allArgumentHelpers reports whether every source is the error of an SDK
// argument helper (RequireString & co.).
func allArgumentHelpers(leaves []ssa.Value) bool {
	for _, l := range leaves {
		call, _ := irutil.CallResult(l)
		if call == nil || !sdk.IsArgumentHelper(irutil.StaticFunc(call.Common())) {
			return false
		}
	}
	return true
}

func calleeFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// returnStmt finds the return statement whose keyword is at pos.
func (c *checker) returnStmt(pos token.Pos) (*ast.File, *ast.ReturnStmt) {
	for _, f := range c.pass.Files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		var found *ast.ReturnStmt
		ast.Inspect(f, func(n ast.Node) bool {
			if found != nil || n == nil || pos < n.Pos() || pos >= n.End() {
				return false
			}
			if r, ok := n.(*ast.ReturnStmt); ok && r.Return == pos {
				found = r
			}
			return true
		})
		return f, found
	}
	return nil, nil
}

// importName returns the name under which file imports pkg, if that name
// denotes the package at pos (not shadowed), or "".
func (c *checker) importName(file *ast.File, pkg *types.Package, pos token.Pos) string {
	info := c.pass.TypesInfo
	for _, spec := range file.Imports {
		pn := info.PkgNameOf(spec)
		if pn == nil || pn.Imported() != pkg || pn.Name() == "_" || pn.Name() == "." {
			continue
		}
		scope := innermostScope(info, file, pos)
		if scope == nil {
			return ""
		}
		if _, obj := scope.LookupParent(pn.Name(), pos); obj != pn {
			return ""
		}
		return pn.Name()
	}
	return ""
}

func innermostScope(info *types.Info, file *ast.File, pos token.Pos) *types.Scope {
	fileScope := info.Scopes[file]
	if fileScope == nil {
		return nil
	}
	return fileScope.Innermost(pos)
}

func (c *checker) src(e ast.Expr) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, c.pass.Fset, e); err != nil {
		return ""
	}
	return buf.String()
}
