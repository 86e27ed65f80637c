package errorleak

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/taint"
)

// Analyzer reports secrets, stack traces and raw infrastructure error text
// that reach model-visible tool results or JSON-RPC errors.
var Analyzer = &analysis.Analyzer{
	Name:     "errorleak",
	Doc:      Documentation.Text(),
	Requires: []*analysis.Analyzer{taint.Analyzer},
	Run:      run,
}

// The options of the taint analysis are its config analyzer's flags,
// exposed as this check's: -errorleak.secretpattern & co.
func init() { taint.RegisterFlags(&Analyzer.Flags) }

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[taint.Analyzer].(*taint.Result)
	if len(res.Flows) == 0 && len(res.Remote) == 0 {
		return nil, nil
	}
	// Generated files and tests are not reported: a leak in a test never
	// reaches a production model.
	scope := report.NewScope(pass)
	tools := newToolReturns(pass, res)
	atTools := dispatchedSources(res.Flows)
	reported := map[string]bool{}
	for _, fl := range res.Flows {
		if !scope.Reportable(fl.Pos) {
			continue
		}
		fl, ok := tools.add(withoutSources(fl, atTools))
		if !ok {
			continue
		}
		for _, fl := range perSource(fl) {
			// One finding for one value at one place: a helper
			// writing it into a result twice (its text and
			// SetError) is one leak.
			if k := sourceKey(fl); !reported[k] {
				reported[k] = true
				pass.Report(analysis.Diagnostic{Pos: fl.Pos, Category: "errorleak", Message: message(fl)})
			}
		}
	}
	tools.report(scope)
	// The sinks of handlers of another package that this package
	// registers, reached by errors of an interface whose implementations
	// only this package sees: reported at the sink, as there.
	for _, r := range res.Remote {
		if !report.Honour(pass.Analyzer.Name, r.Pos) {
			continue
		}
		fl := r.Flow
		fl.Pos, _ = scope.Foreign(r.Pos)
		pass.Report(analysis.Diagnostic{Pos: fl.Pos, Category: "errorleak", Message: message(fl)})
	}
	return nil, nil
}

// dispatchedSources returns the sources (by taint.Label.Pos) that reach
// the returned error of a hand-rolled tool that a dispatcher of the
// package writes into the tool result: each is reported at the tool's
// return, as it is when the dispatcher is in another package.
func dispatchedSources(flows []taint.Flow) map[string]bool {
	out := map[string]bool{}
	for _, fl := range flows {
		if fl.Sink.Class != taint.SinkReturnedError || fl.Sink.Dispatcher == "" {
			continue
		}
		for _, l := range fl.Taint.Labels {
			if l.Pos != "" {
				out[l.Pos] = true
			}
		}
	}
	return out
}

// withoutSources drops from fl, a flow into the text the dispatcher writes
// (not a tool's returned error), the sources reported at a dispatched
// tool's return (dispatchedSources); ok is false when none is left.
func withoutSources(fl taint.Flow, atTools map[string]bool) taint.Flow {
	if len(atTools) == 0 || fl.Sink.Class == taint.SinkReturnedError {
		return fl
	}
	var kept []taint.Label
	for _, l := range fl.Taint.Labels {
		if l.Pos == "" || !atTools[l.Pos] || l.Dispatch != "" {
			kept = append(kept, l)
		}
	}
	fl.Taint.Labels = kept
	return fl
}

// perSource splits a flow whose sources include errors of tools of
// another package (taint.Label.Tools: a dispatcher writing the errors of a
// registry's tools) into one flow per such source, each naming its tools,
// and one for the rest.
func perSource(fl taint.Flow) []taint.Flow {
	var rest []taint.Label
	var out []taint.Flow
	for _, l := range fl.Taint.Labels {
		if l.Tools == "" {
			rest = append(rest, l)
			continue
		}
		one := fl
		one.Taint = taint.Taint{Labels: []taint.Label{l}}
		out = append(out, one)
	}
	if len(out) == 0 {
		return []taint.Flow{fl}
	}
	if len(rest) > 0 {
		fl.Taint = taint.Taint{Labels: rest}
		out = append([]taint.Flow{fl}, out...)
	}
	return out
}

// message renders one flow as a one-line diagnostic: what reaches which
// sink, why it matters and what to do.
func message(fl taint.Flow) string {
	l, _ := fl.Taint.Worst()
	src := describeAll(fl.Taint.Labels)
	subject := fl.Sink.What
	if fl.Via != "" {
		subject = fl.Via
	}
	advice := adviceFor(l.Kind)
	if l.Tools != "" {
		// The errors of tools of another package, written by this
		// package's dispatcher: one place to fix, or each tool.
		advice = "log the tool's error in the dispatcher and give the model a short actionable message (or do so in each tool)"
		if l.Kind == taint.Secret {
			advice = "never put credentials in model- or client-visible text: leave the value out of the tools' errors, or write a fixed message in the dispatcher"
		}
	}
	const model = "tool content goes into the model's context and transcripts"
	if fl.Sink.What == taint.WhatOutput && (fl.Sink.Class == taint.SinkText || fl.Sink.Class == taint.SinkErrorText) {
		return fmt.Sprintf("the handler's output carries %s and go-sdk marshals it into structuredContent (and into the result's text when it has no content): %s; %s", src, model, advice)
	}
	switch fl.Sink.Class {
	case taint.SinkText:
		return fmt.Sprintf("%s puts %s into tool result text: %s; %s", subject, src, model, advice)
	case taint.SinkErrorText:
		return fmt.Sprintf("%s puts %s into the error result's text: %s; %s", subject, src, model, advice)
	case taint.SinkReturnedError:
		writer := "the SDK"
		switch {
		case fl.Sink.Dispatcher != "":
			writer = "dispatcher " + fl.Sink.Dispatcher
		case fl.Sink.Wrapper != "":
			writer = "wrapper " + fl.Sink.Wrapper
		}
		return fmt.Sprintf("returned error carries %s and %s writes its text into the tool result: %s; %s", src, writer, model, advice)
	}
	switch {
	case fl.Sink.What == "the returned error":
		return fmt.Sprintf("returned error carries %s and becomes a JSON-RPC error message (code %d) that reaches client logs and often the user; %s", src, fl.Sink.Code, advice)
	case fl.Via != "":
		return fmt.Sprintf("%s puts %s into a JSON-RPC error, which reaches client logs and often the user; %s", fl.Via, src, advice)
	}
	return fmt.Sprintf("%s carries %s, which reaches client logs and often the user; %s", fl.Sink.What, src, advice)
}

// describeAll names every source, most severe first: the user must fix
// each of them.
func describeAll(ls []taint.Label) string {
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = l.Describe()
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// adviceFor says what to do instead of showing a value of source kind k.
func adviceFor(k taint.Kind) string {
	switch k {
	case taint.Secret:
		return "never put credentials in model- or client-visible text: leave the value out"
	case taint.Stack:
		return "log the stack for operators and give the model a short actionable message"
	}
	return "log it for operators and give the model a short actionable message"
}

// sourceKey identifies a flow by where it is reported and the values it
// carries, whatever sink of that place it reaches.
func sourceKey(fl taint.Flow) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d", fl.Pos)
	for _, l := range fl.Taint.Labels {
		fmt.Fprintf(&b, "|%d %s %s %s", l.Kind, l.What, l.Pos, l.Tools)
	}
	return b.String()
}
