// Command mcplint reports mistakes in Go programs that implement MCP
// (Model Context Protocol) servers.
//
// One binary serves every mode.
//
// Standalone, it loads the named packages from source and runs the checks
// of the suite on them:
//
//	mcplint [flags] packages...
//
// For example, "mcplint ./..." checks every package of the current module,
// "mcplint -json ./..." prints the findings as JSON, "mcplint
// -format=sarif ./..." as SARIF 2.1.0 for code scanning, and
// "mcplint -fix -diff ./..." shows the suggested fixes as a unified diff.
// "mcplint -handlers ./..." lists the MCP tool handlers it finds instead of
// running the checks, "mcplint -surface ./..." prints every tool's failure
// exits, and "mcplint -surface -base origin/main ./..." what a change does
// to them.
//
// Run "mcplint help" to list the checks and "mcplint help CHECK" to describe
// one. Each check can be selected with -CHECK (run only the named checks) or
// deselected with -CHECK=false; its own flags are set as -CHECK.flag.
//
// As a go vet tool, it is driven by the go command, one package at a time:
//
//	go vet -vettool=$(command -v mcplint) ./...
//
// The go command invokes the tool with -flags, -V=full and finally with a
// JSON *.cfg file per package; those invocations are delegated to
// [golang.org/x/tools/go/analysis/unitchecker].
//
// Exit status in standalone mode, as with x/tools' multichecker:
//
//	0  success; no diagnostics (and always with -json or -fix, barring errors)
//	1  packages failed to load, a check failed, no packages were named, or
//	   with -fix, a fix could not be applied
//	2  invalid command line
//	3  diagnostics were reported; with -surface -base, a change hides a
//	   failure from the model
//
// See docs/usage.md in the repository for the complete reference.
package main

import (
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcplint/mcplint/analyzers"
)

func main() {
	checks := analyzers.All()
	if isVetInvocation(os.Args[1:]) {
		vetMain(checks) // does not return
	}
	os.Exit(run(os.Args[1:], checks, os.Stdout, os.Stderr))
}

// vetMain runs checks as a go vet tool, for one compilation unit, with
// errorsAsDiagnostics.
func vetMain(checks []*analysis.Analyzer) {
	errorsAsDiagnostics(checks)
	unitchecker.Main(checks...) // does not return
}

// errorsAsDiagnostics makes each check report an error it fails with (an
// internal error, see analyzers.Harden) as a diagnostic at the package
// clause of the package's first file. The go command (1.26) shows a vet
// tool's analyzer error in place of the findings of the analyzers it
// meets after it, in random order, and shows nothing when it replays a
// cached result that holds one; a diagnostic is shown, and replayed,
// with the others.
func errorsAsDiagnostics(checks []*analysis.Analyzer) {
	for _, a := range checks {
		run := a.Run
		a.Run = func(pass *analysis.Pass) (any, error) {
			res, err := run(pass)
			if err != nil && len(pass.Files) > 0 {
				pass.Report(analysis.Diagnostic{Pos: pass.Files[0].Package, Message: err.Error()})
				return res, nil
			}
			return res, err
		}
	}
}

// isVetInvocation reports whether args come from the go command driving
// mcplint as a vet tool: the handshake (-flags, -V=full) or the analysis of
// one compilation unit, whose description is the last argument, a *.cfg
// file, after any flags.
func isVetInvocation(args []string) bool {
	if len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg") {
		return true
	}
	for _, arg := range args {
		if arg == "--" || !strings.HasPrefix(arg, "-") {
			break // end of flags
		}
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if name == "flags" || name == "V" {
			return true
		}
	}
	return false
}
