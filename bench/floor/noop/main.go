// Command noop is the benchmark's floor: a go/analysis analyzer that does
// nothing, run by the standard standalone driver. Without facts, the driver
// type-checks the named packages from source and their dependencies from
// export data; that is the least any go/analysis linter pays.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"
)

var analyzer = &analysis.Analyzer{
	Name: "noop",
	Doc:  "do nothing",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { singlechecker.Main(analyzer) }
