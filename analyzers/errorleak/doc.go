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
//     and package variables named like secrets (token, secret, password,
//     api_key, credentials, dsn, private_key, ...), Authorization and Cookie
//     headers, URL user info, secret entries of go-sdk TokenInfo;
//   - infrastructure errors: errors of database/sql and database drivers,
//     net dialing and lookups, net/http client calls (a *url.Error carries
//     the full URL), a command's captured stderr;
//
// to the sinks: mcp-go NewToolResultText/Error/Errorf/ErrorFromErr and
// NewTextContent, the Text field of any text content, go-sdk SetError, the
// error a handler returns when the SDK turns it into an isError result,
// and (for secrets and stack traces only) JSON-RPC error messages and data.
//
// Errors the tool creates itself (validation messages, errors.New) are not
// sources, and values passed through a sanitizer (a function whose name
// matches -errorleak.sanitizerpattern, one listed in -errorleak.sanitizers,
// strings.Replace and url.URL.Redacted) are clean.
package errorleak
