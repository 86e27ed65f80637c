package wrappedrpcerror

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the wrappedrpcerror check, the source of
// its Analyzer.Doc, "mcplint help wrappedrpcerror", docs/checks/wrappedrpcerror.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "wrappedrpcerror",
	Title: `a go-sdk handler returns a wrapped *jsonrpc.Error`,
	Finds: `A \'return\' of a go-sdk tool handler whose error is a \'*jsonrpc.Error\' wrapped in another
error — \'fmt.Errorf("…: %w", e)\', \'errors.Join(…, e)\', \'github.com/pkg/errors.Wrap(e, …)\'
and the like — where the wrapping loses something the client needs:

* **typed handlers** (\'mcp.AddTool\' with \'ToolHandlerFor[In, Out]\'): any wrapped
  \'*jsonrpc.Error\' that is a protocol answer — \'mcp.URLElicitationRequiredError(…)\'
  (-32042), \'mcp.ResourceNotFoundError(uri)\', \'&jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, …}\'.
* **low-level handlers** (\'(*Server).AddTool\' with \'mcp.ToolHandler\', and functions a
  project wrapper forwards to one): a wrapped \'*jsonrpc.Error\' whose **data** the client
  needs — URL elicitations, the missing resource's URI, or a literal with \'Data\' set.

The \'*jsonrpc.Error\' is tracked through SSA: variables, phi nodes, wrapping calls,
\'&jsonrpc.Error{…}\' literals, the SDK's constructors, and helpers of other packages
whose error is always one (\'fmt.Errorf("validate: %w", apierr.InvalidParams(…))\', known
by a fact).`,
	Why: `go-sdk's typed adapter checks the handler's error with a plain type assertion,
\'err.(*jsonrpc.Error)\', not \'errors.As\'. Unwrapped, the error goes out as the protocol
error it is; wrapped, the adapter makes an isError result with the outer text. A client
waiting for -32042 never opens the consent URL; one waiting for a resource-not-found
error never learns which URI is missing.

Low-level handlers go through jsonrpc2's \'toWireError\', which finds a wrapped
\'*jsonrpc.Error\' with \'errors.As\' and keeps its **code** — but takes the message from the
outer \'err.Error()\' and **drops the data**. A wrapped URL-elicitation error reaches the
client as -32042 without \'data.elicitations\'.`,
	Bad: `// go-sdk typed handler
if err := needConsent(a.User); err != nil {
	return nil, out{}, fmt.Errorf("consent needed: %w",
		mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: consentURL}}))
}`,
	Good: `return nil, out{}, mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: consentURL}})`,
	Fix: `When the return statement itself wraps the error and the wrapping call keeps exactly one
operand — the \'%w\' operand of \'fmt.Errorf\' with a single \'%w\', or the error argument of a
\'pkg/errors\'-style wrapper — the fix returns that operand unwrapped, unless that would
leave a local variable or an import unused. \'errors.Join\' gets no fix: which operand to
keep is the author's call.`,
	SDK: `mcp-go finds a wrapped \'URLElicitationRequiredError\' with \'errors.As\' and keeps its
data: nothing to report there.

The go-sdk behaviour (plain type assertion in the typed adapter, \'errors.As\' with the
outer message and no data in \'toWireError\') holds for every go-sdk release that
exports \'jsonrpc.Error\' (v1.2.0 and later); before v1.2.0 user code cannot build one.`,
	NotReported: `* A wrapped \'*jsonrpc.Error\' that carries an execution failure (code -32603, code 0, or a
  message built from a failed call's error) in a typed handler: becoming an isError
  result is what should happen (\'rpcerror\' reports such errors when unwrapped).
* \'fmt.Errorf\' with \'%v\' / \'%s\' (no wrapping: the chain holds no \'*jsonrpc.Error\').
* Wrapped errors without data in low-level handlers: their code survives.
* mcp-go handlers, generated files and \'_test.go\' files.`,
	Limits: `* Errors wrapped by project helpers (\'func wrap(err error) error { return fmt.Errorf(…%w…) }\')
  or by custom types with an \'Unwrap\' method are not followed.`,
	Exits:    []string{"client", "model"},
	Since:    "v0.1.0",
	Severity: checkdoc.Error,
}
