// Package core fills tool records; its functions answer every failure in
// the result.
package core

import (
	"errors"

	"rpcerror/paramsrecord/api"
)

// Tools returns the package's tools.
func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Name: "pods", Handler: pods},
		{Name: "list"},
	}
}

func pods(p api.Params) (*api.Result, error) {
	ns, _ := p.Args["namespace"].(string)
	if ns == "" {
		return api.NewResult("", errors.New("namespace is required")), nil
	}
	return api.NewResult("pods of "+ns, nil), nil
}
