package handlers

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// adapterKind is how a registered adapter is registered: as a handler of
// kind, its errors routed by routing.
type adapterKind struct {
	kind    sdk.HandlerKind
	routing sdk.Routing
}

// throughAdapter follows a registered adapter f, a function that calls a
// handler-shaped function value and forwards or converts its error
// (see forwardsDynamicHandler), to the functions that value can hold:
//
//	wrapped := t.wrapHandler(name, base, cfg)
//	mcp.AddTool(s, def, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Out, error) {
//		res, out, err := wrapped(ctx, req, in)
//		...
//		return res, typed, err
//	})
//
// Those functions are the tools: each is added with the routing f's
// registration gives (routing) when f forwards the error, isError when f
// turns it into a result, composed with the decorators on the way. f
// itself, an adapter layer, is not a tool. Values that cannot be followed
// (a parameter, a registry lookup) are found where they are made.
func (d *discovery) throughAdapter(f *ssa.Function, kind sdk.HandlerKind, routing sdk.Routing, via Provenance) {
	if d.adapters == nil {
		d.adapters = map[*ssa.Function][]*ssa.Function{}
	}
	if _, ok := d.adapters[f]; ok {
		return
	}
	d.adapters[f] = nil
	if d.adapterKinds == nil {
		d.adapterKinds = map[*ssa.Function]adapterKind{}
	}
	d.adapterKinds[f] = adapterKind{kind: kind, routing: routing}
	for _, dc := range dynamicHandlerCalls(f) {
		r := routing
		switch dc.fate {
		case fateForwarded:
		case fateConverted:
			r = sdk.Routing{Route: sdk.RouteIsError}
		default:
			continue
		}
		call := dc.call
		for _, fl := range d.funcsOf(call.Common().Value, 0) {
			k := sdk.ShapeOf(fl.fn.Signature)
			if k == sdk.NotHandler {
				k = kind
			}
			v := via
			v.Decorators = append(append([]string(nil), fl.decorators...), via.Decorators...)
			nh := d.add(fl.fn, k, fl.compose(r), v)
			if nh == nil {
				continue
			}
			if nh.SDK == sdk.None {
				nh.SDK = kind.SDK()
			}
			if res := f.Signature.Results(); kind == sdk.GoSDKTyped && nh.AdapterOut == nil && res.Len() == 3 {
				nh.AdapterOut = res.At(1).Type()
			}
			d.adapters[f] = append(d.adapters[f], fl.fn)
		}
	}
}
