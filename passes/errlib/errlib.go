// Package errlib is what mcplint knows about Go's error libraries: which
// functions derive an error that keeps another in its chain, which
// libraries' functions keep the text of the errors they are given, and
// which libraries' errors print a stack trace. It is the one place this
// knowledge lives; discovery (passes/handlers), the return model
// (passes/results, passes/nilflow) and taint tracking (passes/taint) ask it.
//
// It knows nothing about MCP: the SDKs are passes/sdk's.
package errlib

import (
	"go/types"
	"strings"
)

// A library is an error library and what its functions do.
type library struct {
	path string
	// wrappers are the functions that derive an error keeping their
	// error arguments in its chain.
	wrappers []string
	// stack reports whether the library's errors print a stack trace
	// with %+v.
	stack bool
	// framework marks a package that is more than an error library (an
	// RPC framework): only its wrappers keep their arguments' text.
	framework bool
}

// libraries lists the error libraries mcplint knows, beside the standard
// library's fmt.Errorf and errors.Join.
var libraries = []library{
	{path: "github.com/pkg/errors", stack: true,
		wrappers: []string{"Wrap", "Wrapf", "WithMessage", "WithMessagef", "WithStack", "Errorf"}},
	{path: "github.com/cockroachdb/errors", stack: true,
		wrappers: []string{"Wrap", "Wrapf", "WithMessage", "WithMessagef", "WithStack", "Errorf", "WithHint", "WithDetail"}},
	{path: "golang.org/x/xerrors", stack: true,
		wrappers: []string{"Errorf"}},
	{path: "github.com/go-errors/errors", stack: true},
	{path: "github.com/hashicorp/go-multierror",
		wrappers: []string{"Append", "Prefix"}},
	{path: "go.uber.org/multierr",
		wrappers: []string{"Append", "Combine"}},
	{path: "emperror.dev/errors", stack: true,
		wrappers: []string{"Wrap", "Wrapf", "WithMessage", "WithMessagef", "WithStack", "Errorf", "Append", "Combine", "WithDetails"}},
	{path: "github.com/rotisserie/eris", stack: true,
		wrappers: []string{"Wrap", "Wrapf"}},
	{path: "github.com/ztrue/tracerr", stack: true,
		wrappers: []string{"Wrap"}},
	{path: "github.com/palantir/stacktrace", stack: true,
		wrappers: []string{"Propagate"}},
	{path: "github.com/juju/errors",
		wrappers: []string{"Annotate", "Annotatef", "Trace", "Wrap", "Wrapf"}},
	{path: "github.com/gogf/gf/v2/errors/gerror", stack: true,
		wrappers: []string{"Wrap", "Wrapf", "WrapCode", "WrapCodef", "WrapSkip", "WrapSkipf", "WrapCodeSkip", "WrapCodeSkipf"}},
	// Connect's errors print their code and the wrapped error's text
	// ("internal: pq: password authentication failed …").
	{path: "connectrpc.com/connect", framework: true, wrappers: []string{"NewError"}},
	{path: "github.com/bufbuild/connect-go", framework: true, wrappers: []string{"NewError"}},
}

// of returns the library that the package path belongs to (the library
// itself or one of its subpackages), or nil.
func of(path string) *library {
	for i := range libraries {
		l := &libraries[i]
		if path == l.path || strings.HasPrefix(path, l.path+"/") {
			return l
		}
	}
	return nil
}

// Wraps reports whether fn derives a new error that keeps its error
// arguments in its chain and their text in its own: fmt.Errorf (its %w
// operands), errors.Join, and the wrapping functions of the known error
// libraries (github.com/pkg/errors.Wrap and the like). Which arguments
// are kept is nilflow.WrappedArgs's business.
func Wraps(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch path := fn.Pkg().Path(); path {
	case "fmt":
		return fn.Name() == "Errorf"
	case "errors":
		return fn.Name() == "Join"
	default:
		if sig, ok := fn.Type().(*types.Signature); !ok || sig.Recv() != nil {
			return false
		}
		l := of(path)
		if l == nil || l.path != path {
			return false
		}
		for _, w := range l.wrappers {
			if fn.Name() == w {
				return true
			}
		}
		return false
	}
}

// KeepsText reports whether the package at path is (part of) an error
// library, whose functions return errors and texts derived from their
// arguments. An RPC framework's wrappers keep their arguments' text too,
// but not its other functions: see Wraps.
func KeepsText(path string) bool {
	l := of(path)
	return l != nil && !l.framework
}

// PrintsStack reports whether the package at path is (part of) an error
// library whose errors print a stack trace when formatted with %+v.
func PrintsStack(path string) bool {
	l := of(path)
	return l != nil && l.stack
}
