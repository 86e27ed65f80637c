package unflaggederror

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/results"
)

// A lookup may answer its own failure with a status struct and a nil
// error, the failure's text in a member named like an error:
//
//	if resp.StatusCode != http.StatusOK {
//		return &JobStatus{State: "UNKNOWN", Error: fmt.Sprintf("Failed to read job status (HTTP %d)", resp.StatusCode)}, nil
//	}
//
// A handler that prints that member into a success text (`text +=
// "\nError: " + st.Error`) answers the failure as a success. The member
// counts where the lookup sets it (see structFailure), so a job's own
// error that the lookup copies from the data it read is not a failure.

// failedMemberText returns the text of m, shortened for showing, when m
// is a member named like an error, set in a block reached only where a
// call of the function failed or an HTTP response's status is not a
// success, with words that say something failed; or "".
func failedMemberText(res *env, m structMember) string {
	if !errorKeys[m.key] || m.at == nil {
		return ""
	}
	_, shown := failureWords(res, m)
	if shown == "" || failedCall(m.at) == "" && !httpFailed(m.at) {
		return ""
	}
	return shown
}

// failureMessage returns the text of m, shortened for showing, when m is
// another member (a "message") whose text, set in a block of its own,
// opens with words that say something failed and holds the text of an
// error that is non-nil there (`Message: fmt.Sprintf("Error: %s", err)`
// where a wait failed); or "". Either alone is not enough: an error's
// text in a message may be a warning the work went past, and failure
// words may be data.
func failureMessage(res *env, m structMember) string {
	if errorKeys[m.key] || okKeys[m.key] || statusKeys[m.key] || m.at == nil {
		return ""
	}
	vt, shown := failureWords(res, m)
	if shown == "" {
		return ""
	}
	for _, p := range vt.Parts {
		if p.Origin == results.OriginError && p.Value != nil && !stored(p.Value) && p.ErrIn(m.at) == nilflow.NonNil && !probeCallError(p.Value) {
			return shown
		}
	}
	return ""
}

// failureWords returns the text of member m and, shortened for showing,
// its template when the one text it has reads as a failure; "" otherwise.
func failureWords(res *env, m structMember) (*results.Text, string) {
	vt := res.TextOf(irutil.UnwrapInterface(m.val))
	if vt == nil || vt.Alternatives || vt.Accumulated {
		return nil, ""
	}
	match, shown := template(vt)
	if !readsAsFailure(match) {
		return nil, ""
	}
	return vt, shorten(shown)
}

// httpFailed reports whether block is reached only where the status of
// an HTTP response that a call of its function returned is not a
// success.
func httpFailed(block *ssa.BasicBlock) bool {
	for _, b := range block.Parent().Blocks {
		for _, instr := range b.Instrs {
			if load, ok := instr.(*ssa.UnOp); ok {
				if resp := responseStatus(load); resp != nil && failingStatus(resp, block) {
					return true
				}
			}
		}
	}
	return false
}

// memberFailure says why text t holds the failure member of a status
// struct a call returned (see failedMemberText and structFailure), or "".
func memberFailure(res *env, t *results.Text) string {
	why := memberFailureIn(res, t, 0)
	if why != "" && (t.Alternatives || t.Accumulated) {
		why += ", on one path"
	}
	return why
}

// maxJoinDepth bounds how far memberFailureIn follows lines joined into
// a text.
const maxJoinDepth = 2

// memberFailureIn is memberFailure without the path note; depth counts
// the joins looked into.
func memberFailureIn(res *env, t *results.Text, depth int) string {
	for _, p := range t.Parts {
		if p.Origin == results.OriginLiteral || p.Value == nil {
			continue
		}
		if depth < maxJoinDepth {
			// strings.Join(lines, "\n"): the lines' texts.
			for _, line := range joinedLines(p.Value) {
				if lt := res.TextOf(line); lt != nil {
					if why := memberFailureIn(res, lt, depth+1); why != "" {
						return why
					}
				}
			}
		}
		base, field, key := memberRead(irutil.UnwrapInterface(p.Value))
		if base == nil || !errorKeys[key] {
			continue
		}
		base = assigned(base)
		call, _ := irutil.CallResult(base)
		if call == nil {
			continue
		}
		why := structFailure(res, base, nil, 0)
		if !strings.HasPrefix(why, fmt.Sprintf("is JSON whose %q holds ", key)) {
			continue // the struct says it failed in another member
		}
		_, obj := irutil.StaticCallee(call.Common())
		if obj == nil {
			continue
		}
		return fmt.Sprintf("text holds member %s of what %s returns, %s", field, obj.Name(), strings.TrimPrefix(why, "is JSON "))
	}
	return ""
}

// joinedLines returns the lines v joins, when v is a strings.Join call
// of a slice built from a literal and appends: the values stored into
// its arrays and appended to it.
func joinedLines(v ssa.Value) []ssa.Value {
	call, ok := v.(*ssa.Call)
	if !ok || len(call.Common().Args) != 2 {
		return nil
	}
	if fn := irutil.StaticFunc(call.Common()); fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || fn.Name() != "Join" {
		return nil
	}
	var lines []ssa.Value
	seen := map[ssa.Value]bool{}
	var walk func(ssa.Value)
	walk = func(sl ssa.Value) {
		if seen[sl] {
			return
		}
		seen[sl] = true
		switch x := sl.(type) {
		case *ssa.Phi:
			for _, e := range x.Edges {
				walk(e)
			}
		case *ssa.Call:
			if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Call.Args) == 2 {
				walk(x.Call.Args[0])
				elems, _ := irutil.SliceElems(x.Call.Args[1])
				lines = append(lines, elems...)
			}
		case *ssa.Slice:
			elems, _ := irutil.SliceElems(x)
			lines = append(lines, elems...)
		}
	}
	walk(call.Common().Args[0])
	return slices.DeleteFunc(lines, func(v ssa.Value) bool { return v == nil })
}

// assigned returns the one value stored in v, a local variable (`c :=
// check(url)` kept in memory for its members), or v.
func assigned(v ssa.Value) ssa.Value {
	if alloc, ok := v.(*ssa.Alloc); ok && !alloc.Heap {
		if val := irutil.OnlyStored(alloc); val != nil {
			return val
		}
	}
	return v
}

// fromMember reports whether why says a text holds the failure member of
// a status struct: a probe tool's answer.
func fromMember(why string) bool {
	return strings.HasPrefix(why, "text holds member ")
}

// memberRead returns the struct (or pointer) value whose member v reads,
// the member's Go name and its lower-cased JSON name; base is nil when v
// reads no member.
func memberRead(v ssa.Value) (base ssa.Value, field, key string) {
	var st *types.Struct
	var i int
	switch x := v.(type) {
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL {
			return nil, "", ""
		}
		p, ok := fa.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return nil, "", ""
		}
		st, _ = p.Elem().Underlying().(*types.Struct)
		base, i = fa.X, fa.Field
	case *ssa.Field:
		st, _ = x.X.Type().Underlying().(*types.Struct)
		base, i = x.X, x.Field
	}
	if st == nil || i >= st.NumFields() {
		return nil, "", ""
	}
	name, skip := results.JSONName(st.Field(i), st.Tag(i))
	if skip {
		return nil, "", ""
	}
	return base, st.Field(i).Name(), strings.ToLower(name)
}
