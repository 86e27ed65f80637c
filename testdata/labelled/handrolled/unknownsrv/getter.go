package unknownsrv

import (
	"context"
	"encoding/json"
	"strings"

	"labelled/handrolled/unknownsrv/wire"
)

// Lookup returns the tool registered under name, or nil.
func (r *Registry) Lookup(name string) Tool {
	t, ok := r.tools[name]
	if !ok {
		return nil
	}
	return t
}

// CallGetter finds the tool through the registry's getter.
func (s *Server) CallGetter(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	t := s.reg.Lookup(p.Name)
	if t == nil {
		return wire.Fail(id, codeMethodMissing, "tool not found: "+p.Name) // want unknowntool:`JSON-RPC -32601`
	}
	return run(ctx, id, t, p.Arguments)
}

type quota struct{ left int }

// quotaOf builds the quota of a tool family; it looks nothing up.
func (s *Server) quotaOf(name string) *quota {
	if strings.HasPrefix(name, "bulk_") {
		return &quota{left: 10}
	}
	return nil
}

func (s *Server) charge(q *quota) { q.left-- }

// CallQuota charges bulk tools first: the nil test is no tool lookup.
func (s *Server) CallQuota(ctx context.Context, id json.RawMessage, p callParams) wire.Response {
	if q := s.quotaOf(p.Name); q == nil {
		return wire.Fail(id, codeMethodMissing, "no quota for "+p.Name) // ok unknowntool
	} else {
		s.charge(q)
	}
	t, ok := s.tools[p.Name]
	if !ok {
		return wire.Fail(id, codeInvalidParams, "unknown tool "+p.Name) // ok unknowntool
	}
	return run(ctx, id, t, p.Arguments)
}
