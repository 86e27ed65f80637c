package taint

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// googleOption is the package of the Google API clients' options.
const googleOption = "google.golang.org/api/option"

// APIKeyFact marks a package that configures a Google API client with an
// API key (google.golang.org/api/option.WithAPIKey): the client's
// transport puts the key into every request URL (?key=…), so the
// *url.Error of a failed request prints it.
type APIKeyFact struct{}

// AFact marks APIKeyFact as a fact.
func (*APIKeyFact) AFact() {}

func (*APIKeyFact) String() string { return "APIKey" }

// usesAPIKey reports whether the package being analyzed calls
// option.WithAPIKey, exporting an APIKeyFact when it does, or a package it
// depends on does.
func usesAPIKey(pass *analysis.Pass) bool {
	for _, obj := range pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Name() == "WithAPIKey" && fn.Pkg() != nil && fn.Pkg().Path() == googleOption {
			pass.ExportPackageFact(&APIKeyFact{})
			return true
		}
	}
	for _, f := range pass.AllPackageFacts() {
		if _, ok := f.Fact.(*APIKeyFact); ok {
			return true
		}
	}
	return false
}

// googleAPICall reports whether a function of package path with receiver
// recv and name name sends a Google API request: the Do method of a call
// builder of a google.golang.org/api service package.
func googleAPICall(path, recv, name string) bool {
	if name != "Do" || recv == "" || !strings.HasPrefix(path, "google.golang.org/api/") {
		return false
	}
	switch rest := strings.TrimPrefix(path, "google.golang.org/api/"); {
	case strings.HasPrefix(rest, "option"), strings.HasPrefix(rest, "transport"), strings.HasPrefix(rest, "internal"), strings.HasPrefix(rest, "googleapi"), strings.HasPrefix(rest, "iterator"):
		return false
	}
	return true
}
