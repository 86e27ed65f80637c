package sdk

// HandlerCanChooseCode reports whether a tool handler of SDK s (at versions
// v) can answer with a JSON-RPC error code of its choice: go-sdk from v1.2.0
// by returning an unwrapped &jsonrpc.Error{Code: …} (the alias did not exist
// before, and user code could not build the internal WireError); never in
// mcp-go, whose handler errors always become -32603 (mcp.JSONRPCError does
// not implement error).
func HandlerCanChooseCode(s SDK, v Versions) bool {
	return s == GoSDK && !v.GoSDKBefore("v1.2.0")
}
