package main

// Multi-tool handlers: one mcp-go handler registered for several tools
// that decides on the requested name. mcp-go answers a name no tool is
// registered for with -32602 itself, but a handler cannot send -32602, so
// every unknown-tool answer of such a handler is a finding.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"labelled/mcpgo/toolkit"
)

type noteTool func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type noteRegistry struct {
	byName map[string]noteTool
	list   []namedNoteTool
}

type namedNoteTool struct {
	name string
	run  noteTool
}

// Lookup finds a tool by name.
func (r *noteRegistry) Lookup(name string) (noteTool, bool) {
	t, ok := r.byName[name]
	return t, ok
}

var errNoTool = errors.New("no such tool")

// Get finds a tool by name or fails.
func (r *noteRegistry) Get(name string) (noteTool, error) {
	if t, ok := r.byName[name]; ok {
		return t, nil
	}
	return nil, fmt.Errorf("%w: %s", errNoTool, name)
}

func (s *srv) noteText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(s.notes[req.GetString("id", "")]), nil
}

func registerMulti(m *server.MCPServer, s *srv) {
	reg := &noteRegistry{byName: map[string]noteTool{"noteText": s.noteText}}
	for _, name := range []string{"multiA", "multiB"} {
		m.AddTool(mcp.NewTool(name), s.multiSwitch)
		m.AddTool(mcp.NewTool(name), s.multiSwitchText)
		m.AddTool(mcp.NewTool(name), s.multiMapPlain)
		m.AddTool(mcp.NewTool(name), s.multiMapNil)
		m.AddTool(mcp.NewTool(name), s.multiMapHelper)
		m.AddTool(mcp.NewTool(name), s.multiChainFlagged)
		m.AddTool(mcp.NewTool(name), s.multiAfterSprintf)
		m.AddTool(mcp.NewTool(name), s.multiPairHelper)
		m.AddTool(mcp.NewTool(name), s.multiSoftHelper)
		m.AddTool(mcp.NewTool(name), s.multiPhi)
		m.AddTool(mcp.NewTool(name), s.multiArgument)
		m.AddTool(mcp.NewTool(name), s.multiDelegate)
		m.AddTool(mcp.NewTool(name), s.multiLower)
		m.AddTool(mcp.NewTool(name), s.multiGuard)
		m.AddTool(mcp.NewTool(name), reg.lookupTool)
		m.AddTool(mcp.NewTool(name), reg.getTool)
		m.AddTool(mcp.NewTool(name), reg.scanTools)
		m.AddTool(mcp.NewTool(name), reg.indexNil)
	}
	m.AddTool(mcp.NewTool("inlineMulti"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tool := request.Params.Name
		if tool == "inlineMulti" {
			return mcp.NewToolResultText("ok"), nil // ok unknowntool
		} else if tool == "inlineOther" {
			return mcp.NewToolResultText("other"), nil // ok unknowntool
		} else {
			return nil, errors.New("unsupported tool: " + tool) // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
		}
	})
	m.AddResource(mcp.NewResource("notes://all", "notes"), s.readNoteResource)
	m.AddPrompt(mcp.NewPrompt("summarize"), s.getNotePrompt)
}

func (s *srv) multiSwitch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "multiA":
		return mcp.NewToolResultText("a"), nil // ok unknowntool
	case "multiB":
		return mcp.NewToolResultText("b"), nil // ok unknowntool
	default:
		return mcp.NewToolResultError(fmt.Sprintf("unknown tool %q", req.Params.Name)), nil // want unknowntool:`isError result: MCP requires JSON-RPC -32602.*mcp-go tool handler cannot send -32602`
	}
}

func (s *srv) multiSwitchText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	switch name {
	case "multiA", "multiB":
		return mcp.NewToolResultText(name), nil // ok unknowntool
	default:
		return mcp.NewToolResultText("tool " + name + " is not available"), nil // want unknowntool:`successful result`
	}
}

var noteTools = map[string]func(string) string{
	"multiA": strings.ToUpper,
	"multiB": strings.ToLower,
}

func (s *srv) multiMapPlain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fn, ok := noteTools[req.Params.Name]
	if !ok {
		return nil, fmt.Errorf("tool %s not found", req.Params.Name) // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
	}
	return mcp.NewToolResultText(fn(req.GetString("text", ""))), nil // ok unknowntool
}

func (s *srv) multiMapNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fn := noteTools[req.Params.Name]
	if fn == nil {
		return toolkit.Failf("unknown tool %s", req.Params.Name), nil // want unknowntool:`isError result`
	}
	return mcp.NewToolResultText(fn(req.GetString("text", ""))), nil // ok unknowntool
}

// unknownToolResult builds the unknown-tool answer.
func unknownToolResult(name string) *mcp.CallToolResult {
	return mcp.NewToolResultError("unknown tool: " + name)
}

func (s *srv) multiMapHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := noteTools[req.Params.Name]; !ok {
		return unknownToolResult(req.Params.Name), nil // want unknowntool:`isError result`
	}
	return mcp.NewToolResultText("done"), nil // ok unknowntool
}

func (s *srv) multiChainFlagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "multiA" {
		return mcp.NewToolResultText("a"), nil // ok unknowntool
	} else if req.Params.Name == "multiB" {
		return mcp.NewToolResultText("b"), nil // ok unknowntool
	}
	msg := fmt.Sprintf("tool %q does not exist", req.Params.Name)
	res := mcp.NewToolResultText(msg)
	res.IsError = true
	return res, nil // want unknowntool:`isError result`
}

func (s *srv) multiAfterSprintf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "multiA":
		return mcp.NewToolResultText("a"), nil // ok unknowntool
	case "multiB":
		return mcp.NewToolResultText("b"), nil // ok unknowntool
	}
	err := fmt.Errorf("unknown tool %s", req.Params.Name)
	return nil, err // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
}

// noSuchTool returns the handler's pair for a name no tool has.
func noSuchTool(name string) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("no tool named %s", name)
}

func (s *srv) multiPairHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "multiA":
		return mcp.NewToolResultText("a"), nil // ok unknowntool
	default:
		return noSuchTool(req.Params.Name) // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
	}
}

func (s *srv) multiSoftHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "multiA":
		return mcp.NewToolResultText("a"), nil // ok unknowntool
	default:
		return toolkit.Soft(fmt.Errorf("unknown tool %s", req.Params.Name)) // want unknowntool:`isError result`
	}
}

func (s *srv) multiPhi(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	switch req.Params.Name {
	case "multiA":
		res = mcp.NewToolResultText("a")
	case "multiB":
		res = mcp.NewToolResultText("b")
	default:
		res = mcp.NewToolResultError("unknown tool " + req.Params.Name) // want unknowntool:`isError result`
	}
	return res, nil
}

// multiArgument switches on an argument, not on the tool's name.
func (s *srv) multiArgument(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("mode", "") {
	case "short":
		return mcp.NewToolResultText("short"), nil
	default:
		return mcp.NewToolResultError("unknown mode"), nil // ok unknowntool
	}
}

// multiDelegate hands the names it does not single out to the generic
// tool: no unknown-tool answer.
func (s *srv) multiDelegate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "multiA":
		return mcp.NewToolResultText("a"), nil
	default:
		return s.noteText(ctx, req) // ok unknowntool
	}
}

// multiLower decides on a transformed name: not followed.
func (s *srv) multiLower(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch strings.ToLower(req.Params.Name) {
	case "multia":
		return mcp.NewToolResultText("a"), nil
	}
	return mcp.NewToolResultText("default"), nil // ok unknowntool
}

// multiGuard singles out disabled tools; the code after the switch serves
// every other registered name.
func (s *srv) multiGuard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "multiB":
		return mcp.NewToolResultError("multiB is disabled in read-only mode"), nil // ok unknowntool
	}
	return mcp.NewToolResultText("ran " + req.Params.Name), nil // ok unknowntool
}

func (r *noteRegistry) lookupTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, ok := r.Lookup(req.Params.Name)
	if !ok {
		return mcp.NewToolResultErrorf("tool %s is not registered", req.Params.Name), nil // want unknowntool:`isError result`
	}
	return t(ctx, req)
}

func (r *noteRegistry) getTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := r.Get(req.Params.Name)
	if err != nil {
		return nil, err // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
	}
	return t(ctx, req)
}

func (r *noteRegistry) scanTools(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for _, t := range r.list {
		if t.name == req.Params.Name {
			return t.run(ctx, req)
		}
	}
	return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil // want unknowntool:`isError result`
}

func (r *noteRegistry) indexNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if r.byName[req.Params.Name] == nil {
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // want unknowntool:`plain error, which mcp-go sends as JSON-RPC -32603`
	}
	return r.byName[req.Params.Name](ctx, req)
}

// readNoteResource decides on a resource URI, not a tool name.
func (s *srv) readNoteResource(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	switch req.Params.URI {
	case "notes://all":
		return []mcp.ResourceContents{mcp.TextResourceContents{URI: req.Params.URI, Text: "all"}}, nil
	default:
		return nil, fmt.Errorf("unknown resource %s", req.Params.URI) // ok unknowntool
	}
}

// getNotePrompt decides on a prompt name, not a tool name.
func (s *srv) getNotePrompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	switch req.Params.Name {
	case "summarize":
		return mcp.NewGetPromptResult("summarize", nil), nil
	default:
		return nil, fmt.Errorf("unknown prompt %s", req.Params.Name) // ok unknowntool
	}
}
