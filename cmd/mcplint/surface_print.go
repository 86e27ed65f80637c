package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
)

// headline is the first line of every format: the overall counts.
func (s *surfaceSummary) headline() string {
	return fmt.Sprintf("%s, %s: %d to the model, %d to the client only, %s, %s, %d unknown; %s on them",
		plural(s.Tools, "tool"), plural(s.Exits, "failure exit"), s.Model, s.Client,
		plural(s.Nil, "nil result"), plural(s.Crash, "crash path"), s.Unknown, plural(s.Findings, "finding"))
}

// plural renders "1 thing" or "n things".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// destination renders where an exit goes, with its JSON-RPC code.
func (x *surfaceExit) destination() string {
	if x.Code != nil {
		return x.Destination + " " + strconv.FormatInt(*x.Code, 10)
	}
	return x.Destination
}

// what renders an exit's text, or the SDK's fate of a nil result or a
// panic.
func (x *surfaceExit) what() string {
	switch x.Destination {
	case "nil":
		return "(" + x.Fate + ")"
	case "crash":
		return "panic(" + x.Text + ") (" + x.Fate + ")"
	}
	if x.Origin != "" && x.Origin != "work" {
		return x.Text + " (the server's own failure: " + x.Origin + ")"
	}
	return x.Text
}

// checkNames lists the checks of findings, each once.
func checkNames(findings []surfaceFinding) string {
	var names []string
	for _, f := range findings {
		if !slices.Contains(names, f.Check) {
			names = append(names, f.Check)
		}
	}
	return strings.Join(names, ", ")
}

// describe renders the tool's header: its name, SDK and routing.
func (t *surfaceTool) describe() string {
	name := "tool " + strconv.Quote(t.Tool)
	if t.Tool == "" {
		name = "tool (name not constant)"
	}
	sdk := t.SDK
	if t.Version != "" {
		sdk += " " + t.Version
	}
	return fmt.Sprintf("%s: %s %s, %s, errors %s, via %s", name, t.Function, t.Position, sdk+" "+t.Kind, t.Errors, t.Via)
}

// verdict renders a tool's summary line.
func (t *surfaceTool) verdict() string {
	s := t.Summary
	if s.Exits == 0 {
		return "no failure exits"
	}
	v := fmt.Sprintf("%d to the model, %d to the client only", s.Model, s.Client)
	if s.Nil > 0 {
		v += ", " + plural(s.Nil, "nil result")
	}
	if s.Crash > 0 {
		v += ", " + plural(s.Crash, "crash path")
	}
	if s.Unknown > 0 {
		v += fmt.Sprintf(", %d unknown", s.Unknown)
	}
	if s.NeverReachesModel {
		v += "; its failures never reach the model"
	}
	if s.RawOnly {
		v += "; its texts are only upstream errors"
	}
	return v
}

// printSurfaceText prints the report for a terminal: per tool, one
// aligned line per exit, then the summary.
func printSurfaceText(w io.Writer, rep *surfaceReport) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Failure surface: %s\n", rep.Summary.headline())
	for _, t := range rep.Tools {
		fmt.Fprintf(tw, "\n%s\n", t.describe())
		for _, x := range t.Exits {
			what := x.what()
			if len(x.Findings) > 0 {
				what += "  [" + checkNames(x.Findings) + "]"
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", x.Position, x.destination(), x.By, what)
		}
		for _, f := range t.OtherFindings {
			fmt.Fprintf(tw, "  also %s: %s (%s)\n", f.Position, f.Message, f.Check)
		}
		fmt.Fprintf(tw, "  = %s\n", t.verdict())
	}
	s := rep.Summary
	fmt.Fprintf(tw, "\nSummary\n")
	fmt.Fprintf(tw, "  tools whose failures never reach the model: %s\n", listOrNone(s.NeverReachModel))
	fmt.Fprintf(tw, "  tools whose failure texts are only upstream errors: %s\n", listOrNone(s.RawOnly))
	if len(s.SharedTexts) == 0 {
		fmt.Fprintf(tw, "  identical texts for different failures of one tool: none\n")
	} else {
		fmt.Fprintf(tw, "  identical texts for different failures of one tool:\n")
		for _, st := range s.SharedTexts {
			fmt.Fprintf(tw, "    %s: %q at %s\n", st.Tool, st.Text, strings.Join(st.Positions, ", "))
		}
	}
	return tw.Flush()
}

func listOrNone(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, ", ")
}

// printSurfaceJSON prints the report in its versioned JSON form
// (docs/surface.schema.json).
func printSurfaceJSON(w io.Writer, rep *surfaceReport) error {
	data, err := json.MarshalIndent(rep, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// printSurfaceMarkdown prints the report as Markdown, for a pull-request
// comment or a review document.
func printSurfaceMarkdown(w io.Writer, rep *surfaceReport) error {
	s := rep.Summary
	fmt.Fprintf(w, "# MCP failure surface\n\n%s.\n\n", capitalize(s.headline()))
	fmt.Fprintf(w, "| | exits |\n|---|---:|\n")
	fmt.Fprintf(w, "| to the model (isError result) | %d |\n| to the client only (JSON-RPC error) | %d |\n| nil result | %d |\n| crash path | %d |\n| unknown | %d |\n\n",
		s.Model, s.Client, s.Nil, s.Crash, s.Unknown)
	fmt.Fprintf(w, "- **Failures never reach the model:** %s\n", mdList(s.NeverReachModel))
	fmt.Fprintf(w, "- **Failure texts only upstream errors:** %s\n", mdList(s.RawOnly))
	if len(s.SharedTexts) == 0 {
		fmt.Fprintf(w, "- **Identical texts for different failures of one tool:** none\n")
	} else {
		fmt.Fprintf(w, "- **Identical texts for different failures of one tool:**\n")
		for _, st := range s.SharedTexts {
			fmt.Fprintf(w, "  - %s: %s at %s\n", mdCode(st.Tool), mdCode(st.Text), strings.Join(st.Positions, ", "))
		}
	}
	for _, t := range rep.Tools {
		name := mdCode(t.Tool)
		if t.Tool == "" {
			name = "tool with a non-constant name"
		}
		sdk := t.SDK
		if t.Version != "" {
			sdk += " " + t.Version
		}
		fmt.Fprintf(w, "\n## %s\n\n%s at %s: %s %s, errors %s, via %s. %s.\n",
			name, mdCode(t.Function), mdCode(t.Position), sdk, t.Kind, t.Errors, mdText(t.Via), capitalize(t.verdict()))
		if len(t.Exits) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n| exit | to | by | text | findings |\n|---|---|---|---|---|\n")
		for _, x := range t.Exits {
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", mdCode(x.Position), x.destination(), mdText(x.By), mdCode(x.what()), checkNames(x.Findings))
		}
		for _, f := range t.OtherFindings {
			fmt.Fprintf(w, "\nAlso at %s: %s (%s)\n", mdCode(f.Position), mdText(f.Message), f.Check)
		}
	}
	return nil
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func mdList(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	var out []string
	for _, s := range list {
		out = append(out, mdCode(s))
	}
	return strings.Join(out, ", ")
}

// mdCode renders s as inline code in a table cell.
func mdCode(s string) string {
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	pad := ""
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		pad = " "
	}
	return fence + pad + mdCell(s) + pad + fence
}

// mdCell escapes what would end a table cell.
func mdCell(s string) string {
	return strings.ReplaceAll(s, "|", `\|`)
}

// mdText escapes what Markdown would read as emphasis or a cell's end.
func mdText(s string) string {
	return strings.NewReplacer("|", `\|`, "*", `\*`, "_", `\_`).Replace(s)
}

// printSurface prints the report in format: text, json or markdown.
func printSurface(w io.Writer, rep *surfaceReport, format string) error {
	switch format {
	case "json":
		return printSurfaceJSON(w, rep)
	case "markdown":
		return printSurfaceMarkdown(w, rep)
	}
	return printSurfaceText(w, rep)
}
