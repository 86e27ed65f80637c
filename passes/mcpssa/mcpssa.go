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
// Its prerequisite is ctrlflow's no-return inference (without ctrlflow's
// inspector and control-flow graphs, which no pass uses), with the
// standard library's no-return functions known from a generated table
// ([KnownNoReturn]), since the standalone driver loads the standard
// library from export data.
package mcpssa

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
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
	// initializers) and its func literals. Functions declared in _test.go
	// files are left out: go vet analyzes a package with its tests and
	// standalone mcplint without, and every pass that walks the package's
	// functions ("every call of this helper passes a configured URL")
	// must reach the same verdict under both.
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
// (sdk.HandRolledToolSignature), or an exported struct with an exported
// field of such a function type: a dispatcher of a package that imports
// this one may call it, and this package records what it returns.
func declaresTools(pkg *types.Package) bool {
	for fn := range exportedFuncs(pkg) {
		if sdk.HandRolledToolSignature(fn.Signature()) {
			return true
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || obj.IsAlias() || !obj.Exported() {
			continue
		}
		if st, ok := obj.Type().Underlying().(*types.Struct); ok {
			// A tool record (`type Tool struct{ Handler func(ctx,
			// json.RawMessage) (any, error) }`) whose functions a
			// dispatcher of another package calls.
			for f := range st.Fields() {
				if sig, ok := f.Type().Underlying().(*types.Signature); ok && f.Exported() && sdk.HandRolledToolSignature(sig) {
					return true
				}
			}
		}
	}
	return false
}

// exportedFuncs yields the exported functions of pkg and the exported
// methods of its named types.
func exportedFuncs(pkg *types.Package) iter.Seq[*types.Func] {
	return func(yield func(*types.Func) bool) {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			switch obj := scope.Lookup(name).(type) {
			case *types.Func:
				if obj.Exported() && !yield(obj) {
					return
				}
			case *types.TypeName:
				n, ok := types.Unalias(obj.Type()).(*types.Named)
				if !ok || obj.IsAlias() {
					continue
				}
				for m := range n.Methods() {
					if m.Exported() && !yield(m) {
						return
					}
				}
			}
		}
	}
}

// relevantHere reports whether the pass's package gets SSA: it is
// Relevant, declares functions a dispatcher of another package may call
// as tools, answers tools/call itself, or imports a package of a
// hand-rolled server that registers tools (registersTools). The SDKs' own
// packages never do (under go vet they are analyzed for facts, and
// mcp-go's server answers tools/call).
func relevantHere(pass *analysis.Pass) bool {
	if sdk.OfPackage(pass.Pkg.Path()) != sdk.None {
		return false
	}
	if Relevant(pass.Pkg) || declaresTools(pass.Pkg) || registersTools(pass.Pkg) || sdk.ToolsCallAt(pass.Fset, pass.Files, pass.TypesInfo).IsValid() {
		return true
	}
	for _, imp := range pass.Pkg.Imports() {
		if sdk.OfPackage(imp.Path()) == sdk.None && registersTools(imp) {
			return true
		}
	}
	return false
}

// registersTools reports whether pkg declares an exported function or
// method with a parameter or result of a hand-rolled tool's function type
// (sdk.HandRolledToolSignature), or of a record holding one in an
// exported field: `func (s *Server) RegisterTool(name string, h
// ToolHandler)` or `RegisterTool(t Tool)`, which a package that imports
// it, or its own init functions, call with tools, or a getter `func
// Get(name string) (ToolHandler, bool)` that hands a dispatcher of another
// package the tools registered here.
func registersTools(pkg *types.Package) bool {
	for fn := range exportedFuncs(pkg) {
		sig := fn.Signature()
		for p := range joinTuples(sig.Params(), sig.Results()) {
			if toolFuncType(p.Type()) || toolRecord(p.Type()) {
				return true
			}
		}
	}
	return false
}

// toolFuncType reports whether t is a hand-rolled tool's function type.
func toolFuncType(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	return ok && sdk.HandRolledToolSignature(sig)
}

// toolRecord reports whether t is, or points to, a struct with an exported
// field of a hand-rolled tool's function type.
func toolRecord(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		if f.Exported() && toolFuncType(f.Type()) {
			return true
		}
	}
	return false
}

// joinTuples yields the variables of each tuple in turn.
func joinTuples(tuples ...*types.Tuple) iter.Seq[*types.Var] {
	return func(yield func(*types.Var) bool) {
		for _, t := range tuples {
			for v := range t.Variables() {
				if !yield(v) {
					return
				}
			}
		}
	}
}

func declaresMCPTypes(pkg *types.Package) bool {
	return declares(pkg, func(t types.Type) bool {
		return sdk.ResultSDK(t) == sdk.HandRolled || sdk.IsJSONRPCErrorType(t) == sdk.HandRolled
	})
}

// RelevantDependency reports whether pkg, a package of a module other
// than the main ones, is analyzed like the module's own packages: it uses
// an MCP SDK, or it (or a package it imports) declares a hand-rolled
// call-tool result. A struct with a JSON code and message alone, which
// makes a main module's package Relevant, is too common elsewhere (a
// Kubernetes Status, a gRPC status) to say anything about MCP.
func RelevantDependency(pkg *types.Package) bool {
	if sdk.OfPackage(pkg.Path()) != sdk.None {
		return false
	}
	if sdk.Imports(pkg) || declaresResult(pkg) {
		return true
	}
	for _, imp := range pkg.Imports() {
		if sdk.OfPackage(imp.Path()) == sdk.None && declaresResult(imp) {
			return true
		}
	}
	return false
}

// declaresResult reports whether pkg declares a hand-rolled call-tool
// result type.
func declaresResult(pkg *types.Package) bool {
	return declares(pkg, func(t types.Type) bool { return sdk.ResultSDK(t) == sdk.HandRolled })
}

// declares reports whether pkg declares a named type for which is holds.
func declares(pkg *types.Package, is func(types.Type) bool) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && is(tn.Type()) {
			return true
		}
	}
	return false
}

func run(pass *analysis.Pass) (any, error) {
	noReturn := pass.ResultOf[ctrlflowAnalyzer].(*noReturns).NoReturn
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
	needed := neededMembers(pass)
	for _, p := range pass.Pkg.Imports() {
		createImport(prog, p, needed[p])
	}
	pkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()

	var funcs []*ssa.Function
	var addAnons func(f *ssa.Function)
	addAnons = func(f *ssa.Function) {
		funcs = append(funcs, f)
		for _, anon := range f.AnonFuncs {
			if !inTestFile(pass.Fset, anon.Pos()) { // a test file's variable initializer
				addAnons(anon)
			}
		}
	}
	for _, file := range pass.Files {
		if inTestFile(pass.Fset, file.Pos()) {
			continue
		}
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

// inTestFile reports whether pos lies in a _test.go file.
func inTestFile(fset *token.FileSet, pos token.Pos) bool {
	return strings.HasSuffix(fset.Position(pos).Filename, "_test.go")
}

// createImport creates the SSA package of the direct import p with only
// the members in needed, the ones the analyzed package can reach (see
// neededMembers).
//
// Creating every member of every direct import for each analyzed package
// was most of the SSA cost that did not depend on the analyzed code (a
// Function for each function and method of net/http, the SDKs, a
// database driver, ...), and the memory those functions kept until the
// end of the run. The members created here are the very ones
// CreatePackage creates for a package without syntax (functions "from
// type information", without code): go/ssa creates the members of a
// package with syntax from its declarations, and the names of a constant
// declaration are created without syntax whatever object the Info gives
// them, so a synthetic file that declares each needed object as a
// constant's name creates exactly those members, in the order
// CreatePackage would.
func createImport(prog *ssa.Program, p *types.Package, needed map[types.Object]bool) {
	info := &types.Info{Defs: make(map[*ast.Ident]types.Object, len(needed))}
	decl := &ast.GenDecl{Tok: token.CONST}
	add := func(obj types.Object) {
		if !needed[obj] {
			return
		}
		id := ast.NewIdent(obj.Name())
		info.Defs[id] = obj
		decl.Specs = append(decl.Specs, &ast.ValueSpec{Names: []*ast.Ident{id}})
	}
	// In the order CreatePackage uses: the scope's names, each type
	// followed by its methods.
	scope := p.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		add(obj)
		if tn, ok := obj.(*types.TypeName); ok {
			if named, ok := tn.Type().(*types.Named); ok {
				for m := range named.Methods() {
					add(m)
				}
			}
		}
	}
	file := &ast.File{Name: ast.NewIdent(p.Name()), Decls: []ast.Decl{decl}}
	prog.CreatePackage(p, []*ast.File{file}, info, true)
}

// neededMembers returns, for each direct import of the pass's package,
// the members its SSA needs: the package-level functions, variables,
// constants and types and the methods the package's code refers to (its
// Uses; generic ones also by their origin), and every method of the named
// types its expressions have, and of the types those embed (the checks
// look up the methods of the types a package converts to an interface,
// promoted ones included, with Program.FuncValue). Go/ssa itself needs
// only the members the code refers to; any other method it reaches
// through another package's types is created on demand, as for a package
// that is not a direct import.
func neededMembers(pass *analysis.Pass) map[*types.Package]map[types.Object]bool {
	needed := map[*types.Package]map[types.Object]bool{}
	for _, p := range pass.Pkg.Imports() {
		needed[p] = map[types.Object]bool{}
	}
	addObj := func(obj types.Object) {
		if obj == nil || obj.Pkg() == nil {
			return
		}
		set := needed[obj.Pkg()]
		if set == nil {
			return
		}
		switch obj := obj.(type) {
		case *types.Func:
			set[obj] = true
			set[obj.Origin()] = true
		case *types.Var:
			if !obj.IsField() && obj.Parent() == obj.Pkg().Scope() {
				set[obj] = true
			}
		case *types.Const, *types.TypeName:
			if obj.Parent() == obj.Pkg().Scope() {
				set[obj] = true
			}
		}
	}
	seen := map[types.Type]bool{}
	var addType func(t types.Type)
	addType = func(t types.Type) {
		switch t := types.Unalias(t).(type) {
		case *types.Pointer:
			addType(t.Elem())
		case *types.Tuple:
			for v := range t.Variables() {
				addType(v.Type())
			}
		case *types.Named:
			named := t.Origin()
			if seen[named] {
				return
			}
			seen[named] = true
			if set := needed[named.Obj().Pkg()]; set != nil {
				set[named.Obj()] = true
				for m := range named.Methods() {
					set[m] = true
				}
			}
			if st, ok := named.Underlying().(*types.Struct); ok {
				for f := range st.Fields() {
					if f.Embedded() {
						addType(f.Type())
					}
				}
			}
		}
	}
	for _, obj := range pass.TypesInfo.Uses {
		addObj(obj)
		if tn, ok := obj.(*types.TypeName); ok {
			addType(tn.Type())
		}
	}
	for _, tv := range pass.TypesInfo.Types {
		if tv.Type != nil {
			addType(tv.Type)
		}
	}
	return needed
}
