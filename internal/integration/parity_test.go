package integration

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestGolangciLintParity runs the custom golangci-lint over testdata/parity,
// the module of cross-package shapes that internal/e2e's TestDriverParity
// runs standalone, under go vet -vettool and under a multichecker, and
// requires the same findings (file, line, check) as the module's want
// comments, which each of those drivers meets.
func TestGolangciLintParity(t *testing.T) {
	bin := buildCustomGCL(t)
	src := filepath.Join(repoRoot(t), "testdata", "parity")
	dir := t.TempDir()
	if code, out := command(t, "", nil, "cp", "-R", src+"/.", dir); code != 0 {
		t.Fatalf("copying the parity module: %s", out)
	}
	// No flag: the identity keys cmd/authsrv stores the caller under
	// reach the tools' findings through facts, as under every driver.
	// golangci-lint keeps one issue per line unless told otherwise, and
	// authtools has a return that two checks report.
	writeFiles(t, dir, map[string]string{".golangci.yml": `version: "2"
linters:
  default: none
  enable:
    - mcplint
  settings:
    custom:
      mcplint:
        type: module
issues:
  uniq-by-line: false
`})
	code, out := command(t, dir, []string{"GOFLAGS=-mod=mod", "GOWORK=off"}, bin, "run", "--allow-parallel-runners",
		"--output.json.path=stdout", "--output.text.path=stderr", "--show-stats=false", "./...")
	if code != 1 {
		t.Fatalf("golangci-lint: exit %d, want 1 (issues found)\n%s", code, out)
	}
	var res struct{ Issues []issue }
	start := strings.Index(out, `{"Issues"`)
	if start < 0 {
		t.Fatalf("golangci-lint printed no JSON:\n%s", out)
	}
	if err := json.NewDecoder(strings.NewReader(out[start:])).Decode(&res); err != nil {
		t.Fatalf("golangci-lint output: %v\n%s", err, out)
	}
	var got []string
	for _, is := range res.Issues {
		check, _, _ := strings.Cut(is.Text, ":")
		got = append(got, filepath.ToSlash(is.Pos.Filename)+":"+strconv.Itoa(is.Pos.Line)+":"+check)
	}
	slices.Sort(got)
	want := parityWants(t, src)
	if !slices.Equal(got, want) {
		t.Errorf("golangci-lint findings differ from the module's want comments\n got: %q\nwant: %q\n%s", got, want, out)
	}
}

var wantCheck = regexp.MustCompile("([a-z]+):[`\"]")

// parityWants returns file:line:check of every want comment of the .go
// files under dir, file relative to dir, sorted.
func parityWants(t *testing.T, dir string) []string {
	var wants []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		rel, _ := filepath.Rel(dir, path)
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			_, after, ok := strings.Cut(sc.Text(), "// want ")
			if !ok {
				continue
			}
			for _, m := range wantCheck.FindAllStringSubmatch(after, -1) {
				wants = append(wants, filepath.ToSlash(rel)+":"+strconv.Itoa(line)+":"+m[1])
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(wants)
	return wants
}
