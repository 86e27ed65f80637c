package taint

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Servers read their settings through a small helper of a utility
// package, the variable's name given by the caller:
//
//	func GetEnv(key, fallback string) string { // package utils
//		if v, ok := os.LookupEnv(key); ok {
//			return v
//		}
//		return fallback
//	}
//	…
//	addr := utils.GetEnv("TFE_ADDRESS", defaultAddress) // package client
//
// Within a package, configured follows the helper's returns; EnvGetterFact
// tells the packages that import it which parameter names the variable.

// EnvGetterFact marks an exported function whose string result is the
// value of the environment variable its parameter Key names, or, on its
// other returns, its parameter Fallback (-1: a constant) or a constant.
type EnvGetterFact struct{ Key, Fallback int }

// AFact marks EnvGetterFact as an analysis fact.
func (*EnvGetterFact) AFact() {}

func (f *EnvGetterFact) String() string { return "environment getter" }

// exportEnvGetters exports an EnvGetterFact for each environment getter
// of the package.
func (e *engine) exportEnvGetters() {
	for _, fn := range e.funcs {
		obj, ok := fn.Object().(*types.Func)
		res := fn.Signature.Results()
		if !ok || fn.Parent() != nil || !obj.Exported() || res.Len() != 1 || !stringish(res.At(0).Type()) {
			continue
		}
		if f, ok := envGetter(fn); ok {
			e.pass.ExportObjectFact(obj, &f)
		}
	}
}

// envGetter reports whether fn returns, on every return, the environment
// variable one parameter names, another parameter or a constant, with at
// least one return reading the environment.
func envGetter(fn *ssa.Function) (EnvGetterFact, bool) {
	f := EnvGetterFact{Key: -1, Fallback: -1}
	var edge func(v ssa.Value, depth int) bool
	edge = func(v ssa.Value, depth int) bool {
		if depth > 3 {
			return false
		}
		switch x := v.(type) {
		case *ssa.Const:
			return true
		case *ssa.Parameter:
			i := slices.Index(fn.Params, x)
			if i < 0 || f.Fallback >= 0 && f.Fallback != i {
				return false
			}
			f.Fallback = i
			return true
		case *ssa.Phi:
			for _, v := range x.Edges {
				if !edge(v, depth+1) {
					return false
				}
			}
			return true
		}
		key := envKeyArg(v)
		p, ok := key.(*ssa.Parameter)
		if !ok {
			return false
		}
		i := slices.Index(fn.Params, p)
		if i < 0 || f.Key >= 0 && f.Key != i {
			return false
		}
		f.Key = i
		return true
	}
	for _, ret := range returnsOf(fn) {
		if ret.Block() == fn.Recover {
			continue
		}
		if !edge(irutil.ReturnedValue(ret, 0), 0) {
			return f, false
		}
	}
	return f, f.Key >= 0 && f.Key != f.Fallback
}

// envKeyArg returns the argument naming the variable when v reads the
// environment (os.Getenv(k), syscall.Getenv(k), the value of
// os.LookupEnv(k)), or nil.
func envKeyArg(v ssa.Value) ssa.Value {
	var call *ssa.Call
	switch x := v.(type) {
	case *ssa.Call:
		call = x
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			call = c
		}
	}
	if call == nil {
		return nil
	}
	obj := irutil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || len(call.Common().Args) == 0 {
		return nil
	}
	if getenvFunc(obj) || obj.Pkg().Path() == "os" && obj.Name() == "LookupEnv" {
		return call.Common().Args[0]
	}
	return nil
}

// getenvFunc reports whether obj is os.Getenv or syscall.Getenv.
func getenvFunc(obj *types.Func) bool {
	if obj == nil || obj.Pkg() == nil || obj.Name() != "Getenv" {
		return false
	}
	path := obj.Pkg().Path()
	return path == "os" || path == "syscall"
}

// envFuncArg returns the argument naming the variable when call calls
// os.Getenv through a function value: a parameter every call gives
// os.Getenv, or a variable set to it (`run(os.Args, os.Getenv)`, for
// tests to give another); nil otherwise.
func (e *engine) envFuncArg(call *ssa.Call) ssa.Value {
	c := call.Common()
	if c.IsInvoke() || len(c.Args) != 1 || irutil.StaticFunc(c) != nil || !e.getenvValue(c.Value, 0) {
		return nil
	}
	return c.Args[0]
}

// getenvValue reports whether the function value v is os.Getenv (or
// syscall.Getenv) wherever it comes from: a closure's captured variable,
// a parameter every call of the package gives it, a package variable
// initialized to it.
func (e *engine) getenvValue(v ssa.Value, depth int) bool {
	if v == nil || depth > 4 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Function:
		obj, _ := x.Object().(*types.Func)
		return getenvFunc(obj)
	case *ssa.FreeVar:
		return e.getenvValue(e.binding(x.Parent(), x), depth+1)
	case *ssa.Parameter:
		args, _ := e.passedArgs(x)
		for _, a := range args {
			if !e.getenvValue(a, depth+1) {
				return false
			}
		}
		return len(args) > 0
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			return e.getenvValue(e.globalInit(g), depth+1)
		}
		// A parameter a closure captures, in its cell.
		if stored, _, _ := e.cellValue(x.Parent(), x); stored != nil {
			return e.getenvValue(stored, depth+1)
		}
	}
	return false
}

// envGetterCall says which environment variable call, a call of an
// environment getter of the package or of another (EnvGetterFact), reads
// when the fallback it gives is a constant or configured itself; ""
// otherwise.
func (e *engine) envGetterCall(call *ssa.Call, anyName bool, depth int) string {
	c := call.Common()
	fn, obj := irutil.StaticCallee(c)
	var f EnvGetterFact
	switch {
	case fn != nil && fn.Pkg == e.pkg && fn.Blocks != nil:
		var ok bool
		if f, ok = envGetter(fn); !ok {
			return ""
		}
	case obj == nil || obj.Pkg() == nil || obj.Pkg() == e.pass.Pkg || !e.pass.ImportObjectFact(obj.Origin(), &f):
		return ""
	}
	if f.Key >= len(c.Args) || f.Fallback >= len(c.Args) {
		return ""
	}
	if f.Fallback >= 0 {
		if _, ok := c.Args[f.Fallback].(*ssa.Const); !ok && e.configured(c.Args[f.Fallback], anyName, depth+1) == "" {
			return ""
		}
	}
	if k, ok := constString(c.Args[f.Key]); ok {
		return "$" + k
	}
	return "the environment"
}
