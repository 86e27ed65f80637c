package identity

import (
	"go/types"
	"regexp"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Web frameworks keep values of a request in their own context: an
// authentication middleware stores the caller there (`c.Set("user",
// &user)` with echo or gin) and the handler mounting the MCP server reads
// it back (`c.Get("user")`), often to store it into the request's
// context.Context under the same name. Their keys are read as context keys
// are, in one namespace with them (see keyID).

// contextRead returns the key of c when it reads a value of the request's
// context: ctx.Value(key), echo's c.Get(key), gin's c.Get(key),
// c.MustGet(key) or a typed getter (c.GetInt64(key)).
func contextRead(c *ssa.CallCommon) (ssa.Value, bool) {
	if c.IsInvoke() {
		switch {
		case c.Method.Name() == "Value" && irutil.IsContext(c.Value.Type()) && len(c.Args) == 1:
			return c.Args[0], true
		case c.Method.Name() == "Get" && webContext(c.Method.Pkg()) && len(c.Args) == 1:
			return c.Args[0], true
		}
		return nil, false
	}
	fn := irutil.StaticFunc(c)
	if fn == nil || !webContext(fn.Pkg()) || irutil.RecvName(fn) != "Context" || len(c.Args) != 2 {
		return nil, false
	}
	if n := fn.Name(); n == "Get" || n == "MustGet" || fn.Pkg().Path() == "github.com/gin-gonic/gin" && ginTypedGetRE.MatchString(n) {
		return c.Args[1], true
	}
	return nil, false
}

// ginTypedGetRE matches gin's typed getters of a context value
// (c.GetInt64("userID"), c.GetString("role")); not GetHeader, GetQuery or
// GetRawData, which read the request.
var ginTypedGetRE = regexp.MustCompile(`^Get(?:String|Bool|Int(?:8|16|32|64)?|Uint(?:8|16|32|64)?|Float(?:32|64)|Time|Duration|(?:Int|Int64|Uint|Uint64|Float64|String)Slice|StringMap(?:String|StringSlice)?)$`)

// webHeaderGet reports whether fn reads a header of the request through a
// web framework's context: gin's c.GetHeader(name).
func webHeaderGet(fn *types.Func) bool {
	return fn.Name() == "GetHeader" && fn.Pkg() != nil && fn.Pkg().Path() == "github.com/gin-gonic/gin" && irutil.RecvName(fn) == "Context"
}

// contextStore returns the key and value of c when it stores a value into
// a web framework's request context: echo's or gin's c.Set(key, v).
// (context.WithValue is matched by eachStore.)
func contextStore(c *ssa.CallCommon) (key, val ssa.Value, ok bool) {
	if c.IsInvoke() {
		if c.Method.Name() == "Set" && webContext(c.Method.Pkg()) && len(c.Args) == 2 {
			return c.Args[0], c.Args[1], true
		}
		return nil, nil, false
	}
	fn := irutil.StaticFunc(c)
	if fn != nil && fn.Name() == "Set" && webContext(fn.Pkg()) && irutil.RecvName(fn) == "Context" && len(c.Args) == 3 {
		return c.Args[1], c.Args[2], true
	}
	return nil, nil, false
}

// webContext reports whether pkg is a web framework whose Context keeps
// values of the request: echo (any major version) or gin.
func webContext(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	p := pkg.Path()
	return p == "github.com/labstack/echo" || strings.HasPrefix(p, "github.com/labstack/echo/v") || p == "github.com/gin-gonic/gin"
}

// importsWebContext reports whether pkg imports a web framework whose
// context keeps values of the request (an authentication middleware of
// echo or gin may store the caller there).
func importsWebContext(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if webContext(imp) {
			return true
		}
	}
	return false
}
