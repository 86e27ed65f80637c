package taint

import "strings"

// Kind is the kind of sensitive text a source produces.
type Kind uint8

// Source kinds, from the most to the least severe.
const (
	NoKind Kind = iota
	// Secret is a credential: an environment variable, field, variable or
	// parameter named like one, an Authorization header, URL user info.
	Secret
	// Stack is a stack trace.
	Stack
	// Infra is the raw error text of infrastructure (database drivers, net,
	// HTTP clients) or captured command output: internal hostnames,
	// connection strings, query text.
	Infra
	// Pending is not a source: it stands for the error of a call of a
	// method of the module's own interface whose implementations this
	// package does not see (see pending.go). No sink accepts it; a
	// package that registers the handler and sees the implementations
	// decides the sink with what they carry. It leaves the package in
	// a FuncFact's results (a service's method wrapping the call's error),
	// never in an interface method's or a tool's facts.
	Pending
	// Receiver is not a source either: it stands for the error of a call
	// of method What on parameter Pos (its index) of the function, an
	// interface of the module or an unnamed one (`func scanItem(row
	// interface{ Scan(...any) error }) (Item, error)`). A call of the
	// function replaces it with what that method of its argument's type
	// returns (pgx.Row's Scan: the query's error); no sink accepts it.
	Receiver
	// URLParam is not a source either: it stands for the error of an
	// HTTP request (a *url.Error, which prints the URL) to the URL that
	// parameter Pos (its index) of the function gives, a URL nothing in
	// the function marks as the server's endpoint
	// (`func Get(ctx context.Context, apiURL string) ([]byte, error)`,
	// exported for the tools of other packages). A call of the function
	// replaces it with an infrastructure label when its argument is the
	// server's configured endpoint (see resolveURLParam); no sink
	// accepts it. With Why set, it stands for the error of a net dial or
	// lookup of the address parameter Pos gives, which a call replaces
	// with an infrastructure label (Why) unless it passes the model's
	// address.
	URLParam
	// CtorEndpoint is not a source either: it stands for the error of a
	// method of a dependency's HTTP API client that a struct type of the
	// package holds, built on the endpoint the type's exported
	// constructor is given (`func NewForge(url, token string) *Forge`
	// storing `forge.NewClient(url, …)`); Why names the type. A package
	// that calls the constructor, with the server's configured endpoint
	// at every call, replaces it with an infrastructure label (see
	// resolveCtor); no sink accepts it.
	CtorEndpoint
)

// String names the kind for diagnostics.
func (k Kind) String() string {
	switch k {
	case Secret:
		return "secret"
	case Stack:
		return "stack trace"
	case Infra:
		return "infrastructure error"
	case Pending:
		return "pending"
	case Receiver:
		return "receiver"
	case URLParam:
		return "url parameter"
	case CtorEndpoint:
		return "constructor endpoint"
	}
	return "none"
}

// Label describes one source of sensitive text.
type Label struct {
	Kind Kind
	// What names the value: "the value of $DB_PASSWORD", "a stack trace
	// from debug.Stack", "raw database/sql error text from (*sql.DB).Query".
	What string
	// Pos is where the value is produced, as "file.go:line".
	Pos string
	// Why says what the text may contain, or "".
	Why string
	// ErrorOnly marks text that is a leak only on a failure path: in a
	// success result it is the tool's output or data (a command's output,
	// a secret-named field of a data type), in error content it is not.
	ErrorOnly bool
	// Tools names the tools of another package whose errors carry the
	// value to a dispatcher of this package ("tools list, get and 3 more
	// of package tools"), or "".
	Tools string
	// Dispatch identifies, for a label of Tools, the dispatcher's call
	// of those tools (its position): Result.Dispatched lists, under it,
	// the tools' returns whose errors carry the value. "" otherwise.
	Dispatch string
	// Prefix and NoSentinel describe the value that carries the label,
	// where known (see errgate.go): Prefix is the constant text it
	// starts with ("" when unknown), NoSentinel that it is an error
	// wrapping no error variable of the module. An operation that may
	// change them clears them.
	Prefix     string
	NoSentinel bool
}

// Describe renders the label for a diagnostic: what, where and why.
func (l Label) Describe() string {
	s := l.What
	if l.Pos != "" {
		s += " at " + l.Pos
	}
	if l.Why != "" {
		s += " (" + l.Why + ")"
	}
	if l.Tools != "" {
		s += ", returned by " + l.Tools
	}
	return s
}

// maxLabels bounds the labels a taint keeps (most severe first);
// diagnostics name every one kept.
const maxLabels = 8

// Taint is the sensitive content a value may carry: concrete source labels
// and, inside a function summary, the parameters whose taint flows into it
// (bit i for parameter i, receiver first), whole or by field.
type Taint struct {
	Labels []Label
	Params uint64
	// Fields are fields of struct parameters (or of the structs they
	// point to) whose taint flows in, where the rest of the parameter
	// does not: printing cfg.BaseURL depends on that field only, not on
	// cfg.Password. A parameter in Params is not repeated here.
	Fields []ParamField
}

// ParamField is field Field (its index in the struct) of parameter Param
// (receiver first), a struct or a pointer to one.
type ParamField struct {
	Param, Field int
}

// maxFields bounds the parameter fields a taint keeps; beyond it, the
// parameters count whole.
const maxFields = 16

// Empty reports whether t carries nothing.
func (t Taint) Empty() bool { return len(t.Labels) == 0 && t.Params == 0 && len(t.Fields) == 0 }

// Union returns t ∪ u.
func (t Taint) Union(u Taint) Taint {
	if u.Empty() {
		return t
	}
	if t.Empty() {
		return u
	}
	out := Taint{Params: t.Params | u.Params}
	if len(t.Labels)+len(u.Labels) > 0 {
		out.Labels = append(append([]Label(nil), t.Labels...), u.Labels...)
		out.Labels = dedup(out.Labels)
	}
	if len(t.Fields)+len(u.Fields) > 0 {
		out.Fields = append(append([]ParamField(nil), t.Fields...), u.Fields...)
		out.normalizeFields()
	}
	return out
}

// normalizeFields sorts and deduplicates t.Fields, drops those of
// parameters that count whole, and bounds their number.
func (t *Taint) normalizeFields() {
	fs := t.Fields[:0]
	for _, f := range t.Fields {
		if f.Param < 64 && t.Params&(1<<f.Param) == 0 {
			fs = append(fs, f)
		}
	}
	for i := 1; i < len(fs); i++ {
		for j := i; j > 0 && (fs[j].Param < fs[j-1].Param || fs[j].Param == fs[j-1].Param && fs[j].Field < fs[j-1].Field); j-- {
			fs[j], fs[j-1] = fs[j-1], fs[j]
		}
	}
	out := fs[:0]
	for i, f := range fs {
		if i == 0 || f != fs[i-1] {
			out = append(out, f)
		}
	}
	if len(out) > maxFields {
		for _, f := range out {
			t.Params |= 1 << f.Param
		}
		out = nil
	}
	if len(out) == 0 {
		out = nil
	}
	t.Fields = out
}

// OnlyLabels returns t without parameter dependencies.
func (t Taint) OnlyLabels() Taint { return Taint{Labels: t.Labels} }

// Filter returns t with only the labels keep accepts.
func (t Taint) Filter(keep func(Label) bool) Taint {
	var ls []Label
	for _, l := range t.Labels {
		if keep(l) {
			ls = append(ls, l)
		}
	}
	return Taint{Labels: ls, Params: t.Params, Fields: t.Fields}
}

// Worst returns the most severe label (the first in kind order, then by
// position) and whether there is one.
func (t Taint) Worst() (Label, bool) {
	if len(t.Labels) == 0 {
		return Label{}, false
	}
	best := t.Labels[0]
	for _, l := range t.Labels[1:] {
		if l.Kind < best.Kind || l.Kind == best.Kind && l.Pos < best.Pos {
			best = l
		}
	}
	return best, true
}

func sameTaint(a, b Taint) bool {
	if a.Params != b.Params || len(a.Labels) != len(b.Labels) || len(a.Fields) != len(b.Fields) {
		return false
	}
	for i := range a.Fields {
		if a.Fields[i] != b.Fields[i] {
			return false
		}
	}
	for i := range a.Labels {
		if a.Labels[i] != b.Labels[i] {
			return false
		}
	}
	return true
}

// dedup removes duplicate labels, keeps them in a canonical order and
// bounds their number, preferring the most severe.
func dedup(ls []Label) []Label {
	out := ls[:0:0]
	seen := map[Label]int{}
	for _, l := range ls {
		k := l.unshaped()
		i, ok := seen[k]
		if !ok {
			seen[k] = len(out)
			out = append(out, l)
			continue
		}
		// One source reaching the value two ways: what both ways agree on.
		if out[i].Prefix != l.Prefix {
			out[i].Prefix = ""
		}
		out[i].NoSentinel = out[i].NoSentinel && l.NoSentinel
	}
	// Insertion sort: kind, then position, then text.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && less(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if len(out) > maxLabels {
		out = out[:maxLabels]
	}
	return out
}

func less(a, b Label) bool {
	if a.Kind != b.Kind {
		return a.Kind < b.Kind
	}
	if a.Pos != b.Pos {
		return a.Pos < b.Pos
	}
	return strings.Compare(a.What, b.What) < 0
}
