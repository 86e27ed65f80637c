package errorleak

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the errorleak check, the source of
// its Analyzer.Doc, "mcplint help errorleak", docs/checks/errorleak.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "errorleak",
	Title: `keep stack traces, secrets and infrastructure internals out of model context`,
	Finds: `A value from one of these **sources** reaching one of these **sinks**, through any
chain of formatting, concatenation and helper calls.

Sources (all configurable, see Options):

* **Stack traces**: \'runtime/debug.Stack()\', the buffer \'runtime.Stack\' fills, and
  \'%+v\' of an error value in a \'printf\'-style format when the program links an error
  library that prints stacks that way (github.com/pkg/errors, cockroachdb/errors,
  golang.org/x/xerrors, go-errors, eris, …). A recovered panic value printed with
  \'debug.Stack()\' is covered by the first rule.
* **Secrets**:
  * \'os.Getenv\' / \'os.LookupEnv\' (and \'syscall.Getenv\') of a constant name that looks
    like a secret (\'DB_PASSWORD\', \'GITHUB_TOKEN\', \'OPENAI_API_KEY\', \'DATABASE_URL\', …);
  * reads of struct fields and package variables of string type (\'string\',
    \'[]byte\', \'*string\') named like a secret (\'APIKey\', \'DBPassword\', \'clientSecret\',
    \'dsn\', \'Token\', …), also when \'%v\' prints a whole struct holding such a field —
    fields of the module's own types only: a \'Token\' field of a client library's type
    is the API's data. A field of a configuration type (a name ending in \'Config\',
    \'Settings\', \'Options\', \'Env\', \'Credentials\', \'Secrets\', \'Auth\', …, or a
    section one holds: \'type MCP struct{…}\' in \'AppSettings.MCP\', or any type of a
    package named so: \'config.Server\') counts
    everywhere; a secret-named field of another type (\'User.Password\') only in error
    content, since a success result may exist to return it;
  * a value put into a URL query parameter named like a secret (\'"?api_key=" + key\',
    \'fmt.Sprintf("…&token=%s", …)\', \'url.Values.Set("access_token", …)\'): a
    \'*url.Error\' — and anything else printing the URL — prints it; not a value the
    model gave (\'q.Add("token", req.GetString("token", ""))\', a cryptocurrency's symbol);
    in error content only: a link a tool answers with on success (\'"/files/7?token=…"\'
    with a download token minted for it) is its output, as a pre-signed URL is, while the
    server's own secret in it is a source of its own (\'$API_KEY\'); also a secret put into a map of parameters that a helper fills and returns
    (\'all["api_key"] = c.cfg.APIKey; return all\') and another helper writes into the
    URL's query: a map a helper returns carries what the helper put into it;
  * a pre-signed URL (the result of a function named \'Presign…\' or \'…SignedURL\'), in
    error content only (the function's error is judged as any call's: a request to the
    server's own API that signs the URL fails with that API's address);
  * the \'Authorization\', \'Proxy-Authorization\', \'Cookie\' or secret-named header of any
    \'http.Header\' (\'*http.Request\', mcp-go \'CallToolRequest.Header\', go-sdk
    \'RequestExtra.Header\'), \'(*http.Request).BasicAuth\''s password;
  * URL user info: \'url.UserPassword\', \'(*url.Userinfo).Password/String\', and a
    \'*url.URL\' whose \'User\' was set (its \'String()\' prints the password);
  * secret-named entries of go-sdk \'auth.TokenInfo.Extra\' (TokenInfo has no raw-token
    field; verifiers conventionally keep the token there);
  * the errors of a Google API request (the \'Do\' method of a \'google.golang.org/api\'
    service's call) where the package, or a package it imports, configures a client
    with \'option.WithAPIKey(…)\': the client's transport puts the key into every
    request URL (\'?key=…\'), and a failed request's \'*url.Error\' prints it. A client
    made in a package the handler's package does not import is not recognized;
  * likewise the errors of a resty request (\'Get\', \'Post\', …, \'Execute\' of
    \'*resty.Request\', v2 and v3) where the package, or one it imports, sets a
    secret-named query parameter with \'SetQueryParam("api_key", …)\' or
    \'SetQueryParams\' (on the client, a request or in an \'OnBeforeRequest\' hook).
  * likewise the errors of an exported function or method of another module's API
    client that the handler's package imports, where that module sets a secret-named
    query parameter itself and sends the request (net/http) in the same call: a
    \'url.Values\' it encodes into the URL (\'params.Set("api_key", c.key); u.RawQuery =
    params.Encode()\', also through its own helpers, as generated clients do,
    \'prepareRequest(path, queryParams)\' copying them into the query), or a URL
    template (\'"%s/series?api_key=%s"\'). The error of a failed request prints the URL.
    A constant put in a secret's place (\'q.Set("client_secret", "REDACTED")\',
    go-github's redaction of the URLs its errors print) and functions named like
    sanitizers are no source, nor are values posted in a form body
    (\'http.PostForm(u, url.Values{"client_secret": …})\'). The dependency's syntax is
    read for this (go vet reads every dependency; the standalone driver loads from
    source the packages of the imported modules that may hold such a parameter);
* **Infrastructure errors**: the error results of functions and methods of
  \'database/sql\' and database drivers and ORMs (lib/pq, pgx, go-sql-driver/mysql, sqlx,
  gorm — including gorm's \'DB.Error\' field —, xorm, bun, go-pg, ent, beego's ORM, mongo-driver,
  go-redis, Valkey's and rueidis' clients, ClickHouse, …, and any other third-party package
  the package depends on that imports \'database/sql\' itself: an ORM or query layer whose
  errors are the driver's, \'xdb.New("note").Selects(…)\'), of gRPC
  clients (\'grpc.NewClient\', a generated client's call through \'ClientConnInterface.Invoke\',
  also a method of another module's generated client, whose last parameter is
  \'...grpc.CallOption\': \'v1.NewClustersServiceClient(conn).GetClusters(ctx, req)\'):
  a transport failure names the address dialed; not \'grpc/status\', whose errors the module
  builds itself, though a status keeps the text of the error it is made from
  (\'status.FromError(err)\' then \'st.Message()\'); nor MongoDB's \'bson\' codec, which decodes in memory), the errors that
  Connect's \'connect.NewError(code, err)\' wraps (a \'*connect.Error\' prints the wrapped
  error's text), and
  calls of function values whose named type such a package declares: go-elasticsearch's
  typed API, \'es.Info()\', \'es.Cat.Indices()\'; and calls of a method of an interface of the
  module that no type of the module implements and every method of which uses a type of such
  a package: sqlc's \'DBTX\' (\'Exec(ctx, sql, args...) (pgconn.CommandTag, error)\'),
  which the driver's pool implements;
  and of API clients of the server's own backends whose errors print the request URL
  of the configured address: Prometheus' \'client_golang/api\', HashiCorp's \'vault/api\'
  and \'consul/api\', \'andygrunwald/go-jira\' (a client of one Jira base URL), Qdrant's
  \'go-client\' (gRPC errors name the database's address); the methods of any other
  dependency's HTTP API client (a type of another module holding an \'*http.Client\', a
  \'RoundTripper\' or a doer, itself or in a field's field) built on the **server's
  configured endpoint** (as defined below), whose errors print the request URL: given to
  its constructor (\'forge.NewClientAt(os.Getenv("FORGE_URL"), token)\': a parameter or a
  value named like an endpoint), to one of its options (\'gitlab.NewClient(token,
  gitlab.WithBaseURL(cfg.GitLabURL))\', also appended to an options slice on some branch), in an endpoint-named field of the configuration
  struct it is given, or to a setter named like one on the new client
  (\'c.SetBaseURL(u)\'), also a configuration a helper of the package returns; the value given may also be a parameter of the package's function
  that every call in the package gives such an endpoint (\'dial(os.Getenv("TFE_ADDRESS"),
  token)\' building the client on \'addr\'), or what a getter of the package returns that
  reads the environment with a default (\'envOr("FORGE_URL", "https://forge.example.com")\':
  the environment's value whenever it is set; in any package of the module, the variable's
  name given by the caller: \'utils.GetEnv("TFE_ADDRESS", def)\'), also one with an error
  result and a fallback to the configuration file (\'u, err := cfg.ResolveURL()\' in another
  package of the module), or a value read back from the request context under a key of the
  package's own type under which the package stores only such values
  (\'ctx.Value(contextKey(AddressKey)).(string)\', put there by the HTTP middleware; a key
  computed from a list of constants counts as those constants); the environment read through
  a function value that is \'os.Getenv\' wherever it comes from (\'run(os.Args, os.Getenv)\'
  handing it on as \'getenv\'); normalised or not (\'strings.TrimRight(u, "/")\'); called through its services and accessors
  (\'c.Projects.GetProject(…)\', \'c.Users().Current()\', a service the dependency builds over
  it, \'zone.NewService(c)\'), or given to the dependency's functions and its data's methods
  (\'grist.ListOrgs(c)\', \'doc.CreateTables(c, …)\'); built in the package, or in
  another package of the module and handed out by an exported function, a package
  variable (also \'sync.OnceValue(func() *gitlab.Client {…})\') or an exported struct
  field (recorded as a fact), or handed to an exported function of the package that
  registers the tools (\'tools.Register(s, client)\' in \'main\', which builds the client: decided
  there, when a call passes a client built on a configured endpoint, and reported
  at the sinks in the tools' package, under every driver; also through registrars that
  hand it on, \'hub.RegisterAll(s, c)\' calling \'tools.RegisterIssues(s, c)\', and helpers
  of the tools' package, or held in an exported field of the tools' package's own struct
  that only other packages set (\'tools.RegisterAll(s, &tools.Deps{Client: c})\': decided
  where the field is set), or kept by a service type of another package whose exported
  constructor is given the client (\'svc.NewRepo(c)\' in \'main\' keeping \'c\' for the
  methods the tools call: decided where the constructor is called), and through a service
  behind an interface, also one the package keeps in a field of its own struct
  (\'&deps{projects: c.Projects}\', a \'gitlab.ProjectsServiceInterface\'), or a request
  builder set on some branches; a client set on one branch on a configured endpoint and on
  another on the public default (\'if base == "" { c, _ = gitlab.NewClient(tok) } else { c, _ =
  gitlab.NewClient(tok, gitlab.WithBaseURL(base)) }\') counts as configured; and a client built per session on the endpoint an exported
  function is given, \'server.RunHTTP(addr, cfg.ResolveURL())\' building
  \'api.NewClientFor(baseURL, token)\' for \'Register(s, client)\': decided by the package that
  calls that function); or kept by a type of the module whose exported constructor
  takes the endpoint (\'remote.NewForge(url, token)\' storing \'forge.NewClient(url, …)\'),
  decided in the package that calls the constructor, when every call there gives it a
  configured endpoint (\'remote.NewForge(cfg.RemoteURL, cfg.Token)\'); a client built on
  its public default host (\'gitlab.NewClient(token)\') or on a URL the model gave is
  not a source, nor is one that speaks another protocol; a method of the module's own
  interface carries the sources of its implementations among the caller's package's
  types and the exported types of the module packages it imports (what every driver
  sees; test doubles such as \'…Mock\', \'fake…\' aside), or, when it sees none, of the
  types that a package it imports wires into the interface from a package it cannot see
  (\'&Deps{Notes: &sqlrepo.Notes{DB: db}}\' in a bootstrap package; a fact carries them):
  with one, that
  implementation's (\'h.repo.Query(ctx, q)\' where \'*Postgres\' is the only
  \'Client\'); with two or more, the sources of each kind (secret, stack trace,
  infrastructure) that every implementation's error carries, in the error results
  only (a \'*Client\' whose \'Get\' fails
  with a \'*url.Error\' of its configured endpoint and a wrapper whose \'Get\' only
  forwards to it, also one of another package forwarding to an interface of its own, a
  cache over its \'Source\': the client's), none when one implementation's error is clean or
  one is a method promoted from a type outside the module (a method promoted from an
  embedded interface of the module, \'type Logged struct{ Client; Calls int }\', stands
  for that interface's implementations, and a wrapper's method that calls the wrapped
  interface, \'return c.Client.Query(ctx, q)\', carries what the others do); a handler that holds the
  interface through a repository package without importing the implementations
  reads what the interface's declaring package sees of them (recorded as a fact on
  the interface method); when neither the handler's package nor the interface's sees
  an implementation (handlers holding \'iface.Jobs\', implemented in a package that
  only the server package imports, where it builds the client and registers the
  handlers' method values), the package that registers the handler decides its
  sinks with the implementations it sees, by the same rule, and reports them at the
  handler's own line, with the handler's package's \'//mcplint:ignore\' directives
  (a sink the handler reaches through its own returned error aside; a sink that
  the handler's package already reports for a source of its own is not reported
  again: one finding per place, naming the sources that package sees); and when the
  handler's package registers the handler itself (\'tools.Register(s, st store.Store)\'),
  a package that converts an implementation to the interface (wiring it in:
  \'tools.Register(s, db)\' with \'db\' a \'*pg.DB\', or \'server.Config{Store: st}\')
  decides the sinks of the handlers that the module packages it imports register,
  returned errors included (their routing is known where they are registered), also
  where the interface call is in a service of a third package that the handler calls
  (\'svc.Query(ctx, q)\' on a \'*search.Service\' holding a \'search.Embedder\'); the error
  of a method that a helper calls on an interface parameter carries, at each call of the
  helper, what that method of the argument's type returns (\'scanNote(sc scanner)\'
  calling \'sc.Scan(…)\', given pgx's \'QueryRow\' row: the query's error; given a
  \'Query\' result set, nothing); the error of \'g.Wait()\' of an \'errgroup.Group\' (from
  golang.org/x/sync/errgroup) carries the sources of the errors returned by the
  functions passed to \'g.Go\' or \'g.TryGo\' in the same function (a group kept in a
  field and filled elsewhere, and a \'sync.WaitGroup\' with a shared error variable,
  are not followed); a call of a helper of the module (of the same package, or of
  another one, recorded in a fact) that calls a function it is given and returns that
  call's results unchanged (on some return: \'retry.Do(3, func() error { … })\' that
  returns the function's last error, wrapped or not after its last try, or
  \'fmt.Errorf("summarize failed: %w", err)\' of the function's error) (a timing or retry wrapper:
  \'c.timed("get", func() (T, error) { return c.doJSON(ctx, …) })\') carries what the
  function literal, named function or bound method value passed to it returns (the
  error of the function becomes the helper's error: \'decodeItem(row.Scan)\', a decoder
  returning the error of the scan it is given, carries the query's error); a call of a function kept
  in a field of a struct the package declares (unexported, or of package main:
  \'v, err := t.run(ctx, r, table)\' in a table-driven registration's shared handler)
  carries the kinds of source that every function the package stores there returns,
  and of an exported field of a struct type another package of the module declares
  (\'out, err := t.Run(ctx, client, args)\' in a dispatcher over that package's tool
  records) what every function that package and the caller's store there returns,
  what flows from the call's arguments included (the client whose key the request
  URL carries); not the errors of a database the handler opens itself from a
  data source name the model gave in a tool argument (\'sql.Open(driver,
  req.GetString("dsn", ""))\' then \'PingContext\'): like a URL the model supplied, its
  address is the model's own;
  not in a package that opens only embedded SQLite databases, see below; nor pgx's value
  types, \'pgtype\', whose \'Scan\' parses a value and calls no database); of \'net\' dialing and lookups (\'Dial*\', \'Listen*\', \'Lookup*\',
  \'Resolve*\'); of \'net/http\' client calls (\'http.Get\', \'(*http.Client).Do\', …, and
  \'Do(*http.Request) (*http.Response, error)\' of a doer interface, which generated API
  clients send through, and resty's \'R().Get(url)\', \'Post\', …, \'Execute(method, url)\',
  whose error is the transport's \'*url.Error\'; for a relative path, \'R().Get("/items")\',
  the base URL the client was given with \'SetBaseURL\' or \'SetHostURL\', on its chain of
  setters, on the same client value or where the package stores the client into the
  field it is read from, also through a helper of the package returning the request
  (\'c.request().Get(path)\'), the path a parameter every call in the package gives a
  relative path, or of an exported method no call in the package calls) when the
  request URL visibly names an internal host (\'localhost\', a service name, a loopback,
  private or link-local address, \'.internal\', \'.svc\', \'.local\', …; also as the
  default a same-package getter without parameters returns, \'backendBase() + "/users"\'
  where \'backendBase\' returns a setting or a loopback address as its default), holds a password
  in its user info, or is the **server's own configured endpoint**: its host part comes
  from the environment (\'os.Getenv("GRAFANA_URL") + "/api/…"\'), a flag
  (\'*flag.String("endpoint", …)\', or a variable bound to one with flag's or pflag's
  \'StringVar\', whatever default the command stores into it), a package variable named like an endpoint, or a field (a string, or a \'*url.URL\' parsed from such a value and resolved against: \'c.baseURL.ResolveReference(rel)\', or copied with its path set: \'u := *c.base; u.Path = …; u.String()\')
  named like one (\'BaseURL\', \'APIURL\', \'Endpoint\', \'Host\', \'Addr\', …) of the module's
  configuration type (\'…Config\', \'…Settings\', …, or a section of one) or plumbing type (\'…Client\', the
  server, a service, any type with an \'*http.Client\' field) or of any of the module's types when the package sets it only from the environment, a flag or such a configuration field (\'&hub{baseURL: os.Getenv("HUB_URL")}\'); a constructor's parameter it keeps in such a field counts as that field wherever the constructor uses it (\'func New(baseURL string)\' making \'&Client{baseURL: baseURL}\' and a resty client \'SetBaseURL(baseURL)\'), also through a helper (\'c.baseURL + path\' in the API client's
  \'get\', \'c.buildURL(path)\', \'u, err := c.resolve(path)\' with the URL built by \'url.Parse\' and
  \'ResolveReference\', or the \'*url.URL\' itself that a helper parses from such a value and returns
  with its query filled; a constant it returns instead, a public default, aside, and so is the
  caller's absolute URL it passes through under \'strings.HasPrefix(path, "https://")\') or a parameter that every call in the package gives
  such a URL (\'c.doRequest(ctx, c.buildURL("/players"))\'; also the base a handler's
  closure captures from the function that registers it, \'register(s, base)\' with
  \'base\' read from the environment and given a local default, or from an exported
  function of the package that the command calls, \'srv.New(baseURL)\' in another package:
  decided there, at each call, by the value given), or the URL parameter of a
  helper of another package of the module, decided at each call by the URL passed
  (\'httpx.Fetch(ctx, cfg.BaseURL+"/history")\' is, \'httpx.Fetch(ctx, urlFromModel)\' is
  not: the error's label is named "called by Fetch" at the call), or a request built on one
  (\'c.send(req)\' from \'get\' and \'post\', which build \'req\' on \'c.baseURL + path\',
  themselves or with a helper of the package that returns it), or a
  request a helper of the package builds on one and returns (\'req, err :=
  c.buildRequest(ctx, method, path)\' then \'c.HTTP.Do(req)\'), also as a copy
  (\'req = req.WithContext(ctx)\', which generated API clients do in every operation, or
  \'req.Clone(ctx)\': the copy keeps the URL), or a
  getter of another package of the module (taking nothing, or only a context) that returns
  such a field (or a value of the environment or a flag, when the getter is named like an
  endpoint), whatever else it may return (a public default, a per-request override from the
  context), also through an interface of the module whose implementations are all such getters;
  a getter may read the field under a lock with a deferred unlock and normalise it
  (\'return strings.TrimSuffix(c.baseURL, "/")\')
  (\'t.client.ControlURL()\' returning \'c.controlURL\', set from \'os.Getenv("CONTROL_URL")\':
  a fact records it); an unexported field that the package sets only to constants (a public API's
  fixed URL; also through a constructor's parameter that every call in the package gives a
  constant, \'New()\' calling \'NewWithBase(publicAPI)\'), or an exported field of a struct
  without tags that only the package's variables set, to constants (a table of public sites,
  \'var sites = map[string]Site{"alpha": {URL: "https://docs.alpha.example.com"}}\'; a tagged
  struct is one a configuration file fills, and a constant a function sets is a default that
  code elsewhere may override), is a constant, whose host decides, also when a functional option can change
  it (\'func WithBaseURL(u string) Option { return func(c *Client) { c.baseURL = u } }\',
  also \'strings.TrimRight(u, "/")\': whether the server uses an exported option is not
  known there; an unexported one counts when the package never uses it, its tests may), or
  a constructor the package never calls takes it (\'NewWithURL(u)\' beside \'New()\'; a field
  only such constructors set is configured by their callers); so is a package variable
  initialized to a constant that only a setter the package never calls changes
  (\'var baseURL = "https://api.example.com/v1"\' beside \'func SetBaseURL(u string)\', its tests'
  hook)
  and the constant's host is public. By the spec's rule the address of a server's backend is an internal
  hostname whatever its spelling. A URL the model supplied (a request argument, a typed
  handler's input field, a URL read from data such as a search hit) is not a source —
  a \'*url.Error\' prints the method and the URL, never the body or the headers, so it
  carries what the URL carries (the secrets above) and nothing else; in error content
  only, the output of the **server's own infrastructure commands**: a database client,
  \'kubectl\', \'helm\', \'ssh\', … (\'pg_dump\', \'psql\', \'mysql\', \'redis-cli\', \'mongosh\',
  \'kubectl\', \'helm\', \'ssh\', \'rsync\', \'vault\', …) or \'git fetch\'/\'pull\'/\'clone\'/
  \'push\'/\'ls-remote\' of a configured remote, built by \'exec.Command\' with every
  argument a constant or configured (the environment, a flag, a field of a
  configuration or plumbing type: \'"--context", cfg.KubeContext\'), or, for the
  database and cluster clients, with a constant first argument and a connection flag
  the server sets (\'--context\', \'--kubeconfig\', \'--server\', \'-h\'/\'--host\',
  \'--url\', \'--addr\', \'--dbname\', …) while the model gives only values elsewhere
  (\'kubectl --context prod get pods -n <namespace>\'), whose stderr names
  hosts, users and databases; in error content only, the output of a command whose command line or
  environment carries a secret or other source above (the result of
  \'(*exec.Cmd).Output\'/\'CombinedOutput\', a buffer assigned to \'exec.Cmd.Stderr\',
  \'exec.ExitError.Stderr\' after the command run last before it): a password in an
  argument, a DSN, \'PGPASSWORD\' in \'Cmd.Env\', a token in a git remote URL — the
  command may print it back. \'sql.Open\' (and \'sqlx.Open\') is not a source: it
  connects to nothing; the first query or ping is.

Taint flows through \'fmt.Sprint*\'/\'Errorf\'/\'Fprint*\', \'+\', \'strings.Builder\',
\'bytes.Buffer\', \'errors.Join\', the \'Wrap\' family of error libraries, \'err.Error()\' and
\'String()\', \'strings\'/\'strconv\'/\'path\'/\'encoding/json\'/\'net/url\' functions (but not into
\'encoding/json\' errors, which name types, never values), struct fields (a field read
carries that field's taint, not the whole struct's — also across helpers: a helper
returning a configuration struct is summarized field by field, and a helper reading
one field of its argument depends on that field only, so printing \'cfg.BaseURL\' of a
loaded configuration does not print its \'Password\'), keys of maps a helper of the
package returns (a helper answering a failure with \'map[string]any{"success": false,
"error": fmt.Sprintf("Connection error: %v", err)}\' is summarized key by key: a handler
reading \'resp["message"]\' of its result does not read the error; printing the whole map
does),
pointers to local strings stored into fields (\'item.Error = &msg\' carries what \'msg\' holds), map
literals stored into slices (\'failures = append(failures, map[string]any{"error": …})\') or
as the values of other maps (\'out["cpu"] = map[string]any{"error": err.Error()}\',
\'map[string]any{"analysis": analysis}\'), channels (what a
goroutine sends on a channel made in the function, a receive from it reads; a struct it
sends, \'ch <- res{items, err}\', field by field, so \'r.items\' of what the handler
receives does not read \'r.err\'),
slices, maps, closures (captured variables), what a helper of the package writes
through a pointer or map its caller passes (\'s.describe(ctx, &b, table)\' writing
\'fmt.Fprintf(b, "count failed: %v", err)\' into the handler's \'strings.Builder\', an
error's text into a field of the caller's struct or a key of its map; field by field),
error fields of the package's own struct types (what any of its functions stores into
one, \'a.loadErr = fmt.Errorf("API key validation failed: %w", err)\' in a start-up check,
its reads carry: a getter \'return a.client, a.loadErr\' hands it to every tool call),
and helper functions — in the same package
or in any other package of the module (summaries are exported as facts: which result
carries which source, which parameter reaches which sink).

Sinks:

| Sink | SDK | Which sources count |
|---|---|---|
| \'mcp.NewToolResultError/Errorf/ErrorFromErr\' (text, format and arguments, the error argument) | mcp-go | all |
| \'mcp.NewToolResultText\', \'NewToolResultImage/Audio/Resource\''s text, \'NewToolResultStructured\''s text, \'mcp.NewTextContent\' | mcp-go | all but error-only sources (a command's output, data types' secret fields, pre-signed URLs, URLs with a credential in their query) |
| a store to the \'Text\' field of a text content (\'mcp.TextContent{Text: …}\', \'&mcp.TextContent{Text: …}\', a hand-rolled \'{"type","text"}\' struct), or to the \'"text"\' key of a map item with \'"type": "text"\' in the \'"content"\' list of a result map (\'map[string]any{"content": []map[string]any{{"type": "text", "text": …}}}\', also as
\'[]any{map[string]any{…}}\'; an item of that shape outside a result's content, such as a message part sent to an LLM API, is not) | all | all but error-only sources; all when the content is returned only in isError results (\'&mcp.CallToolResult{IsError: true, Content: …}\', or \'IsError\' set after construction) |
| the output a handler returns beside a nil error: go-sdk typed \'mcp.AddTool\' handlers (marshalled into \'structuredContent\' and, when the result has no \'Content\', into a text content; a constant nil output carries nothing), mcp-go \'NewStructuredToolHandler\' handlers (marshalled into the text of \'NewToolResultStructuredOnly\') | both | all but error-only sources; all when the returned result is surely an isError one |
| \'(*mcp.CallToolResult).SetError(err)\' | go-sdk | all |
| the error a handler returns when the SDK turns it into an isError result (\'err.Error()\' becomes the text): go-sdk typed \'mcp.AddTool\' handlers, mcp-go \'NewStructuredToolHandler\', handlers behind a project wrapper or middleware that converts errors | both | all |
| the error a handler returns when it becomes a JSON-RPC error (mcp-go \'ToolHandlerFunc\'/typed: -32603, go-sdk low-level: code 0); a JSON-RPC error's message or data (\'jsonrpc.Error{Message: …}\', \'mcp.NewJSONRPCError\', hand-rolled: a struct with JSON \'code\' and \'message\' named for JSON-RPC, held in a response's \'"error"\' member, or in a package that serves tools by hand; a REST API's own envelope \'{"code": 0, "message": "ok", "data": …}\' is the answer, not a JSON-RPC error) | all | **secrets and stack traces only** |
| a call to a helper (any package of the module, or a package with MCP code of a module a local replace links in: \'replace example.com/app/pkg => ../pkg\' holding the result helpers its tools answer with) whose parameter reaches one of the above | all | as the inner sink |

A result that never reaches anyone is not a sink: in an SDK handler,
\'return mcp.NewToolResultText(err.Error()), err\' with an error that is non-nil on
every path to the return (the SDKs drop the result then; where the error goes is the
returned error's sink). The same holds for a typed handler's output: \'return nil,
map[string]any{"message": err.Error()}, err\' is reported at the error, not the output.
An error struct of the module that the handler returns, built by it or by a constructor
(\'return nil, nil, client.NewError(err, "GetClusters")\' keeping the status message in a
field), carries what its fields hold; an output's slice or map carries what was written
into its elements (\'items[i].FetchErr = err.Error()\' on a slice made with \'make\', also
by a helper it is given to, through a pointer to an element that a goroutine's closure
captures: \'it := &items[i]; go func() { … it.FetchErr = err.Error() }()\').
A handler that returns another handler's error unchanged (a tool's closure \'return
c.info()\' where discovery lists \'info\' as its delegate, routed the same way, or a
registration closure's \'return syslog.ListLog(ctx, req, args)\' calling an exported
function of another package with the same handler shape) is judged at the delegate's
returns, not again at its own.

A variable that holds one of several maps or structs (\'out = map[string]any{"error":
err.Error()}\' on the failing path) carries what was stored into each of them.

Local variables are followed by value: a \'var err error\' reused for a validation
error and, later, a database call carries at each use only what was stored on the
way there (also when a deferred closure reads it).

The diagnostic is reported once per sink, at the result-constructing call, the field
store or the \'return\', and names every source and where it is produced:

\'\'\'
main.go:160:33: mcp.NewToolResultError puts raw github.com/jmoiron/sqlx error text from sqlx.Connect at main.go:258 (may contain DSNs, hostnames or query text) into the error result's text: tool content goes into the model's context and transcripts; log it for operators and give the model a short actionable message
\'\'\'

Tools kept in a registry of another package: a hand-rolled server whose tools package
stores functions in the records of a registry (\'Tool{Handler: r.createLaunch}\',
functions returning text or any value and an error) and whose server package answers
tools/call with \'out, err := t.Handler(ctx, args)\' (or passes the requested name to
a switcher of the tools' package, \'out, err := s.kb.Handle(ctx, name, args)\', whose
cases call the tools: see unknowntool) is checked in the server's package, where the
error is written: go vet analyzes each package alone, and only the
dispatcher knows where the tools' errors go. The tools' package records what each
such function's error carries, and at which returns; the dispatcher's call of the tool
function carries it, and the dispatcher's sink (the isError text, the JSON-RPC error)
decides it with its own rule. The finding is reported as if tools and dispatcher were
one package: at each tool's \'return\' whose error carries the source, in the tool's
file, naming the dispatcher and where it writes the text. (In one package, a source
reported at a dispatched tool's return is not reported again at the text the dispatcher
writes.) The tools' package's
\'//mcplint:ignore errorleak\' directives cover their returns. A return that several
sinks of the dispatcher's package write is reported once (an isError sink named before
a JSON-RPC one); a second package that dispatches the same tools reports them again,
naming its own dispatcher, since each decides where the text goes. Tools that a third
package registers with such a server (\'r.RegisterTool(t.ListHandler())\' in main, the
handler a function literal that a factory of the tools' package returns, the server's
dispatcher answering a tool's error with an isError result) are reported from the
registering package the same way, naming the dispatcher they are registered with:

\'\'\'
internal/tools/registry.go:798:3: returned error carries raw net/http error text from (*http.Client).Do at client.go:55 and client.go:101 (a *url.Error prints the request URL, with the server's configured endpoint (field Client.baseURL)) and the tools/call dispatcher in package mcp (server.go:272) writes its text into the tool result: tool content goes into the model's context and transcripts; log it for operators and give the model a short actionable message
\'\'\'`,
	Why: `Whatever a tool puts into a result's content goes straight into the model's context
and, in most clients, into a transcript that is stored, shared and sent to the model
provider. go-sdk typed handlers and mcp-go structured handlers write the text of a
returned error into the result (\'isError: true\'), so a returned error is content too.
A JSON-RPC error is not shown to the model, but its message and data reach the
client's logs and often the user's screen.

* Raw driver and network errors carry connection strings and DSNs
  (\'pq: password authentication failed for user "admin"\'), internal host names and
  addresses (\'dial tcp 10.0.3.7:5432: connect: connection refused\'), and query text.
  A \'*url.Error\' prints the request URL: an internal host, user info, a key in the
  query string.
* A stack trace shows file paths, module versions and internals; it is noise to the
  model and a map for an attacker who can read the transcript.
* Secrets in content are simply disclosed — to the model provider, the transcript and
  whoever can prompt the model to repeat them.

The model needs something it can act on ("the database is unavailable, retry later",
"table orders does not exist"), not the raw text.`,
	Bad: `// mcp-go
rows, err := s.db.QueryContext(ctx, q)
if err != nil {
	return mcp.NewToolResultErrorFromErr("query failed", err), nil
}

defer func() {
	if r := recover(); r != nil {
		res = mcp.NewToolResultError(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
	}
}()

// go-sdk typed handler: the SDK writes err.Error() into the result.
if _, err := s.db.ExecContext(ctx, args.Query); err != nil {
	return nil, out{}, fmt.Errorf("exec: %w", err)
}`,
	Good: `// mcp-go
rows, err := s.db.QueryContext(ctx, q)
if err != nil {
	slog.ErrorContext(ctx, "query failed", "err", err) // operators get the detail
	return mcp.NewToolResultError("the query failed; check the table and column names with list_tables"), nil
}

defer func() {
	if r := recover(); r != nil {
		slog.Error("tool panicked", "panic", r, "stack", debug.Stack())
		res = mcp.NewToolResultError("internal error; the operator has been notified")
	}
}()

// go-sdk typed handler
if _, err := s.db.ExecContext(ctx, args.Query); err != nil {
	slog.ErrorContext(ctx, "exec failed", "err", err)
	return nil, out{}, errors.New("the statement failed; check it with explain")
}`,
	Fix: `Log the detail for operators (with the stack, the raw error and the request) and give
the model a short message it can act on. When the model needs part of the error to
correct its input (a SQL syntax error, a missing column), extract that part — e.g. the
driver's error code or message field (\'*pq.Error.Message\', \'*mysql.MySQLError.Message\')
— rather than the whole \'err.Error()\', which may include the connection. Never put a
credential into content; use \'url.URL.Redacted()\' for URLs.

If the project has its own redaction function, it is recognized when its name matches
\'-errorleak.sanitizerpattern\' (default: \'redact|sanitize|scrub|mask|obfuscat|censor|anonymize\',
case-insensitive) or when it is listed in \'-errorleak.sanitizers\'.`,
	SDK: `Which returned errors are content depends on the SDK and handler kind: go-sdk typed
handlers (\'mcp.AddTool\') and mcp-go \'NewStructuredToolHandler\' handlers write
\'err.Error()\' into an isError result; mcp-go \'ToolHandlerFunc\' and typed handlers send it
as JSON-RPC -32603, go-sdk low-level handlers as a JSON-RPC error with code 0, both with
\'message = err.Error()\'. Result constructors are per SDK: mcp-go's \'NewToolResult*\'
and \'NewTextContent\', go-sdk's \'SetError\' and \'TextContent\' literals; hand-rolled text
contents are recognized by their JSON fields \'type\' and \'text\'.`,
	NotReported: `* Errors the tool creates itself — validation messages (\'fmt.Errorf("limit must be ≤ 100")\'),
  \'errors.New\', \'err.Error()\' of those — and errors of the file system, JSON decoding,
  \'strconv\' and other non-infrastructure packages.
* The text contents a function literal builds when every call it is given to discards
  the response it returns (\'_, err := chain.Execute(ctx, req, func(…) (*Response, error)
  {…})\', the response kept for an audit hook): no one reads that text.
* Values passed through a sanitizer, \'strings.Replace\'/\'ReplaceAll\', a \'strings.Replacer\',
  \'regexp\''s \'ReplaceAll*\', or \'(*url.URL).Redacted()\'; and the error a handler returns
  when a decorator it passes through before registration is named as a sanitizer
  (\'mcp.AddTool(s, t, sanitizeToolErr(h))\', whose closure maps the error for clients).
* Errors of Kubernetes API clients (client-go, controller-runtime): their text names the
  resources and the permissions the model asked about (\'pods "web" not found\',
  \'… cannot list resource "pods" in the namespace "prod"\'), which the model acts on;
  not sources, though a transport failure among them prints the API server's address.
* Infrastructure errors in JSON-RPC errors (mcp-go's \'return nil, err\', go-sdk
  low-level handlers): they do not reach the model; only secrets and stack traces are
  reported there.
* HTTP client errors when nothing shows the URL leaks: a constant public host
  (\'http.Get("https://registry.example.com/v1/" + name)\'), or a URL the model gave
  (\'http.Get(req.GetString("url", ""))\', \'args.URL\'), or one read from data.
  Secrets in the URL are still reported; secrets in the request body or headers are
  not in the error.
* The error of decoding a secret (\'hex.DecodeString\', \'base64.StdEncoding.DecodeString\'):
  it names one byte or an offset of the input, not the input.
* \'json.Marshal\''s error (it names types and fields, not values), and those of
  \'(*sql.Rows).Scan\', \'Columns\' and \'ColumnTypes\' (a closed result set or a value that
  does not convert: they name a column and Go types; the driver's errors come from
  the query, \'Next\' and \'Err\'; \'(*sql.Row).Scan\' returns the query's error and stays
  a source), and of pgx's (v4, v5) \'Rows.Scan\' and \'Values\' (a field count that does
  not match or a value that does not convert; \'Query\', \'Rows.Err\' and the \'Scan\' of
  \'QueryRow\''s row stay sources), of sqlx's \'(*Rows).StructScan\', \'SliceScan\' and
  \'MapScan\' (\'Columns\' and \'Scan\' of the rows they wrap), and of the MongoDB driver's (v1, v2)
  \'(*Cursor).Decode\' (a fetched document that does not decode: it names keys and Go
  types; \'Find\', the cursor's \'Next\', \'All\' and \'Err\', and \'SingleResult.Decode\' stay
  sources).
* The errors of the \'net\' package's \'Listen…\', \'Dial…\' and \'Resolve…\' functions given a constant
  address of this machine (\'net.Listen("tcp", "127.0.0.1:0")\', \'"localhost:8125"\',
  \'":9090"\'), or a unix socket (\'net.DialUnix("unixgram", nil, addr)\'): they name an
  address the code already says or a path on this machine, no internal host. A constant
  internal host (\'"cache.internal:6379"\') stays a source. Nor those of \'Listen…\' given
  an address the code computes (a port the model asked for, an adapter's parameter): an
  address of this machine, not the server's configuration; one read from the environment, a
  flag or a configuration field (\'net.Listen("tcp", os.Getenv("METRICS_ADDR"))\') stays a
  source. Nor those of dialing or looking up an address the model gave (a tool
  argument, a typed handler's input field: \'net.DialTimeout("tcp", in.Host, …)\' in a
  connectivity check): like a URL the model supplied, the address is the model's own;
  also through a function of the module that dials or resolves the string it is given
  (\'check.Resolves(req.GetString("webhook_url", ""))\' parsing the URL for its host): each
  call decides by what it passes, so the same function given the server's relay address
  (\'check.Resolves(os.Getenv("RELAY_URL"))\') is reported there.
* Infrastructure error text added only in a developer or debug mode: text computed
  in a branch taken only when a flag named like one is on (a field, package variable or
  method \'devMode\', \'DevMode\', \'debug\', \'isDebug\', \'DebugEnabled\', \'developer_mode\',
  or \'os.Getenv("DEBUG") == "true"\'), as in \'if s.devMode { msg += ": " + err.Error() }\':
  the server shows it to its own developers and keeps it from the model in production.
  Secrets and stack traces are reported in any mode.
* A secret put into the answer only when a switch named for showing it is on (a field,
  variable or method \'WithPassword\', \'include_secrets\', \'showToken\',
  \'reveal_credentials\', …), as in \'if o.WithPassword { u = url.UserPassword(o.User,
  o.Password) }\' in the helper that renders a connection string for a tool whose input
  has \'with_password\': the credential is the answer the caller asked for. So is a
  password field of the package's own type that the package sets only under such a switch
  (\'if opts.WithPassword { d.Password = pw }\'), read back by the type's \'String\' method.
* An error the handler has tested to be one the module made: in a branch taken only
  when \'errors.Is(err, ErrNotFound)\' holds (an error variable of the module, and no
  package of it or of the handler declares an \'Is\' method), the sources that reach
  \'err\' only through errors wrapping no such variable (a helper's
  \'fmt.Errorf("db: get: %w", err)\' beside its \'fmt.Errorf("item %s: %w", id,
  ErrNotFound)\'); when \'strings.HasPrefix(err.Error(), "not found:")\' holds, the
  sources that reach it only through a format whose constant start does not agree
  (\'"db: get: %w"\'); where \'err == ErrLocked\' holds (a case of \'switch err\', also one
  listing several of the module's error variables), every source: \'err\' is that
  variable. A module error that wraps the driver's text too
  (\'fmt.Errorf("%w: %v", ErrConflict, err)\'), an error passed through a helper that may
  wrap it (\'notFound(err)\'), a sentinel of another module (\'context.DeadlineExceeded\') and another
  error shown in the branch stay reported. Likewise an error asserted to a struct type of the
  module that cannot hold another error (no field of an interface or function type, at any
  depth: \'apiErr, ok := err.(*APIError)\' for an error built from a response's status and
  body); one that can (\'err.(*OpError)\' with an \'Err error\' field) keeps what the error
  carries. So does a branch taken only when \'errors.As(err, &apiErr)\' found such a type
  (with no \'Unwrap\', \'Is\' or \'As\' method), or when a helper of the module given only
  the error reports one (\'if apiErr, ok := client.AsAPIError(err); ok && apiErr.Status ==
  403 { … err.Error() … }\'): infrastructure error text does not reach it.
* Errors of an embedded database: in a package whose every database handle is opened
  with a SQLite driver (\'sql.Open("sqlite3", …)\', \'sqlx.Open("sqlite", …)\', gorm with a
  SQLite dialector, libSQL on a local file: \'sql.Open("libsql", "file:…")\', or a name the
  package registers a SQLite driver under: \'sql.Register(name, &sqlite3.SQLiteDriver{ConnectHook:
  …})\', the name a constant or the value of the helper that registers it), the errors of \'database/sql\', sqlx and gorm ("no such table: notes",
  "database is locked") name no host, user or connection string. A package that opens
  no database handle (it is handed one) counts as embedded when its module's go.mod
  requires a SQLite driver and no driver of a database server (pq, pgx, mysql, …); a
  handle that a function or variable of another package of the module gives
  (\'lite.DB().Exec(…)\', \'dbx.DB\') counts as embedded when that package opens only
  SQLite handles, and one a method of the module's own interface gives
  (\'s.store.QueryRow(…)\' on a \'Store\', also rows a deferred literal closes) when the
  packages of the module the package depends on open SQLite handles only, and open some or
  the go.mod requires a SQLite driver (a server driver it requires for a command the
  package does not depend on does not count). A
  package that also opens a server database, or takes the driver name from
  configuration, is reported.
* The output or stderr of a command the model asked for, or of one whose command line
  and environment carry nothing the analysis sees as sensitive (\'go build\', \'go
  test\', \'git status\', \'git push\' without a configured remote, \'make\', \'kubectl get
  <the resource the model named>\', \'psql -c <the model's SQL>\', a shell command the
  model wrote: any argument not constant and not configured makes it the model's
  command, unless the server fixes where it connects as above; the model's first
  argument, host or git remote always does): in error content it is the actionable text — the compiler's, git's or
  psql's message is what the model needs to fix its input — and on success it is the
  tool's output. What is written to a command's \'Stdin\' is not part of its command
  line.
* Secret-named fields of types of other modules (API client libraries) anywhere, and
  of the module's non-configuration types in success results.
* Secret-named fields of types that look like API data rather than the server's own
  credentials: types whose name ends in \'Response\', \'Result\', \'Output\', \'Reply\',
  \'Args\', \'Input\', \'Params\', \'Request\' or \'Payload\', and the input types of typed
  handlers. Names with pagination and counting words (\'NextPageToken\', \'MaxTokens\',
  \'ProgressToken\', \'CSRFToken\') are not secrets.
* Implicit returns in the recover path of a function with deferred calls, generated
  files and \'_test.go\' files.`,
	Limits: `* Flow-insensitive memory: a struct field holds the union of what was stored into
  it on any path (local variables of error, interface and string type are followed
  by value).
* A struct value carries the union of its fields' taints once copied whole (passed
  to a helper, stored in a slice); a field read straight from memory carries its own.
* Calls through interfaces (other than \'Error()\'/\'String()\', and the module's own
  interfaces above) and function values (other than those an errgroup runs, those a
  helper of the module calls and returns the results of, those a handler built by a
  registrar calls, which are the functions the package passes to the registrar
  (\'addTool(s, "count", func(ctx, in) (fmt.Stringer, error) {…})\', the handler returning
  \'produce(ctx, in)\'s error: reported in the handler; for an exported registrar that
  other packages call, each of them decides with the functions it passes, reported at
  each function passed, one finding per tool; a method value of an infrastructure or
  dependency API client passed so, \'fetch(p.Buildinfo)\', \'repoTool(c.Repos.Get)\', carries
  that client's errors), and the tools of
  another package a hand-rolled dispatcher calls, see above) are
  not followed; an implementation of the module's interface that is an unexported
  type of another package is not seen, nor, for a handler whose package sees no
  implementation, one that its registering package does not import itself (a sink
  in a helper of the handler's package that calls the interface and builds the result
  itself, \'return h.full(ctx, id)\', is carried to the registering package as each
  calling handler's); dependencies outside the module are modelled by package, not analyzed.
* Constants named like secrets and local variables are not sources by name (a local
  initialized from a source is of course tainted).
* mcp-go structured handlers and other handlers whose body is in a different package
  from their registration are found only as far as the discovery pass finds them; their
  returned errors are not sinks otherwise (result constructors inside them still are),
  except the tools of a registry (or a switcher) of another package that a hand-rolled
  dispatcher calls (see above): their errors are judged at the dispatcher's sink from the sources
  each tool's error carries, and reported at the tool's returns (what a tool copies
  into its error from its arguments is not followed into the dispatcher), at the calls
  the discovery pass lists as their dispatch (\'mcplint -handlers\': \'kind=dispatched …
  imported\'). A source that matches none of the recorded returns (a return in a test
  or generated file) is reported at the dispatcher's sink, naming the tools.
* A struct a helper returns, by value or by pointer (also through the result slot a
  \'defer\' makes), is summarized field by field: \'r.Error = fmt.Sprintf("query failed: %s",
  err); return r\' carries the error in \'r.Error\' only; reads of secret-named fields
  are sources wherever they happen.
* Parameters are not sources by name: a \'token\' parameter is as often the model's own
  input (or a cryptocurrency) as a credential. A parameter carries what its callers
  pass, through the helper's summary.
* Values passed through \'context.Context\' (\'context.WithValue\') are not followed.
* Which database a \'*sql.DB\' is is decided per package, from the \'Open\' calls in it,
  or from the module's direct requirements when it has none: a package that opens only
  SQLite and queries a server database handed to it is not reported, and a module that
  requires a SQLite driver and a server driver mcplint does not know is taken for
  embedded. A query made only on the branch of a test that the driver's name is
  SQLite's (\'if driver == "sqlite"\', \'strings.EqualFold(driver, "sqlite")\') where the tool
  is registered, or at every call of the function registering it, is SQLite's; a helper
  such a tool shares with the others (a rows reader) still counts as the others' database.
* A command's command line is seen where the \'*exec.Cmd\' is built and run in one
  function (a secret reaching it through a helper's parameter is not); the command an
  \'exec.ExitError\' comes from is taken to be the one run last before the read of its
  \'Stderr\'. A server's own environment, which commands inherit, is not counted.`,
	Options: `The sources are configurable. Secret names are matched in lower snake case
(\'APIKey\' → \'api_key\') by \'-errorleak.secretpattern\', minus the words of
\'-errorleak.notsecretpattern\' (page tokens, counters) and the fields of struct types
matched by \'-errorleak.notsecretowner\' (response and argument types whose secret-named
fields are data). Functions named in \'-errorleak.sanitizers\' or matching
\'-errorleak.sanitizerpattern\' clean what passes through them. \'-errorleak.infrapackages\'
lists the import path prefixes whose errors count as infrastructure errors.`,
	Since:    "v0.1.0",
	Severity: checkdoc.Error,
}
