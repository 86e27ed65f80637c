// Package dispatched carries what a hand-rolled tools/call dispatcher in
// one package says about the tools it calls in another.
//
// Analysis facts flow from a package to the packages that import it, but a
// hand-rolled server's dispatcher usually imports its tools: the package
// that decides where a tool's error goes (a JSON-RPC error, an isError
// result) is analyzed after the package that holds the tool's code. The
// standalone driver therefore runs discovery once on the packages that
// dispatch tools/call by hand, collects the [Tool]s they call in other
// packages, and hands them to the full run with [Set]; discovery and the
// SSA builder of the tools' packages read them with [For]. Under go vet no
// one sets them, and the dispatcher's package gets a note instead.
package dispatched

import (
	"sort"
	"sync/atomic"

	"github.com/mcplint/mcplint/passes/sdk"
)

// Tool is a function or method of another package that a dispatcher calls
// as a tool, or, with Iface set, every method that implements the
// interface method Recv.Method of package IfacePkg in the package it is
// converted to that interface in.
type Tool struct {
	// Pkg is the package path of the function or method (of the
	// interface, for Iface).
	Pkg string
	// Recv is the receiver's type name ("" for a function); Ptr says the
	// method has a pointer receiver.
	Recv   string
	Ptr    bool
	Method string
	Iface  bool
	// Routing is where the dispatcher sends an error the tool returns; SDK
	// is the SDK of the answer (sdk.HandRolled for a hand-written one).
	Routing sdk.Routing
	SDK     sdk.SDK
	// Nil is what the dispatcher answers when the tool returns a nil
	// result and no failure.
	Nil sdk.NilResult
	// Name is the constant tool name it is dispatched under, or "".
	Name string
	// Dispatcher names the dispatching function, package-qualified
	// ("server.Server.handleToolCall").
	Dispatcher string
	// Via names the interface method the dispatcher calls
	// ("tools.Tool.Execute"), "" for a direct call.
	Via string
}

// Key identifies the function or interface method t is about.
func (t Tool) Key() string {
	k := t.Pkg + "." + t.Recv + "." + t.Method
	if t.Iface {
		k = "iface " + k
	}
	return k
}

var current atomic.Pointer[map[string][]Tool]

// Set makes tools the cross-package dispatches of the next analysis runs,
// replacing earlier ones (nil clears them). A tool that several
// dispatchers route differently gets an unknown routing. It is safe to call while other
// runs read them, which then see either set.
func Set(tools []Tool) {
	m := map[string][]Tool{}
	index := map[string]int{}
	for _, t := range tools {
		// Several dispatchers calling one tool must agree on its routing.
		if i, ok := index[t.Key()]; ok {
			if x := &m[t.Pkg][i]; x.Routing != t.Routing {
				x.Routing = sdk.Routing{}
			}
			if x := &m[t.Pkg][i]; x.Nil != t.Nil {
				x.Nil = sdk.NilResultUnknown
			}
			continue
		}
		index[t.Key()] = len(m[t.Pkg])
		m[t.Pkg] = append(m[t.Pkg], t)
	}
	for _, ts := range m {
		sort.Slice(ts, func(i, j int) bool { return ts[i].Key() < ts[j].Key() })
	}
	current.Store(&m)
}

// For returns the dispatches of tools whose package (or interface's
// package, for Iface) is path.
func For(path string) []Tool {
	m := current.Load()
	if m == nil {
		return nil
	}
	return (*m)[path]
}

// Ifaces returns the interface dispatches of every package: the types
// converted to such an interface in any package are tools there.
func Ifaces() []Tool {
	m := current.Load()
	if m == nil {
		return nil
	}
	var out []Tool
	for _, ts := range *m {
		for _, t := range ts {
			if t.Iface {
				out = append(out, t)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key() < out[j].Key() })
	return out
}

// Covers reports whether t is among the dispatches set.
func Covers(t Tool) bool {
	for _, x := range For(t.Pkg) {
		if x.Key() == t.Key() {
			return true
		}
	}
	return false
}
