// Package gosdk holds go-sdk tool handlers for the wrappedrpcerror check.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	pkgerrors "github.com/pkg/errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"rpcerror/apierr"
)

type in struct{ URI, Token string }
type out struct{ Text string }

var errNotFound = errors.New("not found")

var errQuota = pkgerrors.New("quota exceeded")

type files struct{}

func (files) Read(uri string) (string, error) { return "", nil }

func register(s *mcp.Server, fs files) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, read)
	mcp.AddTool(s, &mcp.Tool{Name: "auth"}, auth)
	mcp.AddTool(s, &mcp.Tool{Name: "closure"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if _, err := fs.Read(a.URI); err != nil {
			return nil, out{}, pkgerrors.Wrap(mcp.ResourceNotFoundError(a.URI), "read") // want `tool "closure" handler returns mcp.ResourceNotFoundError \(-32602\) wrapped in another error: the typed handler passes only an unwrapped \*jsonrpc.Error through, so the client gets an isError result instead of the protocol error; return it unwrapped`
		}
		return nil, out{}, nil
	})
	s.AddTool(&mcp.Tool{Name: "low"}, low)
	mcp.AddTool(s, &mcp.Tool{Name: "crosswrapped"}, crossWrapped)
}

func read(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	text, err := (files{}).Read(a.URI)
	switch {
	case a.URI == "":
		return nil, out{}, fmt.Errorf("bad request: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "uri is required"}) // want `tool "read" handler returns a \*jsonrpc.Error with code -32602 wrapped in another error`
	case errors.Is(err, errNotFound):
		nf := mcp.ResourceNotFoundError(a.URI)
		return nil, out{}, fmt.Errorf("reading %s: %w", a.URI, nf) // want `tool "read" handler returns mcp.ResourceNotFoundError \(-32602\) wrapped`
	case err != nil:
		// An execution failure wrapped: becoming isError is right.
		return nil, out{}, fmt.Errorf("read: %w", &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "io"})
	case text == "gone":
		return nil, out{}, mcp.ResourceNotFoundError(a.URI) // unwrapped: fine
	case text == "formatted":
		return nil, out{}, fmt.Errorf("reading: %v", mcp.ResourceNotFoundError(a.URI)) // %v does not wrap
	case text == "joined":
		return nil, out{}, errors.Join(errNotFound, mcp.ResourceNotFoundError(a.URI)) // want `tool "read" handler returns mcp.ResourceNotFoundError \(-32602\) wrapped`
	}
	return nil, out{Text: text}, nil
}

func auth(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	err := mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: "https://example.com/consent"}})
	if a.Token == "" {
		err = fmt.Errorf("consent needed: %w", err)
	}
	if a.URI == "" {
		return nil, out{}, err // want `tool "auth" handler returns mcp.URLElicitationRequiredError \(-32042\) wrapped`
	}
	return nil, out{}, nil
}

// low is a low-level handler: the code of a wrapped *jsonrpc.Error survives,
// its data does not.
func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a in
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, fmt.Errorf("arguments: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad arguments"}) // no data: fine
	}
	if a.Token == "" {
		return nil, fmt.Errorf("auth: %w", mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: "https://example.com"}})) // want `tool "low" handler returns mcp.URLElicitationRequiredError \(-32042\) wrapped in another error: go-sdk keeps its code but drops the data the client needs; return it unwrapped`
	}
	if a.URI == "quota" {
		return nil, pkgerrors.Wrapf(&jsonrpc.Error{Code: 1001, Message: "quota", Data: json.RawMessage(`{"retryAfter":30}`)}, "tool %s", "low") // want `tool "low" handler returns a \*jsonrpc.Error with code 1001 wrapped`
	}
	return nil, mcp.ResourceNotFoundError(a.URI) // unwrapped: fine
}

// crossWrapped wraps a protocol answer another package's helper builds.
func crossWrapped(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.URI == "" {
		return nil, out{}, fmt.Errorf("validate: %w", apierr.InvalidParams("uri is required")) // want `tool "crosswrapped" handler returns a \*jsonrpc.Error with code -32602 wrapped in another error`
	}
	return nil, out{}, nil
}
