package handlers

import (
	"go/types"
	"sort"

	"github.com/mcplint/mcplint/passes/sdk"
)

// findWrappedExported adds the exported functions of this package whose
// signature is exactly the parameter type of one of its exported
// wrappers, when that type is a named project function type declared
// here (`type DatabricksTool func(ctx, req) (any, error)` taken by
// `ExecuteTool(tool DatabricksTool) server.ToolHandlerFunc`): they exist
// to be handed to the wrapper, usually by another package
// (`s.AddTool(def, tools.ExecuteTool(tools.ListCatalogs))`), which cannot
// list them because they are not its code. Their routing is the
// wrapper's.
func (d *discovery) findWrappedExported() {
	type wrapped struct {
		name string
		wf   *WrapperFact
		sig  *types.Signature
	}
	var ws []wrapped
	for obj, wf := range d.wrappers {
		if !obj.Exported() || wf.Direct || wf.Field != "" || wf.Registry != "" {
			continue
		}
		params := obj.Type().(*types.Signature).Params()
		if wf.Param >= params.Len() {
			continue
		}
		named, ok := types.Unalias(params.At(wf.Param).Type()).(*types.Named)
		if !ok || named.Obj().Pkg() != d.pass.Pkg {
			continue
		}
		sig, ok := named.Underlying().(*types.Signature)
		if !ok || sdk.ShapeOf(sig) != sdk.NotHandler {
			continue // an SDK handler shape is listed by findExported
		}
		ws = append(ws, wrapped{obj.Name(), wf, sig})
	}
	if len(ws) == 0 {
		return
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].name < ws[j].name })
	for _, fn := range d.ssa.SrcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || !obj.Exported() || fn.Signature.Recv() != nil || d.res.ByFunc[fn] != nil {
			continue
		}
		for _, w := range ws {
			if !sameSignature(fn.Signature, w.sig) {
				continue
			}
			if h := d.add(fn, sdk.NotHandler, w.wf.Routing, Provenance{How: HowWrapper, Wrapper: w.name}); h != nil && h.SDK == sdk.None {
				h.SDK = w.wf.SDK
			}
			break
		}
	}
}
