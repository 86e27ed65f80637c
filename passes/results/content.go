package results

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/sdk"
)

// contentOfItems is the content of an array literal with these items.
func contentOfItems(items []item, loop bool) Content {
	if len(items) == 0 {
		return Content{Presence: PresenceEmptyArray}
	}
	return withItems(Content{Presence: PresenceEmptyArray}, items, loop)
}

// contentOf returns the possible contents a []Content value holds; cur is
// the object's value before the store (for append(res.Content, ...)).
func (f *flow) contentOf(v ssa.Value, cur *Value, p point, depth int) []Content {
	e := f.e
	if depth > maxDepth {
		return []Content{{Presence: PresenceUnknown, Other: true}}
	}
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return []Content{{Presence: PresenceNone}}
		}
	case *ssa.Slice:
		if items, ok := e.itemsOf(v, depth); ok {
			return []Content{contentOfItems(items, false)}
		}
	case *ssa.MakeSlice:
		if n, ok := v.Len.(*ssa.Const); ok && n.Int64() == 0 {
			return []Content{{Presence: PresenceEmptyArray}}
		}
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL && fa.X == f.obj && sdk.FieldRole(irutil.FieldOf(fa)) == sdk.RoleContent {
			c := cur.Content
			if cur.inherit&inheritContent != 0 {
				// The caller's content, not known here: items of
				// unknown kind.
				c.Other = true
			}
			return []Content{c}
		}
	case *ssa.Phi:
		var out []Content
		carried := false
		for _, edge := range v.Edges {
			if depends(edge, v, 0) {
				carried = true
				continue
			}
			out = append(out, f.contentOf(edge, cur, p, depth+1)...)
		}
		if !carried {
			return dedupContent(out)
		}
		// Items appended in a loop, which may run zero times: one
		// merged content whose presence is unknown unless it surely has
		// a non-empty item before the loop.
		seen := map[*ssa.Phi]bool{}
		j := mergeContent(out)
		j = withItems(j, f.loopItems(v, v, seen, depth), true)
		if !allNonEmpty(out) {
			j.Presence = PresenceUnknown
		}
		return []Content{j}
	case *ssa.Call:
		if b, ok := v.Common().Value.(*ssa.Builtin); ok && b.Name() == "append" && len(v.Common().Args) == 2 {
			bases := f.contentOf(v.Common().Args[0], cur, p, depth+1)
			items, ok := e.itemsOf(v.Common().Args[1], depth)
			if !ok {
				var out []Content
				for _, extra := range f.contentOf(v.Common().Args[1], cur, p, depth+1) {
					for _, base := range bases {
						out = append(out, appendContent(base, extra))
					}
				}
				return dedupContent(out)
			}
			loop := e.inLoop(v.Block())
			var out []Content
			for _, base := range bases {
				out = append(out, withItems(base, items, loop))
			}
			return dedupContent(out)
		}
	}
	return []Content{{Presence: PresenceUnknown, Other: true}}
}

// loopItems returns the items appended to the loop-carried content phi
// root along the edges of x.
func (f *flow) loopItems(x ssa.Value, root *ssa.Phi, seen map[*ssa.Phi]bool, depth int) []item {
	var out []item
	switch x := x.(type) {
	case *ssa.Phi:
		if seen[x] {
			return nil
		}
		seen[x] = true
		for _, edge := range x.Edges {
			if depends(edge, root, 0) {
				out = append(out, f.loopItems(edge, root, seen, depth)...)
			}
		}
	case *ssa.Call:
		if b, ok := x.Common().Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Common().Args) == 2 {
			if items, ok := f.e.itemsOf(x.Common().Args[1], depth); ok {
				out = append(out, items...)
			} else {
				out = append(out, item{unknown: true})
			}
			out = append(out, f.loopItems(x.Common().Args[0], root, seen, depth)...)
		}
	}
	return out
}

// mergeContent joins contents into one.
func mergeContent(cs []Content) Content {
	if len(cs) == 0 {
		return Content{Presence: PresenceUnknown}
	}
	j := cs[0]
	j.Texts = append([]*Text(nil), j.Texts...)
	for _, c := range cs[1:] {
		if c.Presence != j.Presence {
			j.Presence = PresenceUnknown
		}
		j.Texts = append(j.Texts, c.Texts...)
		j.Other = j.Other || c.Other
		j.Loop = j.Loop || c.Loop
	}
	return j
}

func allNonEmpty(cs []Content) bool {
	for _, c := range cs {
		if c.Presence != PresenceNonEmpty {
			return false
		}
	}
	return len(cs) > 0
}

func appendContent(base, extra Content) Content {
	c := Content{Texts: append(append([]*Text(nil), base.Texts...), extra.Texts...), Other: base.Other || extra.Other, Loop: base.Loop || extra.Loop}
	switch {
	case extra.Presence == PresenceNonEmpty || base.Presence == PresenceNonEmpty:
		c.Presence = PresenceNonEmpty
	case base.Presence == PresenceUnknown || extra.Presence == PresenceUnknown:
		c.Presence = PresenceUnknown
	case base.Presence == PresenceEmptyText || extra.Presence == PresenceEmptyText:
		c.Presence = PresenceEmptyText
	case base.Presence == PresenceNone && extra.Presence == PresenceNone:
		c.Presence = PresenceNone
	default:
		c.Presence = PresenceEmptyArray
	}
	return c
}

func dedupContent(cs []Content) []Content {
	if len(cs) > maxValues {
		return []Content{mergeContent(cs)}
	}
	return cs
}

// itemsOf returns the items of a slice built from an array literal (or a
// variadic argument).
func (e *engine) itemsOf(v ssa.Value, depth int) ([]item, bool) {
	vals, ok := irutil.SliceElems(v)
	if !ok {
		return nil, false
	}
	items := make([]item, 0, len(vals))
	for _, x := range vals {
		if x == nil {
			items = append(items, item{text: &Text{Parts: literalParts("")}})
			continue
		}
		items = append(items, e.itemOf(x, depth+1))
	}
	return items, true
}

// itemOf classifies one content item value.
func (e *engine) itemOf(v ssa.Value, depth int) item {
	v = irutil.UnwrapInterface(v)
	if !sdk.IsTextContent(v.Type()) {
		if types.IsInterface(v.Type()) {
			return item{unknown: true}
		}
		return item{other: true}
	}
	switch x := v.(type) {
	case *ssa.Call:
		if fn := calleeFunc(x.Common()); fn != nil {
			if i, ok := sdk.TextContentConstructor(fn); ok && i < len(x.Common().Args) {
				pos, _ := e.exprPos(x.Pos())
				return item{text: e.textOf(x.Common().Args[i], pos)}
			}
		}
	case *ssa.UnOp:
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return e.textItemOf(alloc, depth)
		}
	case *ssa.Alloc:
		return e.textItemOf(x, depth)
	}
	return item{text: &Text{Value: v, Parts: []Part{{Origin: OriginOther, Value: v}}}}
}

// textItemOf reads the Text field stores of a text-content literal.
func (e *engine) textItemOf(alloc *ssa.Alloc, depth int) item {
	pos, _ := e.exprPos(alloc.Pos())
	var text ssa.Value
	n := 0
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || sdk.FieldRole(irutil.FieldOf(fa)) != sdk.RoleText {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				text = st.Val
				n++
			}
		}
	}
	switch n {
	case 0:
		return item{text: &Text{Pos: pos, Parts: literalParts("")}}
	case 1:
		return item{text: e.textOf(text, pos)}
	}
	return item{text: &Text{Pos: pos, Parts: []Part{{Origin: OriginOther}}, Accumulated: true}}
}
