package analyzers_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers"
)

// TestSuite checks that the suite is valid for the drivers, sorted by name
// (stable output and help), and that no Doc starts with the check's name
// (help prints "NAME: title" itself).
func TestSuite(t *testing.T) {
	all := analyzers.All()
	if err := analysis.Validate(all); err != nil {
		t.Fatal(err)
	}
	for i, a := range all {
		if i > 0 && all[i-1].Name >= a.Name {
			t.Errorf("analyzers.All() is not sorted: %s before %s", all[i-1].Name, a.Name)
		}
		if strings.HasPrefix(a.Doc, a.Name+":") {
			t.Errorf("check %s: Doc starts with its name", a.Name)
		}
	}
}
