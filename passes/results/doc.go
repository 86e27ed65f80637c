// Package results describes, for every tool handler of a package, the
// call-tool results each of its return statements can produce, and where
// every text in those results comes from.
//
// The [Analyzer]'s result is a *[Result]. For each handler found by
// [handlers.Analyzer] and each `return` in it, [Return] lists the possible
// result [Value]s. A Value says whether isError is set ([sdk.Tri]), whether
// content is present and non-empty ([Presence]), whether structured content
// is attached, which texts the content holds, and the position of the
// expression or assignment that completed it.
//
// The evaluation works on SSA and sees through:
//
//   - composite literals of SDK and hand-rolled result types (fields by
//     [sdk.FieldRole]);
//   - mcp-go's NewToolResult* constructors ([sdk.ResultConstructor]);
//   - field stores after construction (res.IsError = true), append to
//     Content, go-sdk SetError (which fills Content only when it is empty,
//     from v1.6.0 on), calls that may change the result (which make the
//     affected parts unknown);
//   - variables, branches and phi nodes: each return gets one Value per
//     distinguishable path, up to a small bound;
//   - helper functions: same-package helpers (functions, methods and func
//     literals called directly, printf-like helpers whose format and
//     operands are parameters) are summarized on demand, helpers in other
//     packages through a [ResultFact] (functions returning a call-tool
//     result) or a [TextFact] (functions returning a string); a summary
//     keeps the returns whose error is nil, and those that hand on
//     another function's results (`return s.query(ctx, q)`, whose own
//     summary keeps its nil-error returns), except where the function
//     failed to encode its own data ([nilflow.InMarshalFailure]);
//   - results a helper receives as a parameter and completes (a value
//     based on the parameter, resolved with the argument at each call,
//     whether the helper returns it or only changes it), and results
//     kept in a package-level variable that only package initialization
//     sets and nothing changes through;
//   - functions with defer statements and named results, whose results
//     live in variables until the return: bare returns read the last
//     assignment, deferred closures are part of every path (see package
//     nilflow), and a recover block acts only on a panic.
//
// [Return.ErrNil] is nilflow's answer: the error is nil on every path to
// the return (checked, never assigned, cleared by a deferred function).
// [Return.Paths] is the per-path answer the checks filter: for each path
// ([ErrPath]), the error's nil-ness, its chain (wrap operands, project
// types with Unwrap, same-package helpers), the protocol answers in it
// ([Protocol]) and the one that reaches the wire ([ErrPath.Answer], per
// [SDKTyped]), its [nilflow.Origin] and its [Nature]: a tool failure (the
// handler's routing decides where it goes), a delegate's error, a protocol
// answer, a context's error, the server's own failure, or no error at all.
// [Return.NilNil] and [Return.Cancelled] say whether the return can send
// no result (also through a same-package helper, or another package's
// helper that carries a [NilNilFact]) and whether anybody waits for it. [Result.Of] answers for every
// handler, also those that return no call-tool result, and
// [Result.ErrorsOf] lists the errors any function of the package returns.
// [Result.NeverFails] tells whether a helper's error result is always nil:
// same-package helpers are looked into, other packages' helpers carry a
// [NilErrorFact].
//
// The same model answers for code that is not a handler: [Result.ReturnsOf]
// evaluates the returns of any function of the package (an authorization
// helper, a dispatcher), [Result.BuiltIn] the results a branch of a
// function builds (an unknown-tool answer in a hand-rolled dispatcher), and
// [Result.Dispatches] what the miss branch of every tool-name dispatch
// sends ([Answer]: -32602, another code, a plain error and its code, an
// isError or a successful result), in SDK handlers per return (and per
// return of what a branch without a return of its own assigns; a handler
// discovery does not list because it only calls the tool it looks up is
// judged as its kind routes) and in hand-rolled dispatchers by the code
// sites, code-setting helpers (of other packages through
// [AnswerCodeFact]) and results of the branch, or, for a plain error, by
// what every caller's `if err != nil` branch answers; [Result.InMissBranch]
// whether a return answers an unknown tool. Checks ask these instead of evaluating result
// expressions or nil-ness themselves.
//
// Error chains follow same-package helpers into their returns, binding
// their parameters to the call's arguments (a `wrap(err, op)` helper keeps
// the nature of err), and other packages' helpers that carry an
// [ErrorWrapperFact].
//
// [Result.Protocol] tells whether an error (a value of [nilflow.Chain]) is
// a protocol answer rather than a tool failure: a go-sdk *jsonrpc.Error
// ([nilflow.WireOf]), an mcp-go URL elicitation error, or the error of
// another package's helper that always returns one ([ProtocolErrorFact]).
//
// # Text provenance
//
// [Result.TextOf] decomposes any string value of the package into [Part]s,
// in text order: string literals, the text of an error value (err.Error(),
// fmt verbs %v %s %q %w %+v applied to an error, errors passed to SDK
// constructors that print them), and other values (parameters, calls,
// fields), through concatenation, fmt.Sprintf/Sprint/Sprintln/Errorf,
// strings.Builder and bytes.Buffer writes (fmt.Fprintf included), string
// conversions, json.Marshal of a map or struct literal filled in place, phi nodes and helpers. Checks that need to know what a text
// may contain (errorleak) classify the parts' Values themselves.
//
// The SDKs' behaviour (which constructor sets what, SetError's version
// dependent behaviour, the go-sdk typed-handler output) comes from package
// sdk; this package holds no SDK names.
package results
