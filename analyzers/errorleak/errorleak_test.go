package errorleak_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/errorleak"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

// TestErrorLeak runs the check on its test packages in one atest.Run,
// which loads them once (see internal/atest):
//
//   - crosspkg, mcpgo, gosdk, handrolled, wrapped: leaks through helpers of
//     other packages, each SDK's handlers, hand-rolled servers and wrapped
//     errors;
//   - patterns: each false pattern of issue 10 and the leaks it missed,
//     positive and negative;
//   - fieldsum: struct results and parameters summarized field by field
//     across packages (issue 10: a loaded config's Password is not in its
//     BaseURL);
//   - embedded, embeddedmixed, embeddedvar: embedded databases: a package
//     that opens only SQLite has no connection to leak in its database
//     errors; one that also opens a server database, or a configured
//     driver, does;
//   - debugmode: raw error text added only under a developer or debug mode
//     flag is not reported; under another flag, or a secret, it is;
//   - endpoints: the server's own infrastructure (issue 22): HTTP errors of
//     requests to its configured endpoint and the output of commands it
//     runs with a fixed command line are sources; the model's own URLs and
//     commands are not;
//   - endpoints3: the configured endpoint through a client's methods,
//     url.JoinPath and ResolveReference; an infrastructure command whose
//     connection flag the server fixes, with the model's values elsewhere
//     (not: no such flag, the model's subcommand, host or remote);
//   - peerurl: a URL field of a type that holds its own *http.Client,
//     whatever the type's name (a follower of a leader process); a
//     bookmark's URL is data;
//   - apikey: a Google API client made with option.WithAPIKey (in the
//     package or one it imports) prints the key in its request errors; one
//     made with a credentials file does not;
//   - clients, vectors: API clients of the server's own backends (go-jira at
//     a configured URL, Qdrant) are infrastructure packages;
//   - iface: a method of the module's interface with one implementation
//     (test doubles aside) carries that implementation's sources; with two,
//     one of them clean, nothing;
//   - ifacemulti, ifacemulti2: with two or more implementations, the
//     sources of a kind every implementation carries (a wrapper that
//     forwards to a client carries the client's), in one package and
//     across three (interface, implementations, handler), the handler
//     importing the implementations or only the interface's package; one
//     clean implementation, or one declared outside the module, leaves
//     nothing;
//   - errgroup: the error of an errgroup's Wait carries the errors of the
//     functions its Go ran in the same function; clean ones leave it clean;
//   - funcarg: a function literal passed to a helper of the package that
//     returns its results unchanged (a timing wrapper); not through a helper
//     that replaces the error, nor a literal whose errors are clean;
//   - nestedmap: error text one map level down in a success JSON, also
//     from a map a probe closure fills (not with its own words);
//   - deferclose: a deferred closure's write of a captured error reaches
//     no return that took its value before;
//   - funcfield: a call of the function kept in a record's field carries
//     what every function the package stores there returns; not when one
//     of them is clean;
//   - embeddedlibsql, remotelibsql: libSQL on a local file is embedded, on
//     a libsql:// server it is not;
//   - modeldsn: a database the handler opens from a DSN the model gave is
//     the model's own; a configured one is the server's;
//   - capturedbase: the configured base a handler closure captures from
//     the function registering it (main giving it $BACKEND_URL with a
//     default); not a public site's constant;
//   - ptrresult: a struct a helper of another package returns by pointer,
//     through the result slot its defer makes, carries the error text
//     formatted into one field, not into the others;
//   - fieldorder: a local struct returned as JSON on several paths carries
//     an error stored into a field only where that store reaches (not
//     before it, not after its path returned, not past a whole
//     overwrite);
//   - endpointgetter: a getter of another package returning a field set
//     from the environment (EndpointFact) gives the configured endpoint;
//     one returning a public site's fixed address does not;
//   - urlparam: a helper of another package given the URL to fetch
//     (URLParam labels): the error of a request to the configured
//     backend, directly or through a second helper that passes its base
//     on; not the model's URL, nor a public site's constant address;
//   - baseparam: tools whose handlers capture the backend's base URL from
//     the parameter of an exported function (srv.New(base), local.Register(s,
//     agentURL)) that a command calls with the environment's value, or a
//     variable bound to a flag with a local default (flagcmd): decided
//     there; not the public site another command gives NewDocs;
//   - hostcheck: a validator of another package resolving the host of the
//     URL it is given: the server's relay URL's error is reported at the
//     call, the model's webhook URL's is not;
//   - wiredpkg: handlers calling an interface whose implementation a
//     package they import wires in (boot), from a package they cannot see
//     (sqlrepo; WiredImplsFact): its database error is reported;
//   - restykey: a resty client that puts a secret-named query parameter
//     into every request URL (a hook's SetQueryParam, QueryKeyFact): a
//     failed request's error prints it; restyplain: not when the query
//     holds only other parameters;
//   - forgeclient: a dependency's HTTP API client built on the server's
//     configured endpoint (an option, a constructor's argument, a
//     configuration struct's field, a setter), here or in another
//     package of the module (ConfiguredClientFact on a sync.OnceValue
//     variable, a function, a struct field): its methods' errors print
//     the endpoint, through the client's services and accessors; not a
//     client of the public host, of a URL the model gave, nor a client
//     that does not speak HTTP; and a module type keeping such a client
//     built on its exported constructor's parameter (remote), decided
//     in the package calling the constructor (srv: called through an
//     interface or directly); not where one call gives a URL the model
//     gave (mirror);
//   - sqlcdbtx: a command run through sqlc's DBTX interface, which only
//     the driver's connection implements: its error is the driver's;
//     not a method of an interface with methods of the module's own
//     (a Connector with Dialect), nor of one of the module's own types;
//   - modeladdr: likewise an address a tool dials or looks up, from a
//     typed handler's input; a configured or constant one is the server's;
//   - ifacefar: an interface whose one implementation is in a package the
//     handler does not import (it holds the interface through a
//     repository package): the declaring package's fact carries it;
//   - typedtools: mcp-go structured and typed handlers that another
//     package registers (NewStructuredToolHandler of a method value) are
//     judged in their own package;
//   - regdispatch, ifacedispatch: tools of one package that a hand-rolled
//     dispatcher of another calls, kept in registry records (through a
//     backend client of a third package) or behind a tool interface
//     (unexported types): their errors' sources are reported at each
//     tool's failing return, from the dispatcher's package, naming the
//     dispatcher; in an isError text all kinds, in a JSON-RPC error only
//     the secret; not a tool's own message, nor the error of the model's
//     URL, nor a return under a directive of the tools' package;
//   - switcher: tools a switcher of another package picks by the name the
//     tools/call code passes it, whose errors go into an isError result
//     built as maps ([]any{map[string]any{"type": "text", …}}): reported
//     at each tool's return; not the tool's own message;
//   - retry: a retry helper of another package that returns what the
//     function it is given returns (FuncFact.Forwards); not one that
//     returns its own error;
//   - ifacewired: tools registered in their own package, holding a store
//     interface whose implementation only the package that wires it in
//     (converting *pg.DB to store.Store) imports: decided there; not a
//     clean implementation;
//   - samedispatch: the same with tools and dispatcher in one package:
//     reported once, at the tools' returns, not again at the text the
//     dispatcher writes;
//   - ifaceremote: handlers holding services as interfaces of a package
//     that imports no implementation, registered by packages that see
//     the implementations: the backend client's request error is
//     reported at the handler's sink from each registering package (two
//     here: standalone mcplint prints it once), also in the closure a
//     factory returns, written through a helper; not through a clean
//     implementation, a test double only, two implementations one of
//     them clean, a registering package that does not see the
//     implementation, a handler nobody registers, nor a sink under a
//     directive of the handlers' package;
//   - gosdkout, structout: the output of go-sdk typed handlers and mcp-go
//     structured handlers beside a nil error is model text (map, struct
//     and pointer outputs); not beside a returned error, nor clean text.
func TestErrorLeak(t *testing.T) {
	atest.Run(t, testdata.Dir(), errorleak.Analyzer,
		"errorleak/crosspkg", "errorleak/presigned", "errorleak/asgate", "errorleak/registrar", "errorleak/registrarlib", "errorleak/registraruse", "errorleak/grpcclient", "errorleak/connectwrap", "errorleak/mcpgo", "errorleak/gosdk", "errorleak/handrolled", "errorleak/wrapped",
		"errorleak/patterns", "errorleak/statusmap", "errorleak/chanstruct", "errorleak/sanitizedeco/apperr", "errorleak/sanitizedeco", "errorleak/fieldsum", "errorleak/constendpoint", "errorleak/passedurl",
		"errorleak/embedded", "errorleak/embeddedmixed", "errorleak/embeddedvar", "errorleak/embeddedlibsql", "errorleak/remotelibsql", "errorleak/funcfield", "errorleak/nestedmap", "errorleak/deferclose",
		"errorleak/debugmode", "errorleak/revealed", "errorleak/errfield", "errorleak/ctorclient", "errorleak/clientparam/tools", "errorleak/clientparam/cfg", "errorleak/clientparam/hub", "errorleak/clientparam/server", "errorleak/endpoints",
		"errorleak/apikey/search", "errorleak/apikey/tools", "errorleak/apikey/adc", "errorleak/apikey/mixed",
		"errorleak/clients", "errorleak/vectors", "errorleak/iface", "errorleak/modeldsn", "errorleak/modeladdr",
		"errorleak/typedtools/tools", "errorleak/typedtools/server",
		"errorleak/ifacefar/db", "errorleak/ifacefar/repo", "errorleak/ifacefar/tools",
		"errorleak/endpoints3", "errorleak/peerurl", "errorleak/registrytext",
		"errorleak/ifacemulti", "errorleak/ifacemulti2/backend", "errorleak/ifacemulti2/api",
		"errorleak/ifacemulti2/tools", "errorleak/ifacemulti2/direct", "errorleak/errgroup", "errorleak/funcarg", "errorleak/gosdkout", "errorleak/structout",
		"errorleak/regdispatch/backend", "errorleak/regdispatch/tools", "errorleak/regdispatch/server", "errorleak/regdispatch/rpcserver",
		"errorleak/switcher/kb", "errorleak/switcher/rpc", "errorleak/samedispatch",
		"errorleak/ifacedispatch/tools", "errorleak/ifacedispatch/server", "errorleak/pgxrows", "errorleak/batchmap", "errorleak/chanreport",
		"errorleak/ifaceremote/iface", "errorleak/ifaceremote/impl", "errorleak/ifaceremote/audit", "errorleak/ifaceremote/handlers",
		"errorleak/ifaceremote/server", "errorleak/ifaceremote/mirror", "errorleak/ifaceremote/blind",
		"errorleak/ifacewired/store", "errorleak/ifacewired/pg", "errorleak/ifacewired/clean", "errorleak/ifacewired/tools", "errorleak/ifacewired/cmd",
		"errorleak/servicechain/search", "errorleak/servicechain/embedder", "errorleak/servicechain/memo", "errorleak/servicechain/tools", "errorleak/servicechain/cmd",
		"errorleak/cachewrap/api", "errorleak/cachewrap/cache", "errorleak/cachewrap/tools", "errorleak/cachewrap/cmd",
		"errorleak/helpersink/store", "errorleak/helpersink/tools", "errorleak/helpersink/server",
		"errorleak/retry/retry", "errorleak/retry/tools", "errorleak/errgate", "errorleak/paramwrite", "errorleak/invertedrpc/rpc", "errorleak/invertedrpc/tools", "errorleak/errctor/client", "errorleak/errctor/tools", "errorleak/globalsetter",
		"errorleak/fwdtyped/lib", "errorleak/fwdtyped/app", "errorleak/setfromenv", "errorleak/typeassert", "errorleak/decodeerr", "errorleak/urlfield", "errorleak/sqlxrows", "errorleak/liteimport/lite", "errorleak/liteimport/pg", "errorleak/liteimport/tools", "errorleak/liteimport/servertools", "errorleak/liteimport/handedtools", "errorleak/esfunc",
		"errorleak/recordtyped/registry", "errorleak/recordtyped/tools", "errorleak/reqcopy", "errorleak/getterdefault", "errorleak/goframe", "errorleak/keptwrapper", "errorleak/doer",
		"errorleak/endpointgetter/client", "errorleak/endpointgetter/tools", "errorleak/urlparam/httpx", "errorleak/urlparam/tools",
		"errorleak/baseparam/srv", "errorleak/baseparam/local", "errorleak/baseparam/cmd", "errorleak/baseparam/flagcmd", "errorleak/hostcheck/check", "errorleak/hostcheck/tools", "errorleak/wiredpkg/repo", "errorleak/wiredpkg/sqlrepo", "errorleak/wiredpkg/boot", "errorleak/wiredpkg/tools",
		"errorleak/restykey/films", "errorleak/restykey/tools", "errorleak/restyplain", "errorleak/sqlcdbtx",
		"errorleak/fieldtools/quotes", "errorleak/fieldtools/tools", "errorleak/fieldtools/server", "errorleak/sharedsend", "errorleak/absolutebranch", "errorleak/querymap", "errorleak/restybase", "errorleak/builtsend", "errorleak/discarded", "errorleak/restyclient/client", "errorleak/restyclient/tools", "errorleak/sqlitebranch", "errorleak/regimport/registry", "errorleak/regimport/shop", "errorleak/regimport/cmd",
		"errorleak/forgeclient/conn", "errorleak/forgeclient/tools",
		"errorleak/forgeclient/remote", "errorleak/forgeclient/srv", "errorleak/forgeclient/mirror", "errorleak/capturedbase", "errorleak/fieldorder", "errorleak/ptrresult/report", "errorleak/ptrresult/tools",
		"errorleak/ctxaddr/env", "errorleak/ctxaddr/client", "errorleak/ctxaddr/tools", "errorleak/phirequest",
		"errorleak/genclient/sp", "errorleak/genclient/tools", "errorleak/genclient/cmd", "errorleak/sqlitereg/db", "errorleak/sqlitereg/other", "errorleak/liteiface/store", "errorleak/liteiface/tools", "errorleak/liteiface/pgstore", "errorleak/liteiface/pgtools", "errorleak/configsection", "errorleak/configpkg/config", "errorleak/configpkg/tools", "errorleak/cassandra", "errorleak/ormlayer",
		"errorleak/clientfield/tools", "errorleak/clientfield/cmd", "errorleak/clientfield/public", "errorleak/twosources/tools", "errorleak/twosources/cmd", "errorleak/switchsentinel", "errorleak/recordrunner", "errorleak/restenvelope", "errorleak/downloadlink",
		"errorleak/narrowiface/tools", "errorleak/narrowiface/cmd", "errorleak/narrowiface/cache", "errorleak/narrowiface/cachecmd", "errorleak/narrowiface/publiccmd", "errorleak/clientarg", "errorleak/keptservice", "errorleak/openparam/open", "errorleak/openparam/tools", "errorleak/svcwire/svc", "errorleak/svcwire/tools", "errorleak/svcwire/cmd", "errorleak/svcwire/publiccmd", "errorleak/svcwire/envcmd", "errorleak/keptiface", "errorleak/grpcstub", "errorleak/madeslice", "errorleak/valkey", "errorleak/urlcopy", "errorleak/methodvalue")
}

// TestSanitizers runs with the sanitizers flag set, in a run of its own so
// that the other test packages are checked with the default flags.
func TestSanitizers(t *testing.T) {
	if err := errorleak.Analyzer.Flags.Set("sanitizers", "sanitize.tidy"); err != nil {
		t.Fatal(err)
	}
	defer errorleak.Analyzer.Flags.Set("sanitizers", "")
	atest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/sanitize")
}
