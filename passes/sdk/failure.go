package sdk

// ErrorTextPrefix returns the text an SDK puts before err.Error() when it
// turns an error returned by a handler of kind k into an isError result:
// mcp-go's NewStructuredToolHandler writes "tool execution failed: <err>";
// the others write the error's text alone.
func ErrorTextPrefix(k HandlerKind) string {
	if k == MCPGoStructured {
		return "tool execution failed: "
	}
	return ""
}

// PanicFate describes, for the failure surface, what a panic in a tool
// handler of SDK s does when no deferred recover in the handler or a
// project wrapper stops it: mcp-go answers JSON-RPC -32603 on stdio and
// SSE (or with server.WithRecovery) and aborts the connection on
// streamable HTTP; go-sdk has no recover at all, so the server process
// dies.
func PanicFate(s SDK) string {
	switch s {
	case MCPGo:
		return "panic: -32603 on stdio/SSE or with WithRecovery, connection aborted on streamable HTTP"
	case GoSDK:
		return "panic: go-sdk recovers nothing, the server process dies"
	}
	return "panic: unless the server recovers it, the process dies"
}
