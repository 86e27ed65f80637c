// Package genericregistry keeps go-sdk typed-shaped tools in a registry
// that a generic function fills: each tool is adapted by a generic
// wrapper into the registry's untyped function and stored in a map
// field, and a method ranges over the map and registers every entry
// with the server through a closure that turns the entry's error into an
// isError result. The functions handed to the generic register are the
// tools, named by the definition beside them.
package genericregistry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// entryFunc is the registry's untyped tool function.
type entryFunc func(ctx context.Context, args json.RawMessage) (any, error)

// Def describes a tool.
type Def struct {
	Name        string
	Description string
}

// Registry keeps tools by name.
type Registry struct {
	defs  map[string]*Def
	funcs map[string]entryFunc
	order []string
}

// Add adapts fn and keeps it under def.Name.
func Add[P any](r *Registry, def Def, fn func(ctx context.Context, req *mcp.CallToolRequest, p P) (*mcp.CallToolResult, any, error)) {
	r.defs[def.Name] = &def
	r.funcs[def.Name] = adapt(fn)
	r.order = append(r.order, def.Name)
}

func adapt[P any](fn func(ctx context.Context, req *mcp.CallToolRequest, p P) (*mcp.CallToolResult, any, error)) entryFunc {
	return func(ctx context.Context, args json.RawMessage) (any, error) {
		var p P
		if err := json.Unmarshal(args, &p); err != nil {
			return nil, fmt.Errorf("invalid parameters: %w", err)
		}
		res, out, err := fn(ctx, &mcp.CallToolRequest{}, p)
		if err != nil {
			return nil, err
		}
		if out != nil {
			return out, nil
		}
		return res, nil
	}
}

// Install registers every kept tool with s.
func (r *Registry) Install(s *mcp.Server) {
	for _, name := range r.order {
		def := r.defs[name]
		f := r.funcs[name]
		s.AddTool(&mcp.Tool{Name: name, Description: def.Description}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in Registry.Install tool=\? sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
			v, err := f(ctx, req.Params.Arguments)
			if err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
			}
			if res, ok := v.(*mcp.CallToolResult); ok {
				return res, nil
			}
			data, _ := json.Marshal(v)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
		})
	}
}

type server struct{ reg *Registry }

type noteParams struct {
	ID string `json:"id"`
}

func (s *server) readNote(ctx context.Context, req *mcp.CallToolRequest, p *noteParams) (*mcp.CallToolResult, any, error) { // want `server.readNote tool="read_note" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=registry genericregistry.entryFunc dispatched by Registry.Install`
	if p.ID == "" {
		return nil, nil, errors.New("id is required")
	}
	return nil, map[string]string{"id": p.ID}, nil
}

func (s *server) setup() {
	Add(s.reg, Def{Name: "read_note", Description: "Read a note."}, s.readNote)
	Add(s.reg, Def{Name: "delete_note"}, func(ctx context.Context, req *mcp.CallToolRequest, p *noteParams) (*mcp.CallToolResult, any, error) { // want `func literal in server.setup tool="delete_note" sdk=go-sdk kind=ToolHandlerFor errors=iserror via=registry genericregistry.entryFunc dispatched by Registry.Install`
		return nil, nil, errors.New("not found")
	})
}

// quietFunc is a second registry whose adapter logs the tool's error and
// answers with nothing: the adapted function never fails, so the
// registry's reader does not route the tool's errors, and the functions
// given to AddQuiet are not found through it.
type quietFunc func(ctx context.Context, args json.RawMessage) (any, error)

var quiet = map[string]quietFunc{}

// AddQuiet adapts fn and keeps it under name.
func AddQuiet[P any](name string, fn func(ctx context.Context, req *mcp.CallToolRequest, p P) (*mcp.CallToolResult, any, error)) {
	quiet[name] = swallow(fn)
}

func swallow[P any](fn func(ctx context.Context, req *mcp.CallToolRequest, p P) (*mcp.CallToolResult, any, error)) quietFunc {
	return func(ctx context.Context, args json.RawMessage) (any, error) {
		var p P
		_, out, err := fn(ctx, &mcp.CallToolRequest{}, p)
		if err != nil {
			fmt.Println(err)
			return nil, nil
		}
		return out, nil
	}
}

// InstallQuiet registers the quiet tools.
func InstallQuiet(s *mcp.Server) {
	for name, f := range quiet {
		s.AddTool(&mcp.Tool{Name: name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `func literal in InstallQuiet tool=\? sdk=go-sdk kind=ToolHandler errors=jsonrpc\(0\) via=AddTool`
			v, err := f(ctx, req.Params.Arguments)
			if err != nil {
				return nil, err
			}
			data, _ := json.Marshal(v)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
		})
	}
}

func (s *server) setupQuiet() {
	AddQuiet("ping", s.readNote)
}
