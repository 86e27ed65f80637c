package results

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/sdk"
)

// Presence says whether a result's content holds anything to read.
type Presence uint8

// Content presence.
const (
	PresenceUnknown    Presence = iota // not statically known
	PresenceNone                       // no content (nil)
	PresenceEmptyArray                 // an empty, non-nil content array
	PresenceEmptyText                  // only text items, all of them ""
	PresenceNonEmpty                   // at least one item that may hold something
)

func (p Presence) String() string {
	switch p {
	case PresenceNone:
		return "none"
	case PresenceEmptyArray:
		return "empty"
	case PresenceEmptyText:
		return "emptytext"
	case PresenceNonEmpty:
		return "nonempty"
	}
	return "unknown"
}

// Empty reports whether the presence surely gives the model nothing to
// read: no content, an empty array or only empty texts.
func (p Presence) Empty() bool {
	return p == PresenceNone || p == PresenceEmptyArray || p == PresenceEmptyText
}

// Content is the content of one possible result value.
type Content struct {
	Presence Presence
	// Texts are the text items the content holds (when Presence is
	// unknown: the texts it surely or possibly holds), in order.
	Texts []*Text
	// Other is set when the content holds items that are not text (image,
	// audio, resource) or items whose kind is unknown.
	Other bool
	// Loop is set when items are appended in a loop.
	Loop bool
}

// How says how a result value was constructed.
type How uint8

// Construction kinds.
const (
	MadeUnknown     How = iota // a value we cannot see into
	MadeLiteral                // a composite literal, new(T) or a variable
	MadeConstructor            // an SDK constructor (mcp-go NewToolResult*)
	MadeHelper                 // a helper function, by summary or fact
)

func (h How) String() string {
	switch h {
	case MadeLiteral:
		return "literal"
	case MadeConstructor:
		return "constructor"
	case MadeHelper:
		return "helper"
	}
	return "unknown"
}

// Value is one possible call-tool result a return statement produces.
// Values are immutable once built.
type Value struct {
	IsError    sdk.Tri
	Content    Content
	Structured sdk.Tri // structured content attached (mcp-go StructuredContent / RawStructuredContent, go-sdk StructuredContent)
	// IsErrorPos, ContentPos and StructuredPos are where each part was
	// last set (token.NoPos while it keeps its zero value).
	IsErrorPos, ContentPos, StructuredPos token.Pos
	// Pos is the position of the expression or assignment that completed
	// the value: its construction or the last change to it.
	Pos token.Pos
	// Made says how the value was constructed, MadePos where, and Expr is
	// the constructing expression (a call or a composite literal, with its
	// & if any) when it is in the analyzed package.
	Made    How
	MadePos token.Pos
	Expr    ast.Expr
	// Constructor is the SDK constructor's name for MadeConstructor, the
	// helper's name for MadeHelper.
	Constructor string
	// Mutated is set when the value was changed after its construction
	// (field stores, append, SetError, calls that may change it).
	Mutated bool

	isErrorParam int // summaries: IsError comes from this parameter, or -1
	// base is 1 + the index of the parameter the value is (as changed),
	// 0 when it is none; inherit says which parts are still the
	// parameter's (see param.go).
	base    int
	inherit uint8
	// structuredParam is 1 + the index of the parameter whose nil-ness
	// decides Structured (summaries), 0 when none.
	structuredParam int
	// guardParam is 1 + the index of the parameter whose dynamic type
	// must be guardType, a concrete type's full name, for the helper to
	// return the value (summaries, see typeguard.go), 0 when none.
	guardParam int
	guardType  string
	// nilGuardParam is 1 + the index of the parameter whose nil test
	// decides that the helper returns the value (summaries, see
	// nilguard.go), 0 when none; nilGuardNil says it is returned when
	// the parameter is nil. nilGuardArg is that parameter's argument
	// once resolved at a call.
	nilGuardParam int
	nilGuardNil   bool
	nilGuardArg   ssa.Value
}

// String renders the value for tests and debugging, e.g.
// "iserror=true content=emptytext structured=false made=constructor".
func (v *Value) String() string {
	var texts []string
	for _, t := range v.Content.Texts {
		texts = append(texts, t.describe())
	}
	s := fmt.Sprintf("iserror=%s content=%s structured=%s made=%s", tri(v.IsError), v.Content.Presence, tri(v.Structured), v.Made)
	if v.Mutated {
		s += " mutated"
	}
	if v.Content.Loop {
		s += " loop"
	}
	if len(texts) > 0 {
		s += " texts=[" + strings.Join(texts, "; ") + "]"
	}
	return s
}

func (t *Text) describe() string {
	var ps []string
	for _, p := range t.Parts {
		switch p.Origin {
		case OriginLiteral:
			ps = append(ps, fmt.Sprintf("%q", p.Lit))
		case OriginError:
			ps = append(ps, "error"+p.Verb)
		case OriginParam:
			ps = append(ps, fmt.Sprintf("param%d", p.Param))
		default:
			ps = append(ps, "other"+p.Verb)
		}
	}
	s := strings.Join(ps, "+")
	if t.Accumulated {
		s += " acc"
	}
	if t.Alternatives {
		s += " alt"
	}
	return s
}

func tri(t sdk.Tri) string {
	switch t {
	case sdk.True:
		return "true"
	case sdk.False:
		return "false"
	}
	return "unknown"
}

// clone returns a shallow copy of v with its own text slice.
func (v *Value) clone() *Value {
	c := *v
	c.Content.Texts = append([]*Text(nil), v.Content.Texts...)
	return &c
}

// key identifies a value for deduplication in sets of values.
func (v *Value) key() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d/%d/%d/%d/%v/%v/%d/%d/%d/%d/%d/%v/%d/%d/%d", v.IsError, v.Content.Presence, v.Structured, v.Made,
		v.Content.Other, v.Content.Loop, v.IsErrorPos, v.ContentPos, v.StructuredPos, v.Pos, v.MadePos, v.Mutated, v.isErrorParam, v.base, v.inherit)
	fmt.Fprintf(&b, "/%d/%d/%s/%d/%v/%p", v.structuredParam, v.guardParam, v.guardType, v.nilGuardParam, v.nilGuardNil, v.nilGuardArg)
	for _, t := range v.Content.Texts {
		fmt.Fprintf(&b, "/%p:%d", t.Value, t.Pos)
	}
	return b.String()
}

// maxValues bounds the number of distinct values tracked per program point.
const maxValues = 12

// union merges value sets, dropping duplicates; it collapses sets larger
// than maxValues into one value whose differing parts are unknown.
func union(sets ...[]*Value) []*Value {
	seen := map[string]bool{}
	var out []*Value
	for _, s := range sets {
		for _, v := range s {
			k := v.key()
			if !seen[k] {
				seen[k] = true
				out = append(out, v)
			}
		}
	}
	if len(out) > maxValues {
		return []*Value{collapse(out)}
	}
	return out
}

// collapse joins values into one.
func collapse(vs []*Value) *Value {
	j := vs[0].clone()
	texts := map[textKey]bool{}
	for _, t := range j.Content.Texts {
		texts[t.key()] = true
	}
	for _, v := range vs[1:] {
		if v.IsError != j.IsError {
			j.IsError = sdk.Unknown
		}
		if v.Structured != j.Structured {
			j.Structured = sdk.Unknown
		}
		if v.Content.Presence != j.Content.Presence {
			j.Content.Presence = PresenceUnknown
		}
		j.Content.Other = j.Content.Other || v.Content.Other
		j.Content.Loop = j.Content.Loop || v.Content.Loop
		j.Mutated = j.Mutated || v.Mutated
		if v.base != j.base || v.inherit != j.inherit {
			j.base, j.inherit = 0, 0
		}
		if v.structuredParam != j.structuredParam {
			j.structuredParam = 0
		}
		if v.guardParam != j.guardParam || v.guardType != j.guardType {
			j.guardParam, j.guardType = 0, ""
		}
		if v.nilGuardParam != j.nilGuardParam || v.nilGuardNil != j.nilGuardNil || v.nilGuardArg != j.nilGuardArg {
			j.nilGuardParam, j.nilGuardNil, j.nilGuardArg = 0, false, nil
		}
		if v.Pos > j.Pos {
			j.Pos = v.Pos
		}
		for _, t := range v.Content.Texts {
			if !texts[t.key()] {
				texts[t.key()] = true
				j.Content.Texts = append(j.Content.Texts, t)
			}
		}
	}
	return j
}

// unknownValue is a result we cannot see into.
func unknownValue(pos token.Pos) *Value {
	return &Value{Pos: pos, MadePos: pos, isErrorParam: -1}
}

// zeroValue is a freshly allocated result.
func zeroValue(pos token.Pos, expr ast.Expr) *Value {
	return &Value{
		IsError: sdk.False, Structured: sdk.False, Content: Content{Presence: PresenceNone},
		Pos: pos, MadePos: pos, Made: MadeLiteral, Expr: expr, isErrorParam: -1,
	}
}

// item is one element of a content array.
type item struct {
	text    *Text // a text item, or nil
	other   bool  // a non-text item
	unknown bool  // an item of unknown kind
}

// withItems returns content c with items appended.
func withItems(c Content, items []item, loop bool) Content {
	out := Content{Presence: c.Presence, Texts: append([]*Text(nil), c.Texts...), Other: c.Other, Loop: c.Loop || loop}
	if len(items) == 0 {
		return out
	}
	seen := map[textKey]bool{}
	for _, t := range out.Texts {
		seen[t.key()] = true
	}
	for _, it := range items {
		switch {
		case it.text != nil:
			if !seen[it.text.key()] || it.text.Value == nil && it.text.Pos == token.NoPos {
				seen[it.text.key()] = true
				out.Texts = append(out.Texts, it.text)
			}
		case it.other:
			out.Other = true
		default:
			out.Other = true
		}
	}
	out.Presence = presenceOf(out, c.Presence)
	return out
}

// presenceOf computes the presence of content that surely has items, given
// the presence before the items were added.
func presenceOf(c Content, before Presence) Presence {
	if c.Other {
		return PresenceNonEmpty
	}
	for _, t := range c.Texts {
		if !t.Empty() {
			return PresenceNonEmpty
		}
	}
	if before == PresenceUnknown || c.Loop {
		return PresenceUnknown
	}
	return PresenceEmptyText
}

// sortValues orders values by position for stable output.
func sortValues(vs []*Value) {
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Pos < vs[j].Pos })
}
