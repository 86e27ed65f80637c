// Package errorleak defines an Analyzer that finds secrets, stack traces
// and raw infrastructure error text flowing into MCP tool results.
//
// # Analyzer errorleak
//
// errorleak: keep stack traces, secrets and infrastructure internals out of
// model context
//
// Whatever a tool puts into a result's content goes straight into the
// model's context and usually into a transcript; a JSON-RPC error's message
// reaches the client's logs and often the user. The check follows values
// through SSA (formatting, concatenation, builders and buffers, wrapping,
// struct fields, slices, closures and helper functions in any package of
// the module) from three kinds of sources:
//
//   - stack traces: runtime/debug.Stack, runtime.Stack buffers, %+v of an
//     error value when an error library that prints stacks is linked;
//   - secrets: os.Getenv/LookupEnv of secret-named variables, struct fields
//     of the module's own types and package variables named like secrets
//     (token, secret, password, api_key, credentials, dsn, private_key, ...),
//     Authorization and Cookie headers, URL user info, values put into
//     secret-named URL query parameters, secret entries of go-sdk TokenInfo;
//   - infrastructure errors: errors of database/sql and database drivers
//     (not sql.Open, which connects to nothing), net dialing and lookups,
//     net/http client calls to an internal host (a *url.Error prints the
//     method and the URL, never the body or headers), a command's captured
//     stderr and output;
//
// to the sinks: mcp-go NewToolResultText/Error/Errorf/ErrorFromErr and
// NewTextContent, the Text field of any text content, go-sdk SetError, the
// error a handler returns when the SDK turns it into an isError result,
// and (for secrets and stack traces only) JSON-RPC error messages and data.
//
// Success results are the tool's output: there, a command's output, the
// secret-named fields of data types and pre-signed URLs are not reported;
// a result the SDK drops (returned beside a non-nil error) is no sink.
// Errors the tool creates itself (validation messages, errors.New) and
// encoding/json errors are not sources, and values passed through a sanitizer (a function whose name
// matches -errorleak.sanitizerpattern, one listed in -errorleak.sanitizers,
// strings.Replace and url.URL.Redacted) are clean.
package errorleak
