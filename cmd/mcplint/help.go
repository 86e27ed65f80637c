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
			fmt.Fprintf(stderr, "%s: unknown check %q%s; run '%s help' for the list\n", progName, name, nearestCheck(checks, name), progName)
			return exitFailure
		}
		a := checks[j]
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		paras := strings.Split(strings.TrimSpace(a.Doc), "\n\n")
		fmt.Fprintf(stdout, "%s: %s\n", a.Name, paras[0])

		if rest := paras[1:]; len(rest) > 0 {
			fmt.Fprintf(stdout, "\n%s\n", strings.Join(rest, "\n\n"))
		}
		if a.URL != "" {
			fmt.Fprintf(stdout, "\nSee %s.\n", a.URL)
		}
		if hasFlags(&a.Flags) {
			fmt.Fprintln(stdout, "\nFlags:")
			printCheckFlags(stdout, a)
		}
	}
	return exitOK
}

// printCheckFlags prints the flags of check a as -CHECK.flag, in the
// layout of [flag.PrintDefaults], with each default as the check declares
// it (not a value parsed since) and quoted for the flags whose values are
// text: strings, and the regular expressions analyzers.Harden wraps, which
// PrintDefaults would name "value" and print unquoted.
func printCheckFlags(w io.Writer, a *analysis.Analyzer) {
	a.Flags.VisitAll(func(f *flag.Flag) {
		typ, usage := flag.UnquoteUsage(f)
		isRegexp := strings.HasPrefix(f.Usage, "regexp")
		if typ == "value" && isRegexp {
			typ = "regexp"
		}
		line := "  -" + a.Name + "." + f.Name
		if typ != "" {
			line += " " + typ
		}
		line += "\n    \t" + strings.ReplaceAll(usage, "\n", "\n    \t")
		switch {
		case f.DefValue == "", typ == "" && f.DefValue == "false", typ == "int" && f.DefValue == "0":
			// the zero value: nothing to say
		case typ == "string" || typ == "regexp":
			line += fmt.Sprintf(" (default %q)", f.DefValue)
		default:
			line += fmt.Sprintf(" (default %v)", f.DefValue)
		}
		fmt.Fprintln(w, line)
	})
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

// nearestCheck returns "; did you mean NAME?" for the check whose name is
// nearest to name, or "" when none is near.
func nearestCheck(checks []*analysis.Analyzer, name string) string {
	best, bestDist := "", maxSuggestDistance(name)+1
	for _, a := range checks {
		if d := editDistance(strings.ToLower(name), strings.ToLower(a.Name)); d < bestDist {
			best, bestDist = a.Name, d
		}
	}
	if best == "" {
		return ""
	}
	return "; did you mean " + best + "?"
}
