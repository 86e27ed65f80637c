package reservedcode

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"iter"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A package of the module may map the server's errors to JSON-RPC codes
// (`func ToRPC(err error) (int, string)` returning -32020 for an
// upstream failure) for another package to put into its error objects.
// The mapping's package does not know the result is a code; the package
// using it does. The mapping exports the codes in MCP's bands it returns
// (CodeReturnsFact), and a code site taking them is reported at the call.

// CodeReturnsFact lists the constant codes inside -32099..-32000 that an
// exported function returns.
type CodeReturnsFact struct {
	Returns []CodeReturn
}

// A CodeReturn is one constant code a function returns.
type CodeReturn struct {
	// Index is the result it is returned as, Code its value, Pos where
	// ("errors.go:368"), Meaning the name of the constant or the
	// constant message returned beside it ("" for none).
	Index   int
	Code    int64
	Pos     string
	Meaning string
}

// AFact marks CodeReturnsFact as an analysis fact.
func (*CodeReturnsFact) AFact() {}

func (f *CodeReturnsFact) String() string {
	var parts []string
	for _, r := range f.Returns {
		parts = append(parts, strconv.Itoa(r.Index)+":"+strconv.FormatInt(r.Code, 10))
	}
	return "codereturns(" + strings.Join(parts, ", ") + ")"
}

// exportCodeReturns exports a CodeReturnsFact for each exported function
// (or method of an exported type) of the package's non-test files that
// returns a constant integer inside MCP's bands.
func exportCodeReturns(pass *analysis.Pass) {
	for _, f := range pass.Files {
		if report.InTestFile(pass.Fset, f.Pos()) {
			continue
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !fd.Name.IsExported() {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if recv := fn.Signature().Recv(); recv != nil && !exportedRecv(recv.Type()) {
				continue
			}
			if rs := constReturnCodes(pass, fd); len(rs) > 0 {
				pass.ExportObjectFact(fn, &CodeReturnsFact{Returns: rs})
			}
		}
	}
}

// exportedRecv reports whether t, a receiver type, is a named type
// another package can name.
func exportedRecv(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Exported()
}

// constReturnCodes returns the constant integers inside -32099..-32000
// that fd's return statements give, with the constant string returned
// beside each, if any.
func constReturnCodes(pass *analysis.Pass, fd *ast.FuncDecl) []CodeReturn {
	var out []CodeReturn
	for ret := range ownReturns(fd.Body) {
		for i, e := range ret.Results {
			code, ok := intConst(pass.TypesInfo, e)
			if !ok || !inMCPBands(code) {
				continue
			}
			meaning := constName(pass.TypesInfo, e)
			if meaning == "" {
				for j, m := range ret.Results {
					if s, ok := stringConst(pass.TypesInfo, m); ok && j != i {
						meaning = s
					}
				}
			}
			out = append(out, codeReturn(pass, i, code, e, meaning))
		}
	}
	return append(out, namedResultCodes(pass, fd)...)
}

// ownReturns yields the return statements of body, not those of the
// function literals inside it.
func ownReturns(body *ast.BlockStmt) iter.Seq[*ast.ReturnStmt] {
	return func(yield func(*ast.ReturnStmt) bool) {
		done := false
		ast.Inspect(body, func(n ast.Node) bool {
			if done {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncLit:
				return false // its returns are its own
			case *ast.ReturnStmt:
				done = !yield(n)
			}
			return !done
		})
	}
}

// inMCPBands reports whether code is in the legacy band or the band MCP
// reserves (-32099..-32000).
func inMCPBands(code int64) bool {
	b := sdk.CodeBand(code)
	return b == sdk.BandLegacy || b == sdk.BandReserved
}

// constName returns the name of the constant e names, conversions aside,
// or "".
func constName(info *types.Info, e ast.Expr) string {
	if c := constOf(info, handlers.StripConversions(info, e)); c != nil {
		return c.Name()
	}
	return ""
}

// namedResultCodes returns the constant codes inside MCP's bands that fd
// assigns to a named result (`case ErrRTMAPIFailure: code = -32020;
// message = "…"` before a bare return), each with the constant string
// the same statement list assigns to another named result.
func namedResultCodes(pass *analysis.Pass, fd *ast.FuncDecl) []CodeReturn {
	results := map[types.Object]int{}
	i := 0
	if fd.Type.Results != nil {
		for _, field := range fd.Type.Results.List {
			for _, name := range field.Names {
				results[pass.TypesInfo.Defs[name]] = i
				i++
			}
			if len(field.Names) == 0 {
				i++
			}
		}
	}
	if len(results) == 0 {
		return nil
	}
	resultOf := func(e ast.Expr) (int, bool) {
		id, ok := astutil.Unparen(e).(*ast.Ident)
		if !ok {
			return 0, false
		}
		idx, ok := results[pass.TypesInfo.ObjectOf(id)]
		return idx, ok
	}
	var out []CodeReturn
	list := func(stmts []ast.Stmt) {
		meaning := ""
		var found []CodeReturn
		for _, st := range stmts {
			as, ok := st.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != len(as.Rhs) {
				continue
			}
			for j, l := range as.Lhs {
				idx, ok := resultOf(l)
				if !ok {
					continue
				}
				if s, ok := stringConst(pass.TypesInfo, as.Rhs[j]); ok {
					meaning = s
				}
				if code, ok := intConst(pass.TypesInfo, as.Rhs[j]); ok && inMCPBands(code) {
					found = append(found, codeReturn(pass, idx, code, as.Rhs[j], constName(pass.TypesInfo, as.Rhs[j])))
				}
			}
		}
		for _, f := range found {
			if f.Meaning == "" {
				f.Meaning = meaning
			}
			out = append(out, f)
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			list(n.List)
		case *ast.CaseClause:
			list(n.Body)
		}
		return true
	})
	return out
}

// codeReturn describes code, written at e, returned as result idx.
func codeReturn(pass *analysis.Pass, idx int, code int64, e ast.Expr, meaning string) CodeReturn {
	p := pass.Fset.Position(e.Pos())
	return CodeReturn{Index: idx, Code: code, Pos: filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line), Meaning: meaning}
}

// foreignCodes returns the messages for e, a call of a function of
// another package whose result idx a code site uses as its code: one
// per code in MCP's bands the function returns there (CodeReturnsFact).
func foreignCodes(pass *analysis.Pass, e ast.Expr, idx int) []string {
	call, ok := astutil.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
		return nil
	}
	var f CodeReturnsFact
	if !pass.ImportObjectFact(fn, &f) {
		return nil
	}
	var msgs, others []string
	for _, r := range f.Returns {
		if r.Index != idx {
			continue
		}
		src := fmt.Sprintf("returned by %s.%s at %s", fn.Pkg().Name(), fn.Name(), r.Pos)
		if msg := codeMessage(r.Code, src, r.Meaning); msg != "" {
			msgs = append(msgs, msg)
			others = append(others, fmt.Sprintf("%d at %s", r.Code, r.Pos))
		}
	}
	if len(msgs) > 1 {
		// One finding per call: the first code's, naming the others.
		return []string{msgs[0] + "; " + fn.Name() + " also returns " + strings.Join(others[1:], ", ")}
	}
	return msgs
}

// intConst returns the value of e, an integer constant.
func intConst(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

// stringConst returns the value of e, a string constant.
func stringConst(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
