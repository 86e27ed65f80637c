package main

// This file implements -surface: the failure surface of the tools (see
// package passes/surface and docs/surface.md). The checks run as usual;
// their findings are attached to the failure exits by position.

import (
	"cmp"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/passes/surface"
)

// surfaceSchema identifies the version of the JSON form of the report
// (docs/surface.schema.json). A change that removes or renames a field,
// or changes its meaning, bumps it.
const surfaceSchema = "mcplint-surface/v1"

// surfaceReport is the failure surface of the analyzed packages.
type surfaceReport struct {
	Schema  string         `json:"schema"`
	Summary surfaceSummary `json:"summary"`
	Tools   []surfaceTool  `json:"tools"`
}

// surfaceCounts counts failure exits by destination.
type surfaceCounts struct {
	Exits    int `json:"exits"`
	Model    int `json:"model"`
	Client   int `json:"client"`
	Nil      int `json:"nil"`
	Crash    int `json:"crash"`
	Unknown  int `json:"unknown"`
	Findings int `json:"findings"`
}

func (c *surfaceCounts) add(x surfaceExit) {
	c.Exits++
	c.Findings += len(x.Findings)
	switch x.Destination {
	case "model":
		c.Model++
	case "client":
		c.Client++
	case "nil":
		c.Nil++
	case "crash":
		c.Crash++
	default:
		c.Unknown++
	}
}

// surfaceSummary is the summary of the whole run (one server, or all the
// servers of the packages named).
type surfaceSummary struct {
	Tools int `json:"tools"`
	surfaceCounts
	// NeverReachModel lists the tools that can fail but whose failures
	// never reach the model. Here and in RawOnly, exits that are the
	// server's own failure (origin marshal or context) are left out.
	NeverReachModel []string `json:"never_reach_model"`
	// RawOnly lists the tools whose every failure text (to the model or
	// the client) is only an upstream error's text, with no words of the
	// tool's own.
	RawOnly []string `json:"raw_only"`
	// SharedTexts are constant texts the model reads at several exits of
	// one tool: it cannot tell those failures apart.
	SharedTexts []sharedText `json:"shared_texts"`
}

// sharedText is one constant model-visible text used by several exits of
// one tool.
type sharedText struct {
	Text      string   `json:"text"`
	Tool      string   `json:"tool"`
	Positions []string `json:"positions"`
}

// surfaceTool is one tool handler and its failure exits.
type surfaceTool struct {
	Tool     string        `json:"tool"` // "" when the name is not a constant
	Function string        `json:"function"`
	Package  string        `json:"package"`
	Position string        `json:"position"`
	SDK      string        `json:"sdk"`
	Kind     string        `json:"kind"`
	Version  string        `json:"version,omitempty"`
	Errors   string        `json:"errors"` // where a returned error goes: "iserror", "jsonrpc(CODE)", "unknown"
	Via      string        `json:"via"`
	Summary  toolSummary   `json:"summary"`
	Exits    []surfaceExit `json:"exits"`
	// OtherFindings are the findings in the handler's code that lie on no
	// failure exit (e.g. a failure text returned without isError).
	OtherFindings []surfaceFinding `json:"other_findings"`

	start, end token.Position
}

// label names the tool in summaries: its name, or its function.
func (t *surfaceTool) label() string {
	if t.Tool != "" {
		return t.Tool
	}
	return t.Function
}

// toolSummary counts one tool's exits.
type toolSummary struct {
	surfaceCounts
	NeverReachesModel bool `json:"never_reaches_model"`
	RawOnly           bool `json:"raw_only"`
}

// surfaceExit is one failure exit.
type surfaceExit struct {
	Position    string           `json:"position"`
	Destination string           `json:"destination"` // model, client, nil, crash, unknown
	Code        *int64           `json:"code,omitempty"`
	By          string           `json:"by"`
	Text        string           `json:"text"`
	Raw         bool             `json:"raw"`
	Constant    bool             `json:"constant"`
	Origin      string           `json:"origin,omitempty"`
	Fate        string           `json:"fate,omitempty"`
	Findings    []surfaceFinding `json:"findings"`

	start, end token.Position
	related    [][2]token.Position
	anchor     exitAnchor // set by anchorExits, for -base
}

// surfaceFinding is a finding of a check on an exit.
type surfaceFinding struct {
	Check    string `json:"check"`
	Position string `json:"position"`
	Message  string `json:"message"`
}

// collectSurface builds the report from the results of surface.Analyzer
// in graph and the findings diags of the checks, with positions relative
// to cwd.
func collectSurface(graph *checker.Graph, diags []Diagnostic, cwd string) *surfaceReport {
	rep := &surfaceReport{Schema: surfaceSchema, Tools: []surfaceTool{}}
	seen := map[string]bool{}
	for _, act := range graph.Roots {
		res, _ := act.Result.(*surface.Result)
		if act.Err != nil || res == nil {
			continue
		}
		fset := act.Package.Fset
		for _, t := range res.Tools {
			h := t.Handler
			posn := fset.Position(h.Pos)
			key := posn.String() + " " + h.Tool
			if seen[key] {
				continue // a test variant of the package
			}
			seen[key] = true
			st := surfaceTool{
				Tool: h.Tool, Function: h.Name, Package: act.Package.PkgPath,
				Position: relPositionOf(posn, cwd), SDK: h.SDK.String(), Kind: h.Kind.String(),
				Version: h.Version, Errors: h.Routing.String(), Via: h.Via.String(), Exits: []surfaceExit{},
				OtherFindings: []surfaceFinding{}, start: fset.Position(t.Span.Pos), end: fset.Position(t.Span.End),
			}
			for _, x := range t.Exits {
				st.Exits = append(st.Exits, convertExit(fset, x, cwd))
			}
			rep.Tools = append(rep.Tools, st)
		}
	}
	slices.SortFunc(rep.Tools, func(x, y surfaceTool) int {
		return cmp.Or(comparePositions(x.Position, y.Position), cmp.Compare(x.Tool, y.Tool))
	})
	attachFindings(rep, diags, cwd)
	summarize(rep)
	return rep
}

func convertExit(fset *token.FileSet, x *surface.Exit, cwd string) surfaceExit {
	e := surfaceExit{
		start: fset.Position(x.Pos), end: fset.Position(x.End),
		Destination: x.Dest.String(), By: x.By, Text: x.Text.Text, Raw: x.Text.Raw, Constant: x.Text.Constant,
		Origin: x.Origin, Fate: x.Fate, Findings: []surfaceFinding{},
	}
	e.Position = relPositionOf(e.start, cwd)
	if x.Dest == surface.DestClient && x.CodeKnown {
		code := x.Code
		e.Code = &code
	}
	for _, r := range x.Related {
		e.related = append(e.related, [2]token.Position{fset.Position(r.Pos), fset.Position(r.End)})
	}
	return e
}

// attachFindings attaches each finding to the exits it lies on: in an
// exit's span (its return statement or panic call) or at one of the
// positions where its result or text was made.
// A finding in a handler's code that lies on none of its exits is one of
// the tool's other findings.
func attachFindings(rep *surfaceReport, diags []Diagnostic, cwd string) {
	for ti := range rep.Tools {
		t := &rep.Tools[ti]
		for _, d := range diags {
			f := surfaceFinding{Check: d.Check, Position: relPositionOf(d.Posn, cwd), Message: d.Message}
			// Several exits can share a position (a helper's results
			// returned at one return): a finding goes to those whose
			// destination its check is about, or to all of them when none is.
			var on, fit []int
			for xi := range t.Exits {
				if x := &t.Exits[xi]; onExit(d.Posn, x) {
					on = append(on, xi)
					if concerns(d.Check, x.Destination) {
						fit = append(fit, xi)
					}
				}
			}
			if len(fit) == 0 {
				fit = on
			}
			for _, xi := range fit {
				t.Exits[xi].Findings = append(t.Exits[xi].Findings, f)
			}
			attached := len(fit) > 0
			if !attached && within(d.Posn, t.start, t.end) {
				t.OtherFindings = append(t.OtherFindings, f)
			}
		}
	}
}

// concerns reports whether findings of check can be about an exit going
// to dest: what the check's documentation says (checkdoc.Doc.Exits);
// rpcerror, for one, reports errors that reach the client as JSON-RPC
// errors, never an isError result the model reads.
func concerns(check, dest string) bool {
	d := analyzers.DocNamed(check)
	return d == nil || d.Concerns(dest)
}

func onExit(p token.Position, x *surfaceExit) bool {
	if within(p, x.start, x.end) {
		return true
	}
	for _, r := range x.related {
		if within(p, r[0], r[1]) {
			return true
		}
	}
	return false
}

// within reports whether p lies in [start, end].
func within(p, start, end token.Position) bool {
	return p.Filename == start.Filename && start.Offset <= p.Offset && p.Offset <= end.Offset
}

// summarize computes the per-tool and overall summaries.
func summarize(rep *surfaceReport) {
	s := &rep.Summary
	s.Tools = len(rep.Tools)
	s.NeverReachModel, s.RawOnly, s.SharedTexts = []string{}, []string{}, []sharedText{}
	for i := range rep.Tools {
		t := &rep.Tools[i]
		shared := map[string]*sharedText{}
		var texts []string
		texted, raw, failures, unknown := 0, 0, 0, 0
		for _, x := range t.Exits {
			t.Summary.add(x)
			s.add(x)
			if x.Origin == "marshal" || x.Origin == "context" {
				continue // the server's own failure, not the tool's: not judged
			}
			failures++
			if x.Destination == "unknown" {
				unknown++
			}
			if x.Destination == "model" || x.Destination == "client" {
				texted++
				if x.Raw {
					raw++
				}
			}
			if x.Destination == "model" && x.Constant && x.Text != `""` && x.Text != "(no content)" {
				st := shared[x.Text]
				if st == nil {
					st = &sharedText{Text: x.Text, Tool: t.label()}
					shared[x.Text] = st
					texts = append(texts, x.Text)
				}
				if !slices.Contains(st.Positions, x.Position) {
					st.Positions = append(st.Positions, x.Position)
				}
			}
		}
		slices.Sort(texts)
		for _, text := range texts {
			if st := shared[text]; len(st.Positions) > 1 {
				s.SharedTexts = append(s.SharedTexts, *st)
			}
		}
		// Only when every failure's destination is known: an exit whose
		// routing is unknown may well reach the model.
		t.Summary.NeverReachesModel = failures > 0 && t.Summary.Model == 0 && unknown == 0
		t.Summary.RawOnly = texted > 0 && raw == texted
		if t.Summary.NeverReachesModel {
			s.NeverReachModel = append(s.NeverReachModel, t.label())
		}
		if t.Summary.RawOnly {
			s.RawOnly = append(s.RawOnly, t.label())
		}
	}
}

// comparePositions orders "file:line:col" strings by file, then line and
// column as numbers.
func comparePositions(x, y string) int {
	fx, lx, cx := splitPosition(x)
	fy, ly, cy := splitPosition(y)
	return cmp.Or(cmp.Compare(fx, fy), cmp.Compare(lx, ly), cmp.Compare(cx, cy))
}

func splitPosition(p string) (file string, line, col int) {
	loc := lineColSuffix.FindStringIndex(p)
	if loc == nil {
		return p, 0, 0
	}
	file = p[:loc[0]]
	rest := p[loc[0]+1:]
	l, c, _ := strings.Cut(rest, ":")
	line, _ = strconv.Atoi(l)
	col, _ = strconv.Atoi(c)
	return file, line, col
}
