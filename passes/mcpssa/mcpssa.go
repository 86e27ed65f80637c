// Package mcpssa builds SSA form for the packages mcplint looks into, and
// only for them.
//
// It is buildssa restricted to relevant packages: a package is relevant when
// it imports an MCP SDK package or declares hand-rolled MCP types (see
// [Relevant]). Because mcplint's discovery pass declares facts, the analysis
// drivers run it, and therefore this pass, on every package of the graph
// they are given (under go vet, every dependency, the standard library
// included); building SSA for all of them would dominate the run time.
//
// Its control-flow prerequisite is ctrlflow with the standard library's
// no-return functions known from a generated table ([KnownNoReturn]), since
// the standalone driver loads the standard library from export data.
package mcpssa

import (
	"go/ast"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer builds SSA for relevant packages. Its result is a *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpssa",
	Doc:        "build SSA form for packages that use an MCP SDK or hand-rolled MCP types",
	Run:        run,
	Requires:   []*analysis.Analyzer{ctrlflowAnalyzer},
	ResultType: reflect.TypeFor[*Result](),
}

// Result is the SSA form of one package. Pkg is nil when the package is not
// relevant.
type Result struct {
	Pkg *ssa.Package
	// SrcFuncs lists the functions declared in the package's source,
	// including func literals, in source order, followed by the synthetic
	// package initializer (which holds package-level variable
	// initializers) and its func literals.
	SrcFuncs []*ssa.Function

	// helper builds the SSA of a package that is not relevant, once, for
	// the passes that follow values into helper packages (see Helper).
	helper     func() *Result
	helperOnce sync.Once
	helperRes  *Result
}

// Helper returns the package's SSA whether it is relevant or not: Pkg and
// SrcFuncs when it is, or else SSA built on the first call, once per
// package (with the same no-return knowledge), and shared by every pass
// that follows values into a helper package without MCP code (error
// helpers, identity accessors, taint summaries).
func (r *Result) Helper() *Result {
	if r.Pkg != nil || r.helper == nil {
		return r
	}
	r.helperOnce.Do(func() { r.helperRes = r.helper() })
	return r.helperRes
}

// Relevant reports whether pkg can contain tool handlers or MCP results:
// it imports an MCP SDK package, or it or one of its direct imports declares
// a hand-rolled call-tool result or JSON-RPC error type. The SDK packages
// themselves are never relevant.
func Relevant(pkg *types.Package) bool {
	if sdk.OfPackage(pkg.Path()) != sdk.None {
		return false // the SDKs' own code is modelled, not analyzed
	}
	if sdk.Imports(pkg) || declaresMCPTypes(pkg) {
		return true
	}
	for _, imp := range pkg.Imports() {
		if sdk.OfPackage(imp.Path()) == sdk.None && declaresMCPTypes(imp) {
			return true
		}
	}
	return false
}

// declaresTools reports whether pkg declares an exported function or
// method with the signature of a hand-rolled server's tool
// (sdk.HandRolledToolSignature): a dispatcher of a package that imports
// this one may call it, and this package records what it returns.
func declaresTools(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			if obj.Exported() && sdk.HandRolledToolSignature(obj.Signature()) {
				return true
			}
		case *types.TypeName:
			n, ok := types.Unalias(obj.Type()).(*types.Named)
			if !ok || obj.IsAlias() {
				continue
			}
			for m := range n.Methods() {
				if m.Exported() && sdk.HandRolledToolSignature(m.Signature()) {
					return true
				}
			}
		}
	}
	return false
}

// relevantHere reports whether the pass's package gets SSA: it is
// Relevant, declares functions a dispatcher of another package may call
// as tools, or answers tools/call itself. The SDKs' own packages never do (under go vet they
// are analyzed for facts, and mcp-go's server answers tools/call).
func relevantHere(pass *analysis.Pass) bool {
	if sdk.OfPackage(pass.Pkg.Path()) != sdk.None {
		return false
	}
	return Relevant(pass.Pkg) || declaresTools(pass.Pkg) || sdk.ToolsCallAt(pass.Fset, pass.Files, pass.TypesInfo).IsValid()
}

func declaresMCPTypes(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		if sdk.ResultSDK(tn.Type()) == sdk.HandRolled || sdk.IsJSONRPCErrorType(tn.Type()) == sdk.HandRolled {
			return true
		}
	}
	return false
}

func run(pass *analysis.Pass) (any, error) {
	noReturn := pass.ResultOf[ctrlflowAnalyzer].(*ctrlflow.CFGs).NoReturn
	if !relevantHere(pass) {
		return &Result{helper: func() *Result { return Build(pass, noReturn) }}, nil
	}
	return Build(pass, noReturn), nil
}

// Build builds SSA for the package of pass, whether relevant or not (passes
// use Result.Helper, which builds it once). noReturn, if not nil, tells
// which functions never return.
func Build(pass *analysis.Pass, noReturn func(*types.Func) bool) *Result {
	prog := ssa.NewProgram(pass.Fset, ssa.BuilderMode(0))
	if noReturn != nil {
		prog.SetNoReturn(noReturn)
	}
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	pkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()

	var funcs []*ssa.Function
	var addAnons func(f *ssa.Function)
	addAnons = func(f *ssa.Function) {
		funcs = append(funcs, f)
		for _, anon := range f.AnonFuncs {
			addAnons(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			decl, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok {
				continue
			}
			if f := prog.FuncValue(obj); f != nil {
				addAnons(f)
			}
		}
	}
	// Package-level variable initializers live in the synthetic init
	// function; their func literals are source functions too.
	if init := pkg.Func("init"); init != nil {
		addAnons(init)
	}
	return &Result{Pkg: pkg, SrcFuncs: funcs}
}
