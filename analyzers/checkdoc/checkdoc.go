// Package checkdoc defines the structured documentation of an mcplint
// check, the one source from which its Analyzer.Doc, "mcplint help CHECK",
// docs/checks/CHECK.md and the SARIF rule are derived.
//
// The model is staticcheck's lint.Documentation. Text fields are Markdown
// written in Go raw strings, where a backtick cannot appear: there \' stands
// for a backtick (as in staticcheck). The plain-text renderings keep the
// backticks, which read as code in Go doc style.
//
// The package depends on the standard library only, so that every driver
// of the analyzers (the mcplint binary, go vet, golangci-lint, Bazel nogo)
// can build it.
package checkdoc

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"strings"
)

// Severity is how serious a check's findings are. Its names are SARIF's
// result levels.
type Severity int

// The severities, from the most serious.
const (
	// Error: the server misbehaves on the wire (the model never sees a
	// failure, the server crashes, secrets leak).
	Error Severity = iota + 1
	// Warning: the server works but a client or model is misled or loses
	// information.
	Warning
	// Note: a matter of style or of future compatibility.
	Note
)

// String returns the SARIF level of s: "error", "warning" or "note".
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return fmt.Sprintf("Severity(%d)", int(s))
}

// Doc is the documentation of one check. Every field but NotReported and
// Limits is required; Options is required exactly when the check has flags.
type Doc struct {
	// Name is the check's name, equal to its Analyzer.Name.
	Name string
	// Title says in one line, without a final period, what the check
	// enforces.
	Title string
	// Finds says precisely what the check reports.
	Finds string
	// Why says why it matters to the model or the client.
	Why string
	// Bad is Go code the check reports, Good the same code written right.
	// They are code only (rendered in a Go code block); say which SDK in a
	// comment.
	Bad, Good string
	// Fix says how to fix a finding, and what the suggested fix does if
	// the check offers one.
	Fix string
	// SDK notes what the SDKs do, per SDK, handler kind and version.
	SDK string
	// NotReported lists what is deliberately not reported (optional).
	NotReported string
	// Limits lists known limits of the analysis (optional).
	Limits string
	// Options explains the check's flags (required if it has any; each
	// must be named as -NAME.flag).
	Options string
	// Since is the first mcplint release with the check.
	Since string
	// Severity is the default severity of its findings.
	Severity Severity
	// Exits names the destinations of the failure exits its findings are
	// about, for the failure surface (mcplint -surface, which attaches a
	// finding only to such exits of the return it is reported at): "model"
	// (an isError result), "client" (a JSON-RPC error), "nil" (a nil
	// result), "crash" (a panic) and "unknown" (routing not known), the
	// names of passes/surface.Dest. Empty: any exit.
	Exits []string
}

// ExitDests are the names [Doc.Exits] may hold.
var ExitDests = []string{"model", "client", "nil", "crash", "unknown"}

// Concerns reports whether the check's findings can be about a failure
// exit going to dest (one of [ExitDests]).
func (d *Doc) Concerns(dest string) bool {
	return len(d.Exits) == 0 || slices.Contains(d.Exits, dest)
}

// toMarkdown turns the raw-string convention \' into backticks.
func toMarkdown(s string) string {
	return strings.TrimSpace(strings.ReplaceAll(s, `\'`, "`"))
}

// toCode is toMarkdown for code, whose first line may be indented.
func toCode(s string) string {
	return strings.Trim(strings.ReplaceAll(s, `\'`, "`"), "\n")
}

// Text returns the documentation as plain text, the Analyzer.Doc of the
// check: the title, a blank line, then the other parts under their
// headings. Code spans keep their backticks.
func (d *Doc) Text() string {
	var b strings.Builder
	b.WriteString(toMarkdown(d.Title))
	b.WriteString("\n")
	for _, s := range d.sections() {
		fmt.Fprintf(&b, "\n%s:\n\n", s.heading)
		if s.code {
			for _, line := range strings.Split(toCode(s.body), "\n") {
				if line == "" {
					b.WriteString("\n")
				} else {
					fmt.Fprintf(&b, "\t%s\n", line)
				}
			}
			continue
		}
		fmt.Fprintf(&b, "%s\n", toMarkdown(s.body))
	}
	if d.Options != "" {
		fmt.Fprintf(&b, "\nOptions:\n\n%s\n", toMarkdown(d.Options))
	}
	fmt.Fprintf(&b, "\nSeverity: %s. Since: %s.\n", d.Severity, d.Since)
	return b.String()
}

// Markdown returns the page docs/checks/NAME.md. flags are the check's own
// flags (Analyzer.Flags), listed under Options with their defaults.
func (d *Doc) Markdown(flags *flag.FlagSet) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!-- Code generated from analyzers/%s/docs.go by \"go generate ./analyzers\"; DO NOT EDIT. -->\n\n", d.Name)
	fmt.Fprintf(&b, "# %s — %s\n\n", d.Name, toMarkdown(d.Title))
	fmt.Fprintf(&b, "Severity: **%s** · Since: %s · Run alone: `mcplint -%s ./...`\n", d.Severity, d.Since, d.Name)
	for _, s := range d.sections() {
		fmt.Fprintf(&b, "\n## %s\n\n", s.heading)
		if s.code {
			fmt.Fprintf(&b, "```go\n%s\n```\n", toCode(s.body))
			continue
		}
		fmt.Fprintf(&b, "%s\n", toMarkdown(s.body))
	}
	b.WriteString("\n## Options\n\n")
	n := 0
	flags.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		b.WriteString("None.\n")
		return b.String()
	}
	fmt.Fprintf(&b, "%s\n\n| Flag | Default | Meaning |\n|---|---|---|\n", toMarkdown(d.Options))
	flags.VisitAll(func(f *flag.Flag) {
		def := "—"
		if f.DefValue != "" {
			def = "`" + tableCell(f.DefValue) + "`"
		}
		fmt.Fprintf(&b, "| `-%s.%s` | %s | %s |\n", d.Name, f.Name, def, tableCell(f.Usage))
	})
	return b.String()
}

// tableCell escapes the characters of s that would break a Markdown table
// row.
func tableCell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// A section is a titled part of the documentation.
type section struct {
	heading string
	body    string
	code    bool // Go code, rendered as a code block
}

// sections returns the non-empty parts after the title, in page order.
// Options are rendered by the callers, which know the flags.
func (d *Doc) sections() []section {
	all := []section{
		{"What it finds", d.Finds, false},
		{"Why it matters", d.Why, false},
		{"Bad", d.Bad, true},
		{"Good", d.Good, true},
		{"How to fix", d.Fix, false},
		{"SDK and version notes", d.SDK, false},
		{"Not reported", d.NotReported, false},
		{"Known limits", d.Limits, false},
	}
	var out []section
	for _, s := range all {
		if strings.TrimSpace(s.body) != "" {
			out = append(out, s)
		}
	}
	return out
}

// Summary returns the first paragraph of Why as plain text: the full
// description of a SARIF rule.
func (d *Doc) Summary() string {
	first, _, _ := strings.Cut(toMarkdown(d.Why), "\n\n")
	return strings.Join(strings.Fields(first), " ")
}

// TitleText returns the title with Markdown code spans as is.
func (d *Doc) TitleText() string { return toMarkdown(d.Title) }

// MarkdownBody returns the documentation as Markdown without the page
// header and the generated-file notice: the help.markdown of a SARIF rule.
func (d *Doc) MarkdownBody() string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**: %s\n", d.Name, toMarkdown(d.Title))
	for _, s := range d.sections() {
		fmt.Fprintf(&b, "\n### %s\n\n", s.heading)
		if s.code {
			fmt.Fprintf(&b, "```go\n%s\n```\n", toCode(s.body))
			continue
		}
		fmt.Fprintf(&b, "%s\n", toMarkdown(s.body))
	}
	return b.String()
}

// Check reports the parts of d that are missing or malformed. flags are
// the check's own flags.
func (d *Doc) Check(name string, flags *flag.FlagSet) error {
	var errs []error
	missing := func(part, v string) {
		if strings.TrimSpace(v) == "" {
			errs = append(errs, fmt.Errorf("%s: no %s", name, part))
		}
	}
	if d.Name != name {
		errs = append(errs, fmt.Errorf("%s: Doc.Name is %q", name, d.Name))
	}
	missing("title", d.Title)
	missing("description of what it finds (Finds)", d.Finds)
	missing("reason why it matters (Why)", d.Why)
	missing("bad example", d.Bad)
	missing("good example", d.Good)
	missing("fix", d.Fix)
	missing("SDK and version notes", d.SDK)
	missing("since", d.Since)
	if t := toMarkdown(d.Title); strings.Contains(t, "\n") || strings.HasSuffix(t, ".") {
		errs = append(errs, fmt.Errorf("%s: the title must be one line without a final period", name))
	}
	if d.Severity < Error || d.Severity > Note {
		errs = append(errs, fmt.Errorf("%s: no severity", name))
	}
	if strings.Contains(d.Bad+d.Good, "```") {
		errs = append(errs, fmt.Errorf("%s: Bad and Good are code, without fences", name))
	}
	for _, x := range d.Exits {
		if !slices.Contains(ExitDests, x) {
			errs = append(errs, fmt.Errorf("%s: Exits holds %q, not one of %s", name, x, strings.Join(ExitDests, ", ")))
		}
	}
	n := 0
	flags.VisitAll(func(f *flag.Flag) {
		n++
		if !strings.Contains(d.Options, "-"+name+"."+f.Name) {
			errs = append(errs, fmt.Errorf("%s: Options does not explain -%s.%s", name, name, f.Name))
		}
	})
	if n == 0 && d.Options != "" {
		errs = append(errs, fmt.Errorf("%s: Options given, but the check has no flags", name))
	}
	return errors.Join(errs...)
}
