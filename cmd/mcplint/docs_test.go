package main

import (
	"flag"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcplint/mcplint/analyzers"
)

// goCommandFlags are flags of the go command (go vet, go test, go
// install) that appear on the same command lines as mcplint's, and the
// vet tool handshake.
// -help and -h are the flag package's own.
var goCommandFlags = []string{"vettool", "flags", "V", "run", "count", "short", "update", "o", "help", "h", "fuzz", "fuzztime", "fuzzminimizetime"}

// otherToolFlags are flags of other commands the docs show: the benchmark
// harness (bench/), go vet's own printf analyzer, pre-commit, go list (-compiled).
var otherToolFlags = []string{"repo", "work", "rounds", "tools", "cold", "coldcache", "warm", "staticcheck", "gen", "mcplint", "base", "printf.funcs", "all-files", "compiled"}

var (
	fence      = regexp.MustCompile("(?ms)^```[^\n]*\n(.*?)^```")
	codeSpan   = regexp.MustCompile("`([^`\n]+)`")
	flagSpan   = regexp.MustCompile(`^(-[a-z][a-z0-9.-]*)(?:[= ]|$)`)
	diagCheck  = regexp.MustCompile(`^\S+:\d+:\d+: .* \(([a-z]+)\)$`)
	jsonCheck  = regexp.MustCompile(`^\t\t"([a-z]+)": [\[{]`)
	proseCheck = regexp.MustCompile("(?:`([a-z]+)` check\\b|\\bcheck `([a-z]+)`|mcplint help ([a-z]+))")
)

// docProblems returns the flags and checks that the Markdown text names
// but that do not exist. flags holds every flag of standalone mode (the
// driver's, -CHECK and -CHECK.flag), checks the check names.
func docProblems(text string, flags, checks map[string]bool) []string {
	var problems []string
	flag := func(tok, where string) {
		name := strings.TrimLeft(tok, "-")
		name, _, _ = strings.Cut(name, "=")
		if name == "" || strings.ToLower(name) != name || flags[name] || slices.Contains(goCommandFlags, name) || slices.Contains(otherToolFlags, name) {
			return // a placeholder (-CHECK), or known
		}
		problems = append(problems, fmt.Sprintf("flag -%s (%s)", name, where))
	}
	check := func(name, where string) {
		if !checks[name] {
			problems = append(problems, fmt.Sprintf("check %s (%s)", name, where))
		}
	}

	for _, block := range fence.FindAllStringSubmatch(text, -1) {
		for _, line := range strings.Split(block[1], "\n") {
			if m := diagCheck.FindStringSubmatch(line); m != nil {
				check(m[1], line)
			}
			if m := jsonCheck.FindStringSubmatch(line); m != nil {
				check(m[1], line)
			}
			// The flags after the mcplint command, up to a pipe,
			// redirection, comment or next command.
			toks := strings.Fields(line)
			i := slices.IndexFunc(toks, func(tok string) bool {
				return tok == "mcplint" || strings.HasSuffix(tok, "bin/mcplint") || strings.HasSuffix(tok, "mcplint)")
			})
			if i < 0 {
				continue
			}
			for _, tok := range toks[i+1:] {
				if strings.ContainsAny(tok[:1], "|>&;#") {
					break
				}
				if tok == "help" {
					continue
				}
				if strings.HasPrefix(tok, "-") {
					flag(tok, line)
				}
			}
		}
	}
	prose := fence.ReplaceAllString(text, "")
	for _, span := range codeSpan.FindAllStringSubmatch(prose, -1) {
		if m := flagSpan.FindStringSubmatch(span[1]); m != nil {
			flag(m[1], "`"+m[1]+"`")
		}
	}
	for _, m := range proseCheck.FindAllStringSubmatch(text, -1) {
		check(m[1]+m[2]+m[3], m[0])
	}
	return problems
}

// TestDocsNameRealFlagsAndChecks checks that README.md and every page
// under docs/ name only flags and checks that exist.
func TestDocsNameRealFlagsAndChecks(t *testing.T) {
	checks := analyzers.All()
	var opts options
	fs, err := newFlagSet(checks, &opts, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	flagNames := map[string]bool{}
	fs.VisitAll(func(f *flag.Flag) { flagNames[f.Name] = true })
	checkNames := map[string]bool{}
	for _, a := range checks {
		checkNames[a.Name] = true
	}
	// Directive problems are reported under the driver's own name, and
	// golangci-lint names the plugin's findings after the linter.
	checkNames[progName] = true

	root := filepath.Join("..", "..")
	files := []string{filepath.Join(root, "README.md")}
	err = filepath.WalkDir(filepath.Join(root, "docs"), func(path string, d iofs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 3 {
		t.Fatalf("found only %v", files)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range docProblems(string(data), flagNames, checkNames) {
			t.Errorf("%s names a %s that does not exist", name, p)
		}
	}
}

// TestDocProblems checks that the scanner finds what docs/usage.md once
// named: a check errroute and its flag -errroute.strict.
func TestDocProblems(t *testing.T) {
	text := "Output:\n\n```\nserver/tools.go:42:3: tool handler returns a Go error (errroute)\n```\n\n" +
		"```json\n{\n\t\"example.com/server\": {\n\t\t\"errroute\": [\n```\n\n" +
		"```sh\nmcplint -errroute -errroute.strict=true ./... | less\ngo vet -vettool=$(command -v mcplint) -CHECK -rpcerror -json ./...\n```\n\n" +
		"Set `-nosuch` or `-json`; the `errroute` check; run `mcplint help rpcerror`.\n"
	flags := map[string]bool{"rpcerror": true, "json": true}
	checks := map[string]bool{"rpcerror": true}
	got := docProblems(text, flags, checks)
	want := []string{
		"check errroute (server/tools.go:42:3: tool handler returns a Go error (errroute))",
		"check errroute (\t\t\"errroute\": [)",
		"flag -errroute (mcplint -errroute -errroute.strict=true ./... | less)",
		"flag -errroute.strict (mcplint -errroute -errroute.strict=true ./... | less)",
		"flag -nosuch (`-nosuch`)",
		"check errroute (`errroute` check)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("docProblems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
