package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcplint/mcplint/analyzers"
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

// A package built on an MCP SDK mcplint does not model gets a note on
// standard error in text mode, after the -handlers inventory, in -json
// output and as a SARIF notification; the exit code stays that of a clean
// run.
func TestDiscoveryNotes(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":       "module example.com/fx\n\ngo 1.26\n\nrequire github.com/metoro-io/mcp-golang v0.8.0\n\nreplace github.com/metoro-io/mcp-golang => ./third\n",
		"third/go.mod": "module github.com/metoro-io/mcp-golang\n\ngo 1.26\n",
		"third/mcp.go": "package mcp_golang\n\n// Server is a server.\ntype Server struct{}\n",
		"p/p.go":       "package p\n\nimport mcp \"github.com/metoro-io/mcp-golang\"\n\nvar S mcp.Server\n",
	})
	want := "p/p.go:3:8: note: package imports github.com/metoro-io/mcp-golang, an MCP SDK mcplint does not support"
	code, stdout, stderr := runIn(t, dir, "-test=false", "./p")
	if code != exitOK || stdout != "" || !strings.Contains(stderr, want) {
		t.Errorf("text mode: exit %d, stdout %q, stderr %q; want 0, no findings and the note", code, stdout, stderr)
	}
	code, stdout, _ = runIn(t, dir, "-test=false", "-handlers", "./p")
	if code != exitOK || !strings.Contains(stdout, want) {
		t.Errorf("-handlers: exit %d, stdout %q; want 0 and the note", code, stdout)
	}
	msg := want[strings.Index(want, "note: ")+len("note: "):]

	// -json: under the package's "notes" key, as a diagnostic of
	// category "note".
	code, stdout, stderr = runIn(t, dir, "-test=false", "-json", "./p")
	var tree map[string]map[string][]struct{ Category, Posn, Message string }
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s\nstderr:\n%s", err, stdout, stderr)
	}
	notes := tree["example.com/fx/p"]["notes"]
	if code != exitOK || len(notes) != 1 || notes[0].Category != "note" || !strings.HasPrefix(notes[0].Message, msg) || !strings.HasSuffix(notes[0].Posn, "p/p.go:3:8") {
		t.Errorf("-json: exit %d, notes %+v; want 0 and the note at p/p.go:3:8\n%s", code, notes, stdout)
	}

	// SARIF: a tool execution notification of level "note" with its
	// location; no result, and the execution is still successful.
	code, stdout, _ = runIn(t, dir, "-test=false", "-format=sarif", "./p")
	var doc struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool `json:"executionSuccessful"`
				ToolExecutionNotifications []struct {
					Level     string
					Message   struct{ Text string }
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI string }
							Region           struct{ StartLine, StartColumn int }
						} `json:"physicalLocation"`
					}
				} `json:"toolExecutionNotifications"`
			}
			Results []json.RawMessage
		}
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || len(doc.Runs) != 1 || len(doc.Runs[0].Invocations) != 1 {
		t.Fatalf("bad SARIF (%v):\n%s", err, stdout)
	}
	inv := doc.Runs[0].Invocations[0]
	if code != exitOK || !inv.ExecutionSuccessful || len(doc.Runs[0].Results) != 0 || len(inv.ToolExecutionNotifications) != 1 {
		t.Fatalf("SARIF: exit %d, %+v, %d results; want 0, a successful run with one notification and no result\n%s", code, inv, len(doc.Runs[0].Results), stdout)
	}
	n := inv.ToolExecutionNotifications[0]
	if n.Level != "note" || !strings.HasPrefix(n.Message.Text, msg) || len(n.Locations) != 1 ||
		n.Locations[0].PhysicalLocation.ArtifactLocation.URI != "p/p.go" || n.Locations[0].PhysicalLocation.Region.StartLine != 3 {
		t.Errorf("SARIF notification: %+v, want level note, the message and p/p.go line 3", n)
	}
}

// A test variant reports only in its test files: production code is
// analyzed as production, whatever a _test.go file reassigns.
func TestVariantMayReport(t *testing.T) {
	for _, c := range []struct {
		id, path, file string
		want           bool
	}{
		{"example.com/p", "example.com/p", "/m/p/p.go", true},
		{"example.com/p [example.com/p.test]", "example.com/p", "/m/p/p.go", false},
		{"example.com/p [example.com/p.test]", "example.com/p", "/m/p/p_test.go", true},
		{"example.com/p_test [example.com/p.test]", "example.com/p_test", "/m/p/x_test.go", true},
	} {
		if got := variantMayReport(c.id, c.path, c.file); got != c.want {
			t.Errorf("variantMayReport(%q, %q, %q) = %v, want %v", c.id, c.path, c.file, got, c.want)
		}
	}
}

// With mcplint's own checks, which never analyze test files, a package is
// analyzed once, not again as its test variant: a test file that does not
// compile is printed as a load error and costs the package nothing, so no
// "not analyzed" line follows it; -json still files the error under the
// test variant's ID.
func TestOwnChecksSkipTestVariants(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"p/p.go":      "package p\n\nfunc F() int { return 1 }\n",
		"p/p_test.go": "package p\n\nvar _ string = F()\n",
	})
	t.Chdir(dir)
	var out, errs bytes.Buffer
	code := run([]string{"./..."}, analyzers.All(), &out, &errs)
	if code != exitFailure || !strings.Contains(errs.String(), "p_test.go:3:16: cannot use F()") || strings.Contains(errs.String(), "not analyzed") {
		t.Errorf("text: exit %d, stderr:\n%s\nwant %d, the load error and no \"not analyzed\" line", code, errs.String(), exitFailure)
	}
	out.Reset()
	errs.Reset()
	run([]string{"-json", "./..."}, analyzers.All(), &out, &errs)
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(out.Bytes(), &tree); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s", err, out.String())
	}
	if _, ok := tree["example.com/fx/p [example.com/fx/p.test]"]["rpcerror"]; !ok || len(tree) != 1 {
		t.Errorf("-json: want one entry, the test variant's, with an rpcerror error:\n%s", out.String())
	}
}

func TestAnalyzedPackages(t *testing.T) {
	pkg := func(id, path string) *packages.Package { return &packages.Package{ID: id, PkgPath: path} }
	p, pt, px := pkg("m/p", "m/p"), pkg("m/p [m/p.test]", "m/p"), pkg("m/p_test [m/p.test]", "m/p_test")
	q := pkg("m/q [m/q.test]", "m/q") // its package is not among the roots
	analyzed, skipped := analyzedPackages([]*packages.Package{p, pt, px, q}, true)
	if !slices.Equal(analyzed, []*packages.Package{p, q}) || !slices.Equal(skipped, []*packages.Package{pt, px}) {
		t.Errorf("test-blind: analyzed %v, skipped %v", analyzed, skipped)
	}
	analyzed, skipped = analyzedPackages([]*packages.Package{p, pt, px, q}, false)
	if len(analyzed) != 4 || skipped != nil {
		t.Errorf("other analyzers: analyzed %v, skipped %v; want all, none", analyzed, skipped)
	}
}
