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

// The pages docs/checks/CHECK.md are rendered from the checks'
// Documentation; TestCheckPages fails when a committed page is stale.
//go:generate go test -run TestCheckPages -update .

// docs maps each check of All to its documentation.
var docs = map[*analysis.Analyzer]*checkdoc.Doc{
	autherror.Analyzer:       autherror.Documentation,
	emptyerror.Analyzer:      emptyerror.Documentation,
	errorleak.Analyzer:       errorleak.Documentation,
	nilresult.Analyzer:       nilresult.Documentation,
	reservedcode.Analyzer:    reservedcode.Documentation,
	rpcerror.Analyzer:        rpcerror.Documentation,
	structurederror.Analyzer: structurederror.Documentation,
	unflaggederror.Analyzer:  unflaggederror.Documentation,
	unknowntool.Analyzer:     unknowntool.Documentation,
	wrappedrpcerror.Analyzer: wrappedrpcerror.Documentation,
}

// Doc returns the documentation of a check of All, or nil for any other
// analyzer.
func Doc(a *analysis.Analyzer) *checkdoc.Doc {
	return docs[a]
}
