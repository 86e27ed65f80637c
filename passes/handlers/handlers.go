package handlers

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
	"github.com/mcplint/mcplint/passes/mcpssa"
	"github.com/mcplint/mcplint/passes/nilflow"
	"github.com/mcplint/mcplint/passes/report"
	"github.com/mcplint/mcplint/passes/sdk"
)

// Analyzer discovers the tool handlers of a package. Its result is a *Result.
var Analyzer = &analysis.Analyzer{
	Name:       "mcphandlers",
	Doc:        "discover MCP tool handlers and how their returned errors are routed",
	Run:        run,
	Requires:   []*analysis.Analyzer{mcpssa.Analyzer, sdk.VersionAnalyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(WrapperFact), new(CodeParamFact), new(DecoratorFact), new(FieldFact), new(ToolImplsFact), new(MiddlewareFact), new(SwitchersFact), new(ToolCallMethodsFact), new(StoredFuncsFact), new(ForwardedToolsFact)},
}

// Handler is one function that serves as an MCP tool handler.
type Handler struct {
	Fn   *ssa.Function // the handler's code
	Pos  token.Pos     // position of the func literal or the function's name
	Name string        // function name, or "func literal"
	// Tool is the constant tool name, or "" when not statically known.
	Tool string
	// Kind is the SDK handler kind the function's signature has; for a
	// function adapted by a project wrapper it is the kind its shape
	// matches, possibly sdk.NotHandler.
	Kind sdk.HandlerKind
	SDK  sdk.SDK
	// Routing says where a non-nil error returned by the handler goes, after
	// project wrappers and installed middleware.
	Routing sdk.Routing
	// Via says how the handler was found and what stands between it and
	// the SDK (wrappers, decorators, middleware).
	Via Provenance
	// Version is the module version of the handler's SDK, "" when unknown
	// (the model then assumes the newest release).
	Version string
	// ErrIndex is the index of the handler's error result; ResultIndex of
	// its call-tool result (-1 if none); OutIndex of a go-sdk typed
	// handler's output (-1 if none).
	ErrIndex, ResultIndex, OutIndex int
	// AdapterOut is the output type of the go-sdk typed handler that
	// is registered and forwards to this one (an adapter, see
	// throughAdapter), nil if none: the SDK attaches what that one
	// returns.
	AdapterOut types.Type
	// Carrier says how the value at ResultIndex carries the call-tool
	// result: as a result type (CarrierResult), as a map with "content"
	// and "isError" keys (CarrierMap), or in the "result" member of the
	// JSON-RPC response envelope the tool returns whole
	// (CarrierEnvelope); see findSwitched.
	Carrier Carrier
	// dispatchNil is what a hand-rolled dispatcher answers for a nil
	// result (see NilResultFate).
	dispatchNil sdk.NilResult
	// Open says that another package decides where the handler's errors
	// go, the one that registers it: it was found only by its exported
	// signature (or as what an exported factory returns) and this package
	// does not register it. Its Routing is then the one its type gives, which a
	// middleware or wrapper of that package may change; a check whose
	// verdict depends on the routing records its findings in a fact on
	// [Handler.Origin]'s function for that package to report (see
	// [Imported]).
	Open bool
	// Unregistered says that the handler was found only by its exported
	// signature (or as what an exported factory returns) and that this
	// package neither registers nor uses it: another package registers
	// it ([Imported] there), if any does; one of a REST API's methods may
	// have a handler's shape too. An unregistered handler whose errors
	// its type sends as JSON-RPC errors is Open.
	Unregistered bool
	// origin is how the handler leaves the package (see Origin).
	origin Origin
	// storedOpen says that it is kept in an exported field only other
	// packages read (see storeForOthers): Open whatever else holds.
	storedOpen bool
	// server is the constructor call of the server the handler is
	// registered on, or the parameter it comes from, when seen
	// (serverRoot).
	server ssa.Value
	// cases, when set, are the case clauses of the switch on the tool
	// name whose bodies are the tools (see findInlineSwitches): the
	// function's other exits are not a tool's.
	cases []span
	// runs, when set, are the returns of a switcher that hand on the
	// results of the tool it looked up (`return t.Execute(ctx, args)`):
	// the tool's exits, judged in the tool.
	runs []span
}

// TextDelegate reports whether h is the function a hand-rolled text tool
// hands its work to (see textDelegate): judged as the tool, its failures
// reported where they are and the tool's delegating return not.
func (h *Handler) TextDelegate() bool {
	return h.Via.How == HowDelegate && h.Kind == sdk.HandRolledFunc
}

// ToolExit reports whether ret is the exit of a tool: for a function
// whose switch cases are the tools (see findInlineSwitches, switcherTool),
// a return inside one of those cases, or one before the switch that
// hands on a failed call's error (`no active session: %w`), not a check
// of the request (`params are required`, its decoding error); for any
// other handler, every return. A switcher's return that hands on the
// results of the tool it looked up is not its exit.
func (h *Handler) ToolExit(ret *ssa.Return) bool {
	for _, r := range h.runs {
		if r.from <= ret.Pos() && ret.Pos() < r.to {
			return false
		}
	}
	if h.cases == nil {
		return true
	}
	for _, c := range h.cases {
		if c.from <= ret.Pos() && ret.Pos() < c.to {
			return true
		}
	}
	if h.ErrIndex < 0 || h.ErrIndex >= len(ret.Results) {
		return false
	}
	return !requestCheck(irutil.ReturnedValue(ret, h.ErrIndex))
}

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// requestCheck reports whether error v is one a function makes of
// constants (errors.New("params are required"), fmt.Errorf without an
// error operand, or wrapping one that is a check of the request) or the
// error of decoding JSON: a check of the request.
func requestCheck(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	call, _ := irutil.CallResult(v)
	if call == nil {
		return false
	}
	fn := irutil.StaticFunc(call.Common())
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "encoding/json":
		return true
	case "errors":
		return fn.Name() == "New"
	case "fmt":
		if fn.Name() != "Errorf" {
			return false
		}
		for _, a := range call.Common().Args[1:] {
			elems, ok := irutil.SliceElems(a)
			if !ok {
				return false // operands not known
			}
			for _, e := range elems {
				e = irutil.UnwrapInterface(e)
				if (irutil.IsErrorType(e.Type()) || types.Implements(e.Type(), errorIface)) && !requestCheck(e) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// An Origin names how a tool handler leaves its package: through the
// exported function Func that is the handler (Result -1) or returns it at
// index Result. A nil Func and an empty name mean none.
type Origin struct {
	Func   *types.Func
	Result int
	// pkg and name name the function when its object is not at hand: a
	// method of an unexported type of another package, known from a
	// ToolImplsFact.
	pkg  *types.Package
	name string
}

// Name returns the full name of the origin's function
// ("(*example.com/tools.readTool).Run"), the key its package's facts use.
func (o Origin) Name() string {
	if o.Func != nil {
		return o.Func.FullName()
	}
	return o.name
}

// Pkg returns the package of the origin's function, nil for none.
func (o Origin) Pkg() *types.Package {
	if o.Func != nil {
		return o.Func.Pkg()
	}
	return o.pkg
}

// Origin returns how the handler leaves its package (see Origin); its Func
// is nil for a handler that does not.
func (h *Handler) Origin() Origin {
	if h.origin.Func != nil {
		return h.origin
	}
	if obj, ok := h.Fn.Object().(*types.Func); ok && obj.Exported() && h.Fn.Parent() == nil {
		return Origin{Func: obj, Result: -1}
	}
	return Origin{Result: -1}
}

// ForeignMiddleware is a tool middleware of another package installed
// here: Func is the function that is the middleware or returns it,
// installed at Pos on a server whose handlers' errors go out by Routing.
type ForeignMiddleware struct {
	Func    *types.Func
	Pos     token.Pos
	Routing sdk.Routing
}

// Imported is a tool handler of another package that this package
// registers or dispatches (the function Origin.Func itself, or what the
// factory Origin.Func returns at Origin.Result). Its Kind, Routing (with this package's middleware) and
// Via are decided here; what the handler returns was decided in its own
// package, whose checks record in a fact on Origin.Func the findings that
// depend on the routing (see Handler.Open).
type Imported struct {
	Origin
	Kind    sdk.HandlerKind
	SDK     sdk.SDK
	Routing sdk.Routing
	Via     Provenance
	// Tool is the constant tool name it is registered under, or "".
	Tool string
	// Version is the module version of its SDK, "" when unknown.
	Version string
	// Pos is where it is registered.
	Pos token.Pos
	// server is as Handler.server.
	server ssa.Value
	// Nil is what a hand-rolled dispatcher answers when the tool returns
	// a nil result and no failure (HowDispatched only).
	Nil sdk.NilResult
	// Switched says it is a tool a switcher of another package
	// (SwitchersFact) picks, called statically at Pos.
	Switched bool
}

// A ForeignMiss is another package's answer to an unknown tool that this
// package's tools/call code sends as its own: the error a switcher
// (Switcher.Miss) or a registry's runner (WrapperFact.RunByMiss) returns
// for a name it has no tool for, which this package answers as it
// answers a tool's failure (Routing).
type ForeignMiss struct {
	Routing sdk.Routing
	// Dispatcher names the function of this package that calls it, at Pos.
	Dispatcher string
	Pos        token.Pos
	// At lists where the other package makes the error.
	At []report.Position
}

// InToolsCall reports whether pos lies in the package's hand-written
// tools/call code: a case or branch on the method "tools/call", the
// functions registered for it, and the functions those call. False when
// discovery did not look for it (a package without such code).
func (r *Result) InToolsCall(pos token.Pos) bool {
	return r.toolsCall.contains(pos)
}

// Summary describes the handler on one line, without its position, e.g.
// `search tool="search" sdk=mcp-go kind=ToolHandlerFunc errors=jsonrpc(-32603) via=AddTool version=v1.2.1`
// (version only when known).
func (h *Handler) Summary() string {
	tool := "?"
	if h.Tool != "" {
		tool = strconv.Quote(h.Tool)
	}
	s := fmt.Sprintf("%s tool=%s sdk=%s kind=%s errors=%s via=%s", h.Name, tool, h.SDK, h.Kind, h.Routing, h.Via)
	if h.Version != "" {
		s += " version=" + h.Version
	}
	if h.Open {
		s += " routing=where-registered"
	}
	return s
}

// Summary describes the handler of another package on one line, as
// Handler.Summary does, naming its function, e.g.
// `parity/handler.(*H).List tool="list" sdk=mcp-go kind=ToolHandlerFunc errors=iserror via=AddTool+middleware version=v1.2.1 imported`.
func (im *Imported) Summary() string {
	tool := "?"
	if im.Tool != "" {
		tool = strconv.Quote(im.Tool)
	}
	name := im.Name()
	switch {
	case im.Result >= 0:
		name = fmt.Sprintf("result %d of %s", im.Result, name)
	}
	s := fmt.Sprintf("%s tool=%s sdk=%s kind=%s errors=%s via=%s", name, tool, im.SDK, im.Kind, im.Routing, im.Via)
	if im.Version != "" {
		s += " version=" + im.Version
	}
	return s + " imported"
}

// Result is the handler inventory of one package.
type Result struct {
	Handlers []*Handler // in source order
	ByFunc   map[*ssa.Function]*Handler
	Versions sdk.Versions
	// SSA is the package's SSA form (nil Pkg when it has no MCP code).
	SSA *mcpssa.Result
	// CodeSites lists where the package sets JSON-RPC error codes, directly
	// or through project helpers (see [CodeParamFact]).
	CodeSites []CodeSite
	// Notes say where discovery could not see the package's tools.
	Notes []Note
	// Imported lists the tool handlers of other packages that this
	// package registers or whose tools its hand-rolled dispatchers call,
	// in source order.
	Imported []*Imported
	// Misses lists the answers to an unknown tool that other packages
	// make for this package's tools/call code.
	Misses []ForeignMiss
	// Candidates lists the exported functions of this package that
	// return a hand-rolled call-tool result and an error and are not
	// known to be tools here: a dispatcher of another package may call
	// them as tools (it decides, see Imported). They are Open, and not
	// in Handlers.
	Candidates []*Handler
	// ForeignMiddleware lists the tool middleware of other packages of
	// the module that this package installs on a server whose middleware
	// does not turn errors into isError results: the errors their
	// closures make go out as JSON-RPC errors, which their own package
	// cannot tell (see MiddlewareFact).
	ForeignMiddleware []ForeignMiddleware
	// Middleware lists the handler-shaped functions the package's tool
	// middleware returns (the closure of a func(next H) H): no tools, and
	// not in Handlers, but code every tools/call of the server it is
	// installed in runs first. It also lists the closures of the
	// package's wrappers that adapt a tool function into a handler
	// registered as it is (Via.How HowWrapper, Via.Wrapper the wrapper):
	// their own checks run before every tool they adapt.
	Middleware []*Handler
	// handedOver holds the pass-through adapters whose function arguments
	// are handlers.
	handedOver map[*ssa.Function]bool
	// toolSlots lists, by record field, the tool functions the package
	// keeps there for an SDK handler that forwards their errors (see
	// findSlotHandlers); a field in openSlots also holds something else.
	toolSlots map[*types.Var][]*Handler
	openSlots map[*types.Var]bool
	// filledElsewhere holds the tool-function fields of the package's
	// records that only other packages fill (see exportToolFields).
	filledElsewhere map[*types.Var]bool
	// adaptedElems are the element types of the package's registries
	// that hold handlers a register function adapted (adaptedSlotFate):
	// those handlers are judged at their own returns, a call of an
	// element is the forward.
	adaptedElems []types.Type
	// toolsCall is the package's hand-written tools/call code (see
	// InToolsCall), nil when discovery did not need it.
	toolsCall *toolsCallScope
}

// Of returns the handler fn serves as, or nil.
func (r *Result) Of(fn *ssa.Function) *Handler { return r.ByFunc[fn] }

// DelegateOf returns the handler of the package, other than fn, of whose
// call v is a result (`return s.search(ctx, req)`, `return c.info()` in a
// tool's closure): fn hands on what that delegate returns, which is
// judged at the delegate's own returns. It returns nil otherwise.
func (r *Result) DelegateOf(fn *ssa.Function, v ssa.Value) *Handler {
	call, _ := irutil.CallResult(v)
	if _, ok := v.(*ssa.Extract); !ok || call == nil {
		return nil
	}
	callee := call.Common().StaticCallee()
	if callee == nil {
		// A tool function kept in a record's field that the package
		// fills only with tools it lists (`out, err := r.Run(ctx,
		// args)` in the closure RegisterTool registers).
		if f := irutil.ReadField(call.Common().Value); f != nil && !r.openSlots[f] && len(r.toolSlots[f]) > 0 {
			return r.toolSlots[f][0]
		}
		return nil
	}
	if callee == fn {
		return nil
	}
	return r.ByFunc[callee]
}

// ToolFuncErrors reports whether chain, the errors a handler of the
// package returns on one path, holds only errors of tool functions kept in
// a record field (and the wrapping calls around them), whose functions are
// judged at their own returns: the ones the package keeps there, when it
// keeps nothing else; for a field only other packages fill, theirs, judged
// where they are filled (`out, err := s.execute(ctx, name, args)` in the
// closure RegisterTool registers, execute returning `t.Handler(ctx,
// args)`).
func (r *Result) ToolFuncErrors(chain []nilflow.Link) bool {
	wrappers := map[*ssa.CallCommon]bool{}
	for _, l := range chain {
		if l.Wrapper != nil {
			wrappers[l.Wrapper] = true
		}
	}
	found := false
	for _, l := range chain {
		call, _ := irutil.CallResult(l.Value)
		switch {
		case call == nil:
			return false
		case wrappers[call.Common()]:
		case r.toolFuncCall(call):
			found = true
		default:
			return false
		}
	}
	return found
}

// toolFuncCall reports whether call calls a function kept in a record
// field, or a registry of adapted handlers, whose functions are judged at
// their own returns (ToolFuncErrors).
func (r *Result) toolFuncCall(call *ssa.Call) bool {
	if call.Common().StaticCallee() != nil {
		return false
	}
	if slices.ContainsFunc(r.adaptedElems, func(t types.Type) bool { return types.Identical(t, call.Common().Value.Type()) }) {
		return true
	}
	f := irutil.ReadField(call.Common().Value)
	return f != nil && (r.filledElsewhere[f] || !r.openSlots[f] && len(r.toolSlots[f]) > 0)
}

// HandedOver reports whether fn is a pass-through adapter
// (`run(ctx, req, fn)`, returning fn's pair and failing only when fn does)
// whose function arguments are listed as handlers: an error a handler
// returns from a call of fn is reported inside the function it handed over.
func (r *Result) HandedOver(fn *ssa.Function) bool { return r.handedOver[fn] }

// WrapperFact marks a project function that adapts its function parameter
// Param (an index into the signature's parameters, receiver excluded) into a
// tool handler. Routing says where an error the inner function returns ends
// up; SDK is the SDK of the handler it builds.
type WrapperFact struct {
	Param   int
	SDK     sdk.SDK
	Routing sdk.Routing
	// ToolParam is the index of the wrapper's tool-definition parameter
	// (an SDK mcp.Tool), or -1; it names the tool at call sites.
	ToolParam int
	// Field or Registry names the project record field or registry the
	// wrapper stores the function in (a constructor or RegisterTool), and
	// Through the function that reads it from there for the SDK; all ""
	// for a wrapper that adapts the function itself.
	Field, Registry, Through string
	// Decorators are the project decorators the wrapper applies to the
	// function before it reaches the SDK, innermost first.
	Decorators []string
	// Direct marks a wrapper that calls the function itself and returns
	// a handler's pair (`return fn(ctx, req)`, or a result built from
	// the function's error): the handler that returns the wrapper's
	// results is only an adapter layer, and the function is the tool.
	// PassThrough says the wrapper returns the function's error as its
	// own, so that handler's routing applies; otherwise Routing does.
	Direct, PassThrough bool
	// Text marks a register function of a hand-rolled server's text
	// tools (returning text or any value and an error): the functions
	// given to it are dispatched tools, not handlers of an SDK kind.
	Text bool
	// RunBy is the full name of the exported function of the wrapper's
	// package that looks the kept function up and returns its error as
	// its own (a registry package's `Call(ctx, name, args)`), when that
	// package answers no tools/call itself: the package whose tools/call
	// code calls RunBy decides the routing.
	RunBy string
	// RunByMiss lists where RunBy answers a name its registry holds no
	// tool for with an error: the package calling RunBy answers it.
	RunByMiss []report.Position
}

// provenance describes a handler found through wrapper name with fact f.
func (f *WrapperFact) provenance(name string) Provenance {
	var p Provenance
	switch {
	case f.Field != "":
		p = Provenance{How: HowField, Field: f.Field, Wrapper: f.Through}
	case f.Registry != "":
		p = Provenance{How: HowRegistry, Registry: f.Registry, Wrapper: f.Through}
	default:
		p = Provenance{How: HowWrapper, Wrapper: name}
	}
	p.Decorators = f.Decorators
	return p
}

// AFact marks WrapperFact as an analysis fact.
func (*WrapperFact) AFact() {}

func (f *WrapperFact) String() string {
	return fmt.Sprintf("wrapper(param %d, %s, errors=%s)", f.Param, f.SDK, f.Routing)
}

func run(pass *analysis.Pass) (any, error) {
	ssaRes := pass.ResultOf[mcpssa.Analyzer].(*mcpssa.Result)
	versions := pass.ResultOf[sdk.VersionAnalyzer].(*sdk.Versions)
	res := &Result{ByFunc: map[*ssa.Function]*Handler{}, Versions: *versions, SSA: ssaRes}
	res.Notes = unsupportedNotes(pass.Files)
	registersForOthers := false
	defer func() {
		if !registersForOthers {
			res.Notes = append(res.Notes, dispatcherNote(pass, res)...)
		}
	}()
	if ssaRes.Pkg == nil || sdk.OfPackage(pass.Pkg.Path()) != sdk.None {
		// The SDKs' own code is modelled, not analyzed. A package of the
		// module without MCP code may still write JSON-RPC responses
		// (an HTTP auth middleware's 401 body).
		if ssaRes.Pkg == nil && mcpssa.OwnCode(pass) {
			res.CodeSites = findCodeSites(pass, *versions, true)
			if importsForwardedTools(pass) {
				// The command that answers the errors of another
				// package's tools/call code (ForwardedToolsFact).
				d := &discovery{pass: pass, res: res, versions: *versions, ssa: ssaRes.Helper()}
				d.findForwardedTools()
			}
		}
		return res, nil
	}
	d := &discovery{
		pass: pass, res: res, versions: *versions, ssa: ssaRes,
		wrappers:   map[*types.Func]*WrapperFact{},
		decorators: map[*types.Func]*DecoratorFact{},
		slotRoutes: map[string]slotAnswer{},

		convertingServers: map[ssa.Value]bool{},
		installed:         map[*ssa.Function]bool{},
	}
	d.run()
	// A package whose exported functions register handlers that other
	// packages pass (a hand-rolled server's Register(name, fn)) has its
	// tools checked where they are registered: no dispatcher note.
	for w := range d.wrappers {
		registersForOthers = registersForOthers || w.Exported()
	}
	// So does one whose tools/call calls the records other packages
	// fill (exportTextSlotFacts).
	registersForOthers = registersForOthers || d.slotsForOthers
	// And one whose tools/call code calls interface methods that the
	// packages of tools importing it implement (ToolCallMethodsFact).
	registersForOthers = registersForOthers || d.methodsForOthers
	res.Notes = append(res.Notes, d.unfollowedNote()...)
	res.CodeSites = findCodeSites(pass, *versions, false)
	return res, nil
}

type discovery struct {
	pass     *analysis.Pass
	res      *Result
	versions sdk.Versions
	ssa      *mcpssa.Result
	// wrappers holds the wrapper facts of this package's functions.
	wrappers map[*types.Func]*WrapperFact
	// decorators holds the decorator facts of this package's functions.
	decorators map[*types.Func]*DecoratorFact
	// decorated lists the decorators of every flow registered here, with
	// the routing registered: a handler registered through a phi of its
	// own value and a decorated one (`h := t.Echo; if cond { h =
	// wrap(h) }`) keeps the first flow's provenance, and the decorators
	// of the others count too (decoratorRoutes).
	decorated []decoratedFlow
	// slotRoutes caches the routing of handlers kept in project records
	// and registries, by slot name.
	slotRoutes map[string]slotAnswer
	// convertingMW reports that a middleware installed in this package
	// turns handler errors into isError results; convertingServers holds
	// the server constructor calls such a middleware is installed on.
	convertingMW      bool
	convertingServers map[ssa.Value]bool
	// convertingUnseen says that a converting middleware is installed on
	// a server discovery did not resolve.
	convertingUnseen bool
	// used holds the functions this package's code refers to (usedHere).
	used map[*types.Func]bool
	// installed holds the middleware functions this package installs
	// on a server.
	installed map[*ssa.Function]bool
	// assigns maps local variables to the expressions assigned to them.
	assigns map[*types.Var][]ast.Expr
	// readDepth bounds how far slot readers are followed through getters
	// and decorators.
	readDepth int
	// adapters maps the registered adapters already followed to the
	// handlers they call (throughAdapter).
	adapters map[*ssa.Function][]*ssa.Function
	// adapterKinds holds the handler kind each registered adapter is
	// registered as, and the routing that registration gives.
	adapterKinds map[*ssa.Function]adapterKind
	// globals indexes the stores into package-level variables
	// (globalValues).
	globals map[*ssa.Global]*globalVar
	// switchers are the package's switchers (findSwitchers): dispatchers,
	// not tools themselves.
	switchers map[*types.Func]bool
	// scope is the pass's reporting scope, made on first use (missPosition).
	scope *report.Scope
	// callScope is the package's tools/call code (toolsCallScope), and
	// toolsCall whether it has any (answersToolsCall), each once made.
	callScope                    *toolsCallScope
	toolsCall                    bool
	callScopeMade, toolsCallMade bool
	// slotsForOthers is set when the package's tools/call code calls the
	// functions of records that other packages fill (exportTextSlotFacts).
	slotsForOthers bool
	// methodsForOthers is set when it exports a ToolCallMethodsFact.
	methodsForOthers bool
	// registryMethods are the methods of this package's interfaces that
	// its tools/call code calls on a tool looked up in a registry, where
	// no type of the package implements them (findDispatched).
	registryMethods []ToolCallMethod
	// importedMethods are the ToolCallMethodsFacts' methods of the
	// packages it imports (importedToolCallMethods, read once).
	importedMethods     []importedMethod
	importedMethodsRead bool
	// shared are the dispatched tools several names are dispatched to,
	// named by their function (addDispatched).
	shared map[*Handler]bool
	// called are the package's switchers whose tools it dispatches as
	// another package's tools/call code calls them (addCalled).
	called map[*types.Func]bool
	// stored are the functions kept in exported fields only other
	// packages read, by field (storeForOthers).
	stored map[*types.Var][]string
	// forwarded are the tools whose errors leave through an exported
	// function, by function (dispatchForOthers).
	forwarded map[*types.Func][]ForwardedTool
	// forwardedMiss are, by such a function, where its tools/call code
	// answers an unknown name (switchMiss).
	forwardedMiss map[*types.Func][]report.Position
	// forwardsOut memoizes forwardedOut.
	forwardsOut map[*ssa.Function]*types.Func
}

func (d *discovery) run() {
	d.findDecorators()
	d.findWrappers()
	d.convertingMW = d.findConvertingMiddleware()
	d.findForeignMiddleware()
	for _, fn := range d.ssa.SrcFuncs {
		if d.insideAdapter(fn) {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				d.visit(fn, instr)
			}
		}
	}
	d.findSlotHandlers()
	d.exportToolFields()
	d.exportStoredFuncs()
	d.findDispatched()
	d.findImplementedMethods()
	d.exportForwardedTools()
	d.findForwardedTools()
	d.findTextSlotTools()
	d.findFilledTextSlots()
	d.slotsForOthers = d.exportTextSlotFacts()
	d.findExported()
	d.findWrappedExported()
	d.nameTools()
	d.findDelegates()
	d.findMiddlewareFuncs()
	d.exportMiddlewareFacts()
	d.res.Notes = append(d.res.Notes, d.adapterNotes()...)
	if d.answersToolsCall() {
		d.res.toolsCall = d.toolsCallScope()
	}
	for _, h := range d.res.Handlers {
		h.Version = d.versions.Of(h.SDK)
		if h.storedOpen {
			h.Open = true
			continue
		}
		// Found by its exported signature or type alone, never
		// registered here: the registering package decides.
		// (One this package uses itself, in a way discovery does not
		// follow, keeps the routing its type gives, as before.)
		h.Unregistered = false
		if o := h.Origin(); o.Func != nil && h.Via.weak() && !d.usedHere(o.Func) {
			h.Unregistered = true
			if h.Routing.Route == sdk.RouteJSONRPC {
				h.Open = true
				continue
			}
		}
		h.Open = false
		if d.serverConverts(h.server) && h.Routing.Route == sdk.RouteJSONRPC && h.SDK != sdk.HandRolled {
			h.Routing = sdk.Routing{Route: sdk.RouteIsError}
			h.Via.Middleware = true
		}
	}
	impls := d.toolImpls()
	d.findCandidates(impls)
	if len(impls) > 0 {
		d.pass.ExportPackageFact(&ToolImplsFact{Impls: impls})
	}
	for _, im := range d.res.Imported {
		im.Version = d.versions.Of(im.SDK)
		if d.serverConverts(im.server) && im.Routing.Route == sdk.RouteJSONRPC && im.SDK != sdk.HandRolled {
			im.Routing = sdk.Routing{Route: sdk.RouteIsError}
			im.Via.Middleware = true
		}
	}
	sort.Slice(d.res.Handlers, func(i, j int) bool { return d.res.Handlers[i].Pos < d.res.Handlers[j].Pos })
	sort.SliceStable(d.res.Imported, func(i, j int) bool { return d.res.Imported[i].Pos < d.res.Imported[j].Pos })
}

// visit looks at one instruction for conversions to handler types and calls
// to wrappers.
func (d *discovery) visit(fn *ssa.Function, instr ssa.Instruction) {
	switch instr := instr.(type) {
	case *ssa.ChangeType:
		kind := sdk.NamedHandlerType(instr.Type())
		if kind == sdk.NotHandler || d.onlyDecorated(instr) {
			return
		}
		via := Provenance{How: HowType, Type: typeName(instr.Type())}
		for _, fl := range d.funcsOf(instr.X, 0) {
			via := via
			via.Decorators = fl.decorators
			d.addFlow(fl, instr.Pos(), kind, fl.compose(kind.ErrorRouting(d.versions)), via)
		}
	case *ssa.Store:
		// An SDK ServerTool's Handler set to a value already of the
		// handler type (a decorated one, say).
		fa, ok := instr.Addr.(*ssa.FieldAddr)
		if !ok {
			return
		}
		if f := irutil.FieldOf(fa); f != nil && f.Pkg() != nil && sdk.OfPackage(f.Pkg().Path()) != sdk.None {
			if kind := sdk.NamedHandlerType(f.Type()); kind != sdk.NotHandler {
				for _, fl := range d.funcsOf(instr.Val, 0) {
					d.addFlow(fl, instr.Pos(), kind, fl.compose(kind.ErrorRouting(d.versions)), Provenance{How: HowServerTool, Decorators: fl.decorators})
				}
			}
		}
	case *ssa.Call:
		callee := irutil.StaticFunc(instr.Common())
		if callee == nil {
			return
		}
		if c := sdk.CallOf(callee); c.Kind == sdk.Register {
			// Registered as it is, possibly decorated on the way.
			args := instr.Common().Args
			if arg := irutil.ParamArg(instr.Common(), c.HandlerArg); arg != nil {
				flows := d.funcsOf(arg, 0)
				if len(flows) == 0 {
					// A provider interface of another package, or
					// a field of its records it fills.
					for _, o := range append(d.providedElsewhere(arg), d.storedElsewhere(arg)...) {
						im := d.addImported(o, instr.Pos(), c.Handler, c.Handler.ErrorRouting(d.versions), Provenance{How: HowRegister, Call: callee.Name()})
						if im != nil && im.server == nil && len(args) > 0 {
							im.server = serverRoot(args[0])
						}
					}
				}
				for _, fl := range flows {
					kind := sdk.ShapeOf(fl.signature())
					if kind == sdk.NotHandler {
						kind = c.Handler
					}
					var srv ssa.Value
					if len(args) > 0 {
						srv = serverRoot(args[0])
					}
					h, im := d.addFlow(fl, instr.Pos(), kind, fl.compose(c.Handler.ErrorRouting(d.versions)), Provenance{How: HowRegister, Call: callee.Name(), Decorators: fl.decorators})
					switch {
					case h != nil && h.server == nil:
						h.server = srv
					case im != nil && im.server == nil:
						im.server = srv
					}
				}
			}
		}
		wf := d.wrapperFact(callee)
		if wf == nil || wf.Direct {
			// A direct wrapper's functions are found from the
			// handlers that call it (findDelegates).
			return
		}
		arg := irutil.ParamArg(instr.Common(), wf.Param)
		if arg == nil {
			return
		}
		if wf.Text {
			d.registerText(instr.Common(), arg, wf)
			return
		}
		for _, fl := range d.funcsOf(arg, 0) {
			kind := sdk.ShapeOf(fl.signature())
			via := wf.provenance(callee.Name())
			via.Decorators = append(append([]string(nil), fl.decorators...), wf.Decorators...)
			routing := fl.compose(d.kindRouting(kind, wf.Routing))
			h, im := d.addFlow(fl, instr.Pos(), kind, routing, via)
			// A hand-rolled server's descriptor names the tool
			// (`s.RegisterTool(mcp.Tool{Name: "read", …}, handleRead)`).
			var name string
			if wf.ToolParam < 0 {
				name = descriptorName(instr.Common().Args)
			}
			if im != nil {
				if im.SDK == sdk.None {
					im.SDK = wf.SDK // another package's tool function the wrapper adapts
				}
				if im.Tool == "" {
					im.Tool = name
				}
			}
			if h == nil {
				continue
			}
			if h.SDK == sdk.None {
				h.SDK = wf.SDK
			}
			if h.Tool == "" {
				h.Tool = name
			}
			if h.Via.How == HowType {
				// The wrapper knows better than the parameter type it
				// converts to.
				h.Via, h.Routing = via, routing
			}
		}
	}
}

// registerText records the text tools that c, a call of a register
// function of a hand-rolled server of another package (wf.Text), gives
// it in arg: dispatched by the function that reads the registry, routed
// as its calls there answer their errors, named by c's constant string
// argument if any.
func (d *discovery) registerText(c *ssa.CallCommon, arg ssa.Value, wf *WrapperFact) {
	name := ""
	for _, a := range c.Args {
		if k, ok := a.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String {
			name = constant.StringVal(k.Value)
			break
		}
	}
	if name == "" {
		name = descriptorName(c.Args)
	}
	sdkOf, routing, through := wf.SDK, wf.Routing, wf.Through
	if wf.RunBy != "" {
		route, missAt, ok := d.runByRoute(wf.RunBy)
		if !ok {
			return
		}
		sdkOf, routing, through = route.SDK, route.Routing, route.Through
		if missAt.IsValid() {
			d.addMiss(ForeignMiss{Routing: routing, Dispatcher: through, Pos: missAt, At: wf.RunByMiss})
		}
	}
	for _, fl := range d.funcsOf(arg, 0) {
		if !textTool(fl.fn.Signature) || d.posInTestFile(c.Pos()) {
			continue
		}
		t := dispatch{Routing: fl.compose(routing), SDK: sdkOf, Name: name, Dispatcher: through, Nil: sdk.NilResultUnknown, Via: wf.Registry + wf.Field}
		if fl.fn.Pkg == d.ssa.Pkg {
			d.addDispatched(fl.fn, t)
			continue
		}
		if obj, ok := fl.fn.Object().(*types.Func); ok && obj.Pkg() != nil && obj.Pkg() != d.pass.Pkg {
			d.remote(Origin{Func: obj, Result: -1}, t, c.Pos())
		}
	}
}

// descriptorName returns the constant Name field of a tool descriptor
// among args, a struct literal or a pointer to one
// (`registry.Register(Descriptor{Name: "get_account", …}, fn)`), or "".
func descriptorName(args []ssa.Value) string {
	for _, a := range args {
		if load, ok := a.(*ssa.UnOp); ok && load.Op == token.MUL {
			a = load.X
		}
		alloc, ok := a.(*ssa.Alloc)
		if !ok {
			continue
		}
		st, ok := alloc.Type().(*types.Pointer).Elem().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i).Name() == "Name" {
				if k := constField(alloc, i); k != "" {
					return k
				}
			}
		}
	}
	return ""
}

// add records f as a handler, unless it is already known or has no body in
// this package.
func (d *discovery) add(f *ssa.Function, kind sdk.HandlerKind, routing sdk.Routing, via Provenance) *Handler {
	if f == nil || f.Pkg != d.ssa.Pkg || f.Blocks == nil {
		return nil
	}
	if h := d.res.ByFunc[f]; h != nil {
		return h
	}
	if d.insideAdapter(f) || d.isWrapper(f) || d.isDecorator(f) || isMiddlewareSig(f.Signature) {
		return nil
	}
	if forwardsDynamicHandler(f) {
		d.throughAdapter(f, kind, routing, via)
		return nil
	}
	h := newHandler(f, kind, routing, via)
	if h == nil {
		return nil
	}
	d.res.Handlers = append(d.res.Handlers, h)
	d.res.ByFunc[f] = h
	return h
}

// addFlow records the function fl holds as a handler, like add, when it
// is this package's; a handler of another package (a function, a method
// value, or what another package's factory returns) is recorded in
// Result.Imported, registered at pos.
func (d *discovery) addFlow(fl flow, pos token.Pos, kind sdk.HandlerKind, routing sdk.Routing, via Provenance) (*Handler, *Imported) {
	if fl.fn == nil {
		return nil, nil
	}
	if len(fl.decorators) > 0 {
		d.decorated = append(d.decorated, decoratedFlow{decorators: fl.decorators, routing: routing, forwarded: routing == kind.ErrorRouting(d.versions)})
	}
	if !fl.factory && fl.fn.Pkg == d.ssa.Pkg {
		known := d.res.ByFunc[fl.fn]
		h := d.add(fl.fn, kind, routing, via)
		if h != nil && h == known && h.Via.weak() && !via.weak() {
			// A conversion seen first, then the registration.
			decorators := h.Via.Decorators
			h.Via = via
			if len(h.Via.Decorators) == 0 {
				h.Via.Decorators = decorators
			}
		}
		return h, nil
	}
	obj, ok := fl.fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg || sdk.OfPackage(obj.Pkg().Path()) != sdk.None {
		return nil, nil
	}
	result := -1
	if fl.factory {
		result = fl.result
	}
	if kind == sdk.NotHandler {
		kind = sdk.ShapeOf(fl.signature())
	}
	return nil, d.addImported(Origin{Func: obj, Result: result}, pos, kind, routing, via)
}

// addImported records the handler of another package with origin o as
// registered at pos, unless it is already known (a conversion seen first
// takes the registration's provenance) or pos is in a test file (a test
// double's registration is no route to the wire).
func (d *discovery) addImported(o Origin, pos token.Pos, kind sdk.HandlerKind, routing sdk.Routing, via Provenance) *Imported {
	for _, im := range d.res.Imported {
		if im.Name() == o.Name() && im.Result == o.Result {
			if im.Via.weak() && !via.weak() {
				im.Via, im.Pos = via, pos
			}
			return im
		}
	}
	if d.posInTestFile(pos) {
		return nil
	}
	im := &Imported{Origin: o, Kind: kind, SDK: kind.SDK(), Routing: routing, Via: via, Pos: pos}
	d.res.Imported = append(d.res.Imported, im)
	return im
}

// usedHere reports whether this package's own code (test files aside)
// calls fn or takes its value, outside fn itself.
func (d *discovery) usedHere(fn *types.Func) bool {
	if d.used == nil {
		d.used = map[*types.Func]bool{}
		for _, f := range d.ssa.SrcFuncs { // tests aside
			self, _ := f.Object().(*types.Func)
			note := func(obj *types.Func) {
				if obj != nil && obj != self {
					d.used[obj] = true
				}
			}
			for _, b := range f.Blocks {
				for _, instr := range b.Instrs {
					if call, ok := instr.(ssa.CallInstruction); ok {
						note(irutil.StaticFunc(call.Common()))
					}
					var ops [8]*ssa.Value
					for _, op := range instr.Operands(ops[:0]) {
						if g, ok := (*op).(*ssa.Function); ok {
							obj, _ := g.Object().(*types.Func)
							note(obj)
						}
					}
				}
			}
		}
	}
	return d.used[fn]
}

// posInTestFile reports whether pos lies in a _test.go file.
func (d *discovery) posInTestFile(pos token.Pos) bool {
	return report.InTestFile(d.pass.Fset, pos)
}

// newHandler describes f as a function of handler kind kind, or returns
// nil when its last result is no failure.
func newHandler(f *ssa.Function, kind sdk.HandlerKind, routing sdk.Routing, via Provenance) *Handler {
	h := &Handler{
		Fn: f, Pos: f.Pos(), Name: funcName(f), Kind: kind, SDK: kind.SDK(),
		Routing: routing, Via: via, ResultIndex: -1, OutIndex: -1,
	}
	res := f.Signature.Results()
	h.ErrIndex = res.Len() - 1
	for i := 0; i < res.Len(); i++ {
		if sdk.IsResultType(res.At(i).Type(), sdk.None) {
			h.ResultIndex = i
			break
		}
	}
	if kind == sdk.GoSDKTyped {
		h.OutIndex = sdk.TypedOutputIndex
	}
	if c, ok := wireCarrier(f.Signature); kind == sdk.HandRolledFunc && ok {
		// A hand-rolled tool that cannot fail by its signature: its
		// failures are results (see findSwitched).
		h.ErrIndex, h.ResultIndex, h.Carrier = -1, 0, c
		return h
	}
	if kind == sdk.HandRolledFunc && res.Len() == 0 && writerTool(f) {
		// A tool writing its own response: its exits are the calls of
		// the package's reply writers.
		h.ErrIndex, h.Carrier = -1, CarrierWriter
		return h
	}
	if kind == sdk.HandRolledFunc && returnsResultMaps(f) {
		// The same, returning its result maps as any value.
		h.ErrIndex, h.ResultIndex, h.Carrier = -1, 0, CarrierMap
		return h
	}
	if h.ErrIndex < 0 || !isFailureType(res.At(h.ErrIndex).Type()) {
		return nil
	}
	return h
}

// FuncName names f as discovery names functions in a Handler's Name and
// Provenance (Wrapper, Decorators): F, T.M for a method, "func literal in
// F" for a closure.
func FuncName(f *ssa.Function) string { return funcName(f) }

func funcName(f *ssa.Function) string {
	if f.Parent() != nil {
		return "func literal in " + funcName(f.Parent())
	}
	if recv := f.Signature.Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + f.Name()
		}
	}
	return f.Name()
}

func typeName(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		name := n.Origin().Obj().Name()
		if n.Obj().Pkg() != nil {
			name = n.Obj().Pkg().Name() + "." + name
		}
		return name
	}
	return t.String()
}

// funcsOf returns the source functions value v can hold: func literals,
// named functions, method values, through conversions, phi nodes,
// variables captured by closures, package-level variables set only by
// package initialization, same-package factory calls, project
// decorators and the parameters of local func literals (what their
// callers pass, closureArgs).
func (d *discovery) funcsOf(v ssa.Value, depth int) []flow {
	if depth > 8 || v == nil {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Function:
		if v.Synthetic != "" {
			if obj, ok := v.Object().(*types.Func); ok && interfaceMethod(obj, d.projectPackage) {
				// An interface method value (`s.AddTool(t.Def(),
				// t.Handle)` over a registry of tools): the methods of
				// the types this package converts to the interface.
				return d.implementationFlows(obj)
			}
			if obj, ok := v.Object().(*types.Func); ok {
				// A method value's wrapper, or a function of another
				// package (loaded without its code).
				if f := v.Prog.FuncValue(obj); f != nil && (f.Synthetic == "" || f.Pkg != d.ssa.Pkg) {
					return []flow{{fn: f, through: fateForwarded}}
				}
			}
			return nil
		}
		return []flow{{fn: v, through: fateForwarded}}
	case *ssa.MakeClosure:
		return d.funcsOf(v.Fn, depth+1)
	case *ssa.ChangeType:
		return d.funcsOf(v.X, depth+1)
	case *ssa.Convert:
		return d.funcsOf(v.X, depth+1)
	case *ssa.Phi:
		var out []flow
		for _, e := range v.Edges {
			out = append(out, d.funcsOf(e, depth+1)...)
		}
		return out
	case *ssa.Call:
		if out, ok := d.throughDecorator(v.Common(), depth); ok {
			return out
		}
		return d.calledReturns(v.Common(), 0, depth)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return d.calledReturns(call.Common(), v.Index, depth)
		}
	case *ssa.Parameter:
		// A local registration helper's parameter: what its callers
		// in the enclosing function pass.
		var out []flow
		for _, arg := range closureArgs(v) {
			out = append(out, d.funcsOf(arg, depth+1)...)
		}
		return out
	case *ssa.Field:
		return d.fieldFuncs(irutil.ReadField(v), depth)
	case *ssa.FreeVar, *ssa.UnOp:
		if f := irutil.ReadField(v); f != nil {
			return d.fieldFuncs(f, depth)
		}
		vals, _ := irutil.CapturedValues(v)
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			if g, ok := u.X.(*ssa.Global); ok {
				vals, _ = d.globalValues(g)
			}
		}
		var out []flow
		for _, val := range vals {
			out = append(out, d.funcsOf(val, depth+1)...)
		}
		return out
	}
	return nil
}

// implementationFlows returns the methods implementing m, a method of a
// project interface, of the types this package converts to that
// interface (implementations).
func (d *discovery) implementationFlows(m *types.Func) []flow {
	iface, ok := types.Unalias(m.Signature().Recv().Type()).(*types.Named)
	if !ok {
		return nil
	}
	var out []flow
	for _, im := range d.implementingMethods(iface, m) {
		if f := d.ssa.Pkg.Prog.FuncValue(im.fn); im.fn.Pkg() == d.pass.Pkg && f != nil && f.Blocks != nil {
			out = append(out, flow{fn: f, through: fateForwarded})
		}
	}
	return out
}

// fieldFuncs returns the functions the package stores into f, a field of
// a text tool's function type of a struct type it declares, read where a
// tool is put into a registry: the records of a tool table copied
// into the dispatch map (`for _, e := range entries { s.tools[e.name] =
// e.fn }`, each entry's fn a literal).
func (d *discovery) fieldFuncs(f *types.Var, depth int) []flow {
	if f == nil || f.Pkg() != d.pass.Pkg || !textToolType(f.Type()) {
		// A field of a handler's type is a record's: records.go
		// follows its readers (a wrapper may replace it).
		return nil
	}
	var out []flow
	for st := range irutil.FieldStores(d.ssa.SrcFuncs, f) {
		out = append(out, d.funcsOf(st.Val, depth+1)...)
	}
	return out
}

// calledReturns follows a call to a same-package function (a handler
// factory) or an SDK adapter and returns the functions it can return at
// result index idx.
func (d *discovery) calledReturns(c *ssa.CallCommon, idx, depth int) []flow {
	if c.IsInvoke() {
		// p.Handler() on a project interface: the methods of the types
		// this package converts to it (a provider of another package).
		iface, ok := types.Unalias(c.Value.Type()).(*types.Named)
		if !ok || iface.Obj().Pkg() == nil || !d.projectPackage(iface.Obj().Pkg().Path()) {
			return nil
		}
		var out []flow
		for _, im := range d.implementingMethods(iface, c.Method) {
			out = append(out, d.returnsOf(d.ssa.Pkg.Prog.FuncValue(im.fn), nil, idx, depth)...)
		}
		return out
	}
	callee := c.StaticCallee()
	if callee == nil {
		return nil
	}
	return d.returnsOf(callee, c, idx, depth)
}

// returnsOf follows what callee, called by c (nil for a call through an
// interface), returns at index idx.
func (d *discovery) returnsOf(callee *ssa.Function, c *ssa.CallCommon, idx, depth int) []flow {
	if callee == nil {
		return nil
	}
	if c != nil {
		if obj := irutil.StaticFunc(c); obj != nil && sdk.CallOf(obj).Kind == sdk.Adapt {
			// NewTypedToolHandler(f): f is found through its conversion
			// to the typed handler type; nothing to add here.
			return nil
		}
	}
	if callee.Origin() != nil {
		callee = callee.Origin()
	}
	if callee.Pkg != d.ssa.Pkg || callee.Blocks == nil {
		// Another package's factory: what it returns is that package's
		// to describe (Imported).
		// (A wrapper's or decorator's handlers are found through its
		// fact instead.)
		if obj, ok := callee.Object().(*types.Func); ok && obj.Pkg() != nil && obj.Pkg() != d.pass.Pkg &&
			sdk.OfPackage(obj.Pkg().Path()) == sdk.None && idx < callee.Signature.Results().Len() &&
			handlerValueType(callee.Signature.Results().At(idx).Type()) &&
			d.wrapperFact(obj) == nil && d.decoratorFact(obj) == nil {
			return []flow{{fn: callee, factory: true, result: idx, through: fateForwarded}}
		}
		return nil
	}
	var out []flow
	for _, b := range callee.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && idx < len(ret.Results) {
			out = append(out, d.funcsOf(ret.Results[idx], depth+1)...)
		}
	}
	return out
}

// insideAdapter reports whether fn is a closure built inside a middleware
// or a wrapper: its code adapts another handler and is not a tool itself.
func (d *discovery) insideAdapter(fn *ssa.Function) bool {
	for p := fn.Parent(); p != nil; p = p.Parent() {
		if isMiddlewareSig(p.Signature) || d.isWrapper(p) || d.isDecorator(p) {
			return true
		}
	}
	return false
}

func (d *discovery) isDecorator(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	return ok && d.decorators[obj] != nil
}

func (d *discovery) isWrapper(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	return ok && d.wrappers[obj] != nil
}

// isMiddlewareSig reports whether sig is func(H) H for a handler or go-sdk
// method-handler type H.
func isMiddlewareSig(sig *types.Signature) bool {
	if sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false
	}
	in, out := sig.Params().At(0).Type(), sig.Results().At(0).Type()
	if !types.Identical(in, out) {
		return false
	}
	if sdk.IsMethodHandler(in) || sdk.NamedHandlerType(in) != sdk.NotHandler {
		return true
	}
	fs, ok := in.Underlying().(*types.Signature)
	return ok && sdk.ShapeOf(fs) != sdk.NotHandler
}

// wrapperFact returns the wrapper fact of callee, from this package or an
// imported one.
func (d *discovery) wrapperFact(callee *types.Func) *WrapperFact {
	if wf := d.wrappers[callee]; wf != nil {
		return wf
	}
	if callee.Pkg() == d.pass.Pkg {
		return nil
	}
	wf := new(WrapperFact)
	if d.pass.ImportObjectFact(callee, wf) {
		return wf
	}
	return nil
}

// findExported adds exported package-level functions and methods whose
// signature is exactly an SDK handler shape, and the functions exported
// factories return as a handler shape: such functions exist to be
// registered, usually by another package.
func (d *discovery) findExported() {
	// Functions whose pair a handler of this package returns, with
	// another signature than the handler's, are its helpers.
	helpers := map[*ssa.Function]bool{}
	for _, h := range d.res.Handlers {
		for _, callee := range delegateCallees(h.Fn, h.ErrIndex) {
			if !sameSignature(callee.Signature, h.Fn.Signature) {
				helpers[callee] = true
			}
		}
	}
	for _, fn := range d.ssa.SrcFuncs {
		if helpers[fn] {
			continue
		}
		if fn.Parent() != nil {
			continue
		}
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() {
			continue
		}
		kind := sdk.ShapeOf(fn.Signature)
		if kind == sdk.NotHandler && structuredShape(fn.Signature) {
			kind = sdk.MCPGoStructured
		}
		if kind != sdk.NotHandler && d.res.ByFunc[fn] == nil && !callsClient(fn) {
			d.add(fn, kind, kind.ErrorRouting(d.versions), Provenance{How: HowExported})
		}
		res := fn.Signature.Results()
		for i := 0; i < res.Len(); i++ {
			sig, ok := res.At(i).Type().Underlying().(*types.Signature)
			if !ok {
				continue
			}
			kind := sdk.ShapeOf(sig)
			if kind == sdk.NotHandler {
				continue
			}
			// The factory may decorate what it returns (a wrapper that
			// converts the inner function's error): compose its routing.
			for _, fl := range d.calledReturns(&ssa.CallCommon{Value: fn}, i, 0) {
				if fl.factory || fl.fn.Pkg != d.ssa.Pkg {
					continue // another package's handler, returned on
				}
				h := d.add(fl.fn, kind, fl.compose(kind.ErrorRouting(d.versions)), Provenance{How: HowReturned, Of: funcName(fn), Decorators: fl.decorators})
				if h != nil && h.origin.Func == nil && fl.through == fateForwarded && fl.fn.Parent() != nil {
					h.origin = Origin{Func: obj, Result: i}
				}
			}
		}
	}
}

// callsClient reports whether fn calls an MCP client operation: it is a
// client helper (say, CallTool of a test client), not a tool handler.
func callsClient(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok && sdk.IsClientCall(irutil.StaticFunc(call.Common())) {
				return true
			}
		}
	}
	return false
}

// findDelegates follows handlers into the functions they hand their
// work to. A handler that returns the results of a direct wrapper
// (`return run(ctx, req, s.search)`) is an adapter layer: the functions
// given to the wrapper are the tools, with the routing the handler's
// return decides (or the wrapper's, when it converts the error), and the
// handler is dropped when all its errors come from such calls. A handler
// that returns the results of a same-package function with exactly its
// signature (`return s.doSearch(ctx, req)`) makes that function a handler
// too. Other functions whose pair a handler returns (marshalling or
// error-result helpers, client methods) are helpers, not tools: their
// failures are the handler's, reported at its return.
func (d *discovery) findDelegates() {
	for changed := true; changed; {
		changed = false
		for _, h := range append([]*Handler(nil), d.res.Handlers...) {
			if d.res.ByFunc[h.Fn] != h {
				continue
			}
			if d.throughDirect(h) {
				changed = true
				continue
			}
			if d.dynamicDelegates(h) {
				changed = true
			}
			for _, callee := range delegateCallees(h.Fn, h.ErrIndex) {
				if dh := d.res.ByFunc[callee]; dh != nil && dh.Via.How == HowDelegate && dh.Tool != h.Tool {
					dh.Tool = "" // the work of several tools: named by its function
				}
				if callee.Pkg != d.ssa.Pkg || d.res.ByFunc[callee] != nil {
					continue
				}
				kind, via := sdk.ShapeOf(callee.Signature), Provenance{How: HowDelegate, Of: h.Name}
				switch {
				case textDelegate(callee.Signature, h) && handsOnResults(h.Fn, callee):
					// A text tool's work, judged as the tool, answered by
					// its dispatcher (also of the tool's own signature:
					// `return s.deleteConfirmed(args)`).
					kind, via.Wrapper = sdk.HandRolledFunc, h.Via.Wrapper
				case sameSignature(callee.Signature, h.Fn.Signature), typedDelegate(callee.Signature, h):
				default:
					continue
				}
				if nh := d.add(callee, kind, h.Routing, via); nh != nil {
					if nh.SDK == sdk.None {
						nh.SDK = h.SDK
					}
					if nh.AdapterOut == nil {
						nh.AdapterOut = h.AdapterOut
					}
					nh.Tool = h.Tool
					changed = true
				}
			}
		}
	}
}

// dynamicDelegates adds as handlers the functions of the package that h
// calls through a function value and whose error it returns as its own:
// the tools a generic factory adapts (`MakeHandler[In, Out](t.lookup)`
// returning a typed handler that calls `fn(ctx, in)` and returns its
// results), found through the factory's calls. It reports whether it
// added one.
func (d *discovery) dynamicDelegates(h *Handler) bool {
	added := false
	for _, call := range delegateCalls(h.Fn, h.ErrIndex) {
		c := call.Common()
		if c.IsInvoke() || c.StaticCallee() != nil {
			continue
		}
		v := c.Value
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			v = u.X // captured by reference
		}
		if _, ok := v.(*ssa.FreeVar); !ok {
			continue
		}
		for _, fl := range d.factoryArgFuncs(c.Value) {
			if fl.fn.Pkg != d.ssa.Pkg || d.res.ByFunc[fl.fn] != nil || fl.fn == h.Fn {
				continue
			}
			if nh := d.add(fl.fn, sdk.ShapeOf(fl.fn.Signature), fl.compose(h.Routing), Provenance{How: HowDelegate, Of: h.Name}); nh != nil {
				if nh.SDK == sdk.None {
					nh.SDK = h.SDK
				}
				nh.Tool = h.Tool
				added = true
			}
		}
	}
	return added
}

// factoryArgFuncs returns the functions a closure's captured function
// value v can be: what the package's calls of the factory that made the
// closure pass for its parameter (`MakeHandler[In, Out](t.lookup)`,
// generic instances included), or what funcsOf finds.
func (d *discovery) factoryArgFuncs(v ssa.Value) []flow {
	vals, _ := irutil.CapturedValues(v)
	var out []flow
	for _, val := range vals {
		p, ok := val.(*ssa.Parameter)
		if !ok || closureArgs(p) != nil {
			out = append(out, d.funcsOf(val, 0)...)
			continue
		}
		if p.Parent().Pkg != d.ssa.Pkg {
			continue
		}
		args, _ := irutil.PassedArgs(d.ssa.SrcFuncs, p)
		for _, arg := range args {
			out = append(out, d.funcsOf(arg, 0)...)
		}
	}
	return out
}

// textDelegate reports whether sig, of a function whose results text tool
// h returns, is a text tool's with h's results (not an encoder of any
// value, see encodesAny): the function a tool
// table's entries hand their work to with an argument of their own
// (`return serviceLifecycle(ctx, s, raw, "restart")`), whose failures are
// the tool's.
func textDelegate(sig *types.Signature, h *Handler) bool {
	return h.Kind == sdk.HandRolledFunc && h.ResultIndex < 0 && textTool(h.Fn.Signature) && textTool(sig) &&
		types.Identical(sig.Results(), h.Fn.Signature.Results()) && !encodesAny(sig)
}

// handsOnResults reports whether a return of fn returns every result of a
// call of callee as they are (`return serviceLifecycle(ctx, s, raw,
// "restart")`): not a helper whose error fn checks before its own answer.
func handsOnResults(fn, callee *ssa.Function) bool {
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		var call *ssa.Call
		all := true
		for i, r := range ret.Results {
			c, idx := irutil.CallResult(r)
			if c == nil || idx != i || call != nil && c != call {
				all = false
				break
			}
			call = c
		}
		if all && call != nil && call.Common().StaticCallee() == callee {
			return true
		}
	}
	return false
}

// typedDelegate reports whether sig, of a function whose results go-sdk
// typed handler h returns, is a typed handler's too, with h's results
// and its own input type: the any-input closure a typed adapter forwards
// to that asserts the input and calls the tool's own handler
// (`return t.handleCopy(ctx, req, in.(CopyInput))`).
func typedDelegate(sig *types.Signature, h *Handler) bool {
	return h.AdapterOut != nil && sdk.ShapeOf(sig) == sdk.GoSDKTyped && sdk.ShapeOf(h.Fn.Signature) == sdk.GoSDKTyped &&
		types.Identical(sig.Results(), h.Fn.Signature.Results())
}

// sameSignature reports whether a and b take and return the same types,
// receivers aside.
func sameSignature(a, b *types.Signature) bool {
	return types.Identical(a.Params(), b.Params()) && types.Identical(a.Results(), b.Results()) && a.Variadic() == b.Variadic()
}

// throughDirect adds the functions h hands to direct wrappers as handlers
// and drops h when it is only an adapter layer over them. It reports
// whether h was dropped.
func (d *discovery) throughDirect(h *Handler) bool {
	calls := map[*ssa.Call]bool{}
	for _, b := range h.Fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			arg, wf, ok := d.directArg(call.Common())
			if !ok {
				continue
			}
			routing := wf.Routing
			if wf.PassThrough {
				routing = sdk.Routing{}
				errVal := resultValue(call, call.Common().Signature().Results().Len()-1)
				if errVal != nil {
					switch errorFate(h.Fn, errVal) {
					case fateForwarded:
						routing = h.Routing
					case fateConverted:
						routing = sdk.Routing{Route: sdk.RouteIsError}
					}
				}
			}
			calls[call] = true
			name := irutil.StaticFunc(call.Common()).Name()
			flows := d.funcsOf(arg, 0)
			if callee := call.Common().StaticCallee(); callee != nil && wf.PassThrough && len(flows) > 0 {
				if d.res.handedOver == nil {
					d.res.handedOver = map[*ssa.Function]bool{}
				}
				d.res.handedOver[callee] = true
			}
			for _, fl := range flows {
				via := Provenance{How: HowWrapper, Wrapper: name, Decorators: append(append([]string(nil), fl.decorators...), h.Via.Decorators...)}
				nh := d.add(fl.fn, sdk.ShapeOf(fl.fn.Signature), fl.compose(routing), via)
				if nh == nil {
					continue
				}
				if nh.SDK == sdk.None {
					nh.SDK = wf.SDK
				}
				if nh.Tool == "" {
					nh.Tool = h.Tool
				}
				if nh.Via.weak() {
					nh.Via, nh.Routing = via, fl.compose(routing)
				}
			}
		}
	}
	if len(calls) == 0 || !onlyReturnsFrom(h, calls) {
		return false
	}
	delete(d.res.ByFunc, h.Fn)
	for i, x := range d.res.Handlers {
		if x == h {
			d.res.Handlers = append(d.res.Handlers[:i], d.res.Handlers[i+1:]...)
			break
		}
	}
	return true
}

// onlyReturnsFrom reports whether every return of h returns a pair
// produced by one of calls: h does no work of its own.
func onlyReturnsFrom(h *Handler, calls map[*ssa.Call]bool) bool {
	from := func(v ssa.Value) bool {
		if ex, ok := v.(*ssa.Extract); ok {
			call, ok := ex.Tuple.(*ssa.Call)
			return ok && calls[call]
		}
		return false
	}
	for _, b := range h.Fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || h.ErrIndex < 0 || h.ErrIndex >= len(ret.Results) {
			continue
		}
		if !from(ret.Results[h.ErrIndex]) && (h.ResultIndex < 0 || !from(ret.Results[h.ResultIndex])) {
			return false
		}
	}
	return true
}

// delegateCallees returns the static callees whose error result fn returns
// as its own error result, with the other results untested: a function
// whose result fn compares with nil first (`if res, err := check(ctx, req);
// res != nil || err != nil { return res, err }`) is a helper whose pair
// fn filters, evaluated at fn's returns.
func delegateCallees(fn *ssa.Function, errIndex int) []*ssa.Function {
	var out []*ssa.Function
	for _, call := range delegateCalls(fn, errIndex) {
		if callee := call.Common().StaticCallee(); callee != nil && callee.Synthetic == "" {
			out = append(out, callee)
		}
	}
	return out
}

// delegateCalls returns the calls whose error result fn returns as its
// own error result, the other results untested (see delegateCallees).
func delegateCalls(fn *ssa.Function, errIndex int) []*ssa.Call {
	var out []*ssa.Call
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || errIndex < 0 || errIndex >= len(ret.Results) {
			continue
		}
		ex, ok := ret.Results[errIndex].(*ssa.Extract)
		if !ok {
			continue
		}
		call, ok := ex.Tuple.(*ssa.Call)
		if !ok {
			continue
		}
		if irutil.ResultTested(call, errIndex) {
			continue // the handler filters the pair: a check helper
		}
		out = append(out, call)
	}
	return out
}

// nameTools attaches constant tool names from registration sites and
// ServerTool literals to the handlers they register.
func (d *discovery) nameTools() {
	info := d.pass.TypesInfo
	for _, file := range d.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				fn, _ := typeutilCallee(info, n).(*types.Func)
				c := sdk.CallOf(fn)
				if c.Kind == sdk.Register && c.ToolArg < len(n.Args) && c.HandlerArg < len(n.Args) {
					d.nameFrom(n.Args[c.HandlerArg], d.toolName(n.Args[c.ToolArg]), Provenance{How: HowRegister, Call: callName(fn)})
				}
				if c.Kind == sdk.Register && len(n.Args) == 1 {
					// s.AddTool(describeTool(cfg)): a factory returning
					// the definition and the handler.
					d.nameFromPair(n.Args[0], c, Provenance{How: HowRegister, Call: callName(fn)})
				}
				d.nameThroughLiteral(n)
				if fn != nil {
					if wf := d.wrapperFact(fn); wf != nil && wf.ToolParam >= 0 && wf.ToolParam < len(n.Args) && wf.Param < len(n.Args) {
						d.nameFrom(n.Args[wf.Param], d.toolName(n.Args[wf.ToolParam]), Provenance{How: HowWrapper, Wrapper: fn.Name()})
					}
				}
			case *ast.CompositeLit:
				if !sdk.IsServerTool(info.TypeOf(n)) {
					d.nameRecord(n)
					return true
				}
				var tool string
				var handler ast.Expr
				for _, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						switch key, _ := kv.Key.(*ast.Ident); {
						case key == nil:
						case key.Name == "Tool":
							tool = d.toolName(kv.Value)
						case key.Name == "Handler":
							handler = kv.Value
						}
					}
				}
				if handler != nil {
					d.nameFrom(handler, tool, Provenance{How: HowServerTool})
				}
			}
			return true
		})
	}
}

// nameFromPair names the handlers a same-package factory returns beside
// their definitions, called as the only argument of a registration c
// (`s.AddTool(describeTool(cfg))` with `func describeTool(cfg *Config)
// (mcp.Tool, server.ToolHandlerFunc) { return mcp.NewTool("describe"),
// func(…) {…} }`), each by the definition it returns with it.
func (d *discovery) nameFromPair(arg ast.Expr, c sdk.Call, via Provenance) {
	call, ok := ast.Unparen(arg).(*ast.CallExpr)
	if !ok {
		return
	}
	fn, _ := typeutilCallee(d.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() != d.pass.Pkg || fn.Type().(*types.Signature).Results().Len() != 2 || c.ToolArg > 1 || c.HandlerArg > 1 {
		return
	}
	decl := d.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 2 {
				if name := d.definedName(fn, decl, call, n.Results[c.ToolArg]); name != "" {
					d.nameFrom(n.Results[c.HandlerArg], name, via)
				}
			}
		}
		return true
	})
}

// nameRecord names the handler kept in a literal of a project tool record
// that also holds the tool's SDK definition:
// `tool{def: mcp.NewTool("search"), handler: makeSearch(meta)}`.
func (d *discovery) nameRecord(lit *ast.CompositeLit) {
	t := d.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil && sdk.OfPackage(n.Obj().Pkg().Path()) != sdk.None {
		return
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	var def ast.Expr
	var handlers []ast.Expr
	for i, elt := range lit.Elts {
		var f *types.Var
		val := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			key, _ := kv.Key.(*ast.Ident)
			if key == nil {
				return
			}
			f, _ = d.pass.TypesInfo.ObjectOf(key).(*types.Var)
			val = kv.Value
		} else if i < st.NumFields() {
			f = st.Field(i)
		}
		switch {
		case f == nil:
		case sdk.IsToolType(f.Type()):
			if def != nil {
				return // two definitions: which is whose?
			}
			def = val
		case handlerValueType(f.Type()):
			handlers = append(handlers, val)
		}
	}
	if def == nil || len(handlers) != 1 {
		return
	}
	name := d.toolName(def)
	if name == "" {
		return
	}
	for _, f := range d.exprFuncs(handlers[0], 0) {
		if h := d.res.ByFunc[f]; h != nil && h.Tool == "" {
			h.Tool = name
		}
	}
}

func callName(fn *types.Func) string {
	if fn == nil {
		return "?"
	}
	return fn.Name()
}

// nameFrom gives the handlers expression e denotes the tool name and a
// more precise "via".
func (d *discovery) nameFrom(e ast.Expr, tool string, via Provenance) {
	if im := d.importedOf(e, 0); im != nil && im.Tool == "" {
		im.Tool = tool
	}
	for _, f := range d.exprFuncs(e, 0) {
		h := d.res.ByFunc[f]
		if h == nil {
			continue
		}
		if h.Tool == "" {
			h.Tool = tool
		}
		if h.Via.weak() || h.Via.How == via.How && h.Via.Call == "" {
			decorators := h.Via.Decorators
			h.Via = via
			h.Via.Decorators = decorators
		}
	}
}

// importedOf returns the handler of another package that the handler
// expression e in the syntax names (a function, a method value, a call of
// a factory, possibly decorated), or nil.
func (d *discovery) importedOf(e ast.Expr, depth int) *Imported {
	if len(d.res.Imported) == 0 || depth > 4 {
		return nil
	}
	info := d.pass.TypesInfo
	var obj *types.Func
	result := -1
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj, _ = info.Uses[e].(*types.Func)
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.MethodVal {
			obj, _ = sel.Obj().(*types.Func)
		} else {
			obj, _ = info.Uses[e.Sel].(*types.Func)
		}
	case *ast.CallExpr:
		fn, _ := typeutilCallee(info, e).(*types.Func)
		if df := d.decoratorFact(fn); df != nil && df.Param < len(e.Args) {
			return d.importedOf(e.Args[df.Param], depth+1)
		}
		if fn != nil {
			// A wrapper given another package's tool function
			// (`toolHandler(client, tools.HandleGetSeries)`).
			if wf := d.wrapperFact(fn); wf != nil && wf.Param < len(e.Args) {
				if im := d.importedOf(e.Args[wf.Param], depth+1); im != nil {
					return im
				}
			}
		}
		obj, result = fn, 0
	}
	if obj == nil {
		return nil
	}
	for _, im := range d.res.Imported {
		if im.Func == obj && (im.Result == result || result == 0 && im.Result >= 0) {
			return im
		}
	}
	return nil
}

// exprFuncs resolves a handler expression in the syntax to source functions.
func (d *discovery) exprFuncs(e ast.Expr, depth int) []*ssa.Function {
	if depth > 4 {
		return nil
	}
	info := d.pass.TypesInfo
	e = ast.Unparen(e)
	switch e := e.(type) {
	case *ast.FuncLit:
		return d.litFuncs(e)
	case *ast.Ident:
		switch obj := info.Uses[e].(type) {
		case *types.Func:
			if f := d.ssa.Pkg.Prog.FuncValue(obj); f != nil {
				return []*ssa.Function{f}
			}
		case *types.Var:
			if init := d.singleAssignment(obj); init != nil {
				return d.exprFuncs(init, depth+1)
			}
			return d.globalFuncs(obj)
		}
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.MethodVal {
			if f := d.ssa.Pkg.Prog.FuncValue(sel.Obj().(*types.Func)); f != nil {
				return []*ssa.Function{f}
			}
		} else if obj, ok := info.Uses[e.Sel].(*types.Func); ok {
			if f := d.ssa.Pkg.Prog.FuncValue(obj); f != nil {
				return []*ssa.Function{f}
			}
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return d.exprFuncs(e.Args[0], depth+1)
		}
		fn, _ := typeutilCallee(info, e).(*types.Func)
		if df := d.decoratorFact(fn); df != nil && df.Param < len(e.Args) {
			return d.exprFuncs(e.Args[df.Param], depth+1)
		}
		if c := sdk.CallOf(fn); c.Kind == sdk.Adapt && c.HandlerArg < len(e.Args) {
			return d.exprFuncs(e.Args[c.HandlerArg], depth+1)
		}
		if fn != nil && d.wrapperFact(fn) != nil {
			wf := d.wrapperFact(fn)
			if wf.Param < len(e.Args) {
				return d.exprFuncs(e.Args[wf.Param], depth+1)
			}
		}
		if fn != nil && fn.Pkg() == d.pass.Pkg {
			if f := d.ssa.Pkg.Prog.FuncValue(fn); f != nil {
				return fns(d.calledReturns(&ssa.CallCommon{Value: f}, 0, 0))
			}
		}
	}
	return nil
}

func (d *discovery) litFuncs(lit *ast.FuncLit) []*ssa.Function {
	for _, f := range d.ssa.SrcFuncs {
		if f.Syntax() == lit {
			if hs, ok := d.adapters[f]; ok {
				// An adapter names the handlers it calls.
				return hs
			}
			return []*ssa.Function{f}
		}
	}
	return nil
}

// toolName returns the constant tool name expression e defines, following
// a local variable to its single assignment.
func (d *discovery) toolName(e ast.Expr) string {
	if name := sdk.ToolName(d.pass.TypesInfo, e); name != "" {
		return name
	}
	if x := sdk.ToolNameExpr(d.pass.TypesInfo, e); x != nil {
		if name := d.constReturned(x); name != "" {
			return name // Name: t.name()
		}
	}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := d.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if init := d.singleAssignment(v); init != nil {
				return sdk.ToolName(d.pass.TypesInfo, init)
			}
		}
	}
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		return d.toolName(u.X)
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return d.definedBy(call)
	}
	return ""
}

// definedBy returns the constant tool name a same-package function
// returns the definition of (`s.AddTool(searchTool(), h)` with
// `func searchTool() mcp.Tool { return mcp.NewTool("search", ...) }`),
// when all its returns agree.
func (d *discovery) definedBy(call *ast.CallExpr) string {
	return d.agreedReturns(call, 1, func(fn *types.Func, decl *ast.FuncDecl, ret *ast.ReturnStmt) string {
		if len(ret.Results) != 1 {
			return ""
		}
		got := d.definedName(fn, decl, call, ret.Results[0])
		if u, ok := ast.Unparen(ret.Results[0]).(*ast.UnaryExpr); ok && u.Op == token.AND && got == "" {
			got = d.definedName(fn, decl, call, u.X)
		}
		return got
	})
}

// agreedReturns returns what got says of every return statement of the
// same-package function call calls, which has results results (function
// literals aside), when they all say the same, non-empty; "" otherwise.
func (d *discovery) agreedReturns(call *ast.CallExpr, results int, got func(fn *types.Func, decl *ast.FuncDecl, ret *ast.ReturnStmt) string) string {
	fn, _ := typeutilCallee(d.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() != d.pass.Pkg || fn.Type().(*types.Signature).Results().Len() != results {
		return ""
	}
	decl := d.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return ""
	}
	name, agree := "", true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			g := got(fn, decl, n)
			if g == "" || name != "" && g != name {
				agree = false
			}
			name = g
		}
		return agree
	})
	if !agree {
		return ""
	}
	return name
}

// definedName returns the constant tool name of definition e, returned
// by decl (the declaration of fn) called by call: a constant, or a
// parameter of fn the call passes a constant for (`objectTool("get_feeds",
// …)` returning `mcp.Tool{Name: name, …}`).
func (d *discovery) definedName(fn *types.Func, decl *ast.FuncDecl, call *ast.CallExpr, e ast.Expr) string {
	x := sdk.ToolNameExpr(d.pass.TypesInfo, e)
	if x == nil {
		return ""
	}
	if name := sdk.ToolName(d.pass.TypesInfo, e); name != "" {
		return name
	}
	if name := d.constReturned(x); name != "" {
		return name
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return ""
	}
	v, ok := d.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return ""
	}
	params := fn.Type().(*types.Signature).Params()
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v && i < len(call.Args) && !(fn.Type().(*types.Signature).Variadic() && i == params.Len()-1) {
			if assigns(d.pass.TypesInfo, decl.Body.List, v) {
				return "" // the parameter is reassigned in the body
			}
			if tv, ok := d.pass.TypesInfo.Types[call.Args[i]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				return constant.StringVal(tv.Value)
			}
		}
	}
	return ""
}

// constReturned returns the constant string that e, a call of a
// same-package function or method taking no arguments, returns from every
// return statement (`func (t *findTool) name() string { return
// "find_one" }`), or "".
func (d *discovery) constReturned(e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) > 0 {
		return ""
	}
	return d.agreedReturns(call, 1, func(_ *types.Func, _ *ast.FuncDecl, ret *ast.ReturnStmt) string {
		if len(ret.Results) != 1 {
			return ""
		}
		if tv, ok := d.pass.TypesInfo.Types[ret.Results[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value)
		}
		return ""
	})
}

// funcDecl returns the declaration of fn in this package's files, or nil.
func (d *discovery) funcDecl(fn *types.Func) *ast.FuncDecl {
	for _, f := range d.pass.Files {
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && d.pass.TypesInfo.Defs[fd.Name] == fn {
				return fd
			}
		}
	}
	return nil
}
