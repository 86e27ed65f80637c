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
// Their own errors go where the handler kind sends them, or into isError
// results when a converting middleware is installed in the package (or
// the middleware converts); a middleware this package does not install is
// Open (the installing package decides).
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
				// Where the closure's own errors go: where this
				// package installs the middleware, unless a
				// converting middleware may wrap it (or it converts
				// itself); elsewhere, the installing package decides.
				switch {
				case !d.installed[fn]:
					h.Open = true
				case d.convertingMW || middlewareConverts(fn):
					h.Routing = sdk.Routing{Route: sdk.RouteIsError}
				}
				d.res.Middleware = append(d.res.Middleware, h)
			}
		}
	}
}
