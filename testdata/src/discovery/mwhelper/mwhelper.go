// Package mwhelper holds go-sdk receiving middleware and no tools: a
// helper declared on its own (first in the file) and the middleware's
// closure test the method against tools/call. They filter what the SDK
// dispatches and dispatch nothing: no note says tools go unseen.
package mwhelper

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const methodCallTool = "tools/call"

func toolName(method string, req mcp.Request) string {
	if method != methodCallTool || req == nil {
		return ""
	}
	p, ok := req.GetParams().(*mcp.CallToolParamsRaw)
	if !ok || p == nil {
		return ""
	}
	return p.Name
}

// Logging logs the tool each call runs, and how it ended.
func Logging(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == methodCallTool {
			res, err := next(ctx, method, req)
			log.Printf("tool %s: err=%v", toolName(method, req), err)
			return res, err
		}
		return next(ctx, method, req)
	}
}
