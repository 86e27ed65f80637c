package errorleak

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/taint"
)

// A hand-rolled dispatcher of this package may call tools of another
// package and write their errors into its answer (taint.Label.Dispatch).
// Where the tools and their dispatcher share a package, errorleak reports
// at each tool's return whose error carries a source; so it does here,
// from the dispatcher's package, at the tool's own line
// (report.Scope.Foreign), with the dispatcher's rule (an isError text: all
// kinds; a JSON-RPC error: secrets and stack traces only) and the tool's
// package's //mcplint:ignore directives. A return that several sinks of
// this package write is reported once, naming the first dispatcher sink,
// an isError one before a JSON-RPC one. Another package that dispatches
// the same tools reports them again, naming its own dispatcher: each
// dispatcher decides where the text goes, and go vet analyzes each
// package apart.

// toolReturns collects the tools' returns that the flows of one package
// reach, by position.
type toolReturns struct {
	pass  *analysis.Pass
	res   *taint.Result
	at    map[toolKey]*toolFinding
	order []toolKey
}

type toolKey struct {
	file   string
	offset int
}

// toolFinding is one tool return to report: the sources its error
// carries that reach a dispatcher's sink, and the sinks.
type toolFinding struct {
	ret    taint.DispatchedReturn
	labels []taint.Label
	sinks  []taint.Flow // the flows reaching it, best first
}

func newToolReturns(pass *analysis.Pass, res *taint.Result) *toolReturns {
	return &toolReturns{pass: pass, res: res, at: map[toolKey]*toolFinding{}}
}

// add takes from fl the sources that are tools' errors with known
// returns, to be reported there, and returns the rest of the flow; ok is
// false when nothing is left.
func (t *toolReturns) add(fl taint.Flow) (rest taint.Flow, ok bool) {
	var keep []taint.Label
	for _, l := range fl.Taint.Labels {
		if l.Dispatch == "" || !t.take(fl, l) {
			keep = append(keep, l)
		}
	}
	if len(keep) == 0 {
		return fl, false
	}
	fl.Taint = taint.Taint{Labels: keep}
	return fl, true
}

// take records the returns of the tools dispatched at l.Dispatch whose
// error carries l's source, accepted by fl's sink; false if there are
// none (the source is then reported at the sink).
func (t *toolReturns) take(fl taint.Flow, l taint.Label) bool {
	found := false
	for _, r := range t.res.Dispatched[l.Dispatch] {
		for _, rl := range r.Labels {
			if rl.Kind != l.Kind || rl.What != l.What || rl.Why != l.Why {
				continue
			}
			// The tool's error is failure content wherever the
			// dispatcher writes it.
			rl.ErrorOnly = false
			if !fl.Sink.Class.Accepts(rl) {
				continue
			}
			found = true
			k := toolKey{r.Pos.File, r.Pos.Offset}
			f := t.at[k]
			if f == nil {
				f = &toolFinding{ret: r}
				t.at[k] = f
				t.order = append(t.order, k)
			}
			if !slices.Contains(f.labels, rl) {
				f.labels = append(f.labels, rl)
			}
			if !slices.ContainsFunc(f.sinks, func(s taint.Flow) bool { return s.Pos == fl.Pos && s.Sink.Class == fl.Sink.Class }) {
				f.sinks = append(f.sinks, fl)
			}
		}
	}
	return found
}

// report reports every return collected, in source order.
func (t *toolReturns) report(scope *report.Scope) {
	slices.SortFunc(t.order, func(a, b toolKey) int {
		if c := strings.Compare(a.file, b.file); c != 0 {
			return c
		}
		return a.offset - b.offset
	})
	for _, k := range t.order {
		f := t.at[k]
		if !report.Honour(t.pass.Analyzer.Name, f.ret.Pos) {
			continue
		}
		slices.SortStableFunc(f.sinks, func(a, b taint.Flow) int {
			if ja, jb := a.Sink.Class == taint.SinkJSONRPC, b.Sink.Class == taint.SinkJSONRPC; ja != jb {
				if ja {
					return 1
				}
				return -1
			}
			return int(a.Pos - b.Pos)
		})
		pos, _ := scope.Foreign(f.ret.Pos)
		t.pass.Report(analysis.Diagnostic{Pos: pos, Category: "errorleak", Message: t.message(f)})
	}
}

// message renders a tool return's finding: what its error carries, which
// dispatcher writes it where, why it matters and what to do.
func (t *toolReturns) message(f *toolFinding) string {
	tt := taint.Taint{Labels: f.labels}
	l, _ := tt.Worst()
	src := describeAll(mergePlaces(f.labels))
	sink := f.sinks[0]
	at := t.pass.Fset.Position(sink.Pos)
	where := fmt.Sprintf("%s:%d", filepath.Base(at.Filename), at.Line)
	if sink.Via != "" {
		where += ", through " + sink.Via
	}
	if n := len(f.sinks) - 1; n > 0 {
		where += fmt.Sprintf(", and %d more place", n)
		if n > 1 {
			where += "s"
		}
	}
	dispatcher := fmt.Sprintf("the tools/call dispatcher in package %s (%s)", t.pass.Pkg.Name(), where)
	if sink.Sink.Registered() {
		dispatcher = fmt.Sprintf("the tools/call dispatcher it is registered with (%s, at %s)", sink.Sink.Dispatcher, where)
	}
	advice := adviceFor(l.Kind)
	const model = "tool content goes into the model's context and transcripts"
	switch sink.Sink.Class {
	case taint.SinkErrorText, taint.SinkReturnedError:
		return fmt.Sprintf("returned error carries %s and %s writes its text into the isError result: %s; %s", src, dispatcher, model, advice)
	case taint.SinkText:
		return fmt.Sprintf("returned error carries %s and %s writes its text into the tool result: %s; %s", src, dispatcher, model, advice)
	}
	return fmt.Sprintf("returned error carries %s and %s puts its text into a JSON-RPC error, which reaches client logs and often the user; %s", src, dispatcher, advice)
}

// mergePlaces returns ls, most severe first, with the labels that differ
// only in where they are produced merged into one naming every place in
// line order: a tool whose client method and the client's shared request
// helper both call Do has one source, at two lines.
func mergePlaces(ls []taint.Label) []taint.Label {
	type what struct {
		kind      taint.Kind
		what, why string
	}
	var out []taint.Label
	at := map[what][]string{}
	for _, l := range ls {
		k := what{l.Kind, l.What, l.Why}
		if _, ok := at[k]; !ok {
			out = append(out, l)
		}
		if l.Pos != "" && !slices.Contains(at[k], l.Pos) {
			at[k] = append(at[k], l.Pos)
		}
	}
	for i, l := range out {
		places := at[what{l.Kind, l.What, l.Why}]
		slices.SortFunc(places, comparePlaces)
		switch len(places) {
		case 0:
		case 1:
			out[i].Pos = places[0]
		default:
			out[i].Pos = strings.Join(places[:len(places)-1], ", ") + " and " + places[len(places)-1]
		}
	}
	slices.SortStableFunc(out, func(a, b taint.Label) int { return int(a.Kind) - int(b.Kind) })
	return out
}

// comparePlaces orders "file.go:line" places by file, then line.
func comparePlaces(a, b string) int {
	fa, la, _ := strings.Cut(a, ":")
	fb, lb, _ := strings.Cut(b, ":")
	if c := strings.Compare(fa, fb); c != 0 {
		return c
	}
	na, _ := strconv.Atoi(la)
	nb, _ := strconv.Atoi(lb)
	return na - nb
}
