package sdk

// HandlerCanChooseCode reports whether a tool handler of SDK s (at versions
// v) can answer with a JSON-RPC error code of its choice: go-sdk from v1.2.0
// by returning an unwrapped &jsonrpc.Error{Code: …} (the alias did not exist
// before, and user code could not build the internal WireError); mcp-go
// from v1.5.0 by returning server.NewHandlerError(p) for a
// JSONRPCErrorProvider p (before, handler errors always became -32603, as
// mcp.JSONRPCError does not implement error; see [IsNewHandlerError]).
func HandlerCanChooseCode(s SDK, v Versions) bool {
	switch s {
	case GoSDK:
		return !v.GoSDKBefore("v1.2.0")
	case MCPGo:
		return HandlerErrorExposed(v)
	}
	return false
}
