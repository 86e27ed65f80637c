package analyzers

import (
	"flag"
	"fmt"
	"go/types"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// modulePrefix is the prefix of the qualified names of this module's
// functions: only our own analyzers are hardened, never those of x/tools
// that other suites in the same process (golangci-lint) share.
const modulePrefix = "github.com/mcplint/mcplint/"

// An InternalError is a panic in a check or in a pass it requires,
// caught by [Harden].
type InternalError struct {
	Pass    string // name of the analyzer that panicked
	Package string // path of the package it was analyzing
	Value   string // the panic value
	Site    string // "file.go:line in function" of the panic, if known
}

// Error implements the error interface: "internal error: PASS panicked
// on PACKAGE: VALUE (at SITE)".
func (e *InternalError) Error() string {
	msg := fmt.Sprintf("internal error: %s panicked on %s: %s", e.Pass, e.Package, e.Value)
	if e.Site != "" {
		msg += " (at " + e.Site + ")"
	}
	return msg + "; please report it"
}

var (
	hardenMu       sync.Mutex
	hardened       = make(map[*analysis.Analyzer]bool)
	nextFailedFact int // index in failedFactTypes of the next one to give

	// failures records the panics of internal passes, by pass and
	// package, for the passes and checks that require them.
	failuresMu sync.Mutex
	failures   = make(map[failureKey]*InternalError)
)

type failureKey struct {
	a   *analysis.Analyzer
	pkg *types.Package
}

// Harden makes the checks, and every pass they require that belongs to
// mcplint, safe to run in any driver (standalone, go vet, golangci-lint):
//
//   - A panic in a check becomes its error, an [*InternalError] naming
//     the check and the package, and the driver goes on with the rest of
//     the run. A panic in a pass is recorded, the pass returns the zero
//     result, and every check that requires it, directly or through
//     other passes, fails with that error instead of running. (Drivers
//     show the error of a check, but only "failed prerequisites" for a
//     pass, which would hide what happened and where.)
//   - A panic in a pass or check with facts, on a package, also fails it
//     on every package that imports that one, directly or not, with the
//     same error: its facts there are missing, and the findings of the
//     importers would change without a word. The failure travels as a
//     fact (a type Harden adds to the analyzer's FactTypes), so it crosses
//     packages in every driver, go vet's separate processes included.
//   - A flag whose usage starts with "regexp" only accepts a valid
//     regular expression: a bad value is a command-line error naming the
//     flag, not a silent fallback to the default.
//
// It changes the analyzers in place, each once; [All] calls it.
func Harden(checks []*analysis.Analyzer) {
	hardenMu.Lock()
	defer hardenMu.Unlock()
	isCheck := make(map[*analysis.Analyzer]bool)
	for _, a := range checks {
		isCheck[a] = true
	}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if hardened[a] {
			return
		}
		hardened[a] = true
		for _, req := range a.Requires {
			visit(req)
		}
		if a.Run == nil || !strings.HasPrefix(funcName(a.Run), modulePrefix) {
			return
		}
		var newFailed func() failedFact
		if len(a.FactTypes) > 0 {
			if nextFailedFact == len(failedFactTypes) {
				panic("analyzers.Harden: more analyzers with facts than failedFactTypes; add one")
			}
			newFailed = failedFactTypes[nextFailedFact]
			nextFailedFact++
			a.FactTypes = append(slices.Clip(a.FactTypes), newFailed())
		}
		a.Run = recovering(a, a.Run, isCheck[a], newFailed)
		a.Flags.VisitAll(func(f *flag.Flag) {
			if strings.HasPrefix(f.Usage, "regexp") {
				f.Value = &regexpValue{f.Value}
			}
		})
	}
	for _, a := range checks {
		visit(a)
	}
}

// funcName returns the qualified name of the function fn.
func funcName(fn any) string {
	if f := runtime.FuncForPC(reflect.ValueOf(fn).Pointer()); f != nil {
		return f.Name()
	}
	return ""
}

// recovering returns the Run function of analyzer a, with panics caught.
// newFailed, for an analyzer with facts, makes the fact that marks a
// package it failed on.
func recovering(a *analysis.Analyzer, run func(*analysis.Pass) (any, error), isCheck bool, newFailed func() failedFact) func(*analysis.Pass) (any, error) {
	fail := func(pass *analysis.Pass, ie *InternalError) (any, error) {
		if newFailed != nil && pass.Pkg != nil {
			f := newFailed()
			*f.internal() = *ie
			pass.ExportPackageFact(f)
		}
		if isCheck {
			return nil, ie
		}
		failuresMu.Lock()
		failures[failureKey{a, pass.Pkg}] = ie
		failuresMu.Unlock()
		if a.ResultType == nil {
			return nil, nil
		}
		return reflect.Zero(a.ResultType).Interface(), nil
	}
	return func(pass *analysis.Pass) (result any, err error) {
		if ie := requiredFailure(a, pass.Pkg); ie != nil {
			return fail(pass, ie)
		}
		if ie := importedFailure(pass, newFailed); ie != nil {
			return fail(pass, ie)
		}
		defer func() {
			if r := recover(); r != nil {
				ie := &InternalError{Pass: a.Name, Value: fmt.Sprint(r), Site: panicSite()}
				if pass.Pkg != nil {
					ie.Package = pass.Pkg.Path()
				}
				result, err = fail(pass, ie)
			}
		}()
		return run(pass)
	}
}

// PassFailure returns the panic recorded for the pass a on pkg, after
// which a returned its zero result (see [Harden]), or nil. A driver that
// shows the result of a pass itself, rather than of the checks that
// require it (mcplint -handlers), reports it as the pass's error.
func PassFailure(a *analysis.Analyzer, pkg *types.Package) *InternalError {
	failuresMu.Lock()
	defer failuresMu.Unlock()
	return failures[failureKey{a, pkg}]
}

// requiredFailure returns the recorded panic of a pass that a requires,
// on pkg, if any.
func requiredFailure(a *analysis.Analyzer, pkg *types.Package) *InternalError {
	failuresMu.Lock()
	defer failuresMu.Unlock()
	if len(failures) == 0 {
		return nil
	}
	for _, req := range a.Requires {
		if ie := failures[failureKey{req, pkg}]; ie != nil {
			return ie
		}
	}
	return nil
}

// importedFailure returns the failure of the analyzer of pass on a
// package that pass's package imports, as recorded by its failedFact, if
// any. (The failure of a package further down was recorded on the import
// that leads to it.)
func importedFailure(pass *analysis.Pass, newFailed func() failedFact) *InternalError {
	if newFailed == nil || pass.Pkg == nil {
		return nil
	}
	for _, imp := range pass.Pkg.Imports() {
		if f := newFailed(); pass.ImportPackageFact(imp, f) {
			return f.internal()
		}
	}
	return nil
}

// A failedFact marks a package on which an analyzer with facts failed.
type failedFact interface {
	analysis.Fact
	internal() *InternalError
}

// failedFactOf is the failedFact of one analyzer: analysis requires each
// fact type to belong to one analyzer, and T tells them apart.
type failedFactOf[T any] struct{ Err InternalError }

func (*failedFactOf[T]) AFact()                     {}
func (f *failedFactOf[T]) String() string           { return "failed: " + f.Err.Error() }
func (f *failedFactOf[T]) internal() *InternalError { return &f.Err }

// failedFactTypes are the failedFact types Harden hands out, one per
// analyzer with facts, in order.
var failedFactTypes = []func() failedFact{
	func() failedFact { return new(failedFactOf[[1]struct{}]) },
	func() failedFact { return new(failedFactOf[[2]struct{}]) },
	func() failedFact { return new(failedFactOf[[3]struct{}]) },
	func() failedFact { return new(failedFactOf[[4]struct{}]) },
	func() failedFact { return new(failedFactOf[[5]struct{}]) },
	func() failedFact { return new(failedFactOf[[6]struct{}]) },
	func() failedFact { return new(failedFactOf[[7]struct{}]) },
	func() failedFact { return new(failedFactOf[[8]struct{}]) },
	func() failedFact { return new(failedFactOf[[9]struct{}]) },
	func() failedFact { return new(failedFactOf[[10]struct{}]) },
	func() failedFact { return new(failedFactOf[[11]struct{}]) },
	func() failedFact { return new(failedFactOf[[12]struct{}]) },
	func() failedFact { return new(failedFactOf[[13]struct{}]) },
	func() failedFact { return new(failedFactOf[[14]struct{}]) },
	func() failedFact { return new(failedFactOf[[15]struct{}]) },
	func() failedFact { return new(failedFactOf[[16]struct{}]) },
}

// panicSite returns "FILE:LINE in FUNCTION" for the innermost frame of
// the panicking goroutine outside the runtime, as seen from a deferred
// function, or "" if there is none.
func panicSite() string {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(3, pcs) // skip Callers, panicSite, the deferred func
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if f.Function != "" && !strings.HasPrefix(f.Function, "runtime.") {
			return fmt.Sprintf("%s:%d in %s", filepath.Base(f.File), f.Line, f.Function)
		}
		if !more {
			return ""
		}
	}
}

// regexpValue is a flag value that must be a valid regular expression.
type regexpValue struct{ flag.Value }

// Set implements [flag.Value]; the flag package names the flag in the
// error message.
func (v *regexpValue) Set(s string) error {
	if _, err := regexp.Compile(s); err != nil {
		return fmt.Errorf("not a valid regular expression: %v", err)
	}
	return v.Value.Set(s)
}

// String implements [flag.Value]. The flag package calls it on a zero
// regexpValue, with no wrapped value, to tell whether a default is worth
// printing (flag.PrintDefaults): that is the empty pattern.
func (v *regexpValue) String() string {
	if v == nil || v.Value == nil {
		return ""
	}
	return v.Value.String()
}

// Get implements [flag.Getter].
func (v *regexpValue) Get() any {
	if g, ok := v.Value.(flag.Getter); ok {
		return g.Get()
	}
	return v.Value.String()
}
