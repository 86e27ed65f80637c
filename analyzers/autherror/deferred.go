package autherror

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/identity"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A tools package that reads the caller from a context key stored by the
// HTTP layer of a package that imports it (package main's context
// function) cannot know the key holds identity: facts flow the other way.
// It finds what it would report if the key held identity and defers those
// failures, in a DeferredFact, to the package that stores identity under
// the key, which reports them at the tools' lines. The same findings
// therefore come out whichever driver runs mcplint, standalone or go vet.

// DeferredFact lists the failures of a package, and those of the packages
// it imports that no package on the way reported, that hold if a context
// key their package reads holds the caller's identity. A package carries
// its imports' open failures on: go vet gives a package the facts of its
// direct imports only.
type DeferredFact struct{ Failures []Deferred }

// Deferred is a failure of the package at path Pkg that holds if the
// context value under Key (in the identity pass's key form) is the
// caller's identity, and, when Func is set, if a package registers the
// handler that leaves Pkg through Func (at its result Result, -1 for Func
// itself; handlers.Origin) as a tool. Key is "" for a failure that needs
// no identity key.
type Deferred struct {
	Pkg, Key string
	Func     string
	Result   int
	Pos, End report.Position
	Message  string
	// Routed says that Message names the answer only as "an error", which
	// the registering package's routing makes precise.
	Routed bool
}

// claim names the deferred failures of one package under one key, or of
// one unregistered handler.
func (d Deferred) claim() string {
	if d.Func != "" {
		return fmt.Sprintf("%s %s %s#%d", d.Pkg, d.Key, d.Func, d.Result)
	}
	return d.Pkg + " " + d.Key
}

// deferral returns f, found in the package of pass, deferred under key.
func deferral(pass *analysis.Pass, scope *report.Scope, f failure, key string) Deferred {
	return Deferred{
		Pkg: pass.Pkg.Path(), Key: key, Func: f.origin.Name(), Result: f.origin.Result,
		Message: f.msg, Routed: f.routed,
		Pos: scope.PositionOf(pass.Analyzer.Name, f.pos),
		End: scope.PositionOf(pass.Analyzer.Name, f.end),
	}
}

// AFact marks DeferredFact as an analysis fact.
func (*DeferredFact) AFact() {}

func (f *DeferredFact) String() string {
	var waits []string
	for _, d := range f.Failures {
		for _, w := range []string{d.Key, registration(d.Func, d.Result)} {
			if w != "" && !slices.Contains(waits, w) {
				waits = append(waits, w)
			}
		}
	}
	return "autherror deferred under " + strings.Join(waits, ", ")
}

// registration describes the wait for a package to register the handler
// that leaves its package through fn (at result), "" for none.
func registration(fn string, result int) string {
	switch {
	case fn == "":
		return ""
	case result >= 0:
		return fmt.Sprintf("registration of %s#%d", fn, result)
	}
	return "registration of " + fn
}

// ReportedFact lists the deferred failures a package or one it imports
// reported, by the deferring package's path and key, so that the packages
// importing it (which know the key too) do not report them again.
type ReportedFact struct{ Reported []string }

// AFact marks ReportedFact as an analysis fact.
func (*ReportedFact) AFact() {}

func (f *ReportedFact) String() string {
	return "autherror reported " + strings.Join(f.Reported, ", ")
}

// deferAssumed returns the failures the package's handlers would return
// if a context key they read (directly or through another package's
// getter) held identity, beyond those found (already reported).
func deferAssumed(pass *analysis.Pass, hres *handlers.Result, model *results.Result, id *identity.Result, scope *report.Scope, found []failure) []Deferred {
	if len(hres.Handlers)+len(hres.Middleware) == 0 {
		return nil
	}
	var out []Deferred
	for _, key := range id.OpenKeys() {
		for _, f := range failures(hres, model, id.Assume(key), scope) {
			if !slices.Contains(found, f) {
				out = append(out, deferral(pass, scope, f, key))
			}
		}
	}
	return out
}

// settleDeferred reports the failures that imported packages deferred
// under a key this package knows holds identity (or none) of a handler
// this package registers (or of any), unless a package on the way
// reported them already, and exports the package's own deferred failures
// with those it carries on (under keys it does not know, of handlers it
// does not register), and what it and its imports reported.
func settleDeferred(pass *analysis.Pass, hres *handlers.Result, id *identity.Result, scope *report.Scope, own []Deferred) {
	done := map[string]bool{}
	var incoming []Deferred
	for _, pf := range pass.AllPackageFacts() {
		if pf.Package == pass.Pkg {
			continue
		}
		switch f := pf.Fact.(type) {
		case *ReportedFact:
			for _, r := range f.Reported {
				done[r] = true
			}
		case *DeferredFact:
			for _, d := range f.Failures {
				if !slices.Contains(incoming, d) {
					incoming = append(incoming, d) // a failure carried by several imports
				}
			}
		}
	}
	reported := map[string]bool{}
	carried := own
	var regs map[string]sdk.Routing // registrations, once a deferral needs them
	for _, d := range incoming {
		if done[d.claim()] {
			continue
		}
		if d.Func != "" {
			if regs == nil {
				regs = registrations(hres)
			}
			routing, ok := regs[registration(d.Func, d.Result)]
			if !ok {
				carried = append(carried, d)
				continue
			}
			// The handler is a tool: what is left is its key, if any.
			claim := d.claim()
			if d.Routed {
				d.Message = strings.Replace(d.Message, "returned as "+openAnswer+",", "returned as "+routedAnswer(routing)+",", 1)
			}
			d.Func, d.Routed = "", false
			if d.Key == "" {
				reported[claim] = true
				d.report(pass, scope)
				continue
			}
		}
		switch {
		case id.Knows(d.Key):
			reported[d.claim()] = true
			d.report(pass, scope)
		default:
			carried = append(carried, d)
		}
	}
	if len(carried) > 0 {
		pass.ExportPackageFact(&DeferredFact{Failures: carried})
	}
	for r := range reported {
		done[r] = true
	}
	if len(done) > 0 {
		pass.ExportPackageFact(&ReportedFact{Reported: slices.Sorted(maps.Keys(done))})
	}
}

// report reports d, at its own package's lines, unless a directive there
// suppresses it.
func (d Deferred) report(pass *analysis.Pass, scope *report.Scope) {
	if !report.Honour(pass.Analyzer.Name, d.Pos) {
		return
	}
	pos, _ := scope.Foreign(d.Pos)
	end, _ := scope.Foreign(d.End)
	pass.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "autherror", Message: d.Message})
}

// registrations returns the routing of each handler of another package
// that this package registers as a tool, or calls from a tool handler of
// its own that answers with what it returns (`res, out, err :=
// svc.ListLog(ctx, req, args)` in a closure it registers), by the
// handler's origin (registration).
func registrations(hres *handlers.Result) map[string]sdk.Routing {
	out := map[string]sdk.Routing{}
	for _, im := range hres.Imported {
		key := registration(im.Name(), im.Result)
		if _, ok := out[key]; !ok {
			out[key] = im.Routing
		}
	}
	for _, h := range hres.Handlers {
		for _, b := range h.Fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				if obj := irutil.StaticFunc(call.Common()); obj != nil {
					key := registration(obj.FullName(), -1)
					if _, ok := out[key]; !ok {
						out[key] = h.Routing
					}
				}
			}
		}
	}
	return out
}
