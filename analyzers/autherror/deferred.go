package autherror

import (
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

// DeferredFact lists the failures of a package that hold if a context key
// it reads holds the caller's identity.
type DeferredFact struct{ Failures []Deferred }

// Deferred is a failure that holds if the context value under Key (in the
// identity pass's key form) is the caller's identity.
type Deferred struct {
	Key      string
	Pos, End report.Position
	Message  string
}

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

// ReportedFact lists the deferred failures a package reported, by the
// deferring package's path and key, so that the packages importing it
// (which know the key too) do not report them again.
type ReportedFact struct{ Reported []string }

// AFact marks ReportedFact as an analysis fact.
func (*ReportedFact) AFact() {}

func (f *ReportedFact) String() string {
	return "autherror reported " + strings.Join(f.Reported, ", ")
}

// deferAssumed exports the failures the package's handlers would return if
// a context key they read (directly or through another package's getter)
// held identity, beyond those found (already reported).
func deferAssumed(pass *analysis.Pass, hres *handlers.Result, model *results.Result, id *identity.Result, scope *report.Scope, found []failure) {
	if len(hres.Handlers)+len(hres.Middleware) == 0 {
		return
	}
	var fact DeferredFact
	for _, key := range id.OpenKeys() {
		for _, f := range failures(hres, model, id.Assume(key), scope) {
			if slices.Contains(found, f) {
				continue
			}
			fact.Failures = append(fact.Failures, Deferred{
				Key: key, Message: f.msg,
				Pos: scope.PositionOf(pass.Analyzer.Name, f.pos),
				End: scope.PositionOf(pass.Analyzer.Name, f.end),
			})
		}
	}
	if len(fact.Failures) > 0 {
		pass.ExportPackageFact(&fact)
	}
}

// reportDeferred reports the failures that imported packages deferred
// under a key this package knows holds identity, unless a package it
// imports reported them already.
func reportDeferred(pass *analysis.Pass, id *identity.Result, scope *report.Scope) {
	facts := pass.AllPackageFacts()
	done := map[string]bool{}
	for _, pf := range facts {
		if f, ok := pf.Fact.(*ReportedFact); ok && pf.Package != pass.Pkg {
			for _, r := range f.Reported {
				done[r] = true
			}
		}
	}
	var reported []string
	for _, pf := range facts {
		f, ok := pf.Fact.(*DeferredFact)
		if !ok || pf.Package == pass.Pkg {
			continue
		}
		for _, d := range f.Failures {
			claim := pf.Package.Path() + " " + d.Key
			if done[claim] || !id.Knows(d.Key) {
				continue
			}
			if !slices.Contains(reported, claim) {
				reported = append(reported, claim)
			}
			if !report.Honour(pass.Analyzer.Name, d.Pos) {
				continue
			}
			pos, _ := scope.Foreign(d.Pos)
			end, _ := scope.Foreign(d.End)
			pass.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "autherror", Message: d.Message})
		}
	}
	if len(reported) > 0 {
		slices.Sort(reported)
		pass.ExportPackageFact(&ReportedFact{Reported: reported})
	}
}
