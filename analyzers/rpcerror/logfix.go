package rpcerror

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcplint/mcplint/passes/taint"
)

// withheldCause is the cause of a fmt.Errorf the fix does not show the
// model, because errorleak would report its text in an isError result:
// the call, and what its text carries.
type withheldCause struct {
	call  *ast.CallExpr
	taint taint.Taint
}

// Logger kinds: how a statement logs a message and an error.
const (
	logPrintf  = iota + 1 // log package, *log.Logger: Printf(format, args...)
	logSlog               // log/slog package, *slog.Logger: Error(msg, "error", err)
	logZap                // *zap.Logger: Error(msg, zap.Error(err))
	logSugared            // *zap.SugaredLogger: Errorw(msg, "error", err)
	logLogrus             // logrus package, *Logger, *Entry, FieldLogger: WithError(err).Error(msg)
)

// loggerKind returns the kind of logger a value of type t is, or 0.
func loggerKind(t types.Type) int {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return 0
	}
	switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
	case "log.Logger":
		return logPrintf
	case "log/slog.Logger":
		return logSlog
	case "go.uber.org/zap.Logger":
		return logZap
	case "go.uber.org/zap.SugaredLogger":
		return logSugared
	case "github.com/sirupsen/logrus.Logger", "github.com/sirupsen/logrus.Entry", "github.com/sirupsen/logrus.FieldLogger":
		return logLogrus
	}
	return 0
}

// packageLoggers are the logging packages whose functions log without a
// logger value, with their kinds, in order of preference on a tie.
var packageLoggers = []struct {
	path string
	kind int
}{
	{"log/slog", logSlog},
	{"github.com/sirupsen/logrus", logLogrus},
	{"log", logPrintf},
}

// logCause returns the Go source of a statement that logs the message
// msg (Go source of a string) and the cause of call, a fmt.Errorf whose
// last operand is an error, with the logger the file uses at stmt, and
// how it names that logger; "" when it finds none. The logger is, in
// order: a variable in scope of a logger type (innermost first), a field
// of the method's receiver of a logger type, or the logging package the
// file calls most (log/slog, logrus, log).
func (c *checker) logCause(file *ast.File, stmt *ast.ReturnStmt, call *ast.CallExpr, msg string) (src, name string) {
	info := c.pass.TypesInfo
	cause := call.Args[len(call.Args)-1]
	if t := info.TypeOf(cause); t == nil || !isErrorish(t) {
		return "", ""
	}
	path, _ := astutil.PathEnclosingInterval(file, stmt.Pos(), stmt.End())
	if len(path) < 2 {
		return "", ""
	}
	if _, ok := path[1].(*ast.LabeledStmt); ok {
		return "", "" // a statement before it would take the label's place
	}
	pos := stmt.Pos()
	scope := innermostScope(info, file, pos)
	if scope == nil {
		return "", ""
	}
	visible := func(name string, obj types.Object) bool {
		_, o := scope.LookupParent(name, pos)
		return o == obj
	}
	expr, kind := "", 0
	// A logger variable in scope, innermost first.
scopes:
	for s := scope; s != nil && s != types.Universe; s = s.Parent() {
		for _, n := range s.Names() {
			v, ok := s.Lookup(n).(*types.Var)
			if !ok || s != c.pass.Pkg.Scope() && v.Pos() >= pos || !visible(n, v) {
				continue
			}
			if k := loggerKind(v.Type()); k != 0 {
				expr, kind = n, k
				break scopes
			}
		}
	}
	// A logger field of the receiver.
	if expr == "" {
		for _, n := range path {
			fd, ok := n.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 {
				continue
			}
			id := fd.Recv.List[0].Names[0]
			recv, _ := info.Defs[id].(*types.Var)
			if recv == nil || id.Name == "_" || !visible(id.Name, recv) {
				break
			}
			t := recv.Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if st, ok := t.Underlying().(*types.Struct); ok {
				for i := 0; i < st.NumFields(); i++ {
					if k := loggerKind(st.Field(i).Type()); k != 0 {
						expr, kind = id.Name+"."+st.Field(i).Name(), k
						break
					}
				}
			}
			break
		}
	}
	// The logging package the file calls most.
	if expr == "" {
		best := 0
		for _, pl := range packageLoggers {
			pn := c.importedAs(file, pl.path, pos)
			if pn == nil {
				continue
			}
			uses := 0
			ast.Inspect(file, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && info.Uses[id] == pn {
						uses++
					}
				}
				return true
			})
			if uses > best {
				best, expr, kind = uses, pn.Name(), pl.kind
			}
		}
	}
	causeSrc := c.src(cause)
	switch kind {
	case logPrintf:
		format := constantFormat(info, call)
		args := []string{strconv.Quote(strings.ReplaceAll(format, "%w", "%v"))}
		for _, a := range call.Args[1:] {
			args = append(args, c.src(a))
		}
		return expr + ".Printf(" + strings.Join(args, ", ") + ")", expr
	case logSlog:
		return fmt.Sprintf("%s.Error(%s, %q, %s)", expr, msg, "error", causeSrc), expr
	case logZap:
		if zap := c.importedAs(file, "go.uber.org/zap", pos); zap != nil {
			return fmt.Sprintf("%s.Error(%s, %s.Error(%s))", expr, msg, zap.Name(), causeSrc), expr
		}
		return fmt.Sprintf("%s.Sugar().Errorw(%s, %q, %s)", expr, msg, "error", causeSrc), expr
	case logSugared:
		return fmt.Sprintf("%s.Errorw(%s, %q, %s)", expr, msg, "error", causeSrc), expr
	case logLogrus:
		return fmt.Sprintf("%s.WithError(%s).Error(%s)", expr, causeSrc, msg), expr
	}
	return "", ""
}

// importedAs returns the name under which file imports the package path,
// if that name denotes it at pos (not shadowed), or nil.
func (c *checker) importedAs(file *ast.File, path string, pos token.Pos) *types.PkgName {
	info := c.pass.TypesInfo
	for _, spec := range file.Imports {
		pn := info.PkgNameOf(spec)
		if pn == nil || pn.Imported().Path() != path || pn.Name() == "_" || pn.Name() == "." {
			continue
		}
		scope := innermostScope(info, file, pos)
		if scope == nil {
			return nil
		}
		if _, obj := scope.LookupParent(pn.Name(), pos); obj != pn {
			return nil
		}
		return pn
	}
	return nil
}

// constantFormat returns the constant format of a fmt.Errorf call.
func constantFormat(info *types.Info, call *ast.CallExpr) string {
	if len(call.Args) == 0 {
		return ""
	}
	if tv := info.Types[call.Args[0]]; tv.Value != nil {
		return constantString(tv)
	}
	return ""
}

// withCause returns the Go source of the whole message a fmt.Errorf call
// writes, as `fmt.Sprintf` of the same format (%w printed as %v) and
// operands, or "" when its format is not a constant.
func (c *checker) withCause(call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) < 2 {
		return ""
	}
	format := constantFormat(c.pass.TypesInfo, call)
	if format == "" {
		return ""
	}
	args := []string{strconv.Quote(strings.ReplaceAll(format, "%w", "%v"))}
	for _, a := range call.Args[1:] {
		args = append(args, c.src(a))
	}
	return c.src(sel.X) + ".Sprintf(" + strings.Join(args, ", ") + ")"
}

// constantString returns the value of a constant string expression, or "".
func constantString(tv types.TypeAndValue) string {
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}
