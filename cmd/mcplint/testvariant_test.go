package main

import (
	"encoding/json"
	"testing"
)

// A test file that does not compile makes the test variant of a package
// ill-typed, not the package: with -json its errors are filed under the
// test variant's ID, and the production package's entry stays clean.
func TestJSONTestVariantErrors(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"p/p.go":      "package p\n\nfunc F() int { return 1 }\n",
		"p/p_test.go": "package p\n\nvar _ string = F()\n",
	})
	_, stdout, stderr := runIn(t, dir, "-json", "./...")
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s\nstderr:\n%s", err, stdout, stderr)
	}
	if checks, ok := tree["example.com/fx/p"]; ok {
		t.Errorf("production package has entries %v, want none (the error is the test variant's)\n%s", checks, stdout)
	}
	if _, ok := tree["example.com/fx/p [example.com/fx/p.test]"]; !ok {
		t.Errorf("no entry for the test variant:\n%s", stdout)
	}
}
