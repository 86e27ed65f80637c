// Package shapeswire builds the JSON-RPC answers of package shapes.
package shapeswire

// Error is a JSON-RPC error.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Response is a JSON-RPC response.
type Response struct {
	ID     any    `json:"id"`
	Result any    `json:"result,omitempty"`
	Error  *Error `json:"error,omitempty"`
}

// MethodNotFound answers -32601.
func MethodNotFound(id any, msg string) Response {
	return Response{ID: id, Error: &Error{Code: -32601, Message: msg}}
}

// InvalidParams answers -32602.
func InvalidParams(id any, msg string) Response {
	return Response{ID: id, Error: &Error{Code: -32602, Message: msg}}
}

// OK answers a result.
func OK(id any, result any) Response {
	return Response{ID: id, Result: result}
}
