package main

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/passes/surface"
)

// progName is the name of the command in messages.
const progName = "mcplint"

// Exit codes of standalone mode; they match x/tools' multichecker.
const (
	exitOK          = 0 // no diagnostics, or -json / -format=sarif / -fix succeeded
	exitFailure     = 1 // load or analysis failure, no packages, failed fix
	exitUsage       = 2 // invalid command line
	exitDiagnostics = 3 // diagnostics were reported
)

// run executes mcplint in standalone mode with the command-line arguments
// args (without the program name) and returns the exit code. checks is the
// suite to offer; the selection flags choose among them.
func run(args []string, checks []*analysis.Analyzer, stdout, stderr io.Writer) int {
	if err := analysis.Validate(checks); err != nil {
		fmt.Fprintf(stderr, "%s: internal error: %v\n", progName, err)
		return exitFailure
	}

	var opts options
	fs, err := newFlagSet(checks, &opts, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "%s: internal error: %v\n", progName, err)
		return exitFailure
	}
	fs.SetOutput(io.Discard) // parse errors are printed below
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(stdout, fs, checks)
			return exitOK
		}
		fmt.Fprintf(stderr, "%s%s\nRun '%s -help' for usage.\n", err, didYouMean(fs, err), progName)
		return exitUsage
	}
	fs.SetOutput(stderr)
	if err := opts.validate(); err != nil {
		fmt.Fprintf(stderr, "%s: %v\nRun '%s -help' for usage.\n", progName, err, progName)
		return exitUsage
	}

	patterns := fs.Args()
	if len(patterns) == 0 {
		printUsage(stderr, fs, checks)
		return exitFailure
	}
	if patterns[0] == "help" {
		return help(stdout, stderr, checks, patterns[1:])
	}

	cwd, err := os.Getwd()
	if err != nil {
		cwd = "" // print absolute file names
	}

	stopProfile, err := startProfiles(opts.cpuProfile, opts.memProfile)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progName, err)
		return exitFailure
	}
	defer func() {
		if err := stopProfile(); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
		}
	}()

	if opts.surface && opts.base != "" {
		return runSurfaceDiff(stdout, stderr, checks, &opts, patterns, cwd)
	}

	prog := newProgress(stderr, opts.verbose)
	defer prog.printSummary()
	pkgs, err := load(patterns, loadConfig{Tests: opts.tests, Tags: opts.tags, Progress: prog})
	if err != nil {
		prog.done()
		fmt.Fprintf(stderr, "%s: %v\n", progName, err)
		return exitFailure
	}
	prog.analyzing()
	// Load errors are printed after the progress line is gone.
	var loadErrs bytes.Buffer
	nLoadErrs := printLoadErrors(&loadErrs, pkgs, cwd)
	if opts.handlers {
		prog.done()
		stderr.Write(loadErrs.Bytes())
		code := listHandlers(stdout, stderr, pkgs, cwd)
		if nLoadErrs > 0 {
			code = max(code, exitFailure)
		}
		return code
	}

	var changed *changes
	if opts.newFromRev != "" {
		if changed, err = changedSince(cmp.Or(cwd, "."), opts.newFromRev); err != nil {
			prog.done()
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
			return exitFailure
		}
	}

	selected := opts.selected(checks)
	analyzers := selected
	switch {
	case opts.surface:
		analyzers = append(slices.Clip(selected), surface.Analyzer)
	case !opts.fix:
		// Notes reach every output format: text prints them on
		// stderr, -json and SARIF carry them.
		analyzers = append(slices.Clip(selected), notesAnalyzer)
	}
	roots, skipped := analyzedPackages(pkgs, testBlind(analyzers))
	used, stopObserving := observeSuppressions()
	graph, err := checker.Analyze(analyzers, roots, nil)
	stopObserving()
	prog.done()
	// Report errors in packages, but analyze what can be analyzed.
	stderr.Write(loadErrs.Bytes())
	code := exitOK
	if nLoadErrs > 0 {
		code = exitFailure
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progName, err)
		return exitFailure
	}
	rep := collect(graph)
	rep.Diagnostics = append(rep.Diagnostics, staleDirectives(graph, checks, selected, used)...)
	slices.SortStableFunc(rep.Diagnostics, compareDiagnostics)
	if changed != nil {
		rep.Diagnostics = changed.filter(rep.Diagnostics)
	}

	// A failed check fails the run in every mode; -json shows the error
	// in its output, the other modes on stderr.
	if opts.format == "json" && len(distinctFailures(rep.Errors)) > 0 || opts.format != "json" && printErrors(stderr, rep.Errors) > 0 {
		code = exitFailure
	}
	if opts.format != "json" {
		printNotAnalyzed(stderr, rep.Errors)
	}
	// The skipped test variants' load errors, printed above, belong in
	// the -json and SARIF outputs too; they cost the package no finding.
	rep.Errors = append(rep.Errors, skippedErrors(skipped, analyzers)...)

	switch {
	case opts.surface:
		if err := printSurface(stdout, collectSurface(graph, rep.Diagnostics, cwd), opts.format); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
			return exitFailure
		}
		return code

	case opts.fix:
		sum, err := fixAll(rep.Diagnostics, opts.diff, stdout, cwd)
		printFixSummary(stdout, stderr, sum, opts.diff, cwd)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
			return exitFailure
		}
		return code

	case opts.format == "json":
		if err := printJSON(stdout, rep, collectNotes(graph)); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
			return exitFailure
		}
		return code

	case opts.format == "sarif":
		root := cwd
		if cwd != "" {
			root = sourceRoot(cwd)
		}
		out := sarifOutput{checks: opts.selected(checks), root: root, notes: collectNotes(graph)}
		if err := printSARIF(stdout, rep, out); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progName, err)
			return exitFailure
		}
		return code
	}

	if err := printText(stdout, rep.Diagnostics, cwd, opts.context); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progName, err)
		return exitFailure
	}
	printNotes(stderr, collectNotes(graph), cwd)
	if code == exitOK && len(rep.Diagnostics) > 0 {
		code = exitDiagnostics
	}
	return code
}

// printFixSummary says on stderr what -fix did, in one line, when there
// was anything to fix: how many fixes it applied in how many files (with
// -diff, would apply), and how many findings it left for a person, which
// it then prints as text, on stdout, or with -diff on stderr (stdout
// holds the diff).
func printFixSummary(stdout, stderr io.Writer, sum fixSummary, diff bool, cwd string) {
	if sum.Applied == 0 && len(sum.Left) == 0 {
		return
	}
	verb := "applied"
	if diff {
		verb = "would apply"
	}
	line := fmt.Sprintf("%s: %s %s in %s", progName, verb, fixes(sum.Applied), plural(sum.Files, "file"))
	if len(sum.Left) > 0 {
		line += fmt.Sprintf("; %s left for you (no fix, or one not applied):", plural(len(sum.Left), "finding"))
	}
	fmt.Fprintln(stderr, line)
	w := stdout
	if diff {
		w = stderr
	}
	_ = printText(w, sum.Left, cwd, -1)
}

// fixes renders "1 fix" or "n fixes".
func fixes(n int) string {
	if n == 1 {
		return "1 fix"
	}
	return fmt.Sprintf("%d fixes", n)
}

// testBlind reports whether every analyzer of as is one of mcplint's,
// which never analyze test files: its checks (analyzers.All, report.Scope
// and mcpssa.Result.SrcFuncs leave test files out), their notes and the
// surface. Other analyzers (the driver's tests use some) also run on test
// variants, where they may report in test files, as under go vet.
func testBlind(as []*analysis.Analyzer) bool {
	for _, a := range as {
		if analyzers.Doc(a) == nil && a != notesAnalyzer && a != surface.Analyzer {
			return false
		}
	}
	return true
}
