package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// options holds the parsed command line of standalone mode.
type options struct {
	format   string // -format: text, json or sarif
	json     bool   // -json: alias of -format=json
	fix      bool   // -fix: apply the first suggested fix of each diagnostic
	diff     bool   // -diff: with -fix, print diffs instead of writing files
	tests    bool   // -test: also load test files
	tags     string // -tags: build tags
	context  int    // -c: lines of context around each diagnostic; -1 for none
	handlers bool   // -handlers: list tool handlers instead of checking
	surface  bool   // -surface: print the failure surface of the tools
	base     string // -base: with -surface, compare with the surface at this git revision
	verbose  bool   // -v: print a summary of the run's phases at the end

	newFromRev string // -new-from-rev: report only findings on lines changed since this git revision
	cpuProfile string // -cpuprofile: write a CPU profile to this file
	memProfile string // -memprofile: write a heap profile to this file

	enabled map[*analysis.Analyzer]*triState // -CHECK and -CHECK=false
}

// newFlagSet returns the flag set of standalone mode for the given checks,
// which stores its values in opts. Besides the driver's own flags it has,
// for each check, the flag -CHECK and the check's own flags as -CHECK.flag.
func newFlagSet(checks []*analysis.Analyzer, opts *options, stderr io.Writer) (*flag.FlagSet, error) {
	fs := flag.NewFlagSet(progName, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // the caller prints the usage message

	fs.StringVar(&opts.format, "format", "text", "output format of the diagnostics: text, json (the go vet -json shape) or sarif (SARIF 2.1.0); with json and sarif the exit status is 0 unless something failed; with -surface: text, json (docs/surface.schema.json) or markdown")
	fs.BoolVar(&opts.json, "json", false, "same as -format=json (the go vet flag)")
	fs.BoolVar(&opts.fix, "fix", false, "apply the first suggested fix of each diagnostic, then print how many were applied and the findings left (with -diff, on stderr)")
	fs.BoolVar(&opts.diff, "diff", false, "with -fix, print the fixes as a unified diff instead of writing the files")
	fs.BoolVar(&opts.tests, "test", true, "also load test files and test packages (their code is not analyzed)")
	fs.StringVar(&opts.tags, "tags", "", "comma-separated list of build tags to consider satisfied")
	fs.IntVar(&opts.context, "c", -1, "print the offending line with this many lines of context around it")
	fs.BoolVar(&opts.handlers, "handlers", false, "list the MCP tool handlers of each package instead of running the checks")
	fs.BoolVar(&opts.surface, "surface", false, "print the failure surface of the tools instead of the findings: every failure exit, where it goes, its text and the findings on it (see -format)")
	fs.StringVar(&opts.base, "base", "", "with -surface, print what changed in the failure surface since the git revision `REV` (built in a temporary worktree): tools and exits added, removed or changed; exit status 3 when a change hides a failure from the model")
	fs.StringVar(&opts.newFromRev, "new-from-rev", "", "report only findings on lines changed since the git revision `REV` (uncommitted changes and untracked files included); whole packages are still analyzed")
	fs.BoolVar(&opts.verbose, "v", false, "at the end, print on stderr one line with the packages loaded and the time of each phase (go list, export data, type-checking, analysis)")
	fs.StringVar(&opts.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to `file`")
	fs.StringVar(&opts.memProfile, "memprofile", "", "write a heap profile to `file` at the end of the run")

	opts.enabled = make(map[*analysis.Analyzer]*triState)
	for _, a := range checks {
		if fs.Lookup(a.Name) != nil {
			return nil, fmt.Errorf("check %q conflicts with a flag of the same name", a.Name)
		}
		enable := new(triState)
		opts.enabled[a] = enable
		fs.Var(enable, a.Name, fmt.Sprintf("enable the %q check", a.Name))

		var err error
		a.Flags.VisitAll(func(f *flag.Flag) {
			name := a.Name + "." + f.Name
			if fs.Lookup(name) != nil {
				err = fmt.Errorf("flag -%s is defined twice", name)
				return
			}
			fs.Var(f.Value, name, f.Usage)
		})
		if err != nil {
			return nil, err
		}
	}
	return fs, nil
}

// selected returns the checks to run: if any -CHECK flag is true, only
// those; otherwise all but the checks disabled by -CHECK=false.
func (opts *options) selected(checks []*analysis.Analyzer) []*analysis.Analyzer {
	var anyTrue bool
	for _, a := range checks {
		if *opts.enabled[a] == setTrue {
			anyTrue = true
		}
	}
	var keep []*analysis.Analyzer
	for _, a := range checks {
		switch state := *opts.enabled[a]; {
		case anyTrue && state == setTrue, !anyTrue && state != setFalse:
			keep = append(keep, a)
		}
	}
	return keep
}

// validate reports combinations of flags that make no sense, and resolves
// -json into -format.
func (opts *options) validate() error {
	switch {
	case opts.format == "text", opts.format == "json":
	case opts.format == "sarif" && !opts.surface:
	case opts.format == "markdown" && opts.surface:
	case opts.surface:
		return fmt.Errorf("-format=%s: the formats of -surface are text, json and markdown", opts.format)
	default:
		return fmt.Errorf("-format=%s: the formats are text, json and sarif (and markdown with -surface)", opts.format)
	}
	if opts.json {
		if opts.format != "text" && opts.format != "json" {
			return fmt.Errorf("-json and -format=%s are mutually exclusive", opts.format)
		}
		opts.format = "json"
	}
	switch {
	case opts.diff && !opts.fix:
		return fmt.Errorf("-diff requires -fix")
	case opts.fix && opts.format != "text":
		return fmt.Errorf("-fix and -%s are mutually exclusive", formatFlag(opts))
	case opts.handlers && (opts.fix || opts.format != "text"):
		return fmt.Errorf("-handlers cannot be combined with -fix, -json or -format")
	case opts.handlers && opts.newFromRev != "":
		return fmt.Errorf("-handlers cannot be combined with -new-from-rev")
	case opts.base != "" && !opts.surface:
		return fmt.Errorf("-base requires -surface (for findings on changed lines, use -new-from-rev)")
	case opts.surface && (opts.fix || opts.handlers || opts.newFromRev != ""):
		return fmt.Errorf("-surface cannot be combined with -fix, -handlers or -new-from-rev")
	}
	return nil
}

// formatFlag names the flag that chose the output format, for messages.
func formatFlag(opts *options) string {
	if opts.json {
		return "json"
	}
	return "format=" + opts.format
}

// printUsage writes the usage message, with the driver's flags and the
// exit codes, to w.
func printUsage(w io.Writer, fs *flag.FlagSet, checks []*analysis.Analyzer) {
	fmt.Fprintf(w, `%[1]s reports mistakes in Go programs that implement MCP servers.

Usage:
  %[1]s [flags] packages...     run the checks on the packages (e.g. ./...)
  %[1]s -handlers packages...   list the MCP tool handlers of the packages
  %[1]s -surface packages...    print the failure surface of the tools: each
                                failure exit, where it goes (model, client,
                                nil result, crash), its text and the findings
                                on it; -json or -format=markdown for the other
                                formats (see docs/surface.md)
  %[1]s -surface -base REV packages...
                                print what changed in the failure surface
                                since the git revision REV: for code review
  %[1]s help [check]            list the checks, or describe one
  go vet -vettool=$(command -v %[1]s) [packages]
                                run as a go vet tool (-flags and -V=full are
                                that protocol's handshake)

Flags:
`, progName)

	// Show the driver's flags only, not one per check.
	names := make(map[string]bool)
	for _, a := range checks {
		names[a.Name] = true
	}
	core := flag.NewFlagSet(progName, flag.ContinueOnError)
	fs.VisitAll(func(f *flag.Flag) {
		if !names[f.Name] && !strings.Contains(f.Name, ".") {
			core.Var(f.Value, f.Name, f.Usage)
			core.Lookup(f.Name).DefValue = f.DefValue // not the parsed value
		}
	})
	core.SetOutput(w)
	core.PrintDefaults()

	fmt.Fprintf(w, `
All checks run by default. -CHECK runs only the checks so named;
-CHECK=false runs all checks but those. A check's own flags are set as
-CHECK.flag. Run '%[1]s help' to list the checks.

Output: diagnostics are printed on stdout as "file:line:col: message (check)",
sorted, with file names relative to the current directory when beneath it.
Errors go to stderr.

Suppression: "//mcplint:ignore CHECK[,CHECK] reason" above a statement or at
the end of its line, "//mcplint:file-ignore CHECK reason" for a whole file.
The reason is required. Directives that suppress nothing are reported.

Exit status:
  0  no diagnostics; always with -json, -format=sarif or -fix unless an
     error occurred
  1  packages failed to load, a check failed, no packages were named,
     or with -fix, a fix could not be applied
  2  invalid command line
  3  diagnostics were reported; with -surface -base, a change hides a
     failure from the model (an exit that reached it no longer does, or a
     new exit never does)
`, progName)
}

// triState is a boolean flag that remembers whether it was set at all.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

// IsBoolFlag lets -CHECK be given without a value.
func (ts *triState) IsBoolFlag() bool { return true }

// Get implements [flag.Getter].
func (ts *triState) Get() any { return *ts == setTrue }

// String implements [flag.Value].
func (ts *triState) String() string {
	switch *ts {
	case setTrue:
		return "true"
	case setFalse:
		return "false"
	}
	return ""
}

// Set implements [flag.Value].
func (ts *triState) Set(value string) error {
	b, err := strconv.ParseBool(value)
	if err != nil {
		return err // the flag package adds context
	}
	if b {
		*ts = setTrue
	} else {
		*ts = setFalse
	}
	return nil
}
