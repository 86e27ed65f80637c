// Package analyzers lists the checks of the mcplint suite.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers/autherror"
	"github.com/mcplint/mcplint/analyzers/emptyerror"
	"github.com/mcplint/mcplint/analyzers/errorleak"
	"github.com/mcplint/mcplint/analyzers/nilresult"
	"github.com/mcplint/mcplint/analyzers/reservedcode"
	"github.com/mcplint/mcplint/analyzers/rpcerror"
	"github.com/mcplint/mcplint/analyzers/structurederror"
	"github.com/mcplint/mcplint/analyzers/unflaggederror"
	"github.com/mcplint/mcplint/analyzers/unknowntool"
	"github.com/mcplint/mcplint/analyzers/wrappedrpcerror"
)

// All returns every user-facing check of the suite, in a stable order,
// hardened for every driver (see [Harden]).
func All() []*analysis.Analyzer {
	all := []*analysis.Analyzer{
		autherror.Analyzer,
		emptyerror.Analyzer,
		errorleak.Analyzer,
		nilresult.Analyzer,
		reservedcode.Analyzer,
		rpcerror.Analyzer,
		structurederror.Analyzer,
		unflaggederror.Analyzer,
		unknowntool.Analyzer,
		wrappedrpcerror.Analyzer,
	}
	Harden(all)
	return all
}
