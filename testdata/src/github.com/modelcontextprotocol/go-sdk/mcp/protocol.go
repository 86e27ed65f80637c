// Package mcp is a hand-written test stub of the API surface of
// github.com/modelcontextprotocol/go-sdk/mcp (v1.8.0), for analysistest in
// GOPATH mode. Names, signatures, fields, JSON tags and constant values follow
// the real SDK; bodies are minimal.
package mcp

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// MCP-specific error codes (untyped constants).
const (
	CodeHeaderMismatch                    = -32020
	CodeMissingRequiredClientCapabilities = -32021
	CodeUnsupportedProtocolVersion        = -32022
	CodeURLElicitationRequired            = -32042
)

// CodeResourceNotFound is a variable (not a constant) equal to -32602 since v1.7.0.
//
// Deprecated: Use [jsonrpc.CodeInvalidParams] directly.
var CodeResourceNotFound int64 = jsonrpc.CodeInvalidParams

// ResourceNotFoundError returns a *jsonrpc.Error for a missing resource.
func ResourceNotFoundError(uri string) error {
	return &jsonrpc.Error{
		Code:    CodeResourceNotFound,
		Message: "Resource not found",
		Data:    json.RawMessage(fmt.Sprintf(`{"uri":%q}`, uri)),
	}
}

// URLElicitationRequiredError returns a *jsonrpc.Error with code -32042. It
// panics unless every elicitation is in URL mode.
func URLElicitationRequiredError(elicitations []*ElicitParams) error {
	for _, e := range elicitations {
		if e.Mode != "url" {
			panic(fmt.Sprintf("URLElicitationRequiredError requires all elicitations to be URL mode, got %q", e.Mode))
		}
	}
	data, _ := json.Marshal(map[string]any{"elicitations": elicitations})
	return &jsonrpc.Error{Code: CodeURLElicitationRequired, Message: "URL elicitation required", Data: json.RawMessage(data)}
}

// Meta is additional metadata for requests, responses and other types.
type Meta map[string]any

func (m Meta) GetMeta() map[string]any { return m }

func (m *Meta) SetMeta(x map[string]any) { *m = x }

// Params is a parameter (input) type for an MCP call or notification.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

// Result is a result of an MCP call.
type Result interface {
	isResult()
	GetMeta() map[string]any
	SetMeta(map[string]any)
}

// A Request is a method request with parameters and additional information.
type Request interface {
	isRequest()
	GetSession() Session
	GetParams() Params
	GetExtra() *RequestExtra
}

// A Session is either a ClientSession or a ServerSession.
type Session interface {
	ID() string
	isSession()
}

// A ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

func (*ServerRequest[P]) isRequest()                {}
func (r *ServerRequest[P]) GetSession() Session     { return r.Session }
func (r *ServerRequest[P]) GetParams() Params       { return r.Params }
func (r *ServerRequest[P]) GetExtra() *RequestExtra { return r.Extra }

// CallToolRequest is the request passed to tool handlers.
type CallToolRequest = ServerRequest[*CallToolParamsRaw]

// RequestExtra is extra information included in requests, typically from
// the transport layer. It is nil outside streamable HTTP.
type RequestExtra struct {
	TokenInfo      *auth.TokenInfo
	Header         http.Header
	CloseSSEStream func(CloseSSEStreamArgs)
}

type CloseSSEStreamArgs struct{}

// InputRequest is a server-to-client request inside an input-required result.
type InputRequest interface{ isInputRequest() }

type InputRequestMap map[string]InputRequest

// InputResponse is the client's answer to an InputRequest.
type InputResponse interface{ isInputResponse() }

type InputResponseMap map[string]InputResponse

// CallToolParamsRaw is passed to tool handlers on the server.
type CallToolParamsRaw struct {
	Meta           `json:"_meta,omitempty"`
	Name           string           `json:"name"`
	Arguments      json.RawMessage  `json:"arguments,omitempty"`
	InputResponses InputResponseMap `json:"inputResponses,omitempty"`
	RequestState   string           `json:"requestState,omitempty"`
}

func (x *CallToolParamsRaw) isParams()              {}
func (x *CallToolParamsRaw) isNil() bool            { return x == nil }
func (x *CallToolParamsRaw) GetProgressToken() any  { return x.Meta["progressToken"] }
func (x *CallToolParamsRaw) SetProgressToken(t any) {}

type resultType string

// A CallToolResult is the server's response to a tool call.
type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content       `json:"content"`
	StructuredContent any             `json:"structuredContent,omitempty"`
	IsError           bool            `json:"isError,omitempty"`
	InputRequests     InputRequestMap `json:"inputRequests,omitempty"`
	RequestState      string          `json:"requestState,omitempty"`
	resultType        resultType
	err               error
}

// SetError sets IsError and records err; Content is set to the error text
// only if it is empty.
func (r *CallToolResult) SetError(err error) {
	if len(r.Content) == 0 {
		r.Content = []Content{&TextContent{Text: err.Error()}}
	}
	r.IsError = true
	r.err = err
}

// GetError returns the error set with SetError, or nil if none.
func (r *CallToolResult) GetError() error { return r.err }

func (*CallToolResult) isResult() {}

func (r *CallToolResult) NeedsInput() bool { return r.resultType == "input_required" }

// ElicitParams are the parameters of an elicitation request.
type ElicitParams struct {
	Meta            `json:"_meta,omitempty"`
	Mode            string `json:"mode"`
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
	URL             string `json:"url,omitempty"`
	ElicitationID   string `json:"elicitationId,omitempty"`
}

func (x *ElicitParams) isParams()       {}
func (x *ElicitParams) isInputRequest() {}
func (x *ElicitParams) isNil() bool     { return x == nil }

type Role string

type Annotations struct {
	Audience     []Role  `json:"audience,omitempty"`
	LastModified string  `json:"lastModified,omitempty"`
	Priority     float64 `json:"priority,omitempty"`
}

type IconTheme string

type Icon struct {
	Source   string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

// Tool is a tool definition that a client can call.
type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
	Icons        []Icon           `json:"icons,omitempty"`
}

type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

// Implementation describes the name and version of an MCP implementation.
type Implementation struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}
