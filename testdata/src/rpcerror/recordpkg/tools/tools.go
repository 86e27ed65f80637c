// Package tools fills reg's records with closures its factories make and
// registers them: the closures are the tools, judged at their own returns
// with the registrar's routing.
package tools

import (
	"context"
	"errors"
	"fmt"

	"rpcerror/recordpkg/reg"
)

func lookup() reg.Handler {
	return func(ctx context.Context, args map[string]any) (any, error) {
		id, ok := args["id"].(string)
		if !ok {
			return nil, errors.New("id must be a string") // want `tool handler func literal in lookup returns an error that wrapper Registry.Add forwards as JSON-RPC error -32603`
		}
		return "item " + id, nil
	}
}

func count(ctx context.Context, args map[string]any) (any, error) {
	return fmt.Sprint(len(args)), nil
}

func archive(ctx context.Context, args map[string]any) (any, error) {
	return nil, errors.New("archive is read-only")
}

func tools() []reg.Tool {
	return []reg.Tool{
		{Name: "lookup", Handler: lookup()},
		{Name: "count", Handler: count},
	}
}

// Register adds the tools and the jobs.
func Register(r *reg.Registry) error {
	for _, t := range tools() {
		if err := r.Add(t); err != nil {
			return err
		}
	}
	r.AddJob(reg.Job{Name: "archive", Run: archive})
	return nil
}
