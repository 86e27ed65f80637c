package main

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

// surfaceDiffSchema identifies the version of the JSON form of -surface
// -base (docs/surface-diff.schema.json). A change that removes or renames
// a field, or changes its meaning, bumps it.
const surfaceDiffSchema = "mcplint-surface-diff/v1"

// surfaceDiff is what changed in the failure surface between a base
// revision and the working tree. Only tools and exits that changed are
// listed.
type surfaceDiff struct {
	Schema  string       `json:"schema"`
	Base    diffRevision `json:"base"`
	Summary diffSummary  `json:"summary"`
	Tools   []toolDiff   `json:"tools"`
}

// diffRevision names the base revision.
type diffRevision struct {
	Rev    string `json:"rev"`    // as given to -base
	Commit string `json:"commit"` // the commit it names
}

// diffSummary counts the changes.
type diffSummary struct {
	ToolsAdded       int `json:"tools_added"`
	ToolsRemoved     int `json:"tools_removed"`
	ToolsChanged     int `json:"tools_changed"`
	ExitsAdded       int `json:"exits_added"`
	ExitsRemoved     int `json:"exits_removed"`
	ExitsChanged     int `json:"exits_changed"`
	FindingsAppeared int `json:"findings_appeared"`
	FindingsGone     int `json:"findings_gone"`
	// Worsened counts the exits that hide a failure from the model: an
	// exit that reached the model and now does not, or a new exit that
	// does not (the server's own failures left out). Non-zero makes the
	// exit status 3.
	Worsened int `json:"worsened"`
}

// toolDiff is what changed in one tool.
type toolDiff struct {
	Tool         string        `json:"tool"` // "" when the name is not a constant
	Function     string        `json:"function"`
	Package      string        `json:"package"`
	Change       string        `json:"change"`                  // added, removed, changed
	Position     string        `json:"position,omitempty"`      // in the working tree; not for a removed tool
	BasePosition string        `json:"base_position,omitempty"` // in the base; not for an added tool
	Header       []fieldChange `json:"header"`
	Exits        []exitDiff    `json:"exits"`
	// FindingsAppeared and FindingsGone are the tool's findings on no exit
	// (its other findings) that changed.
	FindingsAppeared []surfaceFinding `json:"findings_appeared"`
	FindingsGone     []surfaceFinding `json:"findings_gone"`
	Worsened         int              `json:"worsened"`
}

// fieldChange is a changed field of a tool's description.
type fieldChange struct {
	Field string `json:"field"` // tool, function, package, sdk, kind, errors
	Base  string `json:"base"`
	Head  string `json:"head"`
}

// exitDiff is one exit added, removed or changed.
type exitDiff struct {
	Change string `json:"change"` // added, removed, changed
	// Changed lists what changed of a changed exit: destination, text,
	// findings.
	Changed []string `json:"changed"`
	// Worsens says the exit hides a failure from the model (see
	// diffSummary.Worsened).
	Worsens          bool             `json:"worsens"`
	Base             *exitSide        `json:"base,omitempty"`
	Head             *exitSide        `json:"head,omitempty"`
	FindingsAppeared []surfaceFinding `json:"findings_appeared"`
	FindingsGone     []surfaceFinding `json:"findings_gone"`
}

// exitSide is an exit in one revision.
type exitSide struct {
	Position    string           `json:"position"`
	Destination string           `json:"destination"`
	Code        *int64           `json:"code,omitempty"`
	By          string           `json:"by"`
	Text        string           `json:"text"`
	Origin      string           `json:"origin,omitempty"`
	Fate        string           `json:"fate,omitempty"`
	Findings    []surfaceFinding `json:"findings"`
}

func (x *exitSide) exit() *surfaceExit {
	return &surfaceExit{Position: x.Position, Destination: x.Destination, Code: x.Code, By: x.By, Text: x.Text,
		Origin: x.Origin, Fate: x.Fate, Findings: x.Findings}
}

// headline renders the counts in one line.
func (s *diffSummary) headline() string {
	var parts []string
	if n := counted(s.ToolsAdded, "added", s.ToolsRemoved, "removed", s.ToolsChanged, "changed"); n != "" {
		parts = append(parts, "tools: "+n)
	}
	if n := counted(s.ExitsAdded, "added", s.ExitsRemoved, "removed", s.ExitsChanged, "changed"); n != "" {
		parts = append(parts, "exits: "+n)
	}
	if n := counted(s.FindingsAppeared, "appeared", s.FindingsGone, "gone"); n != "" {
		parts = append(parts, "findings: "+n)
	}
	if len(parts) == 0 {
		return "no change"
	}
	return strings.Join(parts, "; ") + "; " + s.verdict()
}

// verdict says whether a change hides failures from the model.
func (s *diffSummary) verdict() string {
	switch s.Worsened {
	case 0:
		return "no change hides a failure from the model"
	case 1:
		return "1 change hides a failure from the model"
	}
	return fmt.Sprintf("%d changes hide failures from the model", s.Worsened)
}

// counted renders pairs of a count and a word, the non-zero ones.
func counted(pairs ...any) string {
	var out []string
	for i := 0; i+1 < len(pairs); i += 2 {
		if n := pairs[i].(int); n > 0 {
			out = append(out, fmt.Sprintf("%d %s", n, pairs[i+1]))
		}
	}
	return strings.Join(out, ", ")
}

// destLabel names where an exit goes, after "to".
func destLabel(x *exitSide) string {
	switch x.Destination {
	case "model":
		return "the model"
	case "client":
		return "the client only"
	case "nil":
		return "a nil result"
	case "crash":
		return "a crash"
	}
	return "an unknown destination"
}

// name renders the tool's name for headings.
func (td *toolDiff) name() string {
	if td.Tool == "" {
		return "tool (name not constant)"
	}
	return "tool " + fmt.Sprintf("%q", td.Tool)
}

// toolName renders a tool's name in a change of names.
func toolName(name string) string {
	if name == "" {
		return "(not constant)"
	}
	return fmt.Sprintf("%q", name)
}

// phrase sums up what changed in the tool, e.g. "2 new failure exits (1
// to the model, 1 to the client only)".
func (td *toolDiff) phrase() string {
	var parts []string
	switch td.Change {
	case "added":
		parts = append(parts, "added")
	case "removed":
		return fmt.Sprintf("removed (it had %s)", plural(len(td.Exits), "failure exit"))
	}
	for _, h := range td.Header {
		if h.Field == "tool" {
			parts = append(parts, fmt.Sprintf("name %s → %s", toolName(h.Base), toolName(h.Head)))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %s → %s", h.Field, h.Base, h.Head))
	}
	var added []string
	var moves [][2]string
	addedBy, moved := map[string]int{}, map[[2]string]int{}
	var nAdded, nRemoved, nText, nFindings int
	for _, xd := range td.Exits {
		switch xd.Change {
		case "added":
			nAdded++
			d := destLabel(xd.Head)
			if addedBy[d] == 0 {
				added = append(added, d)
			}
			addedBy[d]++
		case "removed":
			nRemoved++
		default:
			switch {
			case slices.Contains(xd.Changed, "destination"):
				move := [2]string{destLabel(xd.Base), destLabel(xd.Head)}
				if moved[move] == 0 {
					moves = append(moves, move)
				}
				moved[move]++
			case slices.Contains(xd.Changed, "text"):
				nText++
			default:
				nFindings++
			}
		}
	}
	if nAdded > 0 {
		var by []string
		for _, d := range added {
			by = append(by, fmt.Sprintf("%d to %s", addedBy[d], d))
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", plural(nAdded, "new failure exit"), strings.Join(by, ", ")))
	}
	for _, m := range moves {
		if n := moved[m]; n == 1 {
			parts = append(parts, fmt.Sprintf("an exit that went to %s now goes to %s", m[0], m[1]))
		} else {
			parts = append(parts, fmt.Sprintf("%d exits that went to %s now go to %s", n, m[0], m[1]))
		}
	}
	if nText > 0 {
		parts = append(parts, fmt.Sprintf("%s changed", plural(nText, "exit text")))
	}
	if nRemoved > 0 {
		parts = append(parts, fmt.Sprintf("%s removed", plural(nRemoved, "failure exit")))
	}
	if nFindings > 0 {
		parts = append(parts, fmt.Sprintf("findings changed on %s", plural(nFindings, "exit")))
	}
	if n := len(td.FindingsAppeared) + len(td.FindingsGone); n > 0 {
		parts = append(parts, fmt.Sprintf("%s on no exit", counted(len(td.FindingsAppeared), "finding appeared", len(td.FindingsGone), "gone")))
	}
	return strings.Join(parts, "; ")
}

// printSurfaceDiff prints d in format: text, json or markdown.
func printSurfaceDiff(w io.Writer, d *surfaceDiff, format string) error {
	switch format {
	case "json":
		data, err := json.MarshalIndent(d, "", "\t")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", data)
		return err
	case "markdown":
		_, err := io.WriteString(w, surfaceDiffMarkdown(d, maxMarkdown))
		return err
	}
	return printSurfaceDiffText(w, d)
}

// printSurfaceDiffText prints d for a terminal: per tool a line, then one
// line per exit: "+" added, "-" removed, "~" changed, with the base's side
// of a changed exit and the findings that changed under it.
func printSurfaceDiffText(w io.Writer, d *surfaceDiff) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Failure surface against %s (%s): %s\n", d.Base.Rev, shortCommit(d.Base.Commit), d.Summary.headline())
	for _, td := range d.Tools {
		where := td.Position
		switch {
		case td.Change == "removed":
			where = td.BasePosition + " in the base"
		case td.Change == "changed" && td.BasePosition != td.Position:
			where += " (base " + td.BasePosition + ")"
		}
		fmt.Fprintf(tw, "\n%s: %s %s: %s\n", td.name(), td.Function, where, td.phrase())
		for _, xd := range td.Exits {
			side, mark := xd.Head, "+"
			switch xd.Change {
			case "removed":
				side, mark = xd.Base, "-"
			case "changed":
				mark = "~"
			}
			fmt.Fprintf(tw, "  %s %s\n", mark, exitLine(side, xd.Worsens))
			if xd.Change != "changed" {
				continue // the checks are shown with the exit
			}
			fmt.Fprintf(tw, "    was %s\n", exitLine(xd.Base, false))
			for _, f := range xd.FindingsAppeared {
				fmt.Fprintf(tw, "    + finding %s: %s (%s)\n", f.Position, f.Message, f.Check)
			}
			for _, f := range xd.FindingsGone {
				fmt.Fprintf(tw, "    - finding %s: %s (%s)\n", f.Position, f.Message, f.Check)
			}
		}
		for _, f := range td.FindingsAppeared {
			fmt.Fprintf(tw, "  + also %s: %s (%s)\n", f.Position, f.Message, f.Check)
		}
		for _, f := range td.FindingsGone {
			fmt.Fprintf(tw, "  - also %s: %s (%s)\n", f.Position, f.Message, f.Check)
		}
	}
	return tw.Flush()
}

// exitLine renders one side of an exit as the -surface text does.
func exitLine(s *exitSide, worsens bool) string {
	x := s.exit()
	what := x.what()
	if len(x.Findings) > 0 {
		what += "  [" + checkNames(x.Findings) + "]"
	}
	if worsens {
		what += "  (hidden from the model)"
	}
	return fmt.Sprintf("%s\t%s\t%s\t%s", x.Position, x.destination(), x.By, what)
}

// maxMarkdown bounds the Markdown report, below the 65,536 characters a
// GitHub comment may have.
const maxMarkdown = 60000

// surfaceDiffMarkdown renders d for a pull-request comment: a heading, a
// summary line, then a collapsed table per tool; tools that do not fit in
// max bytes are counted at the end.
func surfaceDiffMarkdown(d *surfaceDiff, max int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "### MCP failure surface against %s (%s)\n\n", mdCode(d.Base.Rev), mdCode(shortCommit(d.Base.Commit)))
	s := d.Summary
	if len(d.Tools) == 0 {
		b.WriteString("No change to what the tools' failures look like to the model and the client.\n")
		return b.String()
	}
	mark := ""
	if s.Worsened > 0 {
		mark = ":warning: "
	}
	fmt.Fprintf(&b, "%s**%s.** %s.\n", mark, capitalize(s.verdict()), capitalize(strings.TrimSuffix(s.headline(), "; "+s.verdict())))
	for i, td := range d.Tools {
		section := toolMarkdown(&td)
		if b.Len()+len(section) > max-200 {
			fmt.Fprintf(&b, "\n… and %d more tools, left out to fit in a comment: run `mcplint -surface -base %s` for all.\n", len(d.Tools)-i, d.Base.Rev)
			break
		}
		b.WriteString(section)
	}
	return b.String()
}

// toolMarkdown renders one tool's changes as a collapsed table.
func toolMarkdown(td *toolDiff) string {
	var b strings.Builder
	name := "<code>" + html.EscapeString(td.Tool) + "</code>"
	if td.Tool == "" {
		name = "tool (name not constant) <code>" + html.EscapeString(td.Function) + "</code>"
	}
	warn := ""
	if td.Worsened > 0 {
		warn = ":warning: "
	}
	fmt.Fprintf(&b, "\n<details><summary>%s%s: %s</summary>\n\n", warn, name, html.EscapeString(td.phrase()))
	switch td.Change {
	case "removed":
		fmt.Fprintf(&b, "%s was at %s in the base.\n", mdCode(td.Function), mdCode(td.BasePosition))
	default:
		fmt.Fprintf(&b, "%s at %s.\n", mdCode(td.Function), mdCode(td.Position))
	}
	if len(td.Exits) > 0 {
		b.WriteString("\n| | exit | to | text | findings |\n|---|---|---|---|---|\n")
		for _, xd := range td.Exits {
			b.WriteString(exitRowMarkdown(&xd))
		}
	}
	for _, f := range td.FindingsAppeared {
		fmt.Fprintf(&b, "\nNew at %s: %s (%s)\n", mdCode(f.Position), mdText(f.Message), f.Check)
	}
	for _, f := range td.FindingsGone {
		fmt.Fprintf(&b, "\nGone from %s: %s (%s)\n", mdCode(f.Position), mdText(f.Message), f.Check)
	}
	b.WriteString("\n</details>\n")
	return b.String()
}

// exitRowMarkdown renders one changed exit as a table row.
func exitRowMarkdown(xd *exitDiff) string {
	change := xd.Change
	if xd.Worsens {
		change = "**" + change + ", hidden from the model**"
	}
	var pos, to, text string
	switch xd.Change {
	case "added":
		x := xd.Head.exit()
		pos, to, text = mdCode(x.Position), x.destination(), mdCode(x.what())
	case "removed":
		x := xd.Base.exit()
		pos, to, text = mdCode(x.Position)+" (base)", x.destination(), mdCode(x.what())
	default:
		x, o := xd.Head.exit(), xd.Base.exit()
		pos = mdCode(x.Position)
		if o.Position != x.Position {
			pos += " (was " + mdCode(o.Position) + ")"
		}
		to, text = x.destination(), mdCode(x.what())
		if o.destination() != x.destination() {
			to = o.destination() + " → " + to
		}
		if o.what() != x.what() {
			text = mdCode(o.what()) + " → " + text
		}
	}
	var findings []string
	for _, f := range xd.FindingsAppeared {
		findings = append(findings, "+"+f.Check)
	}
	for _, f := range xd.FindingsGone {
		findings = append(findings, "−"+f.Check)
	}
	return fmt.Sprintf("| %s | %s | %s | %s | %s |\n", change, pos, to, text, strings.Join(findings, " "))
}
