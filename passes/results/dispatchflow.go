package results

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
)

// Hand-written dispatchers often keep the error of the tool they ran in a
// variable and test it once, after the decision:
//
//	var text string
//	var err error
//	switch name {
//	case "query":
//		text, err = s.query(args)
//	default:
//		err = fmt.Errorf("unknown tool %q", name)
//	}
//	if err != nil {
//		return isErrorResponse(id, err)
//	}
//
// The error a branch assigns is answered by the test that follows the
// decision: errTestAfter finds it.

// errTestAfter returns the if statement that tests `err != nil` on the
// variable as assigns last (as its last left-hand side) when control goes
// from as straight to it: as is the last statement of its block, and of
// the branches (if, else, case) that hold it, and the if statement is the
// next statement after the outermost of those. It returns nil otherwise.
func (e *engine) errTestAfter(as *ast.AssignStmt) *ast.IfStmt {
	file := e.fileOf(as.Pos())
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, as.Pos(), as.End())
	lhs := as.Lhs[len(as.Lhs)-1]
	var child ast.Node = as
	for _, n := range path {
		if n == as {
			continue
		}
		var list []ast.Stmt
		switch n := n.(type) {
		case *ast.BlockStmt:
			if _, ok := child.(*ast.CaseClause); ok {
				child = n // a switch's body
				continue
			}
			list = n.List
		case *ast.CaseClause:
			list = n.Body
		case *ast.IfStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt:
			child = n
			continue
		default:
			return nil // a loop, a function, a select: not followed
		}
		i := indexOf(list, child)
		if i < 0 {
			return nil
		}
		if i+1 < len(list) {
			// Up to maxAsideTest statements that leave the error alone
			// may come first (`resp := map[string]any{"jsonrpc": "2.0"}`).
			j := i + 1
			for j < len(list) && j-i-1 < maxAsideTest && aside(e.pass.TypesInfo, list[j], lhs) {
				j++
			}
			if j == len(list) {
				return nil
			}
			ifs, ok := list[j].(*ast.IfStmt)
			if !ok || ifs.Init != nil || !testsErrNotNil(e.pass.TypesInfo, ifs.Cond, lhs) {
				return nil
			}
			return ifs
		}
		child = n
	}
	return nil
}

// maxAsideTest is how many statements may stand between a decision and
// the test of the error a branch of it assigned.
const maxAsideTest = 2

// aside reports whether st is a plain assignment, declaration or
// expression statement that does not mention the variable errExpr names.
func aside(info *types.Info, st ast.Stmt, errExpr ast.Expr) bool {
	switch st.(type) {
	case *ast.AssignStmt, *ast.DeclStmt, *ast.ExprStmt:
	default:
		return false
	}
	id, ok := astutil.Unparen(errExpr).(*ast.Ident)
	if !ok {
		return false
	}
	obj := info.ObjectOf(id)
	if obj == nil {
		return false
	}
	mentions := false
	ast.Inspect(st, func(n ast.Node) bool {
		if x, ok := n.(*ast.Ident); ok && info.ObjectOf(x) == obj {
			mentions = true
		}
		return !mentions
	})
	return !mentions
}

// indexOf returns the index of statement n in list, or -1.
func indexOf(list []ast.Stmt, n ast.Node) int {
	for i, s := range list {
		if s == n {
			return i
		}
	}
	return -1
}

// fileOf returns the package file holding pos.
func (e *engine) fileOf(pos token.Pos) *ast.File {
	for _, f := range e.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// assignedErrAnswer classifies the miss branch of a hand-written dispatch
// that returns nothing but assigns the error the dispatcher tests after
// the decision (see errTestAfter): by what that test's branch answers.
// The answer is reported at the assigned error.
func (e *engine) assignedErrAnswer(d handlers.Dispatch, fn *ssa.Function) Answer {
	if len(returnStmts(d.Miss)) > 0 || d.After {
		return Answer{}
	}
	for _, st := range d.Miss {
		as, ok := st.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		last := as.Rhs[len(as.Rhs)-1]
		t := e.pass.TypesInfo.TypeOf(as.Lhs[len(as.Lhs)-1])
		if t == nil || !types.Identical(t, errorType) || isNilIdent(e.pass.TypesInfo, last) {
			continue
		}
		ifs := e.errTestAfter(as)
		if ifs == nil {
			return Answer{}
		}
		a := e.region(fn, ifs.Body.List)
		switch a.Sends {
		case SendsCode, SendsIsError, SendsInvalidParams:
			return Answer{Sends: a.Sends, Code: a.Code, At: last}
		}
		return Answer{}
	}
	return Answer{}
}
