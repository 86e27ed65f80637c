package handlers

import "strings"

// How is the way discovery found a handler.
type How uint8

// Ways of finding a handler.
const (
	HowType       How = iota // converted to an SDK handler type (Provenance.Type names it)
	HowRegister              // passed to an SDK registration or adapter call (Provenance.Call)
	HowServerTool            // the Handler of an SDK ServerTool literal
	HowWrapper               // adapted by a project wrapper (Provenance.Wrapper)
	HowField                 // stored in a project struct field (Provenance.Field), read where it is registered
	HowRegistry              // stored in a project registry of tools (Provenance.Registry), called by a dispatcher
	HowDelegate              // a handler returns its results unchanged (Provenance.Of)
	HowExported              // an exported function of exact handler shape
	HowReturned              // returned by an exported factory (Provenance.Of)
	HowDispatched            // called by a hand-rolled tools/call dispatcher (Provenance.Wrapper), through an interface method (Provenance.Of) or directly
)

// Provenance says how a handler was found and what stands between it and
// the SDK. Checks read its fields; String exists for `mcplint -handlers`.
type Provenance struct {
	How How
	// Type is the SDK handler type of a HowType conversion, e.g.
	// "server.ToolHandlerFunc".
	Type string
	// Call is the SDK call of a HowRegister handler, e.g. "AddTool".
	Call string
	// Wrapper is the project function that adapts the handler for the SDK
	// (for HowWrapper, and for HowField and HowRegistry when the record or
	// registry is consumed by one); "" when the handler reaches the SDK as
	// it is.
	Wrapper string
	// Field is the project struct field holding the handler, "Tool.Handler".
	Field string
	// Registry is the project type of the registry holding the handler.
	Registry string
	// Of is the handler a delegate stands in for, or the exported factory
	// that returns the handler.
	Of string
	// Decorators are the project decorators (func(H) H) the handler passes
	// through before it is registered, innermost first.
	Decorators []string
	// Middleware reports that a converting middleware installed in the
	// package rerouted the handler's errors to isError results.
	Middleware bool
}

// Wrapped reports whether a project function stands between the handler
// and the SDK and decided its routing: a wrapper, a record's wrapper or
// dispatcher, or a decorator.
func (p Provenance) Wrapped() bool {
	return p.Wrapper != "" || len(p.Decorators) > 0 || p.How == HowRegistry
}

// String describes the provenance for `mcplint -handlers`, e.g. "AddTool",
// "wrapper Convert", "field Tool.Handler through wrapper convert",
// "delegate of search+middleware".
func (p Provenance) String() string {
	var s string
	switch p.How {
	case HowType:
		s = "type " + p.Type
	case HowRegister:
		s = p.Call
	case HowServerTool:
		s = "ServerTool"
	case HowWrapper:
		s = "wrapper " + p.Wrapper
	case HowField:
		s = "field " + p.Field
		if p.Wrapper != "" {
			s += " through wrapper " + p.Wrapper
		}
	case HowRegistry:
		s = "registry " + p.Registry
		if p.Wrapper != "" {
			s += " dispatched by " + p.Wrapper
		}
	case HowDelegate:
		s = "delegate of " + p.Of
	case HowExported:
		s = "exported signature"
	case HowReturned:
		s = "returned by " + p.Of
	case HowDispatched:
		s = "dispatched by " + p.Wrapper
		if p.Of != "" {
			s += " through " + p.Of
		}
	}
	if len(p.Decorators) > 0 {
		s += " decorated by " + strings.Join(p.Decorators, ", ")
	}
	if p.Middleware {
		s += "+middleware"
	}
	return s
}

// weak reports whether p only says that the handler has an SDK type or
// shape, so that a registration site describes it better.
func (p Provenance) weak() bool {
	return p.How == HowType || p.How == HowExported || p.How == HowReturned
}
