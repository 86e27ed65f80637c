package taint

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// dbOpeners are the functions that open a database from a data source
// name (their first string argument after the driver name, if any).
var dbOpeners = map[string]bool{
	"database/sql.Open":                   true,
	"github.com/jmoiron/sqlx.Open":        true,
	"github.com/jmoiron/sqlx.Connect":     true,
	"github.com/jackc/pgx/v5.Connect":     true,
	"github.com/jackc/pgx/v4.Connect":     true,
	"github.com/jackc/pgx/v5/pgxpool.New": true,
}

// modelDatabase reports whether recv, the receiver of a database call,
// is a database the function opened itself from a data source name the
// model gave (a tool argument): a connection test of the model's DSN
// fails with the model's own address, which is no secret to it.
//
//	dsn := req.GetString("connection_string", "")
//	db, err := sql.Open(driver, dsn)
//	if err := db.PingContext(ctx); err != nil { … err … } // not a source
func modelDatabase(recv ssa.Value) bool {
	ext, ok := irutil.UnwrapInterface(recv).(*ssa.Extract)
	if !ok || ext.Index != 0 {
		return false
	}
	call, ok := ext.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	fn := irutil.StaticFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || !dbOpeners[fn.Pkg().Path()+"."+fn.Name()] {
		return false
	}
	args := call.Common().Args
	if len(args) == 0 {
		return false
	}
	dsn := args[0]
	if len(args) >= 2 {
		dsn = args[1] // Open(driverName, dsn), Connect(ctx, connString)
	}
	return fromModel(dsn)
}

// fromModel reports whether v is computed from the call-tool request (or a
// typed handler's input) and constants only, the request reached.
func fromModel(v ssa.Value) bool {
	w := &requestWalk{seen: map[ssa.Value]bool{}}
	return w.from(v, 0) && w.reached
}

// modelAddress reports whether the address a net function of obj dials or
// looks up (its string parameter named address, addr, host or name) is
// the model's: a tool's connectivity check of a host the model gave
// fails with the model's own address, which is no secret to it.
//
//	c, err := net.DialTimeout("tcp", in.Host, 2*time.Second) // not a source
//
// So is the parameter of an unexported function of the package that
// every call passes the model's address (a helper `reach(addr string)`
// the handler gives its argument).
func (e *engine) modelAddress(obj *types.Func, arg func(int) ssa.Value) bool {
	i := addressArg(obj)
	return i >= 0 && (fromModel(arg(i)) || e.passedFromModel(arg(i)))
}

// addressArg returns the index of the address parameter of obj, a net
// function (its first string parameter named address, addr, host or
// name), or -1.
func addressArg(obj *types.Func) int {
	params := obj.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		p := params.At(i)
		if irutil.IsString(p.Type()) && slices.Contains([]string{"address", "addr", "host", "name"}, p.Name()) {
			return i
		}
	}
	return -1
}

// addressParam returns the index of the parameter of fn, a package-level
// function, that the address a net function of obj is given (see
// modelAddress) is computed from, with constants and the standard
// library's parsing (`u, _ := url.Parse(raw); net.LookupIP(u.Hostname())`
// in `func Check(raw string) error`): its calls decide whether it is the
// model's (resolveURLParam). It returns -1 otherwise.
func addressParam(fn *ssa.Function, obj *types.Func, arg func(int) ssa.Value) int {
	i := addressArg(obj)
	if fn == nil || fn.Parent() != nil || i < 0 {
		return -1
	}
	w := &requestWalk{seen: map[ssa.Value]bool{}, fn: fn, param: -1}
	if w.from(arg(i), 0) && w.param >= 0 && !w.reached {
		return w.param
	}
	return -1
}

// passedFromModel reports whether v is a parameter of an unexported
// package-level function of the package that every call in the package
// passes a value of the model's (fromModel), and there is such a call.
func (e *engine) passedFromModel(v ssa.Value) bool {
	p, ok := v.(*ssa.Parameter)
	if !ok {
		return false
	}
	if obj, ok := p.Parent().Object().(*types.Func); !ok || obj.Exported() {
		return false
	}
	args, ok := irutil.PassedArgs(e.funcs, p)
	if !ok || len(args) == 0 {
		return false
	}
	for _, a := range args {
		if !fromModel(a) {
			return false
		}
	}
	return true
}

// requestWalk follows a value back to where it comes from.
type requestWalk struct {
	seen    map[ssa.Value]bool
	reached bool // a call-tool request parameter was reached
	// fn, when set, is a function whose one string parameter counts as
	// the request: param is its index once reached (-1 before; a second
	// parameter fails the walk).
	fn    *ssa.Function
	param int
}

// from reports whether v is computed from the call-tool request a handler
// was given and constants, nothing configured: every way back reaches a
// parameter of a call-tool request type or a constant (w.reached says
// whether the request was reached at all).
func (w *requestWalk) from(v ssa.Value, depth int) bool {
	if v == nil || depth > 12 {
		return false
	}
	if w.seen[v] {
		return true
	}
	w.seen[v] = true
	switch x := v.(type) {
	case *ssa.Parameter:
		if sdk.IsCallToolRequest(x.Type()) || typedInput(x) {
			w.reached = true
			return true
		}
		if w.fn != nil && x.Parent() == w.fn && irutil.IsString(x.Type()) {
			i := slices.Index(w.fn.Params, x)
			if w.param >= 0 && w.param != i {
				return false
			}
			w.param = i
			return true
		}
		return false
	case *ssa.Const:
		return true
	case *ssa.Alloc:
		// A spilled local (a request value whose address is taken):
		// what is stored into it.
		stored := false
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x {
				if !w.from(st.Val, depth+1) {
					return false
				}
				stored = true
			}
		}
		return stored
	case *ssa.Global, *ssa.FreeVar, *ssa.Function:
		return false
	case *ssa.Phi:
		for _, e := range x.Edges {
			if !w.from(e, depth+1) {
				return false
			}
		}
		return true
	case *ssa.Call:
		// A helper reading an argument (getStringArg(args, "dsn"),
		// req.GetString("dsn", "")): from the request when its
		// arguments (and receiver) are.
		if x.Call.IsInvoke() || x.Call.StaticCallee() == nil {
			return false
		}
		if fn := irutil.StaticFunc(&x.Call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "os" {
			return false // the environment is configuration
		}
		if len(x.Call.Args) == 0 {
			return false
		}
		for _, a := range x.Call.Args {
			if !w.from(a, depth+1) {
				return false
			}
		}
		return true
	case ssa.Instruction:
		ops := x.Operands(nil)
		if len(ops) == 0 {
			return false
		}
		any := false
		for _, op := range ops {
			if op == nil || *op == nil {
				continue
			}
			if !w.from(*op, depth+1) {
				return false
			}
			any = true
		}
		return any
	}
	return false
}

// typedInput reports whether p is the input of a typed handler (go-sdk's
// ToolHandlerFor[In, Out], mcp-go's typed and structured handlers).
func typedInput(p *ssa.Parameter) bool {
	fn := p.Parent()
	if fn == nil {
		return false
	}
	in := sdk.ShapeOf(fn.Signature).InputIndex()
	// fn.Params holds the receiver first, the signature does not.
	return in >= 0 && slices.Index(fn.Params, p) == in+len(fn.Params)-fn.Signature.Params().Len()
}
