package mcpssa

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
)

//go:generate go run gennoreturn.go -o stdnoreturn.go

// ctrlflowAnalyzer is [ctrlflow.Analyzer] that also knows which functions
// of the standard library never return (os.Exit, log.Fatal,
// (*testing.common).FailNow, ...). ctrlflow infers that from facts it
// computes on the standard library's source; mcplint's standalone driver
// loads the standard library from export data, where there are no facts,
// so the table stdNoReturn, generated from the standard library, stands
// in for them. Under go vet, where the facts exist, the table agrees with
// them.
var ctrlflowAnalyzer = &analysis.Analyzer{
	Name:       "mcpctrlflow",
	Doc:        "ctrlflow, with the standard library's no-return functions known without its source",
	Run:        runCtrlflow,
	Requires:   ctrlflow.Analyzer.Requires,
	FactTypes:  []analysis.Fact{new(NoReturnFact)},
	ResultType: ctrlflow.Analyzer.ResultType,
}

// NoReturnFact marks a function that never returns. It stands for
// ctrlflow's own (unexported) fact, so that mcplint's analyzers can run in
// one driver beside analyzers that require ctrlflow.Analyzer (a fact type
// may belong to one analyzer only).
type NoReturnFact struct{}

// AFact marks NoReturnFact as an analysis fact.
func (*NoReturnFact) AFact() {}

func (*NoReturnFact) String() string { return "noReturn" }

func runCtrlflow(pass *analysis.Pass) (any, error) {
	// ctrlflow's only fact is its no-return mark, an empty struct: it is
	// translated to NoReturnFact both ways.
	p := *pass
	p.ImportObjectFact = func(obj types.Object, _ analysis.Fact) bool {
		if pass.ImportObjectFact(obj, new(NoReturnFact)) {
			return true
		}
		fn, ok := obj.(*types.Func)
		return ok && KnownNoReturn(fn)
	}
	p.ExportObjectFact = func(obj types.Object, _ analysis.Fact) {
		pass.ExportObjectFact(obj, new(NoReturnFact))
	}
	return ctrlflow.Analyzer.Run(&p)
}

// KnownNoReturn reports whether fn is a function of the standard library
// that never returns.
func KnownNoReturn(fn *types.Func) bool {
	return fn.Pkg() != nil && stdNoReturn[fn.Origin().FullName()]
}
