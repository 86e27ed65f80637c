package handlers

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// A server may register its tools through a third-party adapter module (a
// package that turns an OpenAPI spec, a gRPC service or its own tool type
// into SDK tools and calls AddTool itself). Discovery analyzes the
// server's module, not the adapter's (which every driver sees only as
// types), so those tools are neither listed nor checked; a note names the
// adapter.

// adapterNotes notes each function of another module (not an SDK, not the
// standard library) that this package hands an SDK server to, except
// those that serve it (Serve…, Start…, Run…, Listen…) or build something
// from it (New…): such a function may register tools on it.
func (d *discovery) adapterNotes() []Note {
	var notes []Note
	seen := map[string]bool{}
	for _, call := range irutil.Calls(d.ssa.SrcFuncs) {
		obj := irutil.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg {
			continue
		}
		path := obj.Pkg().Path()
		if sdk.OfPackage(path) != sdk.None || d.projectPackage(path) || irutil.StandardPath(path) {
			continue
		}
		if !takesServer(obj) || servesOrBuilds(obj.Name()) {
			continue
		}
		name := obj.Origin().FullName()
		if seen[name] {
			continue
		}
		seen[name] = true
		notes = append(notes, Note{Pos: call.Pos(), Message: fmt.Sprintf("package hands its MCP server to %s, a function of another module that may register tools on it (an adapter): mcplint does not list or check tools registered there", name)})
	}
	return notes
}

// takesServer reports whether fn has a parameter (or receiver) that is an
// SDK server: mcp-go's *server.MCPServer or go-sdk's *mcp.Server.
func takesServer(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	for v := range sig.Params().Variables() {
		if isSDKServer(v.Type()) {
			return true
		}
	}
	return false
}

func isSDKServer(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() {
	case "github.com/mark3labs/mcp-go/server":
		return n.Obj().Name() == "MCPServer"
	case "github.com/modelcontextprotocol/go-sdk/mcp":
		return n.Obj().Name() == "Server"
	}
	return false
}

// servesOrBuilds reports whether a function named name serves a server or
// builds a value from it rather than registering tools on it.
func servesOrBuilds(name string) bool {
	for _, p := range []string{"Serve", "Start", "Run", "Listen", "New", "Handle", "Wrap"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}
