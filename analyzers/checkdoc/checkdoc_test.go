package checkdoc

import (
	"flag"
	"strings"
	"testing"
)

func complete() *Doc {
	return &Doc{
		Name:     "demo",
		Title:    `a \'demo\' check`,
		Finds:    "What it finds.",
		Why:      "First paragraph\nof why.\n\nSecond paragraph.",
		Bad:      "\treturn nil, err",
		Good:     "\treturn res, nil",
		Fix:      "Fix it.",
		SDK:      "Both SDKs.",
		Since:    "v0.1.0",
		Severity: Warning,
	}
}

func TestCheckComplete(t *testing.T) {
	if err := complete().Check("demo", flag.NewFlagSet("demo", flag.ContinueOnError)); err != nil {
		t.Errorf("complete doc: %v", err)
	}
}

func TestCheckMissingParts(t *testing.T) {
	noFlags := flag.NewFlagSet("demo", flag.ContinueOnError)
	withFlag := flag.NewFlagSet("demo", flag.ContinueOnError)
	withFlag.String("pattern", "x", "a pattern")
	for _, tc := range []struct {
		edit  func(*Doc)
		flags *flag.FlagSet
		want  string
	}{
		{func(d *Doc) { d.Name = "other" }, noFlags, `Doc.Name is "other"`},
		{func(d *Doc) { d.Title = "" }, noFlags, "no title"},
		{func(d *Doc) { d.Title = "ends with a period." }, noFlags, "one line without a final period"},
		{func(d *Doc) { d.Finds = " " }, noFlags, "Finds"},
		{func(d *Doc) { d.Why = "" }, noFlags, "Why"},
		{func(d *Doc) { d.Bad = "" }, noFlags, "no bad example"},
		{func(d *Doc) { d.Good = "" }, noFlags, "no good example"},
		{func(d *Doc) { d.Good = "```go\nx\n```" }, noFlags, "without fences"},
		{func(d *Doc) { d.Fix = "" }, noFlags, "no fix"},
		{func(d *Doc) { d.SDK = "" }, noFlags, "SDK and version notes"},
		{func(d *Doc) { d.Since = "" }, noFlags, "no since"},
		{func(d *Doc) { d.Severity = 0 }, noFlags, "no severity"},
		{func(d *Doc) { d.Exits = []string{"model", "isError"} }, noFlags, `Exits holds "isError"`},
		{func(d *Doc) {}, withFlag, "does not explain -demo.pattern"},
		{func(d *Doc) { d.Options = "Set -demo.pattern." }, noFlags, "the check has no flags"},
	} {
		d := complete()
		tc.edit(d)
		err := d.Check("demo", tc.flags)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check = %v, want an error containing %q", err, tc.want)
		}
	}
	d := complete()
	d.Options = "Set \\'-demo.pattern\\'."
	if err := d.Check("demo", withFlag); err != nil {
		t.Errorf("documented flag: %v", err)
	}
}

func TestConcerns(t *testing.T) {
	d := complete()
	if !d.Concerns("client") || !d.Concerns("crash") {
		t.Errorf("a doc without Exits concerns every exit")
	}
	d.Exits = []string{"client", "unknown"}
	if !d.Concerns("client") || !d.Concerns("unknown") || d.Concerns("model") || d.Concerns("nil") {
		t.Errorf("Concerns with Exits %v: wrong", d.Exits)
	}
}

func TestText(t *testing.T) {
	got := complete().Text()
	for _, want := range []string{
		"a `demo` check\n\nWhat it finds:\n\nWhat it finds.\n",
		"Bad:\n\n\t\treturn nil, err\n",
		"SDK and version notes:\n\nBoth SDKs.\n",
		"Severity: warning. Since: v0.1.0.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Text() lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Not reported") || strings.Contains(got, `\'`) {
		t.Errorf("Text() has an empty section or a raw backtick escape:\n%s", got)
	}
}

func TestMarkdown(t *testing.T) {
	d := complete()
	d.Options = "Set \\'-demo.pattern\\'."
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.String("pattern", "a|b", "a `pattern`")
	fs.String("empty", "", "no default")
	got := d.Markdown(fs)
	for _, want := range []string{
		"DO NOT EDIT",
		"# demo — a `demo` check\n",
		"Severity: **warning** · Since: v0.1.0",
		"## Bad\n\n```go\n\treturn nil, err\n```\n",
		"## Options\n\nSet `-demo.pattern`.\n\n| Flag | Default | Meaning |",
		"| `-demo.pattern` | `a\\|b` | a `pattern` |",
		"| `-demo.empty` | — | no default |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Markdown() lacks %q:\n%s", want, got)
		}
	}
	if got := complete().Markdown(flag.NewFlagSet("demo", flag.ContinueOnError)); !strings.HasSuffix(got, "## Options\n\nNone.\n") {
		t.Errorf("Markdown() without flags does not end with Options: None:\n%s", got)
	}
}

func TestSummary(t *testing.T) {
	if got, want := complete().Summary(), "First paragraph of why."; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
	if got := complete().MarkdownBody(); !strings.HasPrefix(got, "**demo**: a `demo` check\n") || strings.Contains(got, "DO NOT EDIT") {
		t.Errorf("MarkdownBody() = %q", got)
	}
}

func TestSeverity(t *testing.T) {
	for s, want := range map[Severity]string{Error: "error", Warning: "warning", Note: "note", 0: "Severity(0)"} {
		if got := s.String(); got != want {
			t.Errorf("Severity(%d).String() = %q, want %q", int(s), got, want)
		}
	}
}
