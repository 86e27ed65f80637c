package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/analyzers/checkdoc"
	"github.com/mcplint/mcplint/internal/testbin"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/surface"
)

var updateSurface = flag.Bool("update-surface", false, "rewrite the golden files of the -surface tests")

// pkgDir is the directory of this package, where the tests start.
var pkgDir, _ = os.Getwd()

// runSurface runs mcplint -surface with args on the test packages
// testdata/src/surface/... (GOPATH mode, names relative to testdata/src)
// and returns its output.
func runSurface(t *testing.T, args ...string) string {
	t.Helper()
	t.Chdir(filepath.Join(testdata.Dir(), "src"))
	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOPATH", testdata.Dir())
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	var out, errs bytes.Buffer
	args = append(append([]string{"-surface", "-test=false"}, args...), "surface/...")
	if code := run(args, analyzers.All(), &out, &errs); code != exitOK || errs.Len() > 0 {
		t.Fatalf("mcplint %s: exit %d, stderr:\n%s", strings.Join(args, " "), code, errs.String())
	}
	return out.String()
}

// compareSurfaceGolden compares got with cmd/mcplint/testdata/name, or
// rewrites the file with -update-surface.
func compareSurfaceGolden(t *testing.T, name, got string) {
	t.Helper()
	golden := filepath.Join(pkgDir, "testdata", name)
	if *updateSurface {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("output differs from testdata/%s (go test ./cmd/mcplint -run Surface -update-surface to accept):\n%s", name, testbin.LineDiff(string(want), got))
	}
}

// TestSurfaceText checks the text report on hand-written servers for both
// SDKs and a hand-rolled one: wrappers, helpers in another package,
// middleware, a dispatcher, a nil result, a panic and a recovered panic.
func TestSurfaceText(t *testing.T) {
	compareSurfaceGolden(t, "surface.txt", runSurface(t))
}

// TestSurfaceJSON checks the JSON report against its golden file and
// validates it against docs/surface.schema.json.
func TestSurfaceJSON(t *testing.T) {
	out := runSurface(t, "-json")
	compareSurfaceGolden(t, "surface.json", out)
	validateSurfaceJSON(t, out)
	if runSurface(t, "-format=json") != out {
		t.Errorf("-surface -format=json differs from -surface -json")
	}
}

// validateSurfaceJSON validates out against the schema in docs/.
func validateSurfaceJSON(t *testing.T, out string) {
	t.Helper()
	sch, rep := validateSchema(t, out, "surface.schema.json")
	// The schema rejects what it should: a report of another version, an
	// unknown destination.
	rep["schema"] = "mcplint-surface/v0"
	if sch.Validate(rep) == nil {
		t.Errorf("the schema accepts a report of another version")
	}
}

// validateSchema validates the JSON report out against docs/name and
// returns the compiled schema and the report, decoded, for the caller to
// check what the schema rejects.
func validateSchema(t *testing.T, out, name string) (*jsonschema.Schema, map[string]any) {
	t.Helper()
	schemaPath := filepath.Join(pkgDir, "..", "..", "docs", name)
	sch, err := jsonschema.NewCompiler().Compile(schemaPath)
	if err != nil {
		t.Fatalf("compiling %s: %v", schemaPath, err)
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("the JSON report does not follow docs/%s: %v", name, err)
	}
	var rep map[string]any
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	return sch, rep
}

// TestSurfaceAgrees checks that the surface and the checks read the same
// model: every finding of a check about where a failure goes lies on an
// exit that goes there, and every JSON-RPC exit of a tool's own work
// (not a *jsonrpc.Error, not the server's own failure) is an rpcerror
// finding.
func TestSurfaceAgrees(t *testing.T) {
	var rep surfaceReport
	if err := json.Unmarshal([]byte(runSurface(t, "-json")), &rep); err != nil {
		t.Fatal(err)
	}
	wantDest := map[string]string{
		"rpcerror": "client", "nilresult": "nil",
		"emptyerror": "model", "structurederror": "model", "unknowntool": "model",
	}
	for _, tool := range rep.Tools {
		for _, x := range tool.Exits {
			for _, f := range x.Findings {
				if d, ok := wantDest[f.Check]; ok && d != x.Destination {
					t.Errorf("%s: %s finding on a %s exit", x.Position, f.Check, x.Destination)
				}
			}
			if x.Destination == "client" && x.By == "error as JSON-RPC" && x.Origin == "work" && !slices.ContainsFunc(x.Findings, func(f surfaceFinding) bool { return f.Check == "rpcerror" }) {
				t.Errorf("%s: a JSON-RPC exit of the tool's work without an rpcerror finding", x.Position)
			}
		}
	}
}

// TestSurfaceMarkdown checks the Markdown report against its golden file.
func TestSurfaceMarkdown(t *testing.T) {
	compareSurfaceGolden(t, "surface.md", runSurface(t, "-format=markdown"))
}

// TestSurfaceFlags checks the combinations -surface refuses.
func TestSurfaceFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-surface", "-format=sarif", "."}, "the formats of -surface are text, json and markdown"},
		{[]string{"-format=markdown", "."}, "markdown with -surface"},
		{[]string{"-surface", "-fix", "."}, "-surface cannot be combined"},
		{[]string{"-surface", "-handlers", "."}, "-surface cannot be combined"},
	} {
		var out, errs bytes.Buffer
		if code := run(tc.args, testChecks(), &out, &errs); code != exitUsage || !strings.Contains(errs.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr:\n%s\nwant exit %d and %q", tc.args, code, errs.String(), exitUsage, tc.want)
		}
	}
}

// TestExitDests keeps the destinations a check's documentation may name
// (checkdoc.Doc.Exits) those of the failure surface, and every check's
// list valid.
func TestExitDests(t *testing.T) {
	var names []string
	for d := surface.DestModel; d <= surface.DestUnknown; d++ {
		names = append(names, d.String())
	}
	if !slices.Equal(names, checkdoc.ExitDests) {
		t.Errorf("surface destinations %v, checkdoc.ExitDests %v", names, checkdoc.ExitDests)
	}
	if concerns("rpcerror", "model") || !concerns("rpcerror", "client") || !concerns("errorleak", "model") {
		t.Errorf("concerns does not follow the checks' Exits")
	}
}

// TestNeverReachesModel checks that a tool's failures are said never to
// reach the model only when every failure's destination is known.
func TestNeverReachesModel(t *testing.T) {
	rep := &surfaceReport{Tools: []surfaceTool{
		{Function: "rpcOnly", Exits: []surfaceExit{{Destination: "client"}, {Destination: "nil"}}},
		{Function: "undecided", Exits: []surfaceExit{{Destination: "client"}, {Destination: "unknown"}}},
		{Function: "seen", Exits: []surfaceExit{{Destination: "model"}, {Destination: "client"}}},
	}}
	summarize(rep)
	if got := rep.Summary.NeverReachModel; !slices.Equal(got, []string{"rpcOnly"}) {
		t.Errorf("NeverReachModel = %v, want [rpcOnly]", got)
	}
	if rep.Tools[1].Summary.NeverReachesModel {
		t.Errorf("a tool with an exit of unknown destination is said never to reach the model")
	}
}
