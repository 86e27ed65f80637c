// Package derived exercises unknowntool on decisions made on a part of
// the requested tool's name: a namespace and a tool split on a separator
// and looked up in two levels, a name whose prefix is stripped (TrimPrefix,
// CutPrefix, Cut), in mcp-go and go-sdk multi-tool handlers.
package derived

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type tool func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type namespace struct {
	tools map[string]tool
}

type hub struct {
	namespaces map[string]*namespace
	list       []entry
	byName     map[string]tool
	reg        *registry
}

type entry struct {
	name string
	run  tool
}

type registry struct{ m map[string]tool }

// Get returns the tool called name.
func (r *registry) Get(name string) (tool, bool) {
	t, ok := r.m[name]
	return t, ok
}

// Find returns the tool called name or an error.
func (r *registry) Find(name string) (tool, error) {
	if t, ok := r.m[name]; ok {
		return t, nil
	}
	return nil, errors.New("no such tool")
}

func register(s *server.MCPServer, h *hub) {
	for _, n := range []string{"fs.read", "gh_issue"} {
		s.AddTool(mcp.NewTool(n), h.twoLevel)
		s.AddTool(mcp.NewTool(n), h.splitN)
		s.AddTool(mcp.NewTool(n), h.trimmed)
		s.AddTool(mcp.NewTool(n), h.cutPrefix)
		s.AddTool(mcp.NewTool(n), h.cutAfter)
		s.AddTool(mcp.NewTool(n), h.trimmedLookup)
		s.AddTool(mcp.NewTool(n), h.trimmedScan)
		s.AddTool(mcp.NewTool(n), h.trimmedGet)
		s.AddTool(mcp.NewTool(n), h.trimmedFind)
		s.AddTool(mcp.NewTool(n), h.goodTwoLevel)
		s.AddTool(mcp.NewTool(n), h.delegated)
		s.AddTool(mcp.NewTool(n), h.lowered)
		s.AddTool(mcp.NewTool(n), h.sharedAfter)
		s.AddTool(mcp.NewTool(n), h.notName)
	}
}

// twoLevel looks the namespace up, then the tool: both misses answer an
// unknown tool.
func (h *hub) twoLevel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	nsName, toolName, found := strings.Cut(req.Params.Name, ".")
	if !found {
		return mcp.NewToolResultError("tool names are namespace.tool"), nil
	}
	ns, ok := h.namespaces[nsName]
	if !ok {
		return mcp.NewToolResultError("unknown namespace " + nsName), nil // want `unknown tool answered with an isError result`
	}
	t, ok := ns.tools[toolName]
	if !ok {
		return nil, fmt.Errorf("unknown tool %s", toolName) // want `unknown tool answered with a plain error, which mcp-go sends as JSON-RPC -32603`
	}
	return t(ctx, req)
}

// splitN splits the name into its parts and looks the first up.
func (h *hub) splitN(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	parts := strings.SplitN(name, ".", 2)
	ns := h.namespaces[parts[0]]
	if ns == nil {
		return mcp.NewToolResultError("no namespace " + parts[0]), nil // want `unknown tool answered with an isError result`
	}
	if len(parts) < 2 {
		return mcp.NewToolResultError("missing tool"), nil
	}
	if t, ok := ns.tools[parts[1]]; ok {
		return t(ctx, req)
	}
	return mcp.NewToolResultError("no tool " + parts[1]), nil // want `unknown tool answered with an isError result`
}

// trimmed strips the server's prefix and falls out of its switch.
func (h *hub) trimmed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.TrimPrefix(req.Params.Name, "gh_") {
	case "issue":
		return mcp.NewToolResultText("issue"), nil
	case "pr":
		return mcp.NewToolResultText("pr"), nil
	}
	return nil, fmt.Errorf("unsupported tool %q", req.Params.Name) // want `unknown tool answered with a plain error`
}

// cutPrefix strips the prefix with CutPrefix; a name without it is
// answered before the switch.
func (h *hub) cutPrefix(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	op, ok := strings.CutPrefix(req.Params.Name, "gh_")
	if !ok {
		return mcp.NewToolResultError("not a github tool"), nil
	}
	switch op {
	case "issue":
		return mcp.NewToolResultText("issue"), nil
	default:
		return mcp.NewToolResultError("unknown github tool: " + op), nil // want `unknown tool answered with an isError result`
	}
}

// cutAfter keeps the part after the separator.
func (h *hub) cutAfter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, op, _ := strings.Cut(req.Params.Name, "_")
	var res *mcp.CallToolResult
	switch op {
	case "issue":
		res = mcp.NewToolResultText("issue")
	default:
		res = mcp.NewToolResultError("unknown op " + op) // want `unknown tool answered with an isError result`
	}
	return res, nil
}

// trimmedLookup finds a handler by the stripped name in a map.
func (h *hub) trimmedLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	short := strings.TrimPrefix(req.Params.Name, "x_")
	fn, ok := h.byName[short]
	if !ok {
		return mcp.NewToolResultError("unknown tool " + short), nil // want `unknown tool answered with an isError result`
	}
	return fn(ctx, req)
}

// trimmedScan searches a slice and answers after the loop.
func (h *hub) trimmedScan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	short := strings.TrimSuffix(req.Params.Name, "_v2")
	for _, e := range h.list {
		if e.name == short {
			return e.run(ctx, req)
		}
	}
	return mcp.NewToolResultError("tool not found: " + short), nil // want `unknown tool answered with an isError result`
}

// trimmedGet asks a registry method returning a found flag.
func (h *hub) trimmedGet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := h.reg.Get(strings.TrimPrefix(req.Params.Name, "x_"))
	if !ok {
		return nil, errors.New("tool not registered") // want `unknown tool answered with a plain error`
	}
	return t(ctx, req)
}

// trimmedFind asks a registry method returning an error.
func (h *hub) trimmedFind(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := strings.TrimPrefix(req.Params.Name, "x_")
	t, err := h.reg.Find(name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `unknown tool answered with an isError result`
	}
	return t(ctx, req)
}

// goodTwoLevel hands an unknown namespace to the SDK's answer through
// another handler: not judged here.
func (h *hub) goodTwoLevel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns, _, _ := strings.Cut(req.Params.Name, ".")
	if _, ok := h.namespaces[ns]; !ok {
		return h.twoLevel(ctx, req)
	}
	return mcp.NewToolResultText("ok"), nil
}

// delegated serves the names its switch does not single out with shared
// code: a successful result after the switch is no unknown-tool answer.
func (h *hub) delegated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.TrimPrefix(req.Params.Name, "gh_") {
	case "issue":
		return mcp.NewToolResultText("issue"), nil
	}
	return mcp.NewToolResultText("generic " + req.Params.Name), nil
}

// lowered decides on a transformed (not stripped) name: not followed.
func (h *hub) lowered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.ToLower(req.Params.Name) {
	case "issue":
		return mcp.NewToolResultText("issue"), nil
	default:
		return mcp.NewToolResultError("unknown"), nil
	}
}

// sharedAfter: a CutPrefix miss that falls through to shared code is no
// decision.
func (h *hub) sharedAfter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if op, ok := strings.CutPrefix(req.Params.Name, "admin_"); ok {
		return mcp.NewToolResultText("admin " + op), nil
	}
	return mcp.NewToolResultText("user"), nil
}

// notName splits an argument, not the tool name: its switch is no
// dispatch.
func (h *hub) notName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind, _, _ := strings.Cut(req.GetString("path", ""), "/")
	switch kind {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return mcp.NewToolResultError("unknown kind " + kind), nil
	}
}

// go-sdk multi-tool handlers.

type gohub struct {
	namespaces map[string]map[string]gomcp.ToolHandler
}

func registerGo(s *gomcp.Server, g *gohub) {
	s.AddTool(&gomcp.Tool{Name: "fs.read"}, g.twoLevel)
	s.AddTool(&gomcp.Tool{Name: "fs.read"}, g.twoLevelGood)
	s.AddTool(&gomcp.Tool{Name: "gh_issue"}, g.trimmed)
}

func (g *gohub) twoLevel(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	parts := strings.Split(req.Params.Name, ".")
	tools, ok := g.namespaces[parts[0]]
	if !ok {
		return nil, fmt.Errorf("unknown namespace %q", parts[0]) // want `unknown tool answered with a plain error, which go-sdk sends as JSON-RPC code 0`
	}
	t, ok := tools[parts[len(parts)-1]]
	if !ok {
		return nil, &jsonrpc.Error{Code: -32601, Message: "unknown tool"} // want `unknown tool answered with JSON-RPC -32601`
	}
	return t(ctx, req)
}

func (g *gohub) twoLevelGood(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	ns, name, _ := strings.Cut(req.Params.Name, ".")
	tools, ok := g.namespaces[ns]
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown namespace"}
	}
	t, ok := tools[name]
	if !ok {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool"}
	}
	return t(ctx, req)
}

func (g *gohub) trimmed(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	switch strings.TrimPrefix(req.Params.Name, "gh_") {
	case "issue":
		return &gomcp.CallToolResult{}, nil
	default:
		return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "unknown tool"}}}, nil // want `unknown tool answered with an isError result`
	}
}

// More ways to single out a tool, in mcp-go handlers.

func registerMore(s *server.MCPServer, h *hub) {
	s.AddTool(mcp.NewTool("a"), h.tagless)
	s.AddTool(mcp.NewTool("a"), h.prefixChain)
	s.AddTool(mcp.NewTool("a"), h.prefixShared)
	s.AddTool(mcp.NewTool("a"), h.found)
	s.AddTool(mcp.NewTool("a"), h.foundFlag)
	s.AddTool(mcp.NewTool("a"), h.foundOther)
}

// tagless switches on conditions on the name.
func (h *hub) tagless(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	switch {
	case name == "a":
		return mcp.NewToolResultText("a"), nil
	case strings.HasPrefix(name, "gh_"):
		return mcp.NewToolResultText("github"), nil
	default:
		return mcp.NewToolResultError("unknown tool " + name), nil // want `unknown tool answered with an isError result`
	}
}

// prefixChain routes groups of tools by prefix; the final else answers
// the names of no group with an error.
func (h *hub) prefixChain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if strings.HasPrefix(req.Params.Name, "fs_") {
		return mcp.NewToolResultText("fs"), nil
	} else if strings.HasSuffix(req.Params.Name, "_issue") {
		return mcp.NewToolResultText("issue"), nil
	} else {
		return nil, fmt.Errorf("no tool group for %s", req.Params.Name) // want `unknown tool answered with a plain error`
	}
}

// prefixShared serves every name outside the group with shared code: a
// successful result there is no unknown-tool answer.
func (h *hub) prefixShared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if strings.HasPrefix(req.Params.Name, "admin_") {
		return mcp.NewToolResultText("admin"), nil
	} else {
		return mcp.NewToolResultText("user tool"), nil
	}
}

// found remembers the matching entry and tests it after the loop.
func (h *hub) found(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var run tool
	for _, e := range h.list {
		if e.name == req.Params.Name {
			run = e.run
			break
		}
	}
	if run == nil {
		return mcp.NewToolResultError("tool not found"), nil // want `unknown tool answered with an isError result`
	}
	return run(ctx, req)
}

// foundFlag remembers a flag.
func (h *hub) foundFlag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ok := false
	var e entry
	for _, x := range h.list {
		if x.name == req.Params.Name {
			e = x
			ok = true
			break
		}
	}
	if !ok {
		return nil, errors.New("tool not found") // want `unknown tool answered with a plain error`
	}
	return e.run(ctx, req)
}

// foundOther's loop compares something else than the name: no dispatch.
func (h *hub) foundOther(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var run tool
	for _, e := range h.list {
		if e.name == req.GetString("alias", "") {
			run = e.run
			break
		}
	}
	if run == nil {
		return mcp.NewToolResultError("alias not found"), nil
	}
	return run(ctx, req)
}

type cfgHub struct {
	byName map[string]tool
	cfgs   map[string]string
}

func custom(cfg string) *mcp.CallToolResult { return mcp.NewToolResultText(cfg) }

func registerCfg(s *server.MCPServer, h *cfgHub) {
	s.AddTool(mcp.NewTool("a"), h.foundFirst)
	s.AddTool(mcp.NewTool("a"), h.overrides)
}

// foundFirst runs the tool it found and returns; the code after serves
// only unknown names.
func (h *cfgHub) foundFirst(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if t, ok := h.byName[req.Params.Name]; ok {
		return t(ctx, req)
	}
	return mcp.NewToolResultText("no tool named " + req.Params.Name), nil // want `unknown tool answered with a successful result`
}

// overrides hands what it found to a function: the code after may be the
// default for every other tool.
func (h *cfgHub) overrides(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if cfg, ok := h.cfgs[req.Params.Name]; ok {
		return custom(cfg), nil
	}
	return mcp.NewToolResultText("default run"), nil
}
