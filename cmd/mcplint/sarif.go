package main

// This file prints a [report] as SARIF 2.1.0, the format GitHub code
// scanning (and other code-review tools) upload.
//
// The structs below are the subset of the SARIF object model mcplint
// fills, written by hand rather than taken from a SARIF library: the
// maintained Go library (github.com/owenrumney/go-sarif/v3) would pull a
// JSON-schema validator and its dependencies into the binary and emits
// every optional property (empty arrays, "rank": -1, an empty
// informationUri), which GitHub rejects or ignores. The output is
// validated against the schema by Microsoft's SARIF multitool in the tests.

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/analyzers/checkdoc"
)

// sarifSchema is the JSON schema URI of SARIF 2.1.0, as GitHub documents
// it.
const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// srcRoot is the uriBaseId of file locations: the root of the repository.
const srcRoot = "%SRCROOT%"

type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool               sarifTool                   `json:"tool"`
		Invocations        []sarifInvocation           `json:"invocations"`
		OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
		Results            []sarifResult               `json:"results"`
		ColumnKind         string                      `json:"columnKind"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name            string      `json:"name"`
		Version         string      `json:"version"`
		SemanticVersion string      `json:"semanticVersion,omitempty"`
		InformationURI  string      `json:"informationUri"`
		Rules           []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID                   string              `json:"id"`
		ShortDescription     sarifText           `json:"shortDescription"`
		FullDescription      sarifText           `json:"fullDescription"`
		Help                 sarifMultiformatMsg `json:"help"`
		DefaultConfiguration sarifConfiguration  `json:"defaultConfiguration"`
		Properties           *sarifRuleProps     `json:"properties,omitempty"`
	}
	sarifRuleProps struct {
		Tags []string `json:"tags,omitempty"`
	}
	sarifText struct {
		Text string `json:"text"`
	}
	sarifMultiformatMsg struct {
		Text     string `json:"text"`
		Markdown string `json:"markdown,omitempty"`
	}
	sarifConfiguration struct {
		Level string `json:"level"`
	}
	sarifInvocation struct {
		ExecutionSuccessful        bool                `json:"executionSuccessful"`
		ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
	}
	sarifNotification struct {
		Level      string          `json:"level"`
		Message    sarifText       `json:"message"`
		Locations  []sarifLocation `json:"locations,omitempty"`
		Descriptor *sarifReference `json:"associatedRule,omitempty"`
	}
	sarifReference struct {
		ID    string `json:"id"`
		Index int    `json:"index"`
	}
	sarifResult struct {
		RuleID              string            `json:"ruleId"`
		RuleIndex           int               `json:"ruleIndex"`
		Level               string            `json:"level"`
		Message             sarifText         `json:"message"`
		Locations           []sarifLocation   `json:"locations"`
		RelatedLocations    []sarifLocation   `json:"relatedLocations,omitempty"`
		PartialFingerprints map[string]string `json:"partialFingerprints"`
		Fixes               []sarifFix        `json:"fixes,omitempty"`
	}
	sarifLocation struct {
		ID               *int                  `json:"id,omitempty"`
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
		Message          *sarifText            `json:"message,omitempty"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
		Region           *sarifRegion     `json:"region,omitempty"`
	}
	sarifArtifactLoc struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifRegion struct {
		StartLine   int  `json:"startLine,omitempty"`
		StartColumn int  `json:"startColumn,omitempty"`
		EndLine     int  `json:"endLine,omitempty"`
		EndColumn   int  `json:"endColumn,omitempty"`
		ByteOffset  *int `json:"byteOffset,omitempty"`
		ByteLength  *int `json:"byteLength,omitempty"`
	}
	sarifFix struct {
		Description     sarifText             `json:"description"`
		ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	}
	sarifArtifactChange struct {
		ArtifactLocation sarifArtifactLoc   `json:"artifactLocation"`
		Replacements     []sarifReplacement `json:"replacements"`
	}
	sarifReplacement struct {
		DeletedRegion   sarifRegion `json:"deletedRegion"`
		InsertedContent *sarifText  `json:"insertedContent,omitempty"`
	}
)

// sarifOutput is what printSARIF needs besides the report.
type sarifOutput struct {
	checks []*analysis.Analyzer // the checks that ran, in order
	root   string               // absolute directory of %SRCROOT%
	notes  []note               // discovery notes, as notifications of level "note"
}

// printSARIF prints rep as a SARIF 2.1.0 log with one run: a rule per
// check that ran, a result per diagnostic, and the checks that failed
// (level "error") and the discovery notes (level "note") as tool execution
// notifications. Files beneath out.root are referred to
// relative to %SRCROOT%, others by absolute file URI.
func printSARIF(w io.Writer, rep *report, out sarifOutput) error {
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:            progName,
			Version:         toolVersion(),
			SemanticVersion: semanticVersion(),
			InformationURI:  informationURI,
			Rules:           []sarifRule{},
		}},
		Results:     []sarifResult{},
		ColumnKind:  "utf16CodeUnits",
		Invocations: []sarifInvocation{{ExecutionSuccessful: true}},
	}
	if out.root != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{srcRoot: {URI: fileURI(out.root) + "/"}}
	}

	ruleIndex := make(map[string]int)
	levels := make(map[string]string)
	for _, a := range out.checks {
		rule := sarifRuleOf(a)
		ruleIndex[a.Name] = len(run.Tool.Driver.Rules)
		levels[a.Name] = rule.DefaultConfiguration.Level
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, rule)
	}
	// Problems with //mcplint: directives are the driver's own findings.
	if slices.ContainsFunc(rep.Diagnostics, func(d Diagnostic) bool { return d.Check == progName }) {
		ruleIndex[progName] = len(run.Tool.Driver.Rules)
		levels[progName] = checkdoc.Warning.String()
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, directiveRule)
	}

	files := newLineCache()
	seen := make(map[string]int) // occurrences of each fingerprint base
	for _, d := range rep.Diagnostics {
		idx, ok := ruleIndex[d.Check]
		if !ok {
			continue // cannot happen: diagnostics come from the checks that ran
		}
		loc, rel := out.location(files, d.Posn, d.End)
		res := sarifResult{
			RuleID:    d.Check,
			RuleIndex: idx,
			Level:     levels[d.Check],
			Message:   sarifText{Text: d.Message},
			Locations: []sarifLocation{loc},
		}
		// Stable across unrelated edits: no line numbers, no message (it
		// may quote positions), but the text of the line.
		base := fingerprint(d.Check, rel, files.line(d.Posn.Filename, d.Posn.Line))
		res.PartialFingerprints = map[string]string{
			"primaryLocationLineHash": base + ":" + strconv.Itoa(seen[base]+1),
		}
		seen[base]++
		for i, r := range d.Related {
			rl, _ := out.location(files, r.Posn, r.End)
			rl.ID = new(i + 1)
			rl.Message = &sarifText{Text: r.Message}
			res.RelatedLocations = append(res.RelatedLocations, rl)
		}
		for _, f := range d.Fixes {
			res.Fixes = append(res.Fixes, out.fix(f))
		}
		run.Results = append(run.Results, res)
	}

	for _, e := range rep.Errors {
		if e.IllTyped {
			continue // a consequence of a load error, printed already
		}
		n := sarifNotification{
			Level:   "error",
			Message: sarifText{Text: fmt.Sprintf("check %s failed on %s: %s", e.Check, e.Package, e.Err)},
		}
		if idx, ok := ruleIndex[e.Check]; ok {
			n.Descriptor = &sarifReference{ID: e.Check, Index: idx}
		}
		inv := &run.Invocations[0]
		inv.ExecutionSuccessful = false
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}

	// Discovery notes are not results (code scanning would list them as
	// alerts): they are notifications of level "note", with the
	// location they are about, and leave the execution successful.
	for _, n := range out.notes {
		loc, _ := out.location(files, n.posn, n.posn)
		inv := &run.Invocations[0]
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{
			Level:     "note",
			Message:   sarifText{Text: n.message},
			Locations: []sarifLocation{loc},
		})
	}

	data, err := json.MarshalIndent(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}}, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// informationURI is the driver's informationUri. mcplint has no web site
// of its own (its documentation travels in the rules' help); the page it
// points to is the rule mcplint enforces, the MCP specification's error
// handling of tools: a tool execution error is an isError result, a
// protocol error a JSON-RPC error.
const informationURI = "https://modelcontextprotocol.io/specification/2025-11-25/server/tools#error-handling"

// toolVersion returns the driver's version: the module version of the
// binary (see [semanticVersion]) or, for a build without one,
// "0.0.0-devel", with the VCS revision the go command stamped, if any, as
// build metadata ("0.0.0-devel+0123456789ab"). The SARIF multitool warns
// about a version that does not start with numbers.
func toolVersion() string {
	if v := semanticVersion(); v != "" {
		return v
	}
	v := "0.0.0-devel"
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" && s.Value != "" {
				v += "+" + s.Value[:min(len(s.Value), 12)]
			}
		}
	}
	return v
}

// semanticVersion returns the version of the mcplint module in the binary
// without its "v" (a release, or a pseudo-version the go command stamped
// from git), or "" for a build without one ("(devel)").
func semanticVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && semver.IsValid(bi.Main.Version) {
		return strings.TrimPrefix(bi.Main.Version, "v")
	}
	return ""
}

// sarifRuleOf returns the SARIF rule of a check, from its documentation
// when it has one (every check of the suite does).
func sarifRuleOf(a *analysis.Analyzer) sarifRule {
	if doc := analyzers.Doc(a); doc != nil {
		return sarifRule{
			ID:                   a.Name,
			ShortDescription:     sarifText{Text: limit(doc.TitleText())},
			FullDescription:      sarifText{Text: limit(doc.Summary())},
			Help:                 sarifMultiformatMsg{Text: doc.Text(), Markdown: doc.MarkdownBody()},
			DefaultConfiguration: sarifConfiguration{Level: doc.Severity.String()},
			Properties:           &sarifRuleProps{Tags: []string{"mcp"}},
		}
	}
	text := strings.TrimSpace(a.Doc)
	return sarifRule{
		ID:                   a.Name,
		ShortDescription:     sarifText{Text: limit(title(text))},
		FullDescription:      sarifText{Text: limit(strings.Join(strings.Fields(text), " "))},
		Help:                 sarifMultiformatMsg{Text: text},
		DefaultConfiguration: sarifConfiguration{Level: checkdoc.Warning.String()},
	}
}

// directiveRule is the rule of the driver's findings about suppression
// directives: ones that suppressed nothing, name no or unknown checks.
var directiveRule = sarifRule{
	ID:                   progName,
	ShortDescription:     sarifText{Text: "a //mcplint:ignore or //mcplint:file-ignore directive that suppresses nothing"},
	FullDescription:      sarifText{Text: "A suppression directive that suppressed no finding of a check that ran, names no check or an unknown one: remove it or correct it, so that it does not hide a future finding."},
	Help:                 sarifMultiformatMsg{Text: "See docs/suppression.md: //mcplint:ignore CHECK[,CHECK] reason above a statement or at the end of its line, //mcplint:file-ignore CHECK reason for a whole file; the reason is required."},
	DefaultConfiguration: sarifConfiguration{Level: checkdoc.Warning.String()},
}

// limit shortens s to the 1024 characters GitHub accepts in rule
// descriptions, at a word boundary.
func limit(s string) string {
	const max = 1024
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max-1]
	if i := strings.LastIndexByte(string(r), ' '); i > 0 {
		return string(r)[:i] + "…"
	}
	return string(r) + "…"
}

// fingerprint hashes what identifies a finding independently of where the
// file's lines are: the check, the file and the text of the line, with
// spacing normalized.
func fingerprint(check, file, line string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s", check, filepath.ToSlash(file), strings.Join(strings.Fields(line), " "))
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// location returns the SARIF location of the range [posn, end) and the
// file's name relative to the root ("" if it lies outside).
func (out sarifOutput) location(files *lineCache, posn, end token.Position) (sarifLocation, string) {
	art, rel := out.artifact(posn.Filename)
	region := &sarifRegion{
		StartLine:   posn.Line,
		StartColumn: files.utf16Column(posn.Filename, posn.Line, posn.Column),
	}
	if end.IsValid() && end.Filename == posn.Filename && (end.Line > posn.Line || end.Line == posn.Line && end.Column >= posn.Column) {
		region.EndLine = end.Line
		region.EndColumn = files.utf16Column(end.Filename, end.Line, end.Column)
	}
	if posn.Line == 0 {
		region = nil // a file-level position
	}
	return sarifLocation{PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: art, Region: region}}, rel
}

// artifact returns the artifact location of a file: relative to %SRCROOT%
// when beneath the root, an absolute file URI otherwise; and the name
// relative to the root, or the absolute name.
func (out sarifOutput) artifact(filename string) (sarifArtifactLoc, string) {
	if out.root != "" {
		if rel := relPath(filename, out.root); rel != filename {
			return sarifArtifactLoc{URI: pathURI(filepath.ToSlash(rel)), URIBaseID: srcRoot}, rel
		}
	}
	return sarifArtifactLoc{URI: fileURI(filename)}, filename
}

// fix converts a suggested fix; edits are byte ranges of the files.
func (out sarifOutput) fix(f Fix) sarifFix {
	sf := sarifFix{Description: sarifText{Text: f.Message}, ArtifactChanges: []sarifArtifactChange{}}
	byFile := make(map[string][]Edit)
	var names []string
	for _, e := range f.Edits {
		if _, ok := byFile[e.Filename]; !ok {
			names = append(names, e.Filename)
		}
		byFile[e.Filename] = append(byFile[e.Filename], e)
	}
	slices.Sort(names)
	for _, name := range names {
		art, _ := out.artifact(name)
		change := sarifArtifactChange{ArtifactLocation: art}
		edits := byFile[name]
		slices.SortFunc(edits, func(x, y Edit) int { return cmp.Compare(x.Start, y.Start) })
		for _, e := range edits {
			r := sarifReplacement{DeletedRegion: sarifRegion{ByteOffset: new(e.Start), ByteLength: new(e.End - e.Start)}}
			if e.New != "" {
				r.InsertedContent = &sarifText{Text: e.New}
			}
			change.Replacements = append(change.Replacements, r)
		}
		sf.ArtifactChanges = append(sf.ArtifactChanges, change)
	}
	return sf
}

// pathURI escapes a slash-separated relative path as a URI reference.
func pathURI(p string) string {
	return (&url.URL{Path: p}).EscapedPath()
}

// fileURI returns the file URI of an absolute file name.
func fileURI(name string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(name)}).String()
}

// sourceRoot returns the directory that SARIF locations are relative to:
// the root of the git work tree that holds dir, or dir itself.
func sourceRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}

// A lineCache reads the lines of source files once.
type lineCache struct {
	files map[string][]string
}

func newLineCache() *lineCache { return &lineCache{files: make(map[string][]string)} }

// line returns line n (1-based) of the file, or "" if it cannot be read.
func (c *lineCache) line(filename string, n int) string {
	lines, ok := c.files[filename]
	if !ok {
		data, _ := os.ReadFile(filename) // no text if unreadable
		lines = strings.Split(string(data), "\n")
		c.files[filename] = lines
	}
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// utf16Column converts a 1-based byte column of a line into the 1-based
// UTF-16 column SARIF counts by default.
func (c *lineCache) utf16Column(filename string, line, col int) int {
	text := c.line(filename, line)
	if col < 1 || col-1 > len(text) {
		return col
	}
	return len(utf16.Encode([]rune(text[:col-1]))) + 1
}
