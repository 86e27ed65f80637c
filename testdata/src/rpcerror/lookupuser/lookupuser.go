// Package lookupuser answers tools/call through the registry of package
// lookuplib, held as an interface, wrapping its error, and answers every
// error with a JSON-RPC internal error that lookuplib's constructor
// builds.
package lookupuser

import (
	"context"
	"fmt"

	"rpcerror/lookuplib"
)

// Server answers requests.
type Server struct{ tools lookuplib.Invoker }

// Handle answers one request.
func (s *Server) Handle(ctx context.Context, method string, params map[string]any) *lookuplib.Response {
	out, err := s.dispatch(ctx, method, params)
	if err != nil {
		return lookuplib.ErrorResponse(-32603, err.Error())
	}
	return &lookuplib.Response{Result: out}
}

func (s *Server) dispatch(ctx context.Context, method string, params map[string]any) (any, error) {
	switch method {
	case "tools/call":
		return s.call(ctx, params)
	}
	return nil, fmt.Errorf("method %s not found", method)
}

func (s *Server) call(ctx context.Context, params map[string]any) (any, error) {
	name, _ := params["name"].(string)
	args, _ := params["arguments"].(map[string]any)
	res, err := s.tools.Invoke(ctx, name, args)
	if err != nil {
		return nil, fmt.Errorf("tool %s: %w", name, err)
	}
	return res, nil
}
