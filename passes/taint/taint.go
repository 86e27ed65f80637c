package taint

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/token"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/results"
)

// Analyzer computes taint summaries of a package's functions (exported as
// [FuncFact]s for other packages) and, in packages with MCP code, the flows
// of sensitive text into model-visible sinks. Its result is a *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "mcptaint",
	Doc:        "track secrets, stack traces and infrastructure error text into MCP tool results",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer, results.Analyzer, ConfigAnalyzer},
	FactTypes:  []analysis.Fact{new(FuncFact), new(APIKeyFact), new(ToolErrorsFact), new(PendingSinksFact), new(OpensFact), new(EndpointFact), new(QueryKeyFact), new(DepQueryKeyFact), new(ConfiguredClientFact), new(CtorEndpointFact), new(EnvGetterFact), new(ClientParamFact), new(WiredImplsFact)},
	ResultType: reflect.TypeFor[*Result](),
}

// SinkClass says where a sink's text goes.
type SinkClass uint8

// Sink classes.
const (
	// SinkText is text content of a tool result (success or error).
	SinkText SinkClass = iota + 1
	// SinkErrorText is the text of an isError tool result.
	SinkErrorText
	// SinkReturnedError is an error a handler returns that the SDK writes
	// into an isError result's text.
	SinkReturnedError
	// SinkJSONRPC is a JSON-RPC error's message or data: it reaches the
	// client (its logs, often the user), not the model. Only secrets and
	// stack traces count there.
	SinkJSONRPC
)

// Accepts reports whether label l counts at sinks of class c: at
// JSON-RPC errors only secrets and stack traces, in success text not what
// is a leak only on a failure path.
func (c SinkClass) Accepts(l Label) bool {
	if l.Kind == Pending || l.Kind == Receiver || l.Kind == URLParam || l.Kind == CtorEndpoint {
		return false
	}
	switch c {
	case SinkJSONRPC:
		return l.Kind == Secret || l.Kind == Stack
	case SinkText:
		return l.Kind != NoKind && !l.ErrorOnly
	}
	return l.Kind != NoKind
}

// Sink is one place where text leaves the server.
type Sink struct {
	Class SinkClass
	// What names the sink: "mcp.NewToolResultError", "TextContent.Text",
	// "SetError", "the returned error".
	What string
	// Code is the JSON-RPC code of a returned error routed to JSON-RPC.
	Code int64
	// Dispatcher names the hand-rolled dispatcher that writes a returned
	// error's text (SinkReturnedError of a tool it dispatches), "" where
	// the SDK does.
	Dispatcher string
	// Wrapper names the wrapper of the package that adapts the tool
	// function into a handler and writes its returned error's text
	// (SinkReturnedError), "" where the SDK or a dispatcher does.
	Wrapper string
}

// Flow is sensitive text reaching a sink in the analyzed package.
type Flow struct {
	Pos   token.Pos // the sink: result constructor, field store, return
	Sink  Sink
	Taint Taint // labels only, filtered for the sink class
	// Via names the helper called at Pos whose parameter reaches the sink
	// inside it (possibly through further helpers), or "".
	Via string
}

// Result lists the flows found in a package.
type Result struct {
	Flows []Flow

	// Withheld holds, by the position of each return of a handler whose
	// errors go out as JSON-RPC errors (where errorleak counts only
	// secrets and stack traces), what the returned error carries that
	// errorleak would report if its text reached the model in an isError
	// result: the labels [SinkErrorText] accepts, none for an error
	// whose text the model may read. rpcerror's fix asks it before
	// showing a cause to the model. A return the analysis did not visit
	// has no entry.
	Withheld map[token.Pos]Taint

	// Dispatched holds, by Label.Dispatch, the returns of the tools of
	// another package that a dispatcher of this package calls there whose
	// errors carry a source (the dispatcher's labels of Tools stand for
	// them): errorleak reports each at the tool's own return, as it does
	// for a tool dispatched in its own package.
	Dispatched map[string][]DispatchedReturn

	// Remote holds the sinks of handlers of another package that this
	// package registers, whose text carries the error of a method of the
	// module's interface that only this package sees implementations of
	// (see PendingSinksFact): errorleak reports each at the sink's own
	// position, sorted by file and offset.
	Remote []RemoteFlow
}

// FuncFact summarizes a function for callers in other packages: the taint
// of each result (labels it always carries, parameters it copies) and the
// parameters that reach a sink inside it.
type FuncFact struct {
	Results []Taint
	// Forwards lists the results that, on some return, are the same
	// result of a call of a function parameter (a retry or timing helper
	// returning what the function it is given returns): a call of the
	// function carries what the function passed there returns.
	Forwards []Forward
	// Structs refines, by result index, the results that are structs (or
	// pointers to structs) field by field: reading a field of the result
	// carries that field's taint, not the whole result's.
	Structs map[int]StructTaint
	Sinks   []ParamSink
}

// Forward says that result Result of a function is, on some return, a
// result of a call of its parameter Param (receiver first).
type Forward struct {
	Param, Result int
	// From is the parameter's call's result that is returned: Result,
	// or for an error result the call's error (a decoder returning its
	// scan function's only result as its last).
	From int
}

// StructTaint is the taint of a struct by field: field i carries
// Fields[i] and Rest. In Rest, a parameter of the struct's own type
// stands for its same field (a copy of the parameter, fields overwritten
// or not); other parameters count whole.
type StructTaint struct {
	Fields map[int]Taint
	Rest   Taint
}

// ParamSink records that parameter Param (receiver first), or its field
// Field when Field ≥ 0, reaches Sink.
type ParamSink struct {
	Param int
	Field int
	Sink  Sink
}

// AFact marks FuncFact as an analysis fact.
func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	var parts []string
	for i, r := range f.Results {
		if !r.Empty() {
			parts = append(parts, fmt.Sprintf("result %d:", i)+r.summary())
		}
		st, ok := f.Structs[i]
		if !ok {
			continue
		}
		fields := make([]int, 0, len(st.Fields))
		for j := range st.Fields {
			fields = append(fields, j)
		}
		sort.Ints(fields)
		for _, j := range fields {
			parts = append(parts, fmt.Sprintf("result %d field %d:", i, j)+st.Fields[j].summary())
		}
	}
	for _, ps := range f.Sinks {
		if ps.Field >= 0 {
			parts = append(parts, fmt.Sprintf("param %d field %d reaches %s", ps.Param, ps.Field, ps.Sink.What))
			continue
		}
		parts = append(parts, fmt.Sprintf("param %d reaches %s", ps.Param, ps.Sink.What))
	}
	return "taint(" + strings.Join(parts, "; ") + ")"
}

// summary renders t in a fact's string: its kinds and parameters.
func (t Taint) summary() string {
	s := ""
	for _, l := range t.Labels {
		s += " " + l.Kind.String()
	}
	for j := 0; j < 64; j++ {
		if t.Params&(1<<j) != 0 {
			s += fmt.Sprintf(" param %d", j)
		}
	}
	for _, pf := range t.Fields {
		s += fmt.Sprintf(" param %d field %d", pf.Param, pf.Field)
	}
	return s
}

func (f *FuncFact) empty() bool {
	if len(f.Structs) > 0 {
		return false
	}
	for _, r := range f.Results {
		if !r.Empty() {
			return false
		}
	}
	return len(f.Sinks) == 0 && len(f.Forwards) == 0
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{}
	if !mcpssa.OwnCode(pass) {
		if dependencyCode(pass) {
			exportDepQueryKeys(pass, pass.ResultOf[ConfigAnalyzer].(*Config).c)
		}
		return res, nil
	}
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	var pkg *ssa.Package
	var funcs []*ssa.Function
	if hres.SSA != nil && hres.SSA.Pkg != nil {
		pkg, funcs = hres.SSA.Pkg, hres.SSA.SrcFuncs
	} else if hres.SSA != nil {
		built := hres.SSA.Helper()
		pkg, funcs = built.Pkg, built.SrcFuncs
	}
	cfg := pass.ResultOf[ConfigAnalyzer].(*Config)
	e := newEngine(pass, cfg.c, pkg, funcs, hres)
	e.results = pass.ResultOf[results.Analyzer].(*results.Result)
	e.apiKey = usesAPIKey(pass)
	e.queryKey = e.restyQueryKey()
	e.depKeys = depQueryKeys(pass)
	e.run()
	res.Flows = e.flows
	res.Withheld = e.withheld
	res.Dispatched = e.dispatchedReturns
	res.Remote = e.remote
	return res, nil
}

// The gob form of a FuncFact holds its maps as slices sorted by key: gob
// writes a map in iteration order, and the drivers require a fact's
// encoding to be deterministic (go vet's cache keys depend on it).
type (
	funcFactGob struct {
		Results  []Taint
		Structs  []structTaintGob
		Sinks    []ParamSink
		Forwards []Forward
	}
	structTaintGob struct {
		Result int
		Fields []fieldTaintGob
		Rest   Taint
	}
	fieldTaintGob struct {
		Field int
		Taint Taint
	}
)

// GobEncode encodes f with its maps sorted by key.
func (f *FuncFact) GobEncode() ([]byte, error) {
	w := funcFactGob{Results: f.Results, Sinks: f.Sinks, Forwards: f.Forwards}
	for _, r := range slices.Sorted(maps.Keys(f.Structs)) {
		st := f.Structs[r]
		sw := structTaintGob{Result: r, Rest: st.Rest}
		for _, i := range slices.Sorted(maps.Keys(st.Fields)) {
			sw.Fields = append(sw.Fields, fieldTaintGob{i, st.Fields[i]})
		}
		w.Structs = append(w.Structs, sw)
	}
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(w)
	return buf.Bytes(), err
}

// GobDecode decodes what GobEncode encodes.
func (f *FuncFact) GobDecode(data []byte) error {
	var w funcFactGob
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&w); err != nil {
		return err
	}
	*f = FuncFact{Results: w.Results, Sinks: w.Sinks, Forwards: w.Forwards}
	for _, sw := range w.Structs {
		st := StructTaint{Rest: sw.Rest}
		for _, fw := range sw.Fields {
			if st.Fields == nil {
				st.Fields = make(map[int]Taint)
			}
			st.Fields[fw.Field] = fw.Taint
		}
		if f.Structs == nil {
			f.Structs = make(map[int]StructTaint)
		}
		f.Structs[sw.Result] = st
	}
	return nil
}
