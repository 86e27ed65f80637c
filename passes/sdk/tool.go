package sdk

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// ToolName returns the constant name of the tool that expression e defines:
// mcp-go mcp.NewTool("name", ...), mcp.NewToolWithRawSchema("name", ...),
// mcp.Tool{Name: "name"} or go-sdk &mcp.Tool{Name: "name"}. It returns ""
// when the name is not a constant.
func ToolName(info *types.Info, e ast.Expr) string {
	if x := ToolNameExpr(info, e); x != nil {
		return constString(info, x)
	}
	return ""
}

// ToolNameExpr returns the expression that gives the tool's name in the
// definition e (the first argument of mcp-go's NewTool, the Name of an
// mcp.Tool literal of either SDK), constant or not, or nil.
func ToolNameExpr(info *types.Info, e ast.Expr) ast.Expr {
	e = astutil.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = astutil.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, e)
		if (funcIs(fn, mcpgoMCP, "", "NewTool") || funcIs(fn, mcpgoMCP, "", "NewToolWithRawSchema")) && len(e.Args) > 0 {
			return e.Args[0]
		}
	case *ast.CompositeLit:
		if !IsToolType(info.TypeOf(e)) {
			return nil
		}
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Name" {
				return kv.Value
			}
		}
	}
	return nil
}

// IsToolType reports whether t is an SDK tool definition (mcp.Tool of either
// SDK, value or pointer).
func IsToolType(t types.Type) bool {
	return isNamed(t, mcpgoMCP, "Tool", -1) || isNamed(t, gosdkMCP, "Tool", -1)
}

func constString(info *types.Info, e ast.Expr) string {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}
