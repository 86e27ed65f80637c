package handlers

import "github.com/mcplint/mcplint/passes/sdk"

// findMiddlewareFuncs lists in Result.Middleware the handler-shaped
// closures that tool middleware returns, as in
//
//	func roleGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			… // runs before every tool
//			return next(ctx, req)
//		}
//	}
//
// Their errors go where the handler kind sends them.
func (d *discovery) findMiddlewareFuncs() {
	for _, fn := range d.ssa.SrcFuncs {
		if !isMiddlewareSig(fn.Signature) {
			continue
		}
		for _, anon := range fn.AnonFuncs {
			kind := sdk.ShapeOf(anon.Signature)
			if kind == sdk.NotHandler || d.res.ByFunc[anon] != nil {
				continue
			}
			if h := newHandler(anon, kind, kind.ErrorRouting(d.versions), Provenance{How: HowType}); h != nil {
				h.Version = d.versions.Of(h.SDK)
				d.res.Middleware = append(d.res.Middleware, h)
			}
		}
	}
}
