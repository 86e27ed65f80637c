package mcpssa

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/cfg"
	"golang.org/x/tools/go/types/typeutil"
)

//go:generate go run gennoreturn.go -o stdnoreturn.go

// ctrlflowAnalyzer computes which functions never return, as
// [ctrlflow.Analyzer] does, and also knows which functions of the standard
// library never return (os.Exit, log.Fatal, (*testing.common).FailNow,
// ...). ctrlflow infers that from facts it computes on the standard
// library's source; mcplint's standalone driver loads the standard library
// from export data, where there are no facts, so the table stdNoReturn,
// generated from the standard library, stands in for them. Under go vet,
// where the facts exist, the table agrees with them.
//
// Its inference is ctrlflow's, step for step (see runCtrlflow), but it
// keeps only the no-return marks SSA construction asks for: ctrlflow
// requires the inspector (an index of every node of the package, kept
// with the CFGs of every function until the end of the run: 8% of the
// allocations of a warm run on a real server) for one preorder walk, and
// the control-flow graphs themselves are used by no mcplint pass.
//
// [ctrlflow.Analyzer]: https://pkg.go.dev/golang.org/x/tools/go/analysis/passes/ctrlflow
var ctrlflowAnalyzer = &analysis.Analyzer{
	Name:       "mcpctrlflow",
	Doc:        "find the functions that never return, with the standard library's known without its source",
	Run:        runCtrlflow,
	FactTypes:  []analysis.Fact{new(NoReturnFact)},
	ResultType: reflect.TypeFor[*noReturns](),
}

// NoReturnFact marks a function that never returns. It stands for
// ctrlflow's own (unexported) fact, so that mcplint's analyzers can run in
// one driver beside analyzers that require ctrlflow.Analyzer (a fact type
// may belong to one analyzer only).
type NoReturnFact struct{}

// AFact marks NoReturnFact as an analysis fact.
func (*NoReturnFact) AFact() {}

func (*NoReturnFact) String() string { return "noReturn" }

// noReturns is the result of ctrlflowAnalyzer: the functions that ctrlflow's
// CFGs.NoReturn reports as never returning, the same set.
type noReturns struct {
	m map[*types.Func]bool
}

// NoReturn reports whether fn never returns. Like ctrlflow's, it is defined
// for the functions declared in the package and for every static callee of
// a call statement in it.
func (r *noReturns) NoReturn(fn *types.Func) bool { return r.m[fn] }

// declInfo is ctrlflow's record of a function declared in the package.
type declInfo struct {
	decl    *ast.FuncDecl
	started bool // to break cycles
}

// noReturnBuilder is ctrlflow's CFGs while they are being built.
type noReturnBuilder struct {
	pass      *analysis.Pass
	funcDecls map[*types.Func]*declInfo
	noReturn  map[*types.Func]bool
}

// runCtrlflow is ctrlflow's run without the inspector and without keeping
// the control-flow graphs: the same walk in the same order (the function
// declarations and literals in preorder), the same CFG construction for
// each, the same facts and the same no-return set.
func runCtrlflow(pass *analysis.Pass) (any, error) {
	b := &noReturnBuilder{
		pass:      pass,
		funcDecls: make(map[*types.Func]*declInfo),
		noReturn:  make(map[*types.Func]bool),
	}
	var decls []*types.Func
	var lits []*ast.FuncLit
	for _, file := range pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				// Type information may be incomplete.
				if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok {
					b.funcDecls[fn] = &declInfo{decl: n}
					decls = append(decls, fn)
				}
			case *ast.FuncLit:
				lits = append(lits, n)
			}
			return true
		})
	}
	// Named functions first: cycles in the static call graph are broken
	// arbitrarily but deterministically, and facts are exported as found.
	for _, fn := range decls {
		b.buildDecl(fn, b.funcDecls[fn])
	}
	// Literals carry no facts, but ctrlflow builds their CFGs too, and
	// that records the no-return callees imported from other packages that
	// only literals call, which SSA construction asks about.
	for _, lit := range lits {
		cfg.New(lit.Body, b.callMayReturn)
	}
	return &noReturns{m: b.noReturn}, nil
}

func (b *noReturnBuilder) buildDecl(fn *types.Func, di *declInfo) {
	// buildDecl calls itself, through callMayReturn, for the callees
	// declared in the package; each function is marked when started to
	// break cycles.
	if di.started {
		return
	}
	di.started = true

	noreturn, known := knownIntrinsic(fn)
	if !known && di.decl.Body != nil {
		noreturn = cfg.New(di.decl.Body, b.callMayReturn).NoReturn()
	}
	if noreturn {
		b.exportFact(fn)
		b.noReturn[fn] = true
	}
}

// callMayReturn reports whether the called function may return. It is
// passed to the CFG builder.
func (b *noReturnBuilder) callMayReturn(call *ast.CallExpr) bool {
	if id, ok := call.Fun.(*ast.Ident); ok && b.pass.TypesInfo.Uses[id] == panicBuiltin {
		return false
	}
	fn := typeutil.StaticCallee(b.pass.TypesInfo, call)
	if fn == nil {
		return true // callee not statically known
	}
	if di, ok := b.funcDecls[fn]; ok {
		b.buildDecl(fn, di)
		return !b.noReturn[fn]
	}
	if b.importFact(fn) {
		b.noReturn[fn] = true
		return false
	}
	return true
}

// importFact reports whether fn, declared in another package, never
// returns: it has the fact, or it is in the standard library's table.
func (b *noReturnBuilder) importFact(fn *types.Func) bool {
	return b.pass.ImportObjectFact(fn, new(NoReturnFact)) || KnownNoReturn(fn)
}

func (b *noReturnBuilder) exportFact(fn *types.Func) {
	b.pass.ExportObjectFact(fn, new(NoReturnFact))
}

var panicBuiltin = types.Universe.Lookup("panic").(*types.Builtin)

// knownIntrinsic is ctrlflow's list of functions that never return because
// they stop the calling goroutine or process (and of popular logging
// packages' functions whose no-return status is beyond inference), and of
// compiler intrinsics that do return, contrary to their bodies.
func knownIntrinsic(fn *types.Func) (noreturn, known bool) {
	if isFunctionNamed(fn, "syscall", "Exit", "ExitProcess", "ExitThread") ||
		isFunctionNamed(fn, "runtime", "Goexit", "fatalthrow", "fatalpanic", "exit") ||
		isMethodNamed(fn, "go.uber.org/zap", "Logger", "Fatal", "Panic") ||
		isMethodNamed(fn, "go.uber.org/zap", "SugaredLogger", "Fatal", "Fatalw", "Fatalf", "Panic", "Panicw", "Panicf") ||
		isMethodNamed(fn, "github.com/sirupsen/logrus", "Logger", "Exit", "Panic", "Panicf", "Panicln") ||
		isMethodNamed(fn, "github.com/sirupsen/logrus", "Entry", "Panicf", "Panicln") ||
		isFunctionNamed(fn, "k8s.io/klog", "Exit", "ExitDepth", "Exitf", "Exitln", "Fatal", "FatalDepth", "Fatalf", "Fatalln") ||
		isFunctionNamed(fn, "k8s.io/klog/v2", "Exit", "ExitDepth", "Exitf", "Exitln", "Fatal", "FatalDepth", "Fatalf", "Fatalln") {
		return true, true
	}
	if isFunctionNamed(fn, "internal/abi", "EscapeNonString") ||
		isFunctionNamed(fn, "hash/maphash", "Comparable") {
		return false, true
	}
	return false, false
}

// isPackageLevel reports whether obj is declared at package level.
func isPackageLevel(obj types.Object) bool {
	return obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope()
}

// isFunctionNamed reports whether fn is a package-level function (not a
// method) of the package pkgPath named one of names.
func isFunctionNamed(fn *types.Func, pkgPath string, names ...string) bool {
	return isPackageLevel(fn) &&
		fn.Pkg().Path() == pkgPath &&
		fn.Signature().Recv() == nil &&
		slices.Contains(names, fn.Name())
}

// isMethodNamed reports whether fn is a method, named one of names, of the
// package-level type typeName (or a pointer to it) of the package pkgPath.
func isMethodNamed(fn *types.Func, pkgPath, typeName string, names ...string) bool {
	recv := fn.Signature().Recv()
	if recv == nil {
		return false
	}
	t := recv.Type()
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	tn := named.Obj()
	return tn != nil && isPackageLevel(tn) && tn.Pkg().Path() == pkgPath &&
		tn.Name() == typeName && slices.Contains(names, fn.Name())
}

// KnownNoReturn reports whether fn is a function of the standard library
// that never returns.
func KnownNoReturn(fn *types.Func) bool {
	return fn.Pkg() != nil && stdNoReturn[fn.Origin().FullName()]
}
