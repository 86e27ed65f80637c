package structurederror

import "github.com/mcplint/mcplint/analyzers/checkdoc"

// Documentation is the documentation of the structurederror check, the source of
// its Analyzer.Doc, "mcplint help structurederror", docs/checks/structurederror.md and its
// SARIF rule. In its raw strings, \' stands for a backtick.
var Documentation = &checkdoc.Doc{
	Name:  "structurederror",
	Title: `isError result that also carries structured content`,
	Finds: `* An \'isError: true\' result with structured content attached: mcp-go
  \'StructuredContent\' / \'RawStructuredContent\', go-sdk \'StructuredContent\', set in the
  literal, by a later assignment, or by a constructor (\'mcp.NewToolResultStructured\',
  \'NewToolResultStructuredOnly\', \'NewToolResultJSON\') followed by \'res.IsError = true\'
  or \'res.SetError(err)\'. Helpers are followed, in any package, also those that
  complete a result their caller made (\'withData(mcp.NewToolResultError("…"), q)\'
  where \'withData\' sets \'res.StructuredContent = v\' on its parameter and returns it),
  and the functions of the package a handler hands its triple or pair on to
  (\'return s.rows(ctx, in)\'), those with \'defer\' statements too and those that hand
  on a further function's results in turn, generic ones too (a call of \'bizOut[Out]\' handed
  on, whose isError result comes with a nil error on the path that builds it). A helper that attaches structured content
  only to the project's own error type (\'if c, ok := err.(apierr.Coded); ok { return
  c.Result() }\', a comma-ok type assertion of its parameter) is reported at a call only
  when the argument may be of that type: not for an error a dependency or the standard
  library made (\'os.ReadFile\', a driver's, \'fmt.Errorf\'), a value of another type,
  nor one a function of the module returns that never is (its sentinels, \'errors.New\';
  another package's by the \'results.ErrorTypesFact\' its analysis exports).
  The closures of a decorator of the project's own handler type that the package's tools
  pass through (\'wrap(docAccess(getDoc))\', \'docAccess\' refusing with
  \'apierr.ErrForbidden.Result()\') are judged as handlers are.
* The go-sdk typed-handler trap: a handler registered with \'mcp.AddTool\' (a
  \'ToolHandlerFor[In, Out]\') that returns an isError result with a **nil error**, e.g.
  \'return &mcp.CallToolResult{IsError: true, ...}, out, nil\'. The SDK marshals \'out\'
  into \'structuredContent\' whatever the result says — even a zero value, and even a nil
  pointer of a struct type (it substitutes the zero struct; before v1.3.0 only when it
  derives the tool's output schema itself: in a package that sets a \'Tool\'\'s
  \'OutputSchema\', a nil pointer output is sent as \'"structuredContent": null\' there
  and is not reported). Only an output of type
  \'any\' left nil is not attached, and a nil map or slice, which the SDK marshals to
  \'"structuredContent": null\', carries nothing. The same holds when a deferred function (a
  \'recover\' block or an error converter) stores an isError result into the named
  result and clears the error: reported at the assignment or \'SetError\' call in the
  deferred function, for an output of a non-interface type. A result literal whose
  \'IsError\' is a bool variable or expression (\'&mcp.CallToolResult{IsError: !ok}\')
  is an isError result on the paths where it is true: reported, naming the
  condition, when the output is surely attached (a struct, a map literal). The handler
  a generic decorator builds (\'func limit[I, O any](h mcp.ToolHandlerFor[I, O])
  mcp.ToolHandlerFor[I, O]\') is judged the same way at its own returns (the zero \'O\'
  beside an isError result, also through a generic helper \'return refused[O]()\'), when
  every instantiation of the decorator in the package has an output the SDK attaches
  (one made inside a generic registration helper, \'addTool[I, O]\' calling \'guard(h)\',
  has the outputs of that helper's instantiations, up to three helpers up).
  A decorator declared in another package of the module is reported where it is used:
  at the first call in each package that instantiates it with an output the SDK
  attaches, naming the decorator's returns (\'guard.go:39\') and how many other calls
  the package makes. An isError result with structured content that such a handler
  returns is reported in the decorator's package, whatever the output.`,
	Why: `On the error path a tool cannot produce a value that honestly conforms to its output
schema. Structured content on an error result makes the failure look like data to any
consumer that reads or validates \'structuredContent\' (the spec says clients SHOULD
validate it against the output schema): \'{"n":0}\' next to "lookup failed" is a
well-formed answer of zero. mcp-go sends it as it is (its output validation skips
isError results); go-sdk validates the marshalled output against the schema — a
failing validation turns the whole call into a JSON-RPC error with code 0.`,
	Bad: `// go-sdk typed handler: the SDK attaches Out{} as structured content
if q == "" {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "q is required"}}}, Out{}, nil
}
// mcp-go
res := mcp.NewToolResultStructured(report, "check failed")
res.IsError = true`,
	Good: `// go-sdk typed handler: the SDK makes an isError result without structured content
if q == "" {
	return nil, Out{}, errors.New("q is required")
}
// mcp-go
return mcp.NewToolResultError("check failed: 3 rules violated; see the rule ids"), nil`,
	Fix: `Leave structured content off error results and explain the failure in the text
content. In go-sdk typed handlers, return the failure as the handler's error value:
the SDK turns it into \'isError: true\' with the error text and no structured content
(or, for an \'Out\' of type \'any\', return a nil output). No automatic fix is offered.`,
	SDK: `* **go-sdk typed handlers** (\'mcp.AddTool\', \'ToolHandlerFor[In, Out]\'): with a nil error
  the SDK marshals \'out\' into \'structuredContent\' whatever the result says, even a zero
  value or a nil pointer of a struct type (before v1.3.0 a nil pointer only when the SDK
  derives the output schema; with the tool's own \'OutputSchema\' it is sent as
  \'"structuredContent": null\'); only an output of type \'any\' left nil is not
  attached, and a nil map or slice is sent as \'"structuredContent": null\' (no data). With a non-nil error it builds an isError result without structured content.
  A handler registered behind a typed adapter (an \'mcp.AddTool\' closure with
  \'Out = *T\' that calls a function value a decorator of the package returned,
  \'res, out, err := wrapped(ctx, req, in)\', and returns \'res, nil, err\' when the
  inner output is not a \'*T\') is judged with the adapter's output type: the SDK
  attaches the zero \'T\' beside every isError result of the inner handler, and of
  the typed handler it calls with the asserted input (\'return t.handleCopy(ctx, req,
  in.(CopyInput))\'), which is judged at its own returns.
  The output is validated against the output schema; a failing validation turns the
  call into a JSON-RPC error with code 0.
* **mcp-go**: \'StructuredContent\' and \'RawStructuredContent\' are sent as set; output
  validation skips isError results.`,
	NotReported: `* Structured content whose value may be nil on some path (\'StructuredContent: data\'
  where \'data\' may be nil) counts as attached only when it is surely non-nil.
* Results returned with an error that may be non-nil (the SDKs drop the result and, in
  go-sdk typed handlers, the output); a helper's pair whose error is always nil
  (\'return fail()\') counts as a nil error.
* The return of a function a handler hands its results on to where that function
  failed to encode its own output to JSON (\'return toolErr("encode result: %v", err)\'
  in a \'jsonResult(out)\' helper), or where a helper rendering the output as JSON
  text sets \'isError\' only for its own failure to encode it (\'return
  asJSON(out), out, nil\'): the server's bug, on a path no call reaches.
* A go-sdk typed handler with an \'any\' output that returns another function's
  triple, \'return toolError(msg)\', when that same-package function returns a nil
  output on every path (nothing is attached); one of another package is not
  looked into.
* Results whose \'isError\' comes from a variable outside a result literal of the
  handler (a helper's result, a later assignment), or that pass through calls that may
  change them; with a variable \'IsError\', an output that may be nil (a map variable,
  \'any\'); \'_test.go\' and generated files.`,
	Exits:    []string{"model"},
	Since:    "v0.1.0",
	Severity: checkdoc.Warning,
}
