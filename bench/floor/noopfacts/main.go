// Command noopfacts is the benchmark's facts floor: a go/analysis analyzer
// that does nothing but declares a fact type, run by the standard
// standalone driver, which therefore loads every dependency from source
// and runs the analyzer on it (the facts tax).
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"
)

type fact struct{}

func (*fact) AFact() {}

var analyzer = &analysis.Analyzer{
	Name:      "noopfacts",
	Doc:       "do nothing, with a fact type",
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{new(fact)},
}

func main() { singlechecker.Main(analyzer) }
