// Package surface computes the failure surface of a package's MCP tool
// handlers: every way each handler fails, where that failure goes and the
// text it carries.
//
// The [Analyzer]'s result is a *[Result]: per handler found by
// [handlers.Analyzer] that returns a call-tool result, its failure
// [Exit]s, in source order. An exit is
//
//   - a returned error that is not nil on some path (nilflow): it goes to
//     the model as an isError result when the handler's routing says so
//     (the SDK, a project wrapper or a converting middleware makes it one),
//     to the client as a JSON-RPC error (with the routing's code, or the
//     code of a go-sdk *jsonrpc.Error in its chain), or to an unknown
//     place when discovery could not decide the routing;
//   - a returned result whose isError is surely set (package results,
//     through helpers, stores and phis), while the error can be nil;
//   - a nil result with a nil error, for the SDKs and versions where that
//     is not a valid answer ([handlers.Handler.NilResultFate]);
//   - a panic call in a handler without a deferred recover
//     ([sdk.PanicFate]).
//
// Errors of a delegate handler and of helpers whose error is always nil
// ([results.Result.NeverFails]) are not exits of the caller, as for the
// rpcerror check: the surface and the checks read the same model.
//
// Each exit's text is a [Template]: constant parts verbatim, dynamic parts
// named by origin in braces ("{err of (*Client).CreateIssue}", "{id}",
// "{result of strings.Join}"). Exits made in wrappers and helpers are the
// exits of the handler that reaches them; their construction positions are
// kept in [Exit.Related].
//
// The findings of the checks are attached to exits by the driver
// (cmd/mcplint), by position: a finding belongs to an exit when it lies in
// the exit's span (its return statement or panic call) or at one of its
// related positions. The pass itself reports nothing.
package surface
