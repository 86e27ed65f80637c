package taint

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// debugFlag matches the names of developer or debug mode switches, once
// lower-cased and stripped of underscores: devMode, DEBUG, isDebug,
// DeveloperMode, debug_enabled.
var debugFlag = regexp.MustCompile(`^(is)?(dev|developer|debug)(mode|enabled)?$`)

// debugOnly filters the raw infrastructure error text out of t when v is
// computed only in a developer or debug mode ([debugGated]): a server that
// adds the raw text to a message only in that mode decided to show it to
// its own developers, and keeps it from the model in production. Secrets
// and stack traces stay: they leak in any mode.
func (e *engine) debugOnly(v ssa.Value, t Taint) Taint {
	instr, ok := v.(ssa.Instruction)
	if !ok || instr.Block() == nil || !hasKind(t, Infra) || !e.debugGated(instr.Block()) {
		return t
	}
	return t.Filter(func(l Label) bool { return l.Kind != Infra })
}

func hasKind(t Taint, k Kind) bool {
	for _, l := range t.Labels {
		if l.Kind == k {
			return true
		}
	}
	return false
}

// debugGated reports whether block b runs only when a developer or debug
// mode flag is on: it is dominated by the edge of an `if` on which such a
// flag (a field, a package variable, a method or function of no
// arguments, or an environment variable compared with a constant) is
// true.
func (e *engine) debugGated(b *ssa.BasicBlock) bool {
	return gatedBy(b, e.gated, isDebugName)
}

// gatedBy reports, memoized in memo, whether block b runs only when a
// switch whose name isName matches is on.
func gatedBy(b *ssa.BasicBlock, memo map[*ssa.BasicBlock]bool, isName func(string) bool) bool {
	if g, ok := memo[b]; ok {
		return g
	}
	g := false
	for cond, truth := range irutil.DominatingConds(b) {
		if g = isNamedFlag(cond, truth, 0, isName); g {
			break
		}
	}
	memo[b] = g
	return g
}

// revealFlag matches the names of switches that ask for a secret to be
// shown, once lower-cased and stripped of underscores: WithPassword,
// include_secrets, showToken, reveal_credentials.
var revealFlag = regexp.MustCompile(`^(with|include|show|reveal|return|expose|display)(password|passwd|secret|credential|token|apikey|key)s?$`)

func isRevealName(name string) bool {
	name = strings.ToLower(strings.ReplaceAll(name, "_", ""))
	return name != "" && revealFlag.MatchString(name)
}

// requestedOnly filters the secrets out of t when v is computed only
// where a switch asking for them is on (a tool's with_password input,
// carried in an options struct to the helper that builds the connection
// string): the secret is the answer the caller asked for, not a leak.
func (e *engine) requestedOnly(v ssa.Value, t Taint) Taint {
	instr, ok := v.(ssa.Instruction)
	if !ok || instr.Block() == nil || !hasKind(t, Secret) || !e.revealGated(instr.Block()) {
		return t
	}
	return t.Filter(func(l Label) bool { return l.Kind != Secret })
}

// revealedField reports whether v reads a field of a struct type of the
// package that the package sets only where a switch asking for the
// secret is on (`if opts.WithPassword { d.Password = pw }`, read back by
// the type's String method): what it holds is the answer asked for.
func (e *engine) revealedField(v ssa.Value) bool {
	f := irutil.ReadField(v)
	if f == nil || f.Pkg() != e.pass.Pkg {
		return false
	}
	stores := 0
	for st := range irutil.FieldStores(e.funcs, f) {
		if c, ok := st.Val.(*ssa.Const); ok && (c.Value == nil || c.Value.Kind() == constant.String && constant.StringVal(c.Value) == "") {
			continue // cleared
		}
		if !e.revealGated(st.Block()) {
			return false
		}
		stores++
	}
	return stores > 0
}

// revealGated reports whether block b runs only when a switch asking for
// a secret (revealFlag) is on.
func (e *engine) revealGated(b *ssa.BasicBlock) bool {
	return gatedBy(b, e.revealed, isRevealName)
}

// isNamedFlag reports whether cond having the given truth means a switch
// whose name isName matches is on.
func isNamedFlag(cond ssa.Value, truth bool, depth int, isName func(string) bool) bool {
	if depth > 4 {
		return false
	}
	switch c := cond.(type) {
	case *ssa.UnOp:
		switch c.Op {
		case token.NOT:
			return isNamedFlag(c.X, !truth, depth+1, isName)
		case token.MUL:
			return truth && isName(addrName(c.X))
		}
	case *ssa.Field:
		return truth && isName(fieldName(c.X.Type(), c.Field))
	case *ssa.Call:
		com := c.Common()
		if com.IsInvoke() {
			return truth && len(com.Args) == 0 && isName(com.Method.Name())
		}
		if fn := com.StaticCallee(); fn != nil {
			n := len(com.Args)
			if fn.Signature.Recv() != nil {
				n--
			}
			return truth && n == 0 && isName(fn.Name())
		}
	case *ssa.BinOp:
		// os.Getenv("DEBUG") == "true", strings.ToLower(...) != "" & co.
		if (c.Op == token.EQL) != truth || c.Op != token.EQL && c.Op != token.NEQ {
			return false
		}
		x, y := c.X, c.Y
		if _, ok := x.(*ssa.Const); ok {
			x, y = y, x
		}
		k, ok := y.(*ssa.Const)
		if !ok || k.Value == nil || k.Value.Kind() != constant.String {
			return false
		}
		val := strings.ToLower(constant.StringVal(k.Value))
		if c.Op == token.EQL && val != "true" && val != "1" && val != "yes" && val != "on" {
			return false
		}
		if c.Op == token.NEQ && val != "" && val != "false" && val != "0" {
			return false
		}
		return isName(envName(x, 0))
	}
	return false
}

// addrName names the variable or field at addr: a package variable or a
// struct field.
func addrName(addr ssa.Value) string {
	switch a := addr.(type) {
	case *ssa.Global:
		return a.Name()
	case *ssa.FieldAddr:
		if p, ok := types.Unalias(a.X.Type()).Underlying().(*types.Pointer); ok {
			return fieldName(p.Elem(), a.Field)
		}
	}
	return ""
}

func fieldName(t types.Type, i int) string {
	if s, ok := types.Unalias(t).Underlying().(*types.Struct); ok && i < s.NumFields() {
		return s.Field(i).Name()
	}
	return ""
}

// envName returns the name of the environment variable v reads
// (os.Getenv("DEBUG"), possibly through strings.ToLower or TrimSpace), or
// "".
func envName(v ssa.Value, depth int) string {
	call, ok := v.(*ssa.Call)
	if !ok || depth > 2 {
		return ""
	}
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Pkg == nil || len(call.Common().Args) != 1 {
		return ""
	}
	switch fn.Pkg.Pkg.Path() + "." + fn.Name() {
	case "os.Getenv":
		if k, ok := call.Common().Args[0].(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String {
			return constant.StringVal(k.Value)
		}
	case "strings.ToLower", "strings.TrimSpace":
		return envName(call.Common().Args[0], depth+1)
	}
	return ""
}

func isDebugName(name string) bool {
	name = strings.ToLower(strings.ReplaceAll(name, "_", ""))
	return name != "" && debugFlag.MatchString(name)
}
