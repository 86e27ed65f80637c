package autherror

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the autherror check, the source of
// its Analyzer.Doc, "mcplint help autherror", docs/checks/autherror.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "autherror",
	Title: `caller authorization failures are HTTP 401/403, not tool output`,
	Finds: `On an MCP server that serves HTTP, a tool handler's (or an mcp-go tool-handler
middleware's: the closure a \'func(next server.ToolHandlerFunc) server.ToolHandlerFunc\'
returns, which runs before every tool; the closure of a wrapper of the package that adapts a
tool function into a handler and registers it, itself or at each call; and a tool function
such a wrapper adapts, \'func(ctx, args) (any, error)\', whose error it sends on a known
route) failing \'return\' — a non-nil
error, or an \'isError\' result — directly governed by an authorization **decision** on
the **caller's** identity: a comparison of an identity value with something
(\'ti.UserID != note.Owner\', \'role != "admin"\'), a predicate on it
(\'slices.Contains(ti.Scopes, "repo:write")\', \'hasScope(ti.Scopes, …)\', \'user.IsAdmin()\', membership in
the caller's own grants: \'_, ok := caller.Projects[name]\', or of the caller in a set kept by
identity: \'admins[email]\', \'_, ok := owners[ti.UserID]\'; not a table keyed by the credential,
\'sess, ok := sessions[tok]\', which only finds who the caller is), a
constant-time comparison of a credential (\'subtle.ConstantTimeCompare([]byte(key),
[]byte(want)) != 1\', \'hmac.Equal(sig, want)\'), a
variable set under such a decision, a \'switch\' case on it, an authorization helper's
verdict, a policy engine's verdict on input built from identity (a CEL program's
\'out, _, err := prg.Eval(map[string]any{"payload": claims})\' then \'out.Value() == true\',
casbin's \'Enforce\', OPA's query), or a search for a grant in a loop whose match leaves the function, denying after
the loop (\'for _, sc := range accepted { if held.Allows(sc) { return next(ctx, req) } }; return
denied(), nil\'; also when the match needs more than the caller, a policy that names the
caller's role and lists the tool: \'if role == p.Role && listed(tool, p.Tools)\', or the
same as nested ifs). Identity values come from (package \'passes/identity\', which follows them on SSA):

* go-sdk \'auth.TokenInfo\': \'req.Extra.TokenInfo\', \'auth.TokenInfoFromContext(ctx)\', its
  \'Scopes\', \'UserID\', \'Extra\' (what a custom \'TokenVerifier\' put there), or its presence
  (\'ti == nil\');
* an identity header of the request: \'Authorization\', \'X-API-Key\', or a header naming a
  user, role, scope, group, permission, principal, tenant, account, member, caller or actor, or
  the id of the calling agent, terminal, seat or device (\'X-User-Role\', \'X-Scopes\',
  \'X-Terminal-Id\'),
  read from \'req.Header\' (mcp-go), \'req.Extra.Header\' (go-sdk), an \'*http.Request\' or gin's
  \'c.GetHeader\' (not
  from an \'*http.Response\': a paging cursor an upstream API answers with,
  \'resp.Header.Get("x-ms-continuationtoken")\', says nothing of the caller);
* a credential in the request URL: a query or form value or a path value of a credential's
  name (\'r.URL.Query().Get("access_token")\', \'r.PathValue("key")\'), or the request's path
  read by an HTTP layer that answers 401 or 403 (\'/mcp/<token>/…\' looked up in a table);
* **identity the server builds itself**: a context value stored with
  \'context.WithValue(ctx, key, v)\' (directly or through a project setter such as
  \'WithUser(ctx, u)\') where \'v\' derives from token info or an identity header — in an
  mcp-go \'server.WithHTTPContextFunc\' / \'WithSSEContextFunc\' function, a go-sdk or
  project http middleware, through a token parser or session lookup, or a resolver (of the
  middleware's package or another of the module) that looks the bearer key (or its hash)
  up in a store or a table (\'row, err := rv.Keys.KeyByHash(ctx, hash(raw))\',
  \'c, ok := s.tokens[tok]\', or a scan of the configured keys returning the one that
  matches: \'for _, k := range keys { if k.Secret == raw { return &Caller{…} } }\') — and read back with
  \'ctx.Value(key)\' or a project accessor (\'UserFrom(ctx)\', or one given the key, generic or
  not: \'ctxutil.Get[User](ctx, userKey)\'), in the package that stores it
  or any package importing that one — and, in a standalone run (\'mcplint ./...\'), in
  every package of the run, so a key that a context function in \'main\' stores
  (\'auth.WithUser(ctx, u)\', \'context.WithValue(ctx, tools.RoleKey, …)\') is identity in
  \'tools\' and \'auth\' too (mcplint analyzes the program once more to find it). A web
  framework's request context counts as a context: an echo or gin authentication
  middleware's \'c.Set("user", u)\' stores, \'c.Get("user")\' (gin's \'MustGet\' and typed
  getters, \'c.GetInt64("userID")\', too) reads, under keys shared with
  \'context.WithValue\' (an application that copies the caller into the request's context
  under the same name, \'context.WithValue(ctx, "user", c.Get("user"))\', needs no more;
  one that copies it under a key of its own, \'context.WithValue(ctx, userIDKey,
  c.GetInt64("userID"))\', in a package the middleware's does not import, is settled by
  the package that imports both, the router that installs the middleware and mounts the
  MCP server, at the tools' lines);
* the same resolver called by a handler itself with the request's credential, by its name
  (\'Authenticate\', \'Identify\', \'WhoAmI\', or a lookup of a key, token, account, user,
  caller or principal: \'acct, err := s.store.Authenticate(ctx, bearer)\', then
  \'acct.ID != pinned\' or \'s.store.Authorize(acct, "write")\'), or a table it reads keyed by
  the credential (\'g, ok := t.grants[req.Header.Get("X-API-Key")]\', also trimmed or hashed):
  the record it finds is the caller (that the table holds no record is no decision); not what another function given the credential returns (an upstream API's list of
  the user's repositories is the caller's data, searching it decides nothing);
* values derived from those: local variables, fields, \'strings\'/\'slices\'/\'strconv\'
  functions, a value's text (\'uid.String()\', \'Hex()\'), values decoded from them, the claims a token parser returns
  (\'jwt.ValidateToken(authHeader)\', by its name), boolean predicates on them and boolean
  claims (\'!claims.IsAdmin\', \'ti.Extra["admin"].(bool)\'), project helpers given the
  request's header (\'hasRole(req.Header, "owner")\', in any package), the caller's role as
  a store keeps it: what a lookup named for a role returns for the caller
  (\'roleOf(project, user.ID)\', \'FindForRoleId(book, m.ID)\', also a method of an
  interface, \'d.db.GetCurrentUserRole(userID)\') and the role field of a
  record a lookup returns for the caller (\'pm, err := loadMember(db, user.ID, id)\', then
  \'pm.Role < Admin\'; not its other fields, a quota kept for the caller decides nothing,
  nor the role a record requires of others, \'doc.ReaderRole\', the object's policy),
  and the parameter
  of a tool function that a wrapper of its package adapting it into an SDK handler passes
  the caller to (\'return fn(ctx, ctx.Value("user").(*User), req)\' in \'WrapTool(fn)\'s
  closure, then \'if comment.AuthorID != u.ID\' in the tool);
* **project authorization helpers** — a function (or a local closure a handler
  calls, \'ownerOrAdmin := func(req, name) bool {…}\') that returns an identity-derived
  value (\'func userID(ctx) string\') or whose only failing returns are governed by one
  (\'func requireScope(ctx, scope) error\'; one part of a \'||\' condition is enough:
  \'if !isAdmin(req) || delegated(req) { return false }\'), a predicate's \'false\' on a failed call
  aside (\'roles, err := a.roles.Load(); if err != nil { return false }\' before the role
  check: it denies when it cannot decide, which its other false returns still do on the
  caller; one whose only false is that stays no decision); the failing result may be an error (also the package's own error type by pointer, nil
  when the caller may go on: \'func (p *Policy) Authorize(scope string, held []string) *Denial\'), a false
  or true bool, or an isError result beside other results
  (\'if res := requireRole(ctx, "admin"); res != nil { return res, nil }\',
  \'u, denied := adminOnly(ctx)\', \'msg, denied := denial(ctx)\'); they are recorded as
  facts (\'identity.FuncFact\'), so helpers in other packages count too, also one that
  decides on what its caller passes (\'rbac.Check(tool, claims)\' given the caller's
  claims), in a package that touches no identity itself; a helper that also fails for
  reasons of its own and refuses on a boolean flag of the caller's record it is given
  (\'needEditor(m, shelf)\' with \'if !m.Editor { return errEditorsOnly }\'; not a flag
  of validity, \'m.Active\'), reported where it refuses; and a method of an interface
  of the module with one implementation per mode the server runs in
  (\'ok, err := c.keeper.CanWrite(ctx)\' where a flag, a local policy and the token's
  scopes each implement \'Keeper\'): its results carry what its implementations' do,
  together (the named types of the interface's package, test doubles aside; recorded as
  a fact on the interface's methods), so the token-scoped implementation's denial makes
  the method's error one, while a false verdict without an error is left to the
  implementations that answer so (an implementation whose every false comes with an
  error adds nothing to it). A project
  predicate whose verdict its body computes from something else (a quota table keyed by
  the caller) is no decision on identity, unless its name asks whether the caller may
  (\'Is…\', \'Has…\', \'Can…\', \'May…\', \'Allow…\': \'inScope, lvl, err :=
  store.IsConnectionInTokenScope(tokenID, connID)\', which a query answers), not whether the
  credential or account is valid (\'IsTokenExpired\', \'IsRevoked\', \'IsActive\'); nor is a helper that, past its checks, fails
  with the error of its work (\'if !w.CanWrite() { return ErrForbidden }; …; return
  s.repo.Upsert(…)\'): its error is not always a denial; nor, at a call, a helper deciding on
  what it is given one of whose failures decides on an argument that is no identity there
  (\'CanArchive(doc.Kind, doc.Owner, u.ID, u.Admin)\' also refusing a pinned kind);
* **denials inside helpers that also fail for other reasons** — a same-package helper
  that loads a record and checks its owner (\'p, res := ownedProject(ctx, req)\',
  \'f, err := scopedFeedback(ctx, id)\') and whose isError result or error the handler
  returns as it is: the finding is on the helper's return that the decision governs,
  once however many handlers use it. The error is followed through same-package helpers
  that return a helper's error as their own (\'if err := canRead(m, id); err != nil {
  return nil, err }\', up to three deep) and into a helper that builds the handler's
  answer from it (\'return bizResult(err)\', also from its text: \'return
  failed("cannot purge: " + err.Error())\', also one that makes an isError result only
  when the error is not nil, \'return result(out, err)\' with \'if err != nil {
  res.IsError = true … }\' inside); such a helper's decision on its parameters
  (the role a lookup named for a role returns for the member it is given,
  \'FindForRoleId(book, m.ID)\') is one on identity when the handler passes the caller,
  and so is a project predicate it asks of the caller it is given
  (\'app, res := h.ResolveApp(user, id)\' answering an isError result when
  \'!h.IsAllowed(user, action)\').

The credential's validity is not a decision either: its expiry (\'time.Now().Before(t.Expires)\',
any \'time\' predicate on an identity value) or the size of what it carries (\'len(ti.Scopes) >
maxScopes\'; a header's presence aside), which the bearer middleware answers.

A mere presence test of go-sdk token info or of a context value (\'ti == nil\', a missing
\'raw_token\' extra, \'UserFrom(ctx) == nil\', \'principal == uuid.Nil\' or another zero value, \'acct.ID == 0\' also in a helper,
a plain integer caller id read back from the context compared with 0, \'!ok || id == 0\', a
value's own presence flag, \'!uid.Valid\' of a \'pgtype.UUID\', an
identity getter's error) is not a
decision: \'auth.RequireBearerToken\' already answers requests without a valid token with
401, and a context value's absence says only that the HTTP layer did not authenticate. A
presence test of an identity header *is* reported: no SDK middleware checks it (mcp-go has
none).

The diagnostic says what the failure is sent as: an isError result, or an error
(mcp-go: JSON-RPC -32603; go-sdk low-level: code 0; go-sdk typed: isError), or only "an
error" when tool middleware is installed by another package, which decides that. An
exported handler its package does not register (or one an exported factory returns) may be
no tool at all (a REST API's method of the same shape): its failures are reported by the
package that registers it, at the handler's lines, with that package's routing, under go
vet as standalone (the facts travel up the imports); one that no analyzed package registers
is not reported. Whether a
handler's return is an isError result, and whether its error is nil there, is the
results model's answer (\'passes/results\'): results built by helpers or completed after
construction (\'res.IsError = true\') count.`,
	Why: `MCP authorization (2025-11-25 \'basic/authorization.mdx\', 2026-07-28
\'basic/authorization/index.mdx\') puts caller authorization in the HTTP layer: a missing
or invalid token is HTTP 401 with \'WWW-Authenticate: Bearer resource_metadata=…\', and a
token that lacks a scope is HTTP 403 with
\'WWW-Authenticate: Bearer error="insufficient_scope", scope="…"\'. The client then
re-authorizes or asks the user for the extra scope (step-up) and retries.

Returned from a tool instead, the failure never reaches the client's authorization
logic: as an isError result the model reads "permission denied" and can do nothing
about it; as a JSON-RPC error the client has no scope to request.`,
	Bad: `// go-sdk typed handler on an HTTP server
func deleteRepo(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if !slices.Contains(req.Extra.TokenInfo.Scopes, "repo:delete") {
		return nil, nil, errors.New("permission denied") // isError text for the model
	}
	…
}`,
	Good: `// Enforce the scope before the request reaches the MCP server.
func requireScope(scope string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ti := auth.TokenInfoFromContext(r.Context())
		if ti == nil || !slices.Contains(ti.Scopes, scope) {
			w.Header().Set("WWW-Authenticate",
				\'Bearer error="insufficient_scope", scope="\'+scope+\'", resource_metadata="\'+metadataURL+\'"\')
			http.Error(w, "insufficient scope", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

handler := auth.RequireBearerToken(verify, opts)(requireScope("repo:delete", mcpHandler))`,
	Fix: `Move the check into HTTP middleware that answers 401/403 with the right
\'WWW-Authenticate\' header. No suggested fix is offered: the change is architectural.

With go-sdk's \'RequireBearerToken\' and \'Scopes\', wrap the middleware so that a 403 gets
\'error="insufficient_scope"\' added to \'WWW-Authenticate\'. Per-tool scopes need the
middleware to look at the \'tools/call\' request's tool name (from the JSON-RPC body, or
the \'Mcp-Method\'/\'Mcp-Name\' headers of 2026-07-28), or separate endpoints per scope.`,
	SDK: `* **go-sdk**: \'auth.RequireBearerToken(verifier, &auth.RequireBearerTokenOptions{Scopes: …})\'
  answers 403 "insufficient scope" when a required scope is missing — but its
  \'WWW-Authenticate\' header is the same for 401 and 403 and has no
  \'error="insufficient_scope"\', and go-sdk's own client only steps up when that parameter
  is present. Scopes are checked per HTTP request, not per tool.
* **mcp-go**: no server-side bearer-token or scope enforcement; \'StreamableHTTPServer\' is
  an \'http.Handler\' you wrap yourself.
* **A server built per request** for the caller (\'mcp.NewStreamableHTTPHandler(func(r
  *http.Request) *mcp.Server { u, _ := userFrom(r.Context()); …; registerTools(s, u) })\'):
  a tool handler that captures the caller handed to the function that registers it (\'if
  !u.IsAdmin { return nil, out{}, errAdminRequired }\' in the closure) decides on identity,
  when every call of that function passes identity there; a value every request gets alike
  (the server's configuration) does not.
* What the returned failure becomes is the SDK's usual routing: an isError result
  (go-sdk typed handlers, any SDK's isError result), JSON-RPC -32603 (mcp-go) or code 0
  (go-sdk low-level); the check reports all of them.
* **Hand-rolled servers**: a tool function that the server's own tools/call code dispatches
  to (listed by \'mcplint -handlers\') is judged like a handler, its isError result as
  its answer, identity read from the context and the caller its dispatcher passes it as a
  parameter: a record the HTTP handler looked up for the request's credential and handed
  through the tools/call code (\'key, err := s.liveKey(ctx, bearer(r))\', then
  \'s.listItems(req.ID, p.Arguments, key)\' and \'a.Project != key.ProjectID\' in the tool),
  when every call of the tool outside the tools passes one (also through the method of an
  interface the tool implements, \'t.Execute(ctx, args, caller)\' on a tool looked up in a
  registry; the tool's arguments are the model's, never the caller); a denial its dispatcher makes
  before dispatching (a capability tier answered for every tool) is not followed yet.`,
	NotReported: `* **stdio servers** and checks on the server's own configuration (environment, flags,
  read-only modes): no caller identity is involved, and on stdio there is no HTTP layer.
* The error of a function that fails for other reasons too, beside a denial of a callee of
  its (a service method that reads files and decodes, then hands on a subject-isolated
  store's refusal): at a handler of another package it is the work's failure, not a
  decision on the caller.
* Presence tests of go-sdk token info and failures of identity getters, token parsers and
  resolvers (an invalid or missing token, a token no table holds: a resolver's test that
  the token is there, \'if tok == "" { return nil, ErrNoToken }\', decides nothing; see
  above).
* Results that carry the OpenAI Apps SDK's per-tool OAuth challenge
  (\'_meta["mcp/www_authenticate"]\', with \'securitySchemes\' on the tool): the client acts
  on that challenge.
* **Upstream 401/403**: an API rejecting the server's own (or a forwarded) credentials is
  an execution failure; failures of calls that merely *use* the token are not reported.
* A failure after a passed check: the work's own error (marshalling the answer), a
  lookup miss past the check, a return from which the handler may still succeed. A
  return is a denial only on the side of the decision where the handler cannot succeed.
* Only the return directly governed by the identity decision is reported: a failure
  under a further non-identity \'if\' (input validation after an admin check), one
  returned later through a variable, or a helper's denial that the handler wraps or
  rewrites before returning it, is not.
* Context values that are not identity: a key stored from the server's configuration, a
  request id or another non-identity header, a feature flag.
* Identity stored in the context by a package that neither imports the handler's package
  (directly or not) nor is imported by it, unless \'-autherror.identitykeys\' names the
  key. When the package that stores it imports the handlers (\'main\' sets
  \'tools.UserKey\' in its context function while the handlers live in \'tools\'), the
  handlers' package defers what it would report if the key held identity, and the storing
  package reports it at the handlers' lines, under every driver; so does a package that
  imports both the storing package and the handlers' (the router that installs a gin
  middleware keeping the caller under \'"userID"\' and mounts the tools that copy it into
  their own context key).
* A denial that needs two context keys, neither known where the handler is, to hold
  identity at once.
* Rate limits and quotas keyed by the caller (\'limiter.Allow(user.ID)\' on a type or
  package named for a limit, throttle or bucket; a function or method named for a limit,
  quota or throttle, \'plans.CheckLimit(acct.ID, "search")\').
* Denials in go-sdk receiving middleware (\'AddReceivingMiddleware\', which sees every
  method, not only tools/call) are not checked yet.
* Sentinel errors such as \'ErrForbidden\' whose origin is not an identity decision, and
  isError texts that merely mention a scope; nor the cases of \'switch err\' (or
  \'errors.Is(err, ErrNotFound)\') on the error of a call given the caller, which say
  which failure it was, unless that error is an authorization helper's verdict.`,
	Options: `\'-autherror.identitykeys\' names context keys that hold the caller's identity in
every package, comma-separated: \'G:import/path.Name\' for a package-level variable,
\'T:import/path.type\' for a key type, \'C:import/path.type=value\' for a constant. No
driver needs it when the package that stores the caller under a key imports the handlers
that read it (see Not reported); it is for a key stored where the handlers' package is
not imported, the same under every driver.`,
	Limits: `* Whether the MCP server is served over HTTP at all is not checked: identity read from
  a context that an application's own HTTP middleware filled counts wherever the tools run.
  An application that uses an MCP server only as an in-process tool registry (its chat
  loop calls \'GetTool(name).Handler(ctx, req)\', no transport serves it) gets reports
  whose advice, HTTP 401/403, does not apply; suppress them with \'//mcplint:file-ignore
  autherror <reason>\' in the tools' files.
* A capability check that a hand-rolled dispatcher makes before it dispatches is not
  followed, nor a helper's verdict that a tool turns into its answer when the helper
  returns it as a plain value beside other failures (\'proj, aerr, ok :=
  s.resolve(slug, key)\', \'ok\' false for a missing project as for another tenant's).`,
	Since:    "v0.1.0",
	Severity: checkdoc.Warning,
}
