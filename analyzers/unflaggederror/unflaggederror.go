package unflaggederror

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/results"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer reports failure texts in results that claim success.
var Analyzer = &analysis.Analyzer{
	Name:      "unflaggederror",
	Doc:       Documentation.Text(),
	Requires:  []*analysis.Analyzer{results.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(StructFailureFact)},
}

// env is what the check's functions share: the results of the package and
// its pass (for the facts of the packages it imports).
type env struct {
	*results.Result
	pass *analysis.Pass
}

func run(pass *analysis.Pass) (any, error) {
	res := &env{Result: pass.ResultOf[results.Analyzer].(*results.Result), pass: pass}
	exportStructFacts(res)
	if len(res.Handlers)+len(res.Candidates)+len(res.TextTools) == 0 {
		return nil, nil
	}
	scope := report.NewScope(pass)
	reported := map[token.Pos]bool{}
	for _, h := range slices.Concat(res.Handlers, res.Candidates) {
		probe := probeTool(h.Handler.Tool, h.Handler.Fn.Name())
		for _, r := range h.Returns {
			if !res.ErrNilOn(h, r) {
				continue
			}
			vals := r.Values
			if len(vals) == 0 && r.OutAttached == sdk.True {
				vals = []*results.Value{nil} // a go-sdk typed handler's output alone
			}
			for _, v := range vals {
				why := ""
				if v != nil {
					why = failure(res, v, r)
				}
				if why == "" {
					why = structuredFailure(res, v, r)
				}
				if why == "" || probe && probeAnswer(why) {
					continue
				}
				pos := r.Pos
				if v != nil && scope.InPackage(v.Pos) && !viaHelper(why) {
					pos = v.Pos
				}
				if reported[pos] || !scope.Reportable(pos) {
					continue
				}
				reported[pos] = true
				d := analysis.Diagnostic{Pos: pos, Category: "unflaggederror"}
				if v == nil {
					d.Message = fmt.Sprintf("the output's %s, but the result does not set isError: hosts count the call as a success and the model learns to treat failures as data; return the error as the handler's error instead (the SDK makes it an isError result)", why)
					pass.Report(d)
					continue
				}
				fix, advice := suggest(pass, v, r)
				if namedHelper(why) {
					fix, advice = nil, "set isError in the helper, which every caller uses to answer a failure"
				}
				if onePath(why) || viaHelper(why) {
					// The same result is a success on the other paths,
					// or a helper's that other returns use: changing its
					// constructor would flag those too.
					fix, advice = nil, "answer the failing path with its own isError result"
				}
				d.Message = fmt.Sprintf("result %s but does not set isError: hosts count the call as a success and the model learns to treat failures as data; %s", why, advice)
				if fix != nil {
					d.SuggestedFixes = []analysis.SuggestedFix{*fix}
				}
				pass.Report(d)
			}
		}
	}
	reportTextTools(pass, res, scope, reported)
	return nil, nil
}

// reportTextTools reports the hand-rolled text tools (results.TextTools)
// that return failure text with a nil error, which their dispatcher sends
// as a success result.
func reportTextTools(pass *analysis.Pass, res *env, scope *report.Scope, reported map[token.Pos]bool) {
	for _, h := range res.TextTools {
		probe := probeTool(h.Handler.Tool, h.Handler.Fn.Name())
		for _, r := range h.Returns {
			if !h.Handler.ToolExit(r.Ret) {
				continue
			}
			why, where := textToolFailure(res, h, r)
			if why == "" || probe && probeAnswer(why) || reported[r.Pos] || !scope.Reportable(r.Pos) {
				continue
			}
			reported[r.Pos] = true
			pass.Report(analysis.Diagnostic{Pos: r.Pos, Category: "unflaggederror",
				Message: fmt.Sprintf("returned %s with a nil error%s, which the dispatcher sends as a success result: hosts count the call as a success and the model learns to treat failures as data; return the failure as the error (the dispatcher makes it an isError result)", why, where)})
		}
	}
}

// textToolFailure says why the value text tool h returns at r with a nil
// error is a failure, or "", and where ("" or " on that path", for a
// function's pair whose error is nil only where it returns the failure).
func textToolFailure(res *env, h *results.HandlerResults, r *results.Return) (why, where string) {
	if !res.ErrNilOn(h, r) {
		if h.Handler.Open {
			return "", ""
		}
		return pairFailure(res, r), " on that path"
	}
	if len(r.Values) > 0 {
		why = failure(res, r.Values[0], r)
	}
	if why == "" && !h.Handler.Open {
		// A dispatcher of this package encodes the value.
		why = valueFailure(res, r)
	}
	if namedHelper(why) {
		why = "a value that " + why
	}
	return why, ""
}

// valueFailure says why the value a tool returning any value and an
// error returns at r is a failure that its dispatcher encodes into a
// success result's text: a map or struct that says it failed
// (structFailure), `map[string]any{"error": fmt.Sprintf("invalid regex:
// %v", err)}`; or "".
func valueFailure(res *env, r *results.Return) string {
	if r.Ret == nil || len(r.Ret.Results) == 0 {
		return ""
	}
	x := irutil.UnwrapInterface(r.Ret.Results[0])
	t := x.Type().Underlying()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem().Underlying()
	}
	switch t.(type) {
	case *types.Map, *types.Struct:
	default:
		return ""
	}
	if why := structFailure(res, x, r.Ret.Block(), 0); why != "" {
		return "a value that " + why
	}
	return ""
}

// failure says why v reads as a failure result without isError, or "".
func failure(res *env, v *results.Value, r *results.Return) string {
	if v.IsError != sdk.False || v.Made == results.MadeUnknown || v.Content.Loop || v.Content.Other {
		return ""
	}
	if why := textsFailure(res, v.Content.Texts, r); why != "" {
		return why
	}
	return namedFailure(res.pass, v)
}

// textsFailure says why texts, the texts of a result, read as a failure,
// or "": every one of them must.
func textsFailure(res *env, texts []*results.Text, r *results.Return) string {
	why := ""
	for _, t := range texts {
		w := failureText(res, t, r)
		if w == "" {
			return "" // partial success, or data
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// failureText says why t is the text of a failure, or "".
func failureText(res *env, t *results.Text, r *results.Return) string {
	if why := helperFailure(res, t); why != "" {
		return why
	}
	if why := memberFailure(res, t); why != "" {
		return why
	}
	if t.Accumulated {
		return lastWrite(res, t)
	}
	if t.Alternatives {
		return failurePath(res, t, r.Ret.Block())
	}
	if match, _ := template(t); partialSuccess(match) {
		return "" // "Project created but the template failed: <err>": the work was done
	}
	block := r.Ret.Block()
	if in, ok := t.Value.(ssa.Instruction); ok && in.Block() != nil && in.Parent() == r.Ret.Parent() {
		// Where the text is made; a text a helper made from the
		// arguments of its call is the handler's where it returns it.
		block = in.Block()
	}
	if why := textFailure(t, block); why != "" {
		return why
	}
	if why := jsonFailure(res, t, r.Ret); why != "" {
		return why
	}
	if why := branchFailure(t, block); why != "" {
		return why
	}
	return statusFailure(t, block)
}

// failurePath says why a text chosen on the way to the return (in block
// ret) reads as a failure on one of the ways, or "": a way whose text is
// built from an error that is non-nil there and not known nil at the
// return.
//
//	msg := fmt.Sprintf("%d items", n)
//	if err != nil {
//		msg = "cannot count: " + err.Error()
//	}
//	return mcp.NewToolResultText(msg), nil
func failurePath(res *env, t *results.Text, ret *ssa.BasicBlock) string {
	phi, ok := t.Value.(*ssa.Phi)
	if !ok {
		return ""
	}
	for i, edge := range phi.Edges {
		if edge == phi || i >= len(phi.Block().Preds) {
			continue
		}
		et := res.TextOf(edge)
		if et == nil || et.Accumulated || et.Alternatives || !failedOn(et, phi.Block().Preds[i], ret) {
			continue
		}
		if why := textFailure(et, phi.Block().Preds[i]); why != "" {
			return why + " on one path"
		}
	}
	return ""
}

// helperFailure says why one of the alternative texts a same-package
// helper returns reads as a failure in words where the helper makes it
// from an error that is non-nil there, or "": t is the text of the
// helper's call, or a choice between such calls.
//
//	func describe(name string) string {
//		b, err := os.ReadFile(name)
//		if err != nil {
//			return fmt.Sprintf("Error: %v", err)
//		}
//		return string(b)
//	}
func helperFailure(res *env, t *results.Text) string {
	if phi, ok := t.Value.(*ssa.Phi); ok {
		for _, edge := range phi.Edges {
			if _, ok := edge.(*ssa.Call); !ok {
				continue
			}
			if et := res.TextOf(edge); et != nil {
				if why := helperFailure(res, et); why != "" {
					return why
				}
			}
		}
		return ""
	}
	if _, ok := t.Value.(*ssa.Call); !ok || !t.Alternatives {
		return ""
	}
	start := 0
	for i := 1; i <= len(t.Parts); i++ {
		if i < len(t.Parts) && !t.Parts[i].Alt {
			continue
		}
		alt := &results.Text{Value: t.Value, Parts: t.Parts[start:i], Pos: t.Pos}
		start = i
		for _, p := range alt.Parts {
			if p.Origin != results.OriginError || p.Value == nil || stored(p.Value) {
				continue
			}
			block := blockOf(p)
			if block == nil || p.ErrIn(block) != nilflow.NonNil {
				continue
			}
			if why := textFailure(alt, block); why != "" && why != builtFromError {
				return why + " on one path"
			}
		}
	}
	return ""
}

// blockOf returns the block of the call that put part p into its text
// (the fmt call, the Error call), in the function its value belongs to.
func blockOf(p results.Part) *ssa.BasicBlock {
	var fn *ssa.Function
	switch v := p.Value.(type) {
	case ssa.Instruction:
		fn = v.Parent()
	case *ssa.Parameter:
		fn = v.Parent()
	}
	if fn == nil || !p.Pos.IsValid() {
		return nil
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(*ssa.Call); ok && call.Pos() == p.Pos {
				return b
			}
		}
	}
	return nil
}

// failedOn reports whether t is built from an error that is non-nil in
// block at and not known to be nil in block ret.
func failedOn(t *results.Text, at, ret *ssa.BasicBlock) bool {
	for _, p := range t.Parts {
		if p.Origin != results.OriginError || p.Value == nil || stored(p.Value) {
			continue
		}
		if p.ErrIn(at) == nilflow.NonNil && p.ErrIn(ret) != nilflow.Nil {
			return true
		}
	}
	return false
}

// textFailure says why t, a text without alternatives, is the text of a
// failure where it is made, in block, or "".
func textFailure(t *results.Text, block *ssa.BasicBlock) string {
	prefix := strings.TrimLeftFunc(t.Prefix(), func(r rune) bool { return !unicode.IsLetter(r) })
	if mentionsAsData(t) {
		return ""
	}
	match, _ := template(t)
	if isFailureMessage(prefix) || isFailureMessage(strings.TrimLeftFunc(match, func(r rune) bool { return !unicode.IsLetter(r) })) {
		// The words up to the first value, or with the values in
		// ("Failed: x", "Could not x").
		shown := shorten(strings.TrimSpace(t.Prefix()))
		if lit, ok := t.Literal(); !strings.HasSuffix(shown, "…") && (!ok || strings.TrimSpace(lit) != shown) {
			shown += " …" // the text goes on: a value, or more words
		}
		return fmt.Sprintf("text %q reads as a failure", shown)
	}
	if match, shown := template(t); isFailureStatement(match) {
		return fmt.Sprintf("text %q reads as a failure", shorten(shown))
	}
	if match, shown := template(t); readsAsFailure(jsonErrorMember(match)) {
		// JSON text whose first member is its error: {"error": "target
		// not found: x", "hint": "…"}.
		return fmt.Sprintf("text %q reads as a failure", shorten(shown))
	}
	if commandReport(t) {
		return ""
	}
	if match, _ := template(t); warning.MatchString(match) {
		return "" // "closed with warning: <err>": the work was done
	}
	for _, p := range t.Parts {
		if p.ErrIn(block) == nilflow.NonNil && !stored(p.Value) {
			return builtFromError
		}
	}
	return ""
}

// fromError reports whether why, a reason of failure, says the text
// holds an error's text and nothing else (no member that says the call
// failed): a probe tool's answer.
func fromError(why string) bool {
	return why == builtFromError || strings.Contains(why, "holds an error's text") && !strings.HasSuffix(why, ": false")
}

// probeAnswer reports whether why, a probe tool's reason of failure, is
// what the probe found rather than its own failure: a text built from
// an error value, a struct a probe function built, a status it formats,
// a probe call's error in a member. A fixed text on a failed lookup's
// branch ("No memory found for …") is the tool's own failure.
func probeAnswer(why string) bool {
	return fromError(why) || probeBuilder(why) || fromStatus(why) || fromMember(why)
}

// failingFunc matches the function a reason of failure names: "when F
// fails", "fails in F".
var failingFunc = regexp.MustCompile(`(?:when (\w+) fails|fails in (\w+))`)

// probeBuilder reports whether why says a struct built by a probe
// function (CheckHealth, pingDatabase) reads as a failure: in a probe
// tool, the status of the check the model asked for is its answer.
func probeBuilder(why string) bool {
	for _, m := range failingFunc.FindAllStringSubmatch(why, -1) {
		for _, name := range m[1:] {
			if name != "" && probeTool("", name) {
				return true
			}
		}
	}
	return false
}

// viaHelper reports whether why says a helper made the text of the
// argument the handler passed it: the handler's return is where to
// report, not the helper's constructor (shared by every caller).
func viaHelper(why string) bool {
	return strings.HasPrefix(why, "text (marshalled by ")
}

// onePath reports whether why says the result reads as a failure on
// some of the paths to its return only.
func onePath(why string) bool {
	return strings.Contains(why, " on one path") || strings.Contains(why, " fails")
}

// builtFromError is the reason of a text built from a non-nil error value
// without words that say anything failed.
const builtFromError = "text is built from an error value"

// warning matches texts that present an error as a warning about work
// that was done.
var warning = regexp.MustCompile(`(?i)\bwarn(?:ing|ings)?\b`)

// doneVerbs are the verbs of a clause saying the work was done.
const doneVerbs = `(?:created|updated|saved|added|deleted|removed|sent|stored|uploaded|registered|applied|written|moved|renamed|copied|inserted|started|scheduled|installed|completed|archived|closed|merged|published|assigned|imported|enabled|disabled|cancell?ed|downloaded|fetched|retrieved|loaded|generated|built|exported|synced|synchronized|cloned|pulled|pushed|committed|deployed|processed|indexed|converted|compiled|rendered|extracted|received)`

// doneBut matches a text that opens with a clause saying the work was
// done, then "but" ("Project created but the template failed: …",
// "Updated, but could not toggle done: …"): a partial success, whose
// failure is a note about a follow-up step. Its first group is what comes
// before the verb.
var doneBut = regexp.MustCompile(`(?i)^\W*((?:[\w'-]+\s+){0,4}?)` + doneVerbs + `\b[^.:;!?\n]{0,60}?,?\s+but\b`)

// doneOpening matches a text that opens with a clause saying the work was
// done ("✅ Project 'x' created successfully!"); its first group is what
// comes before the verb. Followed by a warning, the text is a partial
// success: the failure is a follow-up step's.
var doneOpening = regexp.MustCompile(`(?i)^\W*((?:\S+\s+){0,4}?)` + doneVerbs + `\b`)

// negated matches words that turn a done-clause into its opposite ("not
// created", "Nothing was saved").
var negated = regexp.MustCompile(`(?i)\b(?:not|no|never|nothing|none|cannot|can't|couldn't|wasn't|weren't|failed|unable|error)\b|n't\b`)

// partialSuccess reports whether text says the work was done but a later
// step failed (see doneBut), or warns of one after saying so
// (doneOpening).
func partialSuccess(text string) bool {
	if partialStatus.MatchString(text) {
		return true
	}
	if m := doneBut.FindStringSubmatch(text); m != nil && !negated.MatchString(m[1]) {
		return true
	}
	m := doneOpening.FindStringSubmatch(text)
	return m != nil && !negated.MatchString(m[1]) && warning.MatchString(text[len(m[0]):])
}

// partialStatus matches a text that names a partial outcome ("partial
// failure", "partial_failure", "partially failed"): some of the work was
// done, and answering it as a failure invites a retry that repeats it.
var partialStatus = regexp.MustCompile(`(?i)\bpartial(?:ly)?[\s_-]+(?:fail(?:ed|ure)?|succe(?:ss|eded))\b`)

// probeWords are the words of tool (or handler) names whose tool reports
// on the health of something else: a connection test, a health check. The
// error of what it probes is its answer, so a text built from that error
// is data; its failure words still count.
var probeWords = map[string]bool{
	"test": true, "check": true, "ping": true, "health": true, "healthcheck": true,
	"probe": true, "diagnose": true, "diagnostics": true, "validate": true, "verify": true,
}

// probeTool reports whether a tool named tool (or, without a known name,
// whose handler is fn) is a probe: one of its words is in probeWords
// (test_connection, handleTestConnection, checkHealth).
func probeTool(tool, fn string) bool {
	name := tool
	if name == "" {
		name = fn
	}
	for _, w := range nameWords(name) {
		if probeWords[w] {
			return true
		}
	}
	return false
}

// nameWords splits a snake_case, kebab-case or camelCase name into
// lower-case words.
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	for _, r := range name {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return words
}

// commandReport reports a text that shows a command's output with its
// exit error ("FAIL ...\nexit status 1"): the result of a command the
// tool ran, which a command runner or a test runner reports as data.
// Its words still count ("Error: exit status 1" reads as a failure).
func commandReport(t *results.Text) bool {
	exit, other := false, false
	for _, p := range t.Parts {
		switch p.Origin {
		case results.OriginError:
			if p.Value == nil || !commandError(p.Value) {
				return false
			}
			exit = true
		case results.OriginOther:
			other = true
		}
	}
	return exit && other
}

// commandError reports whether err is the error of running a command
// (os/exec's Run, Output, CombinedOutput, Wait).
func commandError(err ssa.Value) bool {
	call, _ := irutil.CallResult(irutil.UnwrapInterface(err))
	if call == nil {
		return false
	}
	fn := irutil.StaticFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os/exec" {
		return false
	}
	switch fn.Name() {
	case "Run", "Output", "CombinedOutput", "Wait":
		return true
	}
	return false
}

// weakFailure matches words that say something failed, which mean a
// failure only where a call is known to have failed: in English, and the
// same words in Chinese, Japanese and Korean (which have no word
// boundaries: "请求失败" is "request failed").
var weakFailure = regexp.MustCompile(`(?i)\b(?:fail(?:ed|s|ure|ing)?|errors?|errored|unable|cannot|can't|could\s*not|couldn't|not\s+(?:found|allowed|permitted|available|supported|exist|installed|configured|enabled|running|reachable|connected)|does\s+not\s+exist|invalid|denied|unknown|unexpected|unsuccessful|no\s+(?:[\w-]+\s+){0,3}found)\b|失败|錯誤|错误|出错|无法|無法|未找到|不存在|失敗|エラー|できません|見つかりません|실패|오류|찾을\s*수\s*없`)

// fallback matches a text that says the tool went on another way after
// the failed call ("pulseaudio-utils not installed, using alsa", "cache
// unavailable, falling back to the database"): a degraded success.
var fallback = regexp.MustCompile(`(?i)(?:,|;|\s-)\s*(?:using|falling\s+back|fell\s+back|trying|continuing|proceeding|defaulting)\b|\binstead\b`)

// checkers are callee name parts of calls whose error is the answer a
// tool was asked for (a validator's, a linter's, a test's), not its own
// failure.
var checkers = regexp.MustCompile(`(?i)validat|lint|check|test|verif|diagnos|scan|audit`)

// branchFailure says why t, made in block, reads as a failure there, or
// "": its words say something failed (weakFailure) and block is reached
// only when a call of the function failed (its error is non-nil there).
//
//	if _, err := db.Insert(ctx, row); err != nil {
//		return mcp.NewToolResultText("Saving " + id + ": an error, see the log"), nil
//	}
func branchFailure(t *results.Text, block *ssa.BasicBlock) string {
	if block == nil || t.Alternatives || t.Accumulated || commandReport(t) {
		return ""
	}
	match, shown := template(t)
	// A status token in snake case ("validation_failed", "not_found")
	// reads as its words.
	match = strings.ReplaceAll(match, "_", " ")
	if !weakFailure.MatchString(match) || fallback.MatchString(match) || partialSuccess(match) {
		return ""
	}
	name := failedCall(block)
	if name == "" {
		return ""
	}
	return fmt.Sprintf("text %q is returned where %s failed, and reads as a failure", shorten(shown), name)
}

// statusFailure says why t, made in block, reads as a failure there, or
// "": block is reached only when the status code of an HTTP response that
// a call of the function returned is not a success (resp.StatusCode !=
// 200, >= 400, != http.StatusOK), and t formats that status in, however it
// is worded.
//
//	if resp.StatusCode != http.StatusOK {
//		return mcp.NewToolResultText(fmt.Sprintf("Lookup API returned status %d", resp.StatusCode)), nil
//	}
func statusFailure(t *results.Text, block *ssa.BasicBlock) string {
	if block == nil || t.Alternatives || t.Accumulated {
		return ""
	}
	for _, p := range t.Parts {
		if p.Origin == results.OriginLiteral || p.Value == nil {
			continue
		}
		resp := responseStatus(irutil.UnwrapInterface(p.Value))
		if resp == nil || !failingStatus(resp, block) {
			continue
		}
		_, shown := template(t)
		return fmt.Sprintf("text %q is returned where %s, and reads as a failure", shorten(shown), statusReason)
	}
	return ""
}

// statusReason is how a reason of statusFailure names the branch; a probe
// tool's status report (its answer) is told apart by it.
const statusReason = "the HTTP response's status is not a success"

// fromStatus reports whether why says a text formats the status of a
// failed HTTP response: a probe tool's answer.
func fromStatus(why string) bool {
	return strings.Contains(why, statusReason)
}

// responseStatus returns the *net/http.Response, the result of a call,
// whose StatusCode or Status field v is loaded from, or nil.
func responseStatus(v ssa.Value) ssa.Value {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	f := irutil.FieldOf(fa)
	if f == nil || f.Name() != "StatusCode" && f.Name() != "Status" || !httpResponse(fa.X.Type()) {
		return nil
	}
	switch x := fa.X.(type) {
	case *ssa.Extract:
		if _, ok := x.Tuple.(*ssa.Call); ok {
			return x
		}
	case *ssa.Call:
		return x
	}
	return nil
}

// httpResponse reports whether t is *net/http.Response.
func httpResponse(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	return ok && n.Obj().Name() == "Response" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http"
}

// failingStatus reports whether block is reached only through the failing
// side of a test of resp's StatusCode against a constant: != 2xx, == 2xx
// (its else), >= 300..500, > 299..499, < 300..500 (its else), <= 299..499
// (its else). The failing successor must be entered from the test alone.
func failingStatus(resp ssa.Value, block *ssa.BasicBlock) bool {
	for _, b := range block.Parent().Blocks {
		if len(b.Instrs) == 0 || len(b.Succs) != 2 {
			continue
		}
		br, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := br.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		op, x, y := cmp.Op, cmp.X, cmp.Y
		if _, ok := x.(*ssa.Const); ok {
			x, y = y, x
			switch op {
			case token.LSS:
				op = token.GTR
			case token.GTR:
				op = token.LSS
			case token.LEQ:
				op = token.GEQ
			case token.GEQ:
				op = token.LEQ
			}
		}
		c, ok := y.(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
			continue
		}
		load, ok := x.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			continue
		}
		fa, ok := load.X.(*ssa.FieldAddr)
		if !ok || fa.X != resp {
			continue
		}
		if f := irutil.FieldOf(fa); f == nil || f.Name() != "StatusCode" {
			continue
		}
		n, _ := constant.Int64Val(c.Value)
		fail := -1
		switch {
		case op == token.NEQ && n >= 200 && n < 300:
			fail = 0
		case op == token.EQL && n >= 200 && n < 300:
			fail = 1
		case op == token.GEQ && n >= 300 && n <= 500, op == token.GTR && n >= 299 && n <= 499:
			fail = 0
		case op == token.LSS && n >= 300 && n <= 500, op == token.LEQ && n >= 299 && n <= 499:
			fail = 1
		}
		if fail < 0 {
			continue
		}
		s := b.Succs[fail]
		if len(s.Preds) == 1 && s.Dominates(block) {
			return true
		}
	}
	return false
}

// failedCall returns the name of a call of block's function whose error
// is surely non-nil in block, or "". The errors of commands, of checks
// (validators, linters, tests), errors kept in fields and errors that are
// non-nil where they are made (fmt.Errorf: nothing failed) are not counted.
func failedCall(block *ssa.BasicBlock) string {
	fn := block.Parent()
	if fn == nil {
		return ""
	}
	if name := downstreamFailure(block); name != "" {
		return name
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			err := callError(call)
			if err == nil || commandError(err) {
				continue
			}
			name := calledName(call.Common())
			if name == "" {
				continue
			}
			if checkers.MatchString(name) || nilflow.IsContextError(err) {
				continue
			}
			if nilflow.At(err, b) == nilflow.NonNil {
				continue // an error made (fmt.Errorf, errors.New), not a call that failed
			}
			if nilflow.At(err, block) == nilflow.NonNil {
				return name
			}
		}
	}
	return ""
}

// downstreamFailure returns the name of the call whose call-tool result
// says it failed on every path to block: block runs only where its
// IsError is true (`res, err := c.CallTool(ctx, req); … if res.IsError
// { … }`, a proxy relaying another MCP server's failed tool), or "".
func downstreamFailure(block *ssa.BasicBlock) string {
	for cond, holds := range irutil.DominatingConds(block) {
		load, ok := cond.(*ssa.UnOp)
		if !ok || load.Op != token.MUL || !holds {
			continue
		}
		fa, ok := load.X.(*ssa.FieldAddr)
		if !ok || sdk.FieldRole(irutil.FieldOf(fa)) != sdk.RoleIsError {
			continue
		}
		res := fa.X
		if ex, ok := res.(*ssa.Extract); ok {
			res = ex.Tuple
		}
		if call, ok := res.(*ssa.Call); ok {
			if name := calledName(call.Common()); name != "" {
				return name
			}
		}
	}
	return ""
}

// callError returns the error result of call (its last result, of type
// error), or nil.
func callError(call *ssa.Call) ssa.Value {
	res := call.Common().Signature().Results()
	n := res.Len()
	if n == 0 || !types.Identical(res.At(n-1).Type(), types.Universe.Lookup("error").Type()) {
		return nil
	}
	if n == 1 {
		return call
	}
	for _, r := range *call.Referrers() {
		if ex, ok := r.(*ssa.Extract); ok && ex.Index == n-1 {
			return ex
		}
	}
	return nil
}

// errorKeys are the JSON names of members that hold a failure's message.
var errorKeys = map[string]bool{"error": true, "err": true, "error_message": true, "errormessage": true, "errmsg": true, "error_msg": true}

// jsonFailure says why t, text that holds the JSON of a map or struct,
// reads as a failure at the return in block ret, or "" (see
// structFailure):
//
//	resp := map[string]any{"ok": true}
//	if err != nil {
//		resp["ok"], resp["error"] = false, err.Error()
//	}
//	b, _ := json.Marshal(resp)
//	return mcp.NewToolResultText(string(b)), nil
func jsonFailure(res *env, t *results.Text, ret *ssa.Return) string {
	if t.Alternatives || t.Accumulated {
		return ""
	}
	for _, p := range t.Parts {
		if p.Origin != results.OriginOther || p.Value == nil {
			continue
		}
		x := marshalled(p.Value)
		via := ""
		if prm, ok := x.(*ssa.Parameter); ok && prm.Parent() != ret.Parent() {
			// A helper of the package marshals its parameter into the
			// text (func asJSON(v any) ... NewToolResultText(string(b))):
			// the JSON is the argument's.
			x, via = helperArg(ret, prm), prm.Parent().Name()
		}
		if x != nil {
			if why := structFailure(res, x, ret.Block(), 0); why != "" {
				if via != "" {
					return fmt.Sprintf("text (marshalled by %s) %s", via, why)
				}
				return "text " + why
			}
			if m, ok := firstErrorMember(x); via != "" && ok {
				// The map a handler gives the helper, marshalled with its
				// keys in order: `{"error": "shelf not found: x", …}`,
				// read as the same map marshalled in place is.
				if _, shown := failureWords(res, m); shown != "" {
					return fmt.Sprintf("text (marshalled by %s) is JSON whose first member \"error\" reads as a failure: %q", via, shown)
				}
			}
		} else if xs, fn := helperMarshalled(p.Value); len(xs) > 0 {
			// The JSON of a value a helper builds and marshals on
			// every return: a failure when each says it failed,
			// else judged as that builder's (structFailure's "when
			// … fails", "in every value … builds").
			if why := allSayFailed(xs); why != "" {
				return fmt.Sprintf("text (marshalled by %s) is JSON whose %s in every value %s builds", fn.Name(), why, fn.Name())
			}
			for _, x := range xs {
				if why := structFailureIn(res, x, ret.Block(), fn.Name(), 1, newStructWalk()); why != "" {
					return fmt.Sprintf("text (marshalled by %s) %s", fn.Name(), why)
				}
			}
		}
	}
	return ""
}

// allSayFailed returns what the first of xs says to fail when every one
// of them says it failed (saysFailed), or "".
func allSayFailed(xs []ssa.Value) string {
	why := ""
	for _, x := range xs {
		w := saysFailed(x)
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// helperArg returns the argument passed for prm, a parameter of a
// same-package helper, by the call whose result ret returns, or nil.
func helperArg(ret *ssa.Return, prm *ssa.Parameter) ssa.Value {
	if len(ret.Results) == 0 {
		return nil
	}
	call, _ := irutil.CallResult(irutil.UnwrapInterface(ret.Results[0]))
	if call == nil || call.Common().StaticCallee() != prm.Parent() || prm.Parent().Pkg != ret.Parent().Pkg {
		return nil
	}
	i := slices.Index(prm.Parent().Params, prm)
	if i < 0 || i >= len(call.Common().Args) {
		return nil
	}
	return irutil.UnwrapInterface(call.Common().Args[i])
}

// jsonMembers yields the members stored into x, a map or a struct
// allocation (or a load of one), outside loops: the map's constant keys,
// the struct's fields by their JSON names. The values yielded are the
// stored values (instructions or constants).
func jsonMembers(x ssa.Value) iter.Seq2[string, ssa.Value] {
	return func(yield func(string, ssa.Value) bool) {
		if load, ok := x.(*ssa.UnOp); ok && load.Op == token.MUL {
			x = load.X
		}
		switch x := x.(type) {
		case *ssa.MakeMap:
			for _, r := range *x.Referrers() {
				mu, ok := r.(*ssa.MapUpdate)
				if !ok {
					continue
				}
				k, ok := mu.Key.(*ssa.Const)
				if !ok || k.Value == nil || k.Value.Kind() != constant.String || inLoop(mu.Block()) {
					continue
				}
				if member(mu.Value) && !yield(constant.StringVal(k.Value), mu.Value) {
					return
				}
			}
		case *ssa.Alloc, *ssa.Parameter:
			// A parameter: what the builder stores through the pointer
			// it is given (the caller's stores are not seen).
			st := pointee(x)
			if st == nil {
				return
			}
			for _, r := range *x.Referrers() {
				if s, ok := r.(*ssa.Store); ok && s.Addr == x {
					// r := T{Status: "ok"}: the literal, built apart, is
					// copied whole into the variable.
					if lit, ok := nestedStruct(s.Val).(*ssa.Alloc); ok && lit != x && lit.Comment == "complit" {
						for k, v := range jsonMembers(lit) {
							if !yield(k, v) {
								return
							}
						}
					}
					continue
				}
				fa, ok := r.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				name, skip := results.JSONName(st.Field(fa.Field), st.Tag(fa.Field))
				if skip {
					continue
				}
				for _, u := range *fa.Referrers() {
					s, ok := u.(*ssa.Store)
					if !ok || s.Addr != fa || inLoop(s.Block()) {
						continue
					}
					if member(s.Val) && !yield(name, s.Val) {
						return
					}
				}
			}
		}
	}
}

// pointee returns the struct type v, a pointer, points to, or nil.
func pointee(v ssa.Value) *types.Struct {
	p, ok := v.Type().Underlying().(*types.Pointer)
	if !ok {
		return nil
	}
	st, _ := p.Elem().Underlying().(*types.Struct)
	return st
}

// member reports whether v is a value jsonMembers yields: an instruction
// or a constant.
func member(v ssa.Value) bool {
	switch v.(type) {
	case ssa.Instruction, *ssa.Const:
		return true
	}
	return false
}

// inLoop reports whether b is part of a cycle of its function.
func inLoop(b *ssa.BasicBlock) bool {
	for _, s := range b.Succs {
		if irutil.Reaches(s, b, nil) {
			return true
		}
	}
	return false
}

// lastWrite says why a text built piecewise in a strings.Builder or
// bytes.Buffer reads as a failure, or "": its last write, in the block
// that takes the text, reads as one (the progress a tool collected, then
// the failure that ended it).
//
//	for ev := range events {
//		if ev.Type == "error" {
//			out.WriteString(fmt.Sprintf("❌ Error: %s\n", ev.Data))
//			return mcp.NewToolResultText(out.String()), nil
//		}
//		out.WriteString(ev.Data)
//	}
func lastWrite(res *env, t *results.Text) string {
	call, ok := t.Value.(*ssa.Call)
	if !ok || call.Block() == nil || len(call.Common().Args) != 1 {
		return ""
	}
	fn := irutil.StaticFunc(call.Common())
	if fn == nil || fn.Name() != "String" || fn.Pkg() == nil || fn.Pkg().Path() != "strings" && fn.Pkg().Path() != "bytes" {
		return ""
	}
	buf := call.Common().Args[0]
	instrs := call.Block().Instrs
	i := slices.Index(instrs, ssa.Instruction(call))
	for i--; i >= 0; i-- {
		w, ok := instrs[i].(*ssa.Call)
		if !ok {
			continue
		}
		wf := irutil.StaticFunc(w.Common())
		args := w.Common().Args
		if wf == nil || wf.Pkg() == nil || len(args) == 0 {
			continue
		}
		switch {
		case (wf.Pkg().Path() == "strings" || wf.Pkg().Path() == "bytes") && args[0] == buf && wf.Name() == "WriteString" && len(args) == 2:
			wt := res.TextOf(args[1])
			if wt == nil || wt.Accumulated || wt.Alternatives {
				return ""
			}
			return textFailure(wt, w.Block())
		case wf.Pkg().Path() == "fmt" && strings.HasPrefix(wf.Name(), "Fprint") && irutil.UnwrapInterface(args[0]) == buf:
			if wf.Name() != "Fprintf" || len(args) < 2 {
				return ""
			}
			format, ok := args[1].(*ssa.Const)
			if !ok || format.Value == nil || format.Value.Kind() != constant.String {
				return ""
			}
			lit, _, _ := strings.Cut(constant.StringVal(format.Value), "%")
			prefix := strings.TrimLeftFunc(lit, func(r rune) bool { return !unicode.IsLetter(r) })
			if isFailureMessage(prefix) && !dataPatterns.MatchString(lit) {
				return fmt.Sprintf("text ends with %q …, which reads as a failure", shorten(strings.TrimSpace(lit)))
			}
			return ""
		case args[0] == buf || irutil.UnwrapInterface(args[0]) == buf:
			return "" // another write: not known
		}
	}
	return ""
}

// stored reports whether err is read from a struct field or a package
// variable: an error the server kept from earlier work ("last failure:
// …"), which a successful call may report as data.
func stored(err ssa.Value) bool {
	load, ok := irutil.UnwrapInterface(err).(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	switch load.X.(type) {
	case *ssa.FieldAddr, *ssa.Global:
		return true
	}
	return false
}

var (
	failurePatterns = regexp.MustCompile(`(?i)^(?:` +
		`(?:error|fatal|failure)\s*[:!\-–]` +
		`|error\s+(?:occurred|while|when|during|\w+ing\b)` +
		`|(?:failed|unable)\s+to\s` +
		`|failed\s*[:\-–]\s*[^\d\s]` +
		`|failed\s+(?:with|while|when|during)\s` +
		`|(?:could\s*not|couldn't|cannot|can't)\s+\w` +
		`|(?:missing|invalid)\s+(?:required\s+)?(?:argument|arguments|parameter|parameters|param|input|value|request)\b` +
		`|missing\s+required\s+(?:field|fields|option|options|key|keys|property|properties)\b` +
		// The tool's own operation failed: "Request failed with status 500".
		`|(?:the\s+)?(?:api\s+|http\s+)?(?:request|call|operation|query|lookup|search|fetch|upload|download|connection|authentication|login)\s+(?:failed|errored)\b` +
		`)`)
	// notFailure are phrases about errors, not failures: "Error handling".
	notFailure   = regexp.MustCompile(`(?i)^errors?\s+(?:handling|logging|reporting|tracking|codes?|messages?|rates?|counts?|logs?)\b`)
	dataPatterns = regexp.MustCompile(`(?i)\b(?:no|0|zero)\s+errors?\b|\berrors?\s*(?:count|found)?\s*[:=]\s*\d`)
)

// failureStatements are failure messages that need more than their first
// words, matched against the whole text with each value that is not a
// literal (an argument, an identifier) standing as the word "x": "Note x
// not found", "x is required", "Invalid date format, use YYYY-MM-DD".
var failureStatements = regexp.MustCompile(`(?i)^(?:` +
	`(?:an?\s+)?(?:unexpected\s+|internal\s+|unknown\s+)?error\s+(?:occurred|has\s+occurred|happened)\b` +
	`|something\s+went\s+wrong\b` +
	`|(?:permission|access)\s+denied\b` +
	`|(?:the\s+)?(?:api\s+|http\s+)?(?:request|call|operation|query|lookup|search|fetch|upload|download|connection)\s+timed\s+out\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `)?\s+(?:argument\s+|parameter\s+|param\s+|field\s+|option\s+)?is\s+required\b` +
	`|(?:the\s+)?` + first + `(?:\s+` + subject + `){0,4}\s+(?:was\s+|were\s+|is\s+|are\s+)?not\s+found\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `){0,3}\s+does\s+not\s+exist\b` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `)?\s+must\s+(?:be|not|contain|have|match)\b` +
	`|invalid\s+[\w-]+(?:\s+[\w-]+)?(?:\s*[:,;]|\s+(?:format|value|provided|given|specified|for)\b|\s*\.?$)` +
	// "Invalid item type in array", "Invalid ID format in list": a
	// rejected kind of value, then where it was found, ending the
	// clause ("Invalid rows in 3 tables: …" is not matched).
	`|invalid\s+(?:[\w-]+\s+){0,2}(?:type|format|kind|value|syntax)\s+(?:in|for|of|at|within|inside)\s+(?:the\s+|an?\s+)?` + subject + `(?:\s+` + subject + `){0,2}\s*(?:[.!:;,]|$)` +
	// "ACCOUNT environment variable not set. Either set it or …", "API
	// key is not configured": a setting the tool needs is missing.
	`|(?:the\s+)?(?:` + first + `\s+){0,3}(?:environment\s+variable|env\s+var(?:iable)?|setting|config|configuration|api\s+key|token)s?\s+(?:is\s+|are\s+|was\s+|were\s+|has\s+|have\s+)?not\s+(?:been\s+)?(?:set|configured|provided)\b` +
	// "Too many items provided. Maximum 20 items per request.": the
	// request refused for its size ("Too many results to show all" is
	// data).
	`|too\s+many\s+[\w-]+(?:\s+[\w-]+)?\s+(?:provided|given|requested|specified|supplied|passed|selected)\b` +
	`|too\s+many\s+[\w-]+(?:\s+[\w-]+)?\s*[.!:;]\s*(?:the\s+)?(?:maximum|max|limit|at\s+most|up\s+to)\b` +
	`|(?:the\s+)?(?:request|input|query|batch|payload|list|array|number\s+of\s+[\w-]+)(?:\s+` + subject + `){0,2}\s+exceeds\s+(?:the\s+)?(?:maximum|max|limit)\b` +
	// "Unknown kind: x", "unknown action "x"": a value the tool does not
	// know, named by what it should have been.
	// The noun may be a field's snake-case name ending in one
	// ("unsupported change_type: x"), and a hint of what is supported
	// may follow ("unknown strategy; supported: a, b").
	`|unknown\s+` + metaField + `s?(?:\s*[:=]\s*|\s+)['"\x60]?x\b` +
	`|unknown\s+` + metaField + `s?\s*(?:[.!]?\s*$|[;.]\s*` + validHint + `)` +
	// "Unsupported format: x": the same, for a value the tool does
	// not support.
	`|unsupported\s+` + metaField + `s?(?:\s*[:=]\s*|\s+)['"\x60]?x\b` +
	`|unsupported\s+` + metaField + `s?\s*(?:[.!]?\s*$|[;.]\s*` + validHint + `)` +
	// "Unsupported format: yaml", "Unknown kind: folder": a constant
	// value, one word ending the clause ("Unknown type: 3 files" is a
	// count).
	`|(?:unknown|unsupported)\s+(?:` + metaNoun + `)\s*[:=]\s*['"\x60]?[a-z_][\w.-]*['"\x60]?\s*(?:[.!;]|$)` +
	// "year filter is not supported with author", "Sorting by year is
	// not supported.", "Updating a static site directly is not
	// supported.": the model's request refused.
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `){0,4}\s+(?:is|are)\s+not\s+(?:yet\s+)?supported(?:\s+(?:with|for|in|when|by|on|together)\b|\s*[.!;:,(]|\s*$)` +
	// "Screen locking not supported on this platform": the terse
	// form, ending the clause or naming where.
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `){0,4}\s+not\s+(?:yet\s+)?supported(?:\s+(?:with|for|in|when|by|on)\b|\s*[.!]|\s*$)` +
	// "No such file: x", "no such table "x"".
	`|no\s+such\s+(?:` + thingNoun + `)\b` +
	// "Database error: x": an error of the server's own backend.
	`|(?:database|db|sql|api|http|network|server|internal|connection|request|query|upstream|backend|service|authentication|auth)\s+error\s*[:!\-–]` +
	// "x is not a valid date": the model's value rejected.
	`|x\s+is\s+not\s+a\s+valid\b` +
	`|not\s+(?:authorized|authorised|permitted|allowed)\s+to\b` +
	`|connection\s+refused(?:\s*$|\s*[.!:;,(])` +
	`|(?:timeout|timed\s+out)\s+(?:waiting|while)\b` +
	// "Missing x parameter", "missing required 'id' argument": a
	// value or a quoted name, not a word ("Missing name field in 3
	// rows" is a report).
	`|missing\s+(?:required\s+)?(?:x|['"\x60][\w-]+['"\x60])\s+(?:argument|parameter|param|field|value)s?\b` +
	// The model's input rejected, in the words of a validation:
	// "Required parameter 'id' is missing", "name is missing" (at the
	// end of a clause: "Email is missing in 3 rows" is a report),
	// "name cannot be empty", "Either name or labels must be provided",
	// "At least one field must be specified", "Must specify a role".
	`|required\s+(?:argument|parameter|param|field|option|value)s?\s+` + subject + `(?:\s+(?:or|and)\s+` + subject + `)*\s+(?:is|are)\s+(?:missing|not\s+(?:set|provided|specified|given))\b` +
	`|(?:the\s+)?` + subject + `(?:\s+(?:argument|parameter|param|field|option))?\s+(?:is|are)\s+missing\s*(?:[.!]?\s*$|[.,;:(])` +
	`|(?:the\s+)?` + subject + `(?:\s+` + subject + `)?\s+(?:cannot|can't|can\s+not)\s+be\s+(?:empty|blank|null|nil|zero|negative)\b` +
	`|either\s+.{1,80}?\s+(?:must|should)\s+be\s+(?:provided|specified|given|set|supplied)\b` +
	`|at\s+least\s+one\s+.{1,60}?\s+(?:must|should)\s+be\s+(?:provided|specified|given|set|supplied|selected)\b` +
	`|(?:either\s+|at\s+least\s+one\s+).{1,80}?\s+(?:is|are)\s+required\b` +
	`|(?:you\s+)?must\s+(?:specify|provide|supply|give|pass|include)\b` +
	`)`)

// thingNoun names what a tool looks up, in "No such file: x".
const thingNoun = `file|directory|dir|table|column|key|user|host|object|resource|index|bucket|container|pod|namespace|branch|repo|repository|project|issue|item|record|entity|command|tool|method|route|path|topic|channel|queue|database|schema|field|page|document|note|task|ticket|workspace|account|org|organization|team|group|role|secret|volume|image|service|node|cluster|deployment|job|process`

// metaField is a metaNoun, or a snake-case field name ending in one
// (change_type, subject_name_strategy).
const metaField = `(?:[a-z]+_){0,3}(?:` + metaNoun + `)`

// validHint opens a hint of what the tool accepts after a rejected value
// ("supported: a, b", "valid values are …", "use one of …").
const validHint = `(?:supported|valid|allowed|expected|available|accepted|one\s+of|use|must)\b`

// metaNoun names what a value should have been, in "Unknown kind: x".
// Words that also name states a tool reports as data ("Unknown status:
// 3 hosts") are not among them.
const metaNoun = `kind|type|tool|action|operation|op|command|cmd|format|mode|method|resource|option|parameter|param|argument|arg|field|category|provider|model|sort|order|unit|operator|function|source|target|metric|language|scope|strategy|engine|driver|backend|query\s+type|event\s+type|entity|object|table|collection|index|endpoint|service|region|environment|profile|template|project|workspace|namespace|view|report|filter|flag|setting|key`

// failedStatement matches "Insert row failed", "Delete of x failed, the
// list is locked": a subject of up to four words, then "failed" at the end
// of a clause. Its first word decides whether it is a failure (see
// statusNouns).
var failedStatement = regexp.MustCompile(`(?i)^(?:the\s+)?(` + first + `)(?:\s+` + subject + `){0,3}\s+(?:has\s+|have\s+)?failed(?:\s*$|\s*[.,;!(]|\s+(?:with|because|for|on|due|after|while|when|to|since)\b|\s*[:\-–]\s*[^\d\s])`)

// statusNouns are the first words of "<subject> failed" that a tool may
// report as data (a CI status, a test run, a validation it was asked to
// do, a count): "Tests failed: 3", "Pipeline failed at stage deploy".
var statusNouns = map[string]bool{
	"test": true, "tests": true, "build": true, "builds": true, "check": true, "checks": true,
	"job": true, "jobs": true, "pipeline": true, "pipelines": true, "workflow": true, "workflows": true,
	"step": true, "steps": true, "stage": true, "stages": true, "lint": true, "linting": true,
	"deployment": true, "deployments": true, "deploy": true, "task": true, "tasks": true,
	"run": true, "runs": true, "validation": true, "verification": true, "health": true,
	"last": true, "previous": true, "latest": true, "all": true, "some": true, "none": true,
	"no": true, "nothing": true, "which": true, "what": true, "if": true, "when": true,
	"probe": true, "probes": true, "cron": true, "suite": true, "case": true, "cases": true,
}

// isFailedStatement reports whether tpl says an operation failed: not
// in a clause that only supposes it ("Use 'build_diagnose' if compilation
// failed", a hint for later).
func isFailedStatement(tpl string) bool {
	m := failedStatement.FindStringSubmatch(tpl)
	if m == nil || statusNouns[strings.ToLower(m[1])] {
		return false
	}
	subj, _, _ := strings.Cut(strings.ToLower(m[0]), "failed")
	return !supposition.MatchString(subj)
}

// supposition matches a conjunction that makes the clause after it a
// supposition or a time, not a statement: "if compilation failed".
var supposition = regexp.MustCompile(`\b(?:if|when|whenever|unless|once|should|until|whether|in\s+case)\b`)

// subject is one word of a failure statement's subject: an identifier,
// possibly quoted, or a value (x).
const subject = `[\w'"\x60./-]+`

// first is the first word of a subject: not a number ("2 of 5 items not
// found in the cache" counts, it does not fail).
const first = `[\pL_'"\x60./-][\w'"\x60./-]*`

// errorMember matches JSON text whose first member is an error message,
// and captures the message (a value a helper formats into the text may
// stand unquoted in the template).
var errorMember = regexp.MustCompile(`^\s*\{\s*"(?:error|err|error_message|errorMessage)"\s*:\s*"?(.*?)"?\s*(?:,\s*"|\}\s*$)`)

// jsonErrorMember returns the error message a JSON text template starts
// with, or "".
func jsonErrorMember(tpl string) string {
	if m := errorMember.FindStringSubmatch(tpl); m != nil {
		return m[1]
	}
	return ""
}

// firstErrorMember returns the "error" member of x, a map literal with
// constant keys, when json.Marshal writes it first (its keys sorted).
func firstErrorMember(x ssa.Value) (structMember, bool) {
	m, ok := irutil.UnwrapInterface(x).(*ssa.MakeMap)
	if !ok {
		return structMember{}, false
	}
	var keys []string
	var errVal ssa.Value
	for k, v := range jsonMembers(m) {
		keys = append(keys, k)
		if k == "error" {
			errVal = v
		}
	}
	if errVal == nil || slices.Min(keys) != "error" {
		return structMember{}, false
	}
	return structMember{key: "error", val: errVal}, true
}

// readsAsFailure reports whether msg, a message on its own, reads as a
// failure (its first words, or a failure statement).
func readsAsFailure(msg string) bool {
	if msg == "" {
		return false
	}
	prefix := strings.TrimLeftFunc(msg, func(r rune) bool { return !unicode.IsLetter(r) })
	return isFailureMessage(prefix) || isFailureStatement(msg)
}

// isFailureStatement reports whether a text template reads as a failure.
func isFailureStatement(tpl string) bool {
	tpl = strings.TrimLeftFunc(tpl, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return failureStatements.MatchString(tpl) || isFailedStatement(tpl)
}

// template returns the text of t with each part that is not a literal as
// "x", for matching, and as "…", for showing.
func template(t *results.Text) (match, shown string) {
	var m, s strings.Builder
	for _, p := range t.Parts {
		if p.Origin == results.OriginLiteral {
			m.WriteString(p.Lit)
			s.WriteString(p.Lit)
			continue
		}
		if numeric(p) {
			m.WriteString("0") // "%d tests failed" counts
		} else {
			m.WriteString("x")
		}
		s.WriteString("…")
	}
	return m.String(), strings.TrimSpace(s.String())
}

// numeric reports whether p is a number formatted into the text.
func numeric(p results.Part) bool {
	if p.Verb != "" && strings.ContainsAny(p.Verb[len(p.Verb)-1:], "dfegxXob") {
		return true
	}
	if p.Value == nil {
		return false
	}
	b, ok := p.Value.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsNumeric != 0
}

func isFailureMessage(prefix string) bool {
	return failurePatterns.MatchString(prefix) && !notFailure.MatchString(prefix)
}

// mentionsAsData reports texts that talk about errors as data ("0 errors").
func mentionsAsData(t *results.Text) bool {
	for _, p := range t.Parts {
		if p.Origin == results.OriginLiteral && dataPatterns.MatchString(p.Lit) {
			return true
		}
	}
	return false
}

// shorten returns the first line of s, cut after 40 characters at the
// last word boundary, with an ellipsis: a quote that reads as the
// server's own text would mislead.
func shorten(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if r := []rune(s); len(r) > 40 {
		cut := string(r[:40])
		if i := strings.LastIndexByte(cut, ' '); i >= 20 && (unicode.IsLetter(r[40]) || unicode.IsDigit(r[40])) {
			cut = cut[:i] // inside a word: back to its start
		}
		s = strings.TrimSpace(cut) + "…"
	}
	return s
}

// suggest returns a fix, when one surely compiles and creates no other
// finding, and the advice for the message.
func suggest(pass *analysis.Pass, v *results.Value, r *results.Return) (*analysis.SuggestedFix, string) {
	const generic = "set isError on the result and keep the text a short, actionable message"
	if v.Mutated || v.Structured != sdk.False || r.OutAttached != sdk.False {
		if r.OutAttached != sdk.False {
			return nil, "return the error as the handler's error instead (the SDK makes it an isError result)"
		}
		return nil, generic
	}
	switch e := v.Expr.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(pass.TypesInfo, e).(*types.Func)
		name, ok := sdk.ErrorResultCounterpart(fn)
		if !ok {
			return nil, generic
		}
		id := calleeIdent(e)
		if id == nil {
			return nil, generic
		}
		return &analysis.SuggestedFix{
			Message:   "Use " + name,
			TextEdits: []analysis.TextEdit{{Pos: id.Pos(), End: id.End(), NewText: []byte(name)}},
		}, "use " + name + " instead of " + fn.Name()
	case *ast.UnaryExpr:
		if lit, ok := e.X.(*ast.CompositeLit); ok {
			return literalFix(pass, lit)
		}
	case *ast.CompositeLit:
		return literalFix(pass, e)
	}
	return nil, generic
}

func calleeIdent(call *ast.CallExpr) *ast.Ident {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return f
	case *ast.SelectorExpr:
		return f.Sel
	}
	return nil
}

// literalFix adds `IsError: true` to a keyed composite literal.
func literalFix(pass *analysis.Pass, lit *ast.CompositeLit) (*analysis.SuggestedFix, string) {
	const advice = "set IsError: true"
	t := pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return nil, advice
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, advice
	}
	field := ""
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if sdk.FieldRole(f) == sdk.RoleIsError {
			if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool && (f.Exported() || f.Pkg() == pass.Pkg) {
				field = f.Name()
			}
		}
	}
	if field == "" {
		return nil, advice
	}
	for _, elt := range lit.Elts {
		if _, ok := elt.(*ast.KeyValueExpr); !ok {
			return nil, advice // positional literal
		}
	}
	var edit analysis.TextEdit
	if len(lit.Elts) == 0 {
		edit = analysis.TextEdit{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte(field + ": true")}
	} else {
		first := lit.Elts[0]
		text := field + ": true, "
		if pass.Fset.Position(first.Pos()).Line != pass.Fset.Position(lit.Lbrace).Line {
			text = field + ": true,\n" + indentOf(pass, first.Pos())
		}
		edit = analysis.TextEdit{Pos: first.Pos(), End: first.Pos(), NewText: []byte(text)}
	}
	return &analysis.SuggestedFix{Message: "Set " + field + ": true", TextEdits: []analysis.TextEdit{edit}}, "set " + field + ": true"
}

// indentOf returns the indentation of the line holding pos, assuming
// gofmt's tabs: pos starts the line's first element.
func indentOf(pass *analysis.Pass, pos token.Pos) string {
	return strings.Repeat("\t", pass.Fset.Position(pos).Column-1)
}
