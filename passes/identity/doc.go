// Package identity finds the values of a package that derive from the
// caller's identity, and the conditions that decide on it: mcplint's one
// place for authorization knowledge.
//
// Identity enters a server in three ways, all followed here on SSA:
//
//   - go-sdk token info: a value of type auth.TokenInfo (req.Extra.TokenInfo,
//     auth.TokenInfoFromContext, what a custom TokenVerifier returns), its
//     Scopes, UserID and Extra;
//   - an identity header of the HTTP request: Authorization, X-API-Key, or a
//     header naming a user, role, scope, group, permission, principal or
//     tenant, read from an SDK tool request (mcp-go CallToolRequest.Header,
//     go-sdk RequestExtra.Header) or from an *http.Request
//     ((*http.Request).BasicAuth too);
//   - a context value the server's own HTTP layer stored from those: an mcp-go
//     HTTP or SSE context function (server.WithHTTPContextFunc,
//     WithSSEContextFunc), a go-sdk or project http middleware, or a verifier
//     calling context.WithValue(ctx, key, v) with v derived from token info or
//     an identity header (through any call there: a token parser, a session
//     lookup), directly or through a project setter (auth.WithUser(ctx, u)).
//     A web framework's request context (echo's or gin's c.Set(key, v),
//     c.Get(key), gin's typed getters, see webctx.go) is a context too, its
//     keys shared with context.WithValue's; gin's c.GetHeader reads a
//     header of the request.
//     Such a key is an identity key; ctx.Value(key) reads identity back, in
//     the package that stored it and in every package that imports that one,
//     and in every package when [FlagKeys] names it. A package that reads a
//     key it does not know answers as if it held identity on request
//     ([Result.Assume], with the keys it stores what it reads under that
//     key), for a package that knows the key to decide: the one that stores
//     it, or one that imports both.
//
// A handler that resolves the credential itself is given the caller as
// well: the result of a resolver named as one (Authenticate, Identify, a
// lookup of a key, token, account or user) that it passes the request's
// credential, by the resolver's generous summary (resolvedHere), and what a
// table it reads holds under the credential (credential).
//
// A parameter of a tool function holds what the wrappers of its package
// that adapt it into an SDK handler pass there (wrapped.go): the caller a
// wrapper read from the context; and a parameter of a hand-rolled tool
// function (or of the dispatcher code calling it) what every call of the
// package outside the tools passes, judged generously as the HTTP layer's
// values are: the key record a handler looked up for the bearer key.
//
// Values derive through fields, indexes, conversions, type assertions,
// phis, variables (stores), pure standard functions (strings, slices,
// strconv, encoding/base64…), calls that decode into a variable, and
// project functions, whose summaries ([FuncFact]) say which results derive
// from identity or from which parameters, which are a decision, and which
// parameters they store under which context key. A function named as a
// token parser (ValidateToken, ParseJWT, a jwt package's Parse) returns
// what derives from its credential argument, and its error decides
// nothing. An identity header read
// from an http.Header parameter derives from that parameter: the caller
// that passes a request's header gets identity. A summary is trusted: a
// project predicate given an identity value whose verdict does not derive
// from it (a quota table keyed by the caller) decides nothing; a boolean
// method of an unknown rate limiter (by type or package name), or a call
// named for a limit, quota or throttle, neither. A policy engine's verdict
// (cel-go, casbin, OPA) derives from the input it is given, and a map
// literal from its values; an identity value's own text (uid.String(), not
// a record field's) is the value. A [KeysFact] lists the
// identity keys a package knows, for the packages that import it.
//
// A condition decides on identity ([Decision]) when it compares an identity
// value with something other than nil or "" (ti.UserID != owner), is a
// boolean function of one (slices.Contains(ti.Scopes, "x"), user.IsAdmin(),
// hasScope(ctx, "x")), a boolean claim (claims.IsAdmin, a bool asserted
// from ti.Extra; not the ok of a comma-ok), the caller's membership in a
// set kept by identity (admins[email]), or a variable set under such a
// decision. A presence
// test (ti == nil, user == "", an id field or a plain integer id read from
// a context compared with 0, a Valid flag)
// decides only for a header: no SDK middleware
// checks one, whereas go-sdk's RequireBearerToken already answers a missing
// token and a context function cannot reject a request.
//
// [Result.Guard] tells whether a return statement is directly governed by
// an identity decision: an innermost controlling condition of its block (the
// parts of a && or || condition count; an unrelated if nested inside the
// decision does not). A project function whose only failing returns (a
// non-nil error per [results.ErrMayBeNonNil], a false bool, an isError
// result) are governed by identity conditions is an authorization helper: its
// failure results (errors, bools, call-tool results, beside whatever else it
// returns) carry them. Conditions on its parameters make them a predicate
// on those (hasRole(h, role) over a loop), judged at each call. A call of
// a method of an interface of the module derives from what its
// implementations' results derive from, together (invoke.go): the named
// types of the interface's package, which records their union as a
// FuncFact on the interface's methods; the bool of an implementation
// whose every false comes with an error adds nothing.
package identity
