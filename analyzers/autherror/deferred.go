package autherror

import (
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/handlers"
	"github.com/mcplint/mcplint/passes/identity"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
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
// caller's identity.
type Deferred struct {
	Pkg, Key string
	Pos, End report.Position
	Message  string
}

// claim names the deferred failures of one package under one key.
func (d Deferred) claim() string { return d.Pkg + " " + d.Key }

// AFact marks DeferredFact as an analysis fact.
func (*DeferredFact) AFact() {}

func (f *DeferredFact) String() string {
	var keys []string
	for _, d := range f.Failures {
		if !slices.Contains(keys, d.Key) {
			keys = append(keys, d.Key)
		}
	}
	return "autherror deferred under " + strings.Join(keys, ", ")
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
			if slices.Contains(found, f) {
				continue
			}
			out = append(out, Deferred{
				Pkg: pass.Pkg.Path(), Key: key, Message: f.msg,
				Pos: scope.PositionOf(pass.Analyzer.Name, f.pos),
				End: scope.PositionOf(pass.Analyzer.Name, f.end),
			})
		}
	}
	return out
}

// settleDeferred reports the failures that imported packages deferred
// under a key this package knows holds identity, unless a package on the
// way reported them already, and exports the package's own deferred
// failures with those it carries on (under keys it does not know), and
// what it and its imports reported.
func settleDeferred(pass *analysis.Pass, id *identity.Result, scope *report.Scope, own []Deferred) {
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
	for _, d := range incoming {
		switch {
		case done[d.claim()]:
		case id.Knows(d.Key):
			reported[d.claim()] = true
			if !report.Honour(pass.Analyzer.Name, d.Pos) {
				continue
			}
			pos, _ := scope.Foreign(d.Pos)
			end, _ := scope.Foreign(d.End)
			pass.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "autherror", Message: d.Message})
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
