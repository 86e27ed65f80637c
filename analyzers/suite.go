// Package analyzers lists the checks of the mcplint suite.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers/autherror"
	"github.com/mcplint/mcplint/analyzers/checkdoc"
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

// checks is the suite: every user-facing check with its documentation, in
// a stable order.
var checks = []struct {
	analyzer *analysis.Analyzer
	doc      *checkdoc.Doc
}{
	{autherror.Analyzer, autherror.Documentation},
	{emptyerror.Analyzer, emptyerror.Documentation},
	{errorleak.Analyzer, errorleak.Documentation},
	{nilresult.Analyzer, nilresult.Documentation},
	{reservedcode.Analyzer, reservedcode.Documentation},
	{rpcerror.Analyzer, rpcerror.Documentation},
	{structurederror.Analyzer, structurederror.Documentation},
	{unflaggederror.Analyzer, unflaggederror.Documentation},
	{unknowntool.Analyzer, unknowntool.Documentation},
	{wrappedrpcerror.Analyzer, wrappedrpcerror.Documentation},
}

// All returns every user-facing check of the suite, in a stable order,
// hardened for every driver (see [Harden]).
func All() []*analysis.Analyzer {
	all := make([]*analysis.Analyzer, len(checks))
	for i, c := range checks {
		all[i] = c.analyzer
	}
	Harden(all)
	return all
}

// Doc returns the documentation of a check of All, or nil for any other
// analyzer.
func Doc(a *analysis.Analyzer) *checkdoc.Doc {
	for _, c := range checks {
		if c.analyzer == a {
			return c.doc
		}
	}
	return nil
}

// DocNamed returns the documentation of the check of All named name, or
// nil.
func DocNamed(name string) *checkdoc.Doc {
	for _, c := range checks {
		if c.analyzer.Name == name {
			return c.doc
		}
	}
	return nil
}
