// Package handlererror exercises the SDK model of mcp-go's
// server.NewHandlerError and its JSONRPCErrorProvider argument.
package handlererror

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type invalid struct{ name string }

func (e invalid) Error() string { return "invalid " + e.name }

func (e invalid) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_PARAMS, e.Error(), nil) // want `error constructor code=0 codearg=1` `sdk code -32602`
}

type failed struct{ err error }

func (e *failed) Error() string { return e.err.Error() }

func (e *failed) JSONRPCError() mcp.JSONRPCError {
	return mcp.JSONRPCError{Error: mcp.JSONRPCErrorDetails{Code: -32603, Message: fmt.Sprintf("failed: %v", e.err)}} // want `role 5` `role 6`
}

type custom struct{}

func (custom) Error() string { return "quota" }

func (custom) JSONRPCError() mcp.JSONRPCError {
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), 1001, "quota exceeded", nil) // want `error constructor code=0 codearg=1`
}

type mixed struct{ bad bool }

func (mixed) Error() string { return "mixed" }

func (e mixed) JSONRPCError() mcp.JSONRPCError {
	if e.bad {
		return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_PARAMS, "bad", nil) // want `error constructor code=0 codearg=1` `sdk code -32602`
	}
	return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INTERNAL_ERROR, "broken", nil) // want `error constructor code=0 codearg=1` `sdk code -32603`
}

func errs(err error) []error {
	return []error{
		server.NewHandlerError(invalid{name: "x"}),                // want `exposes provider ok=true code=-32602 known=true errtext=false elicitation=false failure=false`
		server.NewHandlerError(&failed{err: err}),                 // want `exposes provider ok=true code=-32603 known=true errtext=true elicitation=false failure=true`
		server.NewHandlerError(custom{}),                          // want `exposes provider ok=true code=1001 known=true errtext=false elicitation=false failure=false`
		server.NewHandlerError(mixed{}),                           // want `exposes provider ok=false code=0 known=false errtext=false elicitation=false failure=false`
		server.NewHandlerError(mcp.URLElicitationRequiredError{}), // want `exposes provider ok=true code=-32042 known=false errtext=false elicitation=true failure=false`
	}
}
