package e2e

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
)

// TestSARIFExamples runs "mcplint -format=sarif ./..." on the demo module
// and checks the log against the text output (same findings, same
// positions, files relative to %SRCROOT%), the rules against the checks'
// documentation, and the whole log with Microsoft's SARIF multitool,
// including its GitHub code scanning rules.
func TestSARIFExamples(t *testing.T) {
	t.Parallel()
	bin := mcplint(t)
	dir := filepath.Join(repoRoot(t), "examples")
	download(t, dir)

	code, stdout, stderr := run(t, dir, bin, "-format=sarif", "./...")
	if code != 0 || stderr != "" {
		t.Fatalf("mcplint -format=sarif ./...: exit %d\n%s", code, stderr)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID               string `json:"id"`
						ShortDescription struct{ Text string }
						Help             struct{ Text, Markdown string }
						DefaultConfig    struct{ Level string } `json:"defaultConfiguration"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
			Results            []struct {
				RuleID    string `json:"ruleId"`
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string } `json:"artifactLocation"`
						Region           struct{ StartLine, StartColumn int }
					} `json:"physicalLocation"`
				} `json:"locations"`
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("bad SARIF (%v):\n%s", err, stdout)
	}
	run0 := log.Runs[0]

	all := analyzers.All()
	if len(run0.Tool.Driver.Rules) != len(all) {
		t.Errorf("%d rules, want %d", len(run0.Tool.Driver.Rules), len(all))
	}
	for i, r := range run0.Tool.Driver.Rules {
		if i >= len(all) {
			break
		}
		doc := analyzers.Doc(all[i])
		if r.ID != all[i].Name || r.ShortDescription.Text != doc.TitleText() || r.Help.Text != doc.Text() ||
			r.Help.Markdown != doc.MarkdownBody() || r.DefaultConfig.Level != doc.Severity.String() {
			t.Errorf("rule %d (%s) is not rendered from the documentation of %s", i, r.ID, all[i].Name)
		}
	}

	// The same findings as the text output, in the same order.
	root, err := url.Parse(run0.OriginalURIBaseIDs["%SRCROOT%"].URI)
	if err != nil || root.Scheme != "file" {
		t.Fatalf("originalUriBaseIds: %v (%v)", run0.OriginalURIBaseIDs, err)
	}
	want, err := os.ReadFile(filepath.Join(dir, "expected.txt"))
	if err != nil {
		t.Fatal(err)
	}
	textLine := regexp.MustCompile(`^(\S+):(\d+):(\d+): (.*) \((\w+)\)$`)
	lines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(run0.Results) != len(lines) {
		t.Fatalf("%d results, %d lines in expected.txt", len(run0.Results), len(lines))
	}
	seen := map[string]bool{}
	for i, res := range run0.Results {
		m := textLine.FindStringSubmatch(lines[i])
		if m == nil {
			t.Fatalf("expected.txt line %q", lines[i])
		}
		loc := res.Locations[0].PhysicalLocation
		abs := filepath.Join(filepath.FromSlash(root.Path), filepath.FromSlash(loc.ArtifactLocation.URI))
		got := fmt.Sprintf("%s:%d:%d", abs, loc.Region.StartLine, loc.Region.StartColumn)
		if got != filepath.Join(dir, m[1])+":"+m[2]+":"+m[3] || res.RuleID != m[5] || res.Message.Text != m[4] ||
			loc.ArtifactLocation.URIBaseID != "%SRCROOT%" || filepath.IsAbs(loc.ArtifactLocation.URI) {
			t.Errorf("result %d = %s %s (%s) %q, want %s", i, loc.ArtifactLocation.URI, got, res.RuleID, res.Message.Text, lines[i])
		}
		fp := res.PartialFingerprints["primaryLocationLineHash"]
		if fp == "" || seen[fp] {
			t.Errorf("result %d: fingerprint %q missing or repeated", i, fp)
		}
		seen[fp] = true
	}

	validateSARIF(t, stdout)
}

// validateSARIF validates a SARIF log with Microsoft's SARIF multitool
// (npm @microsoft/sarif-multitool), its SARIF and GitHub rules, and fails
// on every error and warning it reports. The tool is the executable named
// by $MCPLINT_SARIF_MULTITOOL (.ci/run installs it and sets it); without
// it the test is skipped, unless $MCPLINT_INTEGRATION is set.
func validateSARIF(t *testing.T, sarif string) {
	t.Helper()
	tool := os.Getenv("MCPLINT_SARIF_MULTITOOL")
	if tool == "" {
		msg := "SARIF multitool not configured: set MCPLINT_SARIF_MULTITOOL to the Sarif.Multitool executable of npm @microsoft/sarif-multitool (.ci/run does)"
		if os.Getenv("MCPLINT_INTEGRATION") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	tmp := t.TempDir()
	in, out := filepath.Join(tmp, "mcplint.sarif"), filepath.Join(tmp, "validation.sarif")
	if err := os.WriteFile(in, []byte(sarif), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(tool, "validate", in, "--rule-kind", "Sarif;Gh", "--level", "Error;Warning;Note", "-o", out)
	if output, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s validate: %v\n%s", tool, err, output)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var report struct {
		Runs []struct {
			Results []struct {
				RuleID  string `json:"ruleId"`
				Level   string `json:"level"`
				Message struct {
					ID        string   `json:"id"`
					Arguments []string `json:"arguments"`
				} `json:"message"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &report); err != nil || len(report.Runs) == 0 {
		t.Fatalf("multitool output (%v):\n%s", err, data)
	}
	// Every warning counts, those of SARIF2005 (the driver's version and
	// informationUri) included.
	for _, r := range report.Runs[0].Results {
		level := r.Level
		if level == "" {
			level = "warning" // the SARIF default
		}
		if level == "error" || level == "warning" {
			t.Errorf("SARIF multitool: %s %s %s %v", level, r.RuleID, r.Message.ID, r.Message.Arguments)
		}
	}
}
