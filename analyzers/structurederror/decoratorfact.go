package structurederror

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A generic decorator is often declared in one package and instantiated
// in the packages that register the tools, where its package never sees
// the output types. DecoratorFact carries what the decorator's handler
// returns to them; each package that instantiates it with outputs the
// SDK attaches is told so at its first such call (a position in its own
// files, under go vet as standalone).

// DecoratorFact marks an exported generic decorator of go-sdk typed
// handlers whose handler returns an isError result with a nil error
// beside a value of its output type parameter.
type DecoratorFact struct {
	// OutParam is the index of the decorator's type parameter that is the
	// output of the handlers it builds.
	OutParam int
	// At lists those returns as "file.go:line".
	At []string
}

// AFact marks DecoratorFact as an analysis fact.
func (*DecoratorFact) AFact() {}

func (f *DecoratorFact) String() string {
	return fmt.Sprintf("returns an isError result with a nil error beside its output (type parameter %d) at %s", f.OutParam, strings.Join(f.At, ", "))
}

// exportDecoratorFacts exports a DecoratorFact for each exported
// package-level generic decorator among fns whose handler has such
// returns (decoratorTraps).
func exportDecoratorFacts(pass *analysis.Pass, res *results.Result, fns []*ssa.Function) {
	facts := map[*types.Func]*DecoratorFact{}
	for _, fn := range fns {
		p := fn.Parent()
		tp := typeParamOut(fn)
		if p == nil || p.Parent() != nil || tp == nil || p.TypeParams().Len() == 0 {
			continue
		}
		obj, ok := p.Object().(*types.Func)
		if !ok || !obj.Exported() || obj.Type().(*types.Signature).Recv() != nil {
			continue
		}
		for _, r := range decoratorTraps(res, fn) {
			f := facts[obj]
			if f == nil {
				f = &DecoratorFact{OutParam: tp.Index()}
				facts[obj] = f
			}
			pos := pass.Fset.Position(r.Pos)
			f.At = append(f.At, fmt.Sprintf("%s:%d", filepath.Base(pos.Filename), pos.Line))
		}
	}
	for obj, f := range facts {
		pass.ExportObjectFact(obj, f)
	}
}

// decoratorTraps returns the returns of fn, the handler a generic
// decorator builds, that give the SDK an isError result without
// structured content of its own and a nil error.
func decoratorTraps(res *results.Result, fn *ssa.Function) []*results.Return {
	var out []*results.Return
	for _, r := range res.ReturnsOf(fn) {
		if !errNil(res, r) {
			continue
		}
		for _, v := range r.Values {
			if v.IsError == sdk.True && v.Structured != sdk.True {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// importedDecoratorCall is a call of another package's generic decorator
// with a DecoratorFact, instantiated with an output the SDK attaches.
type importedDecoratorCall struct {
	pos  token.Pos
	gen  *types.Func
	out  types.Type
	fact *DecoratorFact
}

// importedDecoratorCalls returns those calls among fns, the first of each
// decorator by position and how many others the package makes.
func importedDecoratorCalls(pass *analysis.Pass, res *results.Result, fns []*ssa.Function) (firsts []importedDecoratorCall, others map[*types.Func]int) {
	byGen := map[*types.Func][]importedDecoratorCall{}
	for _, call := range irutil.Calls(fns) {
		callee := call.Common().StaticCallee()
		if callee == nil || callee.Origin() == nil || callee.Origin() == callee {
			continue
		}
		gen, ok := callee.Origin().Object().(*types.Func)
		if !ok || gen.Pkg() == nil || gen.Pkg() == pass.Pkg {
			continue
		}
		f := new(DecoratorFact)
		if !pass.ImportObjectFact(gen, f) {
			continue
		}
		args := callee.TypeArgs()
		if f.OutParam >= len(args) || sdk.TypedOutputAttached(args[f.OutParam], res.Versions, res.OutputSchemas) != sdk.True {
			continue
		}
		byGen[gen] = append(byGen[gen], importedDecoratorCall{pos: call.Pos(), gen: gen, out: args[f.OutParam], fact: f})
	}
	others = map[*types.Func]int{}
	for gen, calls := range byGen {
		slices.SortFunc(calls, func(a, b importedDecoratorCall) int { return int(a.pos - b.pos) })
		firsts = append(firsts, calls[0])
		others[gen] = len(calls) - 1
	}
	slices.SortFunc(firsts, func(a, b importedDecoratorCall) int { return int(a.pos - b.pos) })
	return firsts, others
}

// reportGenericDecorators reports the returns of the handlers generic
// decorators of the package build (genericTraps, structured content), and
// the calls of other packages' decorators whose DecoratorFact applies to
// the outputs given them here.
func reportGenericDecorators(pass *analysis.Pass, res *results.Result, fns []*ssa.Function, emit func(token.Pos, string)) {
	for _, t := range genericTraps(res, fns) {
		out := "its output"
		if t.out != nil {
			out = "the output (" + types.TypeString(t.out, types.RelativeTo(pass.Pkg)) + ")"
		}
		emit(t.ret.Pos, "isError result returned with a nil error by the handler a generic decorator builds: go-sdk marshals "+out+" into structuredContent anyway, so the failure looks like data; return the error as the handler's error value (the SDK makes it an isError result without structured content)")
	}
	for _, s := range structuredDecoratorReturns(res, fns) {
		emit(s, "isError result carries structured content (returned by the handler a generic decorator builds): consumers that read or validate structuredContent take the failure for data; leave structured content off error results and explain the failure in text content")
	}
	firsts, others := importedDecoratorCalls(pass, res, fns)
	for _, c := range firsts {
		also := ""
		if n := others[c.gen]; n > 0 {
			also = fmt.Sprintf(" (also at %d other call%s in this package)", n, plural(n))
		}
		emit(c.pos, "the handler "+c.gen.Pkg().Name()+"."+c.gen.Name()+" builds returns an isError result with a nil error ("+strings.Join(c.fact.At, ", ")+"): go-sdk marshals the output ("+types.TypeString(c.out, types.RelativeTo(pass.Pkg))+") into structuredContent anyway, so the failure looks like data; make "+c.gen.Name()+" return the error as the handler's error value (the SDK makes it an isError result without structured content)"+also)
	}
}
