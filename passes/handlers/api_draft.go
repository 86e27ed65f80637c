package handlers

// NOTE: draft API, filled in by the foundation work. The driver may rely on
// exactly these names.

import (
	"go/token"
	"reflect"

	"golang.org/x/tools/go/analysis"
)

// Handler is one function that serves as an MCP tool handler.
type Handler struct {
	Pos  token.Pos // position of the func literal or the function's name
	Tool string    // constant tool name, or "" when not statically known
}

// Summary describes the handler on one line, without its position, e.g.
// `tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc(-32603) via=AddTool`.
func (h *Handler) Summary() string { return "tool=" + h.Tool }

// Result is the handler inventory of one package.
type Result struct {
	Handlers []*Handler // in source order
}

// Analyzer discovers tool handlers.
var Analyzer = &analysis.Analyzer{
	Name:       "mcphandlers",
	Doc:        "discover MCP tool handlers",
	Run:        func(*analysis.Pass) (any, error) { return &Result{}, nil },
	ResultType: reflect.TypeFor[*Result](),
}
