package main

import (
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"labelled/gosdk/authz/racks"
)

// Shapes of the held-out round eval102b (issue 22): handler-shaped methods
// of another package, one registered here, one that serves only a REST
// API (package racks).

func registerSession17(m *mcp.Server) {
	s := &racks.Racks{}
	m.AddTool(&mcp.Tool{Name: "lockRack", InputSchema: object}, s.Lock)
	mcp.AddTool(m, &mcp.Tool{Name: "countRack"}, s.Count)
}

// wipeRack serves racks.Wipe and racks.Audit over REST: a call, not a registration.
func wipeRack(s *racks.Racks) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		req := &mcp.CallToolRequest{Extra: &mcp.RequestExtra{Header: r.Header}}
		if _, err := s.Wipe(r.Context(), req); err != nil {
			http.Error(w, err.Error(), http.StatusForbidden)
		}
		if _, _, err := s.Audit(r.Context(), req, racks.RackIn{Rack: r.URL.Query().Get("rack")}); err != nil {
			http.Error(w, err.Error(), http.StatusForbidden)
		}
	}
}
