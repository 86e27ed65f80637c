package nilflow

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/errlib"
	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// otherErrText reports whether string value v contains the text of an
// error that is not [ArgumentsError]: the error of a failed call doing
// the tool's work rather than of reading its arguments.
func otherErrText(v ssa.Value, depth int) bool {
	return errText(v, depth, func(err ssa.Value) bool { return err == nil || !ArgumentsError(err) })
}

// ArgumentsError reports whether error value v is the failure of reading
// a tool's arguments, on every path where it is not nil: the error of an
// SDK argument helper (`req.RequireString`, `BindArguments`), of a
// decoding or parsing function given the arguments or values read from
// them (`json.Unmarshal(req.Params.Arguments, &a)`, `strconv.Atoi(a.Count)`),
// of a same-package helper given them whose errors are such or made by
// the code (`decode(req)`, `validate(in)` returning `fmt.Errorf("path is %d
// bytes long", n)`), or one the code makes itself; also wrapped
// (`fmt.Errorf("bad arguments: %w", err)`). A failed call of the tool's
// work (`os.Stat(a.Path)`, a helper given no arguments) is not.
func ArgumentsError(v ssa.Value) bool { return argumentsError(v, 0) }

func argumentsError(v ssa.Value, depth int) bool {
	if depth > 3 {
		return false
	}
	some := false
	for _, d := range Sources(v) {
		if k, ok := d.(*ssa.Const); ok && k.IsNil() {
			continue
		}
		some = true
		if !argumentsSource(d, depth) {
			return false
		}
	}
	return some
}

// argumentsSource is [ArgumentsError] for d, one definition of the error.
func argumentsSource(d ssa.Value, depth int) bool {
	if StaticError(d) {
		return true
	}
	call, _ := irutil.CallResult(d)
	if call == nil {
		return false
	}
	c := call.Common()
	fn := irutil.StaticFunc(c)
	callee := c.StaticCallee()
	switch {
	case readsArguments(c, fn, false):
		return true
	case errlib.Wraps(fn):
		return errorOperands(c, func(op ssa.Value) bool { return argumentsError(op, depth+1) })
	case callee != nil && callee.Blocks != nil && callee.Pkg == call.Parent().Pkg:
		return givenArguments(c, 0, false) && madeFromArguments(d, depth)
	}
	return false
}

// readsArguments reports whether call c of fn fails only as reading the
// arguments does: an SDK argument helper, errors.New, or a parser given
// the arguments (inHelper: also the parameters of the function c is in,
// see givenArguments).
func readsArguments(c *ssa.CallCommon, fn *types.Func, inHelper bool) bool {
	return sdk.IsArgumentHelper(fn) || isFunc(fn, "errors", "New") || parses(fn) && givenArguments(c, 0, inHelper)
}

// madeFromArguments reports whether every error a same-package helper's
// call d returns (its [Chain]) is one the helper makes itself or the
// failure of reading the arguments it is given.
func madeFromArguments(d ssa.Value, depth int) bool {
	if depth > 3 {
		return false
	}
	links := Chain(d, errlib.Wraps)
	for _, l := range links {
		if StaticError(l.Value) {
			continue
		}
		call, _ := irutil.CallResult(l.Value)
		if call == nil {
			return false
		}
		c := call.Common()
		fn := irutil.StaticFunc(c)
		switch {
		case readsArguments(c, fn, true):
		case errlib.Wraps(fn):
			// Its %w operands are links of their own; one printed with %v
			// is read too.
			wrapped := WrappedArgs(c, fn)
			if !errorOperands(c, func(op ssa.Value) bool {
				return slices.Contains(wrapped, op) || madeFromArguments(op, depth+1)
			}) {
				return false
			}
		default:
			return false
		}
	}
	return len(links) > 0
}

// errorOperands reports whether ok holds for every error operand of call
// c (the variadic ones of fmt.Errorf included).
func errorOperands(c *ssa.CallCommon, ok func(ssa.Value) bool) bool {
	for _, a := range c.Args {
		for _, op := range append(varargs(a), a) {
			if op != nil && (irutil.ImplementsError(op.Type())) && !ok(op) {
				return false
			}
		}
	}
	return true
}

// parses reports whether fn decodes or parses its input: encoding/json's
// Unmarshal, strconv, time's parsers, net/url's, regexp.Compile,
// uuid.Parse, mapstructure's Decode.
func parses(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "strconv", "net/url", "net/netip":
		return true
	case "encoding/json", "gopkg.in/yaml.v3", "gopkg.in/yaml.v2", "sigs.k8s.io/yaml":
		return fn.Name() == "Unmarshal"
	case "time":
		return strings.HasPrefix(fn.Name(), "Parse") || fn.Name() == "LoadLocation"
	case "regexp":
		return fn.Name() == "Compile"
	case "github.com/google/uuid":
		return fn.Name() == "Parse"
	case "github.com/mitchellh/mapstructure", "github.com/go-viper/mapstructure/v2":
		return strings.HasSuffix(fn.Name(), "Decode")
	}
	return false
}

func isFunc(fn *types.Func, pkg, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name
}

// givenArguments reports whether call c is given the tool's arguments
// (see [fromArguments]) and nothing else but constants and the addresses
// of local variables (decoding targets). inHelper also counts the
// parameters of the function c is in, which Chain binds to the caller's
// arguments (`parseCount(a.Count)` calling strconv.Atoi on its parameter).
func givenArguments(c *ssa.CallCommon, depth int, inHelper bool) bool {
	if c.IsInvoke() && !fromArguments(c.Value, depth+1) {
		return false
	}
	given := false
	for _, a := range c.Args {
		_, param := a.(*ssa.Parameter)
		switch {
		case isConst(a), isLocalAddr(a):
		case fromArguments(a, depth+1), inHelper && param:
			given = true
		default:
			return false
		}
	}
	return given
}

// fromArguments reports whether v is a tool's arguments or read from
// them: the SDK request, a field named Arguments (`req.Params.Arguments`),
// the input parameter that follows the request in a typed handler, a
// hand-rolled tool's raw arguments parameter, what a call given only
// those returns and the locals it decodes them into, and fields, elements
// and conversions of those.
func fromArguments(v ssa.Value, depth int) bool {
	if depth > 6 || v == nil {
		return false
	}
	if sdk.IsCallToolRequest(v.Type()) {
		return true
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		if sdk.IsRawArguments(x.Type()) {
			return true
		}
		params := x.Parent().Params
		for i := 1; i < len(params); i++ {
			if params[i] == x && sdk.IsCallToolRequest(params[i-1].Type()) {
				return true
			}
		}
	case *ssa.FieldAddr:
		return irutil.FieldOf(x) != nil && irutil.FieldOf(x).Name() == "Arguments" || fromArguments(x.X, depth+1)
	case *ssa.Field:
		f := x.X.Type().Underlying().(*types.Struct).Field(x.Field)
		return f.Name() == "Arguments" || fromArguments(x.X, depth+1)
	case *ssa.UnOp:
		return fromArguments(x.X, depth+1)
	case *ssa.MakeInterface:
		return fromArguments(x.X, depth+1)
	case *ssa.ChangeType:
		return fromArguments(x.X, depth+1)
	case *ssa.Convert:
		return fromArguments(x.X, depth+1)
	case *ssa.Slice:
		return fromArguments(x.X, depth+1)
	case *ssa.Index:
		return fromArguments(x.X, depth+1)
	case *ssa.IndexAddr:
		return fromArguments(x.X, depth+1)
	case *ssa.Lookup:
		return fromArguments(x.X, depth+1)
	case *ssa.Extract:
		return fromArguments(x.Tuple, depth+1)
	case *ssa.Call:
		// What decoding the arguments returns (`a, err := decode(req)`).
		return givenArguments(x.Common(), depth, false)
	case *ssa.Alloc:
		// A local the arguments are decoded into
		// (`json.Unmarshal(req.Params.Arguments, &a)`) or stored in.
		decodes := func(r ssa.Instruction) bool {
			call, ok := r.(*ssa.Call)
			return ok && givenArguments(call.Common(), depth, false)
		}
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == x && fromArguments(r.Val, depth+1) {
					return true // a spilled input parameter, or what decoding returned
				}
			case *ssa.MakeInterface:
				if slices.ContainsFunc(*r.Referrers(), decodes) {
					return true // `&a` passed as any
				}
			default:
				if decodes(r) {
					return true
				}
			}
		}
	}
	return false
}

// isLocalAddr reports whether v is the address of a local variable (a
// decoding target, `&a`), possibly as an interface.
func isLocalAddr(v ssa.Value) bool {
	_, ok := irutil.UnwrapInterface(v).(*ssa.Alloc)
	return ok
}
