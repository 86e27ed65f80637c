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
// running the checks.
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
//	3  diagnostics were reported
//
// See docs/usage.md in the repository for the complete reference.
package main

import (
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcplint/mcplint/analyzers"
)

func main() {
	checks := analyzers.All()
	if isVetInvocation(os.Args[1:]) {
		unitchecker.Main(checks...) // does not return
	}
	os.Exit(run(os.Args[1:], checks, os.Stdout, os.Stderr))
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
