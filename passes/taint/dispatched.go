package taint

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A hand-rolled server often keeps its tools in one package and answers
// tools/call in another: the tools package stores its functions in the
// records of a registry (`Tool{Handler: r.createLaunch}`), and the server
// package looks a tool up, calls `t.Handler(ctx, args)` and writes the
// error into an isError result or a JSON-RPC error. go vet analyzes each
// package alone: the tools' package does not know where their errors go,
// and the dispatcher's package, which knows, does not see their bodies.
// So the tools' package records what each function of a hand-rolled
// tool's signature returns in its error (ToolErrorsFact, by the
// function's full name: a method of an unexported type has no object in
// another package under go vet), and the dispatcher's package gives the
// error of the dynamic call that handlers.Result.Imported lists as the
// dispatch of those tools the sources they return, so that the
// dispatcher's own sink (the text it writes, the JSON-RPC error it sends)
// decides them with the sink's own rule. errorleak reports them where it
// reports a tool dispatched in its own package: at each of the tool's
// returns whose error carries them (ToolErrors.Returns, carried as
// report.Positions), from the dispatcher's package.

// ToolErrorsFact lists, for the functions of a package with a hand-rolled
// tool's signature (sdk.HandRolledToolSignature), the sources their error
// result carries, by function full name, sorted.
type ToolErrorsFact struct {
	Tools []ToolErrors
}

// ToolErrors is what the error of one function of a tool's signature
// carries.
type ToolErrors struct {
	// Func is the function's full name (handlers.Origin.Name).
	Func   string
	Labels []Label
	// Returns are the function's returns, in reportable files, whose
	// error carries a source, in source order.
	Returns []ToolReturn
}

// ToolReturn is one return of a function of a tool's signature whose
// error carries the sources Labels. Pos carries the //mcplint:ignore
// directive of errorleak that covers it in the function's package.
type ToolReturn struct {
	Pos    report.Position
	Labels []Label
}

// DispatchedReturn is a ToolReturn of the tool Tool (its name, or its
// function's short name) of package Pkg, dispatched by this package.
type DispatchedReturn struct {
	Tool, Pkg string
	ToolReturn
}

// AFact marks ToolErrorsFact as an analysis fact.
func (*ToolErrorsFact) AFact() {}

func (f *ToolErrorsFact) String() string {
	parts := make([]string, len(f.Tools))
	for i, t := range f.Tools {
		kinds := make([]string, len(t.Labels))
		for j, l := range t.Labels {
			kinds[j] = l.Kind.String()
		}
		parts[i] = t.Func + ":" + strings.Join(kinds, ",")
	}
	return "toolerrors(" + strings.Join(parts, "; ") + ")"
}

// exportToolErrors records the error sources of the package's functions
// of a hand-rolled tool's signature, from their summaries, in a
// ToolErrorsFact, with the returns whose error carries them.
func (e *engine) exportToolErrors() {
	var f ToolErrorsFact
	var scope *report.Scope
	for _, fn := range e.funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil {
			continue
		}
		tools := []*ssa.Function{fn} // fn itself, or the tools it makes
		if !sdk.HandRolledToolSignature(fn.Signature) {
			if tools = madeTools(fn); tools == nil {
				continue
			}
		}
		var te ToolErrors
		for _, tool := range tools {
			sum := e.summary(tool)
			if sum != nil {
				sum = sum.withoutPending()
			}
			if sum == nil || len(sum.Results) != 2 || len(sum.Results[1].Labels) == 0 {
				continue
			}
			if scope == nil {
				scope = report.NewScope(e.pass)
			}
			te.Labels = append(te.Labels, sum.Results[1].Labels...)
			te.Returns = append(te.Returns, e.toolReturns(tool, scope)...)
		}
		if len(te.Labels) > 0 {
			te.Func, te.Labels = obj.FullName(), dedup(te.Labels)
			f.Tools = append(f.Tools, te)
		}
	}
	if len(f.Tools) == 0 {
		return
	}
	sort.Slice(f.Tools, func(i, j int) bool { return f.Tools[i].Func < f.Tools[j].Func })
	e.pass.ExportPackageFact(&f)
}

// madeTools returns the function literals fn, a factory of one tool,
// returns as its only result of a hand-rolled tool's function type
// (`func (p *Products) ListHandler() mcp.ToolHandler { return
// func(args map[string]any) (*mcp.ToolCallResult, error) { … } }`): a
// package registering what fn returns dispatches them (their errors are
// recorded under fn's name, handlers.Origin.Name). Nil for another
// function.
func madeTools(fn *ssa.Function) []*ssa.Function {
	res := fn.Signature.Results()
	if res.Len() != 1 {
		return nil
	}
	if sig, ok := res.At(0).Type().Underlying().(*types.Signature); !ok || !sdk.HandRolledToolSignature(sig) {
		return nil
	}
	var out []*ssa.Function
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		v := ret.Results[0]
		if ct, ok := v.(*ssa.ChangeType); ok {
			v = ct.X
		}
		var lit *ssa.Function
		switch v := v.(type) {
		case *ssa.MakeClosure:
			lit, _ = v.Fn.(*ssa.Function)
		case *ssa.Function:
			lit = v
		}
		if lit == nil || lit.Parent() != fn {
			return nil // another function's, judged as its own
		}
		out = append(out, lit)
	}
	return out
}

// registeredErrors adds, for each tool of another package that this
// package registers with a hand-rolled dispatcher of a third package,
// which answers its errors with isError results (handlers.Imported not
// dispatched here: a registry's, a field's), a flow at the registration
// carrying what the tool's error carries (ToolErrorsFact), each label
// naming the registration as its dispatch, so that errorleak reports the
// tool's returns as it does a dispatcher's (Result.Dispatched).
func (e *engine) registeredErrors() {
	for _, im := range e.handlers.Imported {
		if im.Via.How == handlers.HowDispatched || im.Routing.Route != sdk.RouteIsError || im.Pkg() == nil || im.Pkg() == e.pass.Pkg {
			continue
		}
		tool, found := e.toolErrors(im.Pkg())[im.Name()]
		if !found || len(tool.Returns) == 0 {
			continue // nowhere to report it
		}
		dispatch := e.dispatchKey(im.Pos)
		e.recordReturns(dispatch, im, tool)
		var t Taint
		for _, l := range tool.Labels {
			l.Dispatch, l.ErrorOnly = dispatch, false
			t.Labels = append(t.Labels, l)
		}
		e.addFlow(im.Pos, Sink{Class: SinkReturnedError, What: whatRegistered, Dispatcher: im.Via.Wrapper}, t, "")
	}
}

// whatRegistered names the sink of a registered tool's error, which the
// dispatcher it is registered with writes into an isError result.
const whatRegistered = "the registered tool's error"

// Registered reports whether s is the sink of a tool's error that the
// dispatcher of another package it is registered with writes (see
// registeredErrors).
func (s Sink) Registered() bool { return s.What == whatRegistered }

// toolReturns returns the returns of fn, a function of a tool's
// signature, whose error carries a source: what a handler's returns
// would report (see sinks), positioned for a report in another package.
func (e *engine) toolReturns(fn *ssa.Function, scope *report.Scope) []ToolReturn {
	st := e.analyze(fn)
	var out []ToolReturn
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 2 || !ret.Pos().IsValid() || !scope.Reportable(ret.Pos()) {
			continue
		}
		t := withoutPending(e.returned(st, ret, 1).OnlyLabels())
		if t.Empty() {
			continue
		}
		// errorleak decides and reports these returns: its directives
		// in this package cover them.
		out = append(out, ToolReturn{Pos: scope.PositionOf("errorleak", ret.Pos()), Labels: t.Labels})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos.Offset < out[j].Pos.Offset })
	return out
}

// maxToolNames bounds the tool names a label names; the rest are counted.
const maxToolNames = 3

// dispatchedErrors returns the taint of the error a dispatcher's call at
// pos returns when it calls tools of another package
// (handlers.Result.Imported, found by handlers as dispatched there): the
// sources their errors carry, each label naming the tools that return it.
// Only dispatches with a known routing count. ok is false when no such
// tools are called at pos.
func (e *engine) dispatchedErrors(pos token.Pos) (t Taint, ok bool) {
	if !e.dispatchPos[pos] {
		return Taint{}, false
	}
	if t, ok := e.dispatched[pos]; ok {
		return t, true
	}
	var ims []*handlers.Imported
	for _, im := range e.handlers.Imported {
		if im.Pos == pos && im.Via.How == handlers.HowDispatched && im.Routing.Route != sdk.RouteUnknown && im.Pkg() != nil && im.Pkg() != e.pass.Pkg {
			ims = append(ims, im)
		}
	}
	if len(ims) == 0 {
		return Taint{}, false
	}
	// Which tools return each source, by what it is: the 32 methods of
	// one API client each have their own failing request, one source to
	// the dispatcher's reader.
	type group struct {
		label Label
		at    []string
		tools []string
	}
	groups := map[Label]*group{}
	var order []Label
	dispatch := e.dispatchKey(pos)
	for _, im := range ims {
		te := e.toolErrors(im.Pkg())
		tool, found := te[im.Name()]
		if !found {
			continue
		}
		name := e.recordReturns(dispatch, im, tool)
		for _, l := range tool.Labels {
			// The tool's error is failure content wherever the
			// dispatcher writes it: what counts only in error
			// content counts here.
			key := Label{Kind: l.Kind, What: l.What, Why: l.Why, Dispatch: dispatch}
			g := groups[key]
			if g == nil {
				g = &group{label: key}
				groups[key] = g
				order = append(order, key)
			}
			if l.Pos != "" && !slices.Contains(g.at, l.Pos) {
				g.at = append(g.at, l.Pos)
			}
			if !slices.Contains(g.tools, name) {
				g.tools = append(g.tools, name)
			}
		}
	}
	for _, k := range order {
		g := groups[k]
		l := g.label
		sortPlaces(g.at)
		sort.Strings(g.tools)
		l.Pos = placeList(g.at)
		l.Tools = toolList(g.tools, ims[0].Pkg().Name())
		t.Labels = append(t.Labels, l)
	}
	t.Labels = dedup(t.Labels)
	e.dispatched[pos] = t
	return t, true
}

// dispatchKey names the dispatch at pos, a call of another package's
// tools or a registration of them (Label.Dispatch, Result.Dispatched).
func (e *engine) dispatchKey(pos token.Pos) string {
	p := e.pass.Fset.Position(pos)
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// recordReturns records in Result.Dispatched, under dispatch, the returns
// of tool, another package's tool im, whose error carries a source, and
// returns the name they are reported under: the tool's, else its
// function's.
func (e *engine) recordReturns(dispatch string, im *handlers.Imported, tool ToolErrors) string {
	name := im.Tool
	if name == "" {
		name = shortFunc(im.Name())
	}
	for _, r := range tool.Returns {
		e.dispatchedReturns[dispatch] = append(e.dispatchedReturns[dispatch], DispatchedReturn{Tool: name, Pkg: im.Pkg().Name(), ToolReturn: r})
	}
	return name
}

// toolErrors returns the ToolErrorsFact of pkg by function name, memoized.
func (e *engine) toolErrors(pkg *types.Package) map[string]ToolErrors {
	if m, ok := e.toolErrs[pkg]; ok {
		return m
	}
	var m map[string]ToolErrors
	f := new(ToolErrorsFact)
	if e.pass.ImportPackageFact(pkg, f) {
		m = make(map[string]ToolErrors, len(f.Tools))
		for _, t := range f.Tools {
			m[t.Func] = t
		}
	}
	e.toolErrs[pkg] = m
	return m
}

// toolList names the tools of package pkg whose errors carry a source:
// a few names, then how many more.
func toolList(names []string, pkg string) string {
	s := "tool " + names[0]
	if len(names) > 1 {
		s = "tools " + strings.Join(names[:min(len(names), maxToolNames)], ", ")
	}
	if n := len(names) - maxToolNames; n > 0 {
		s += fmt.Sprintf(" and %d more", n)
	}
	return s + " of package " + pkg
}

// placeList renders the places a source is produced at: a few, then how
// many more.
func placeList(at []string) string {
	switch {
	case len(at) == 0:
		return ""
	case len(at) > maxToolNames:
		return fmt.Sprintf("%s and %d more places", strings.Join(at[:maxToolNames], ", "), len(at)-maxToolNames)
	case len(at) > 1:
		return strings.Join(at[:len(at)-1], ", ") + " and " + at[len(at)-1]
	}
	return at[0]
}

// sortPlaces sorts "file.go:line" places by file, then line.
func sortPlaces(at []string) {
	split := func(p string) (string, int) {
		i := strings.LastIndexByte(p, ':')
		if i < 0 {
			return p, 0
		}
		n, _ := strconv.Atoi(p[i+1:])
		return p[:i], n
	}
	slices.SortFunc(at, func(a, b string) int {
		fa, la := split(a)
		fb, lb := split(b)
		if c := strings.Compare(fa, fb); c != 0 {
			return c
		}
		return la - lb
	})
}

// shortFunc returns the last part of a function's full name:
// "(*example.com/tools.Registry).list" → "Registry.list".
func shortFunc(full string) string {
	s := strings.NewReplacer("(", "", ")", "", "*", "").Replace(full)
	if i := strings.LastIndex(s, "/"); i >= 0 {
		s = s[i+1:]
	}
	if i := strings.Index(s, "."); i >= 0 && strings.Count(s, ".") > 1 {
		s = s[i+1:]
	}
	return s
}
