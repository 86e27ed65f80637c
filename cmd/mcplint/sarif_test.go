package main

import (
	"encoding/json"
	"errors"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// sarifDoc is the part of a SARIF log the tests read.
type sarifDoc struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name           string `json:"name"`
				Version        string `json:"version"`
				InformationURI string `json:"informationUri"`
				Rules          []struct {
					ID               string `json:"id"`
					ShortDescription struct{ Text string }
					FullDescription  struct{ Text string }
					Help             struct{ Text, Markdown string }
					DefaultConfig    struct{ Level string } `json:"defaultConfiguration"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Invocations []struct {
			ExecutionSuccessful        bool `json:"executionSuccessful"`
			ToolExecutionNotifications []struct {
				Level   string
				Message struct{ Text string }
			} `json:"toolExecutionNotifications"`
		} `json:"invocations"`
		OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
		Results            []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Level     string `json:"level"`
			Message   struct{ Text string }
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region struct {
						StartLine, StartColumn, EndLine, EndColumn int
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			PartialFingerprints map[string]string `json:"partialFingerprints"`
			Fixes               []struct {
				Description     struct{ Text string }
				ArtifactChanges []struct {
					ArtifactLocation struct{ URI, URIBaseID string } `json:"artifactLocation"`
					Replacements     []struct {
						DeletedRegion   struct{ ByteOffset, ByteLength int } `json:"deletedRegion"`
						InsertedContent struct{ Text string }                `json:"insertedContent"`
					}
				} `json:"artifactChanges"`
			} `json:"fixes"`
		} `json:"results"`
	} `json:"runs"`
}

func parseSARIF(t *testing.T, stdout string) sarifDoc {
	t.Helper()
	var doc sarifDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("bad SARIF: %v\n%s", err, stdout)
	}
	if doc.Version != "2.1.0" || doc.Schema == "" || len(doc.Runs) != 1 {
		t.Fatalf("not a SARIF 2.1.0 log with one run:\n%s", stdout)
	}
	return doc
}

func TestSARIF(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, stderr := runIn(t, dir, "-format=sarif", "-test=false", "./...")
	if code != exitOK || stderr != "" {
		t.Fatalf("-format=sarif: exit %d, stderr:\n%s", code, stderr)
	}
	run := parseSARIF(t, stdout).Runs[0]

	if d := run.Tool.Driver; d.Name != "mcplint" || d.Version == "" || !strings.HasPrefix(d.InformationURI, "https://") {
		t.Errorf("driver: name %q, version %q, informationUri %q", d.Name, d.Version, d.InformationURI)
	}
	var ids []string
	for _, r := range run.Tool.Driver.Rules {
		ids = append(ids, r.ID)
		if r.ShortDescription.Text == "" || r.FullDescription.Text == "" || r.Help.Text == "" || r.DefaultConfig.Level != "warning" {
			t.Errorf("rule %s lacks a part: %+v", r.ID, r)
		}
	}
	if !slices.Equal(ids, []string{"badname", "todo", "watchpanic"}) {
		t.Errorf("rules %v, want [badname todo watchpanic]", ids)
	}
	if run.OriginalURIBaseIDs["%SRCROOT%"].URI != "file://"+filepath.ToSlash(dir)+"/" {
		t.Errorf("originalUriBaseIds = %v, want %s", run.OriginalURIBaseIDs, dir)
	}
	if !run.Invocations[0].ExecutionSuccessful {
		t.Errorf("execution not successful")
	}

	if len(run.Results) != 3 {
		t.Fatalf("%d results, want 3:\n%s", len(run.Results), stdout)
	}
	// Sorted like the text output: p.go:3:1 todo, p.go:4:6 and 7:2 badname.
	r := run.Results[1]
	loc := r.Locations[0].PhysicalLocation
	if r.RuleID != "badname" || r.RuleIndex != 0 || r.Level != "warning" || r.Message.Text != "name BadF starts with Bad" ||
		loc.ArtifactLocation.URI != "p/p.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" ||
		loc.Region.StartLine != 4 || loc.Region.StartColumn != 6 || loc.Region.EndLine != 4 || loc.Region.EndColumn != 10 {
		t.Errorf("result: %+v", r)
	}
	start := strings.Index(pGo, "BadF")
	if len(r.Fixes) != 1 || len(r.Fixes[0].ArtifactChanges) != 1 || r.Fixes[0].Description.Text != "replace Bad by Good" {
		t.Fatalf("fixes: %+v", r.Fixes)
	}
	change := r.Fixes[0].ArtifactChanges[0]
	if change.ArtifactLocation.URI != "p/p.go" || len(change.Replacements) != 1 ||
		change.Replacements[0].DeletedRegion.ByteOffset != start || change.Replacements[0].DeletedRegion.ByteLength != 3 ||
		change.Replacements[0].InsertedContent.Text != "Good" {
		t.Errorf("fix: %+v", change)
	}
	if run.Results[0].RuleID != "todo" || run.Results[0].RuleIndex != 1 || run.Results[0].Fixes != nil {
		t.Errorf("todo result: %+v", run.Results[0])
	}
	// The todo check reports a position only: the region spans the
	// comment there ("// TODO: remove", 15 columns), not a point.
	if r := run.Results[0].Locations[0].PhysicalLocation.Region; r.StartLine != 3 || r.StartColumn != 1 || r.EndLine != 3 || r.EndColumn != 16 {
		t.Errorf("todo region: %+v, want 3:1 to 3:16", r)
	}

	// Fingerprints: unique, and unchanged by an edit that moves the lines.
	prints := func(doc sarifDoc) []string {
		var fps []string
		for _, r := range doc.Runs[0].Results {
			fps = append(fps, r.PartialFingerprints["primaryLocationLineHash"])
		}
		return fps
	}
	before := prints(parseSARIF(t, stdout))
	if slices.Contains(before, "") || len(slices.Compact(slices.Sorted(slices.Values(before)))) != len(before) {
		t.Errorf("fingerprints missing or not unique: %v", before)
	}
	edited := strings.Replace(pGo, "// TODO: remove\n", "// An unrelated comment.\n\n// TODO: remove\n", 1)
	if err := os.WriteFile(filepath.Join(dir, "p", "p.go"), []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stdout, _ = runIn(t, dir, "-format=sarif", "-test=false", "./...")
	after := parseSARIF(t, stdout)
	if got := after.Runs[0].Results[1].Locations[0].PhysicalLocation.Region.StartLine; got != 6 {
		t.Errorf("after the edit, BadF is on line %d, want 6", got)
	}
	if !slices.Equal(prints(after), before) {
		t.Errorf("fingerprints changed with an unrelated edit:\nbefore %v\nafter  %v", before, prints(after))
	}

	// Spacing within the line does not matter.
	if got, want := fingerprint("c", "f.go", "  x :=  1"), fingerprint("c", "f.go", "x := 1"); got != want {
		t.Errorf("fingerprints depend on spacing: %s != %s", got, want)
	}
}

func TestSARIFNoFindings(t *testing.T) {
	dir := mainFixture(t)
	code, stdout, _ := runIn(t, dir, "-format=sarif", "./clean")
	if code != exitOK || !strings.Contains(stdout, `"results": []`) {
		t.Errorf("clean: exit %d, stdout:\n%s", code, stdout)
	}
}

func TestFormatFlag(t *testing.T) {
	dir := mainFixture(t)
	for _, tc := range []struct {
		args []string
		code int
		errs string
	}{
		{[]string{"-format=xml", "./clean"}, exitUsage, "the formats are text, json and sarif"},
		{[]string{"-json", "-format=sarif", "./clean"}, exitUsage, "mutually exclusive"},
		{[]string{"-fix", "-format=sarif", "./clean"}, exitUsage, "-fix and -format=sarif are mutually exclusive"},
		{[]string{"-handlers", "-format=sarif", "./clean"}, exitUsage, "-handlers cannot be combined"},
		{[]string{"-json", "-format=json", "./clean"}, exitOK, ""},
		{[]string{"-format=text", "./clean"}, exitOK, ""},
	} {
		code, _, stderr := runIn(t, dir, tc.args...)
		if code != tc.code || !strings.Contains(stderr, tc.errs) {
			t.Errorf("%v: exit %d (want %d), stderr:\n%s", tc.args, code, tc.code, stderr)
		}
	}
	// -format=json prints what -json prints.
	_, viaJSON, _ := runIn(t, dir, "-json", "-test=false", "./p")
	_, viaFormat, _ := runIn(t, dir, "-format=json", "-test=false", "./p")
	if viaJSON != viaFormat || !strings.HasPrefix(viaJSON, "{") {
		t.Errorf("-json and -format=json differ:\n%s\n%s", viaJSON, viaFormat)
	}
}

// failCheck fails on every package.
var failCheck = &analysis.Analyzer{
	Name: "fail",
	Doc:  "fail on every package (test-only check)",
	Run:  func(*analysis.Pass) (any, error) { return nil, errors.New("broken") },
}

// TestAnalysisErrorsInEveryMode checks that a check that fails is reported,
// with exit status 1, whatever the output mode: in the output with -json,
// on stderr otherwise.
func TestAnalysisErrorsInEveryMode(t *testing.T) {
	dir := mainFixture(t)
	t.Chdir(dir)
	for _, k := range fixtureEnv {
		name, v, _ := strings.Cut(k, "=")
		t.Setenv(name, v)
	}
	for _, args := range [][]string{{}, {"-json"}, {"-format=sarif"}, {"-fix"}, {"-fix", "-diff"}} {
		var out, errs strings.Builder
		code := run(append(args, "-test=false", "./clean"), []*analysis.Analyzer{failCheck}, &out, &errs)
		// -json files the failure in its output, as go vet -json does;
		// the other modes print it on stderr.
		where, want := errs.String(), "mcplint: fail failed on example.com/fx/clean: broken"
		if len(args) == 1 && args[0] == "-json" {
			where, want = out.String(), `"error": "broken"`
		}
		if code != exitFailure || !strings.Contains(where, want) {
			t.Errorf("%v: exit %d, stderr:\n%s", args, code, errs.String())
		}
		if args := strings.Join(args, " "); args == "-format=sarif" && !strings.Contains(out.String(), `"executionSuccessful": false`) {
			t.Errorf("%s: the SARIF invocation does not record the failure:\n%s", args, out.String())
		}
	}
}

// TestSARIFUnits checks, on a hand-made report, the occurrence numbers of
// findings on identical lines, UTF-16 columns, files outside the root and
// the notification of a failed check.
func TestSARIFUnits(t *testing.T) {
	root := t.TempDir()
	file := filepath.Join(root, "a.go")
	src := "package a\n\nvar x = f() // é z\nvar y = 1\nvar x = f() // é z\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	posn := func(line, col int) token.Position { return token.Position{Filename: file, Line: line, Column: col} }
	rep := &report{
		Diagnostics: []Diagnostic{
			{Check: "todo", Posn: posn(3, 5), End: posn(3, 6), Message: "m"},
			{Check: "todo", Posn: posn(3, 19), End: posn(3, 20), Message: "after é"},
			{Check: "todo", Posn: posn(5, 5), End: posn(5, 6), Message: "m"},
			{Check: "todo", Posn: token.Position{Filename: "/elsewhere/b.go", Line: 1, Column: 1}, Message: "outside"},
		},
		Errors: []AnalysisError{{Package: "a", Check: "todo", Err: "boom"}, {Package: "b", Check: "todo", Err: "ill", IllTyped: true}},
	}
	var b strings.Builder
	if err := printSARIF(&b, rep, sarifOutput{checks: []*analysis.Analyzer{todoCheck}, root: root}); err != nil {
		t.Fatal(err)
	}
	run := parseSARIF(t, b.String()).Runs[0]
	fp := func(i int) string { return run.Results[i].PartialFingerprints["primaryLocationLineHash"] }
	base := func(s string) string { b, _, _ := strings.Cut(s, ":"); return b }
	if !strings.HasSuffix(fp(0), ":1") || !strings.HasSuffix(fp(1), ":2") || !strings.HasSuffix(fp(2), ":3") ||
		base(fp(0)) != base(fp(2)) || fp(0) == fp(2) {
		t.Errorf("fingerprints of findings on identical lines: %s %s %s", fp(0), fp(1), fp(2))
	}
	// z is at byte column 19, after "é" (2 bytes, 1 UTF-16 unit): column 18.
	if r := run.Results[1].Locations[0].PhysicalLocation.Region; r.StartColumn != 18 || r.EndColumn != 19 {
		t.Errorf("UTF-16 columns: %+v, want 18..19", r)
	}
	if a := run.Results[3].Locations[0].PhysicalLocation.ArtifactLocation; a.URI != "file:///elsewhere/b.go" || a.URIBaseID != "" {
		t.Errorf("file outside the root: %+v", a)
	}
	inv := run.Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 1 ||
		inv.ToolExecutionNotifications[0].Message.Text != "check todo failed on a: boom" {
		t.Errorf("invocation: %+v", inv)
	}
}
