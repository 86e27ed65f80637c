package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// help implements "mcplint help [check...]": without arguments it lists the
// checks as "NAME: title"; otherwise it describes each named check in full,
// with its flags. It returns the exit code.
func help(stdout, stderr io.Writer, checks []*analysis.Analyzer, names []string) int {
	if len(names) == 0 {
		fmt.Fprintf(stdout, "%s checks Go MCP servers. Its checks:\n\n", progName)
		sorted := slices.Clone(checks)
		slices.SortFunc(sorted, func(x, y *analysis.Analyzer) int { return strings.Compare(x.Name, y.Name) })
		for _, a := range sorted {
			fmt.Fprintf(stdout, "%s: %s\n", a.Name, title(a.Doc))
		}
		if len(sorted) == 0 {
			fmt.Fprintln(stdout, "(none registered)")
		}
		fmt.Fprintf(stdout, "\nRun '%[1]s help CHECK' to describe a check, '%[1]s -help' for the flags.\n", progName)
		return exitOK
	}

	for i, name := range names {
		j := slices.IndexFunc(checks, func(a *analysis.Analyzer) bool { return a.Name == name })
		if j < 0 {
			fmt.Fprintf(stderr, "%s: unknown check %q; run '%s help' for the list\n", progName, name, progName)
			return exitFailure
		}
		a := checks[j]
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		paras := strings.Split(strings.TrimSpace(a.Doc), "\n\n")
		fmt.Fprintf(stdout, "%s: %s\n", a.Name, paras[0])

		fs := flag.NewFlagSet(a.Name, flag.ContinueOnError)
		a.Flags.VisitAll(func(f *flag.Flag) {
			name := a.Name + "." + f.Name
			fs.Var(f.Value, name, f.Usage)
			fs.Lookup(name).DefValue = f.DefValue // not the parsed value
		})
		if rest := paras[1:]; len(rest) > 0 {
			fmt.Fprintf(stdout, "\n%s\n", strings.Join(rest, "\n\n"))
		}
		if a.URL != "" {
			fmt.Fprintf(stdout, "\nSee %s.\n", a.URL)
		}
		if hasFlags(fs) {
			fmt.Fprintln(stdout, "\nFlags:")
			fs.SetOutput(stdout)
			fs.PrintDefaults()
		}
	}
	return exitOK
}

// title returns the first paragraph of an analyzer's documentation.
func title(doc string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(doc), "\n\n")
	return first
}

// hasFlags reports whether fs defines any flag.
func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}
