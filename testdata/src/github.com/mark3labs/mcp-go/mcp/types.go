// Package mcp is a hand-written test stub of the API surface of
// github.com/mark3labs/mcp-go/mcp (v1.6.0), for analysistest in GOPATH mode.
// Names, signatures, fields, JSON tags and constant values follow the real
// SDK; bodies are minimal.
package mcp

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// MCPMethod is an MCP method name.
type MCPMethod string

const (
	MethodToolsList MCPMethod = "tools/list"
	MethodToolsCall MCPMethod = "tools/call"
)

// JSONRPC_VERSION is the version of JSON-RPC used by MCP.
const JSONRPC_VERSION = "2.0"

const (
	ContentTypeText       = "text"
	ContentTypeImage      = "image"
	ContentTypeAudio      = "audio"
	ContentTypeLink       = "resource_link"
	ContentTypeResource   = "resource"
	ContentTypeToolUse    = "tool_use"
	ContentTypeToolResult = "tool_result"

	ElicitationModeForm = "form"
	ElicitationModeURL  = "url"
)

// Standard JSON-RPC error codes.
const (
	PARSE_ERROR         = -32700
	INVALID_REQUEST     = -32600
	METHOD_NOT_FOUND    = -32601
	INVALID_PARAMS      = -32602
	INTERNAL_ERROR      = -32603
	REQUEST_INTERRUPTED = -32800
)

// MCP error codes.
const (
	RESOURCE_NOT_FOUND                 = -32002
	URL_ELICITATION_REQUIRED           = -32042
	HEADER_MISMATCH                    = -32020
	MISSING_REQUIRED_CLIENT_CAPABILITY = -32021
	UNSUPPORTED_PROTOCOL_VERSION       = -32022
)

// Sentinel errors for common JSON-RPC error codes.
var (
	ErrParseError                     = errors.New("parse error")
	ErrInvalidRequest                 = errors.New("invalid request")
	ErrMethodNotFound                 = errors.New("method not found")
	ErrInvalidParams                  = errors.New("invalid params")
	ErrInternalError                  = errors.New("internal error")
	ErrRequestInterrupted             = errors.New("request interrupted")
	ErrResourceNotFound               = errors.New("resource not found")
	ErrEmbeddedResourceMissingVariant = errors.New("missing text or blob field")
	ErrEmbeddedResourceMissingURI     = errors.New("resource uri is missing")
)

// ProgressToken is used to associate progress notifications with a request.
type ProgressToken any

// Meta is metadata attached to a request's parameters or a result.
type Meta struct {
	ProgressToken    ProgressToken
	AdditionalFields map[string]any
}

type Request struct {
	Method string        `json:"method"`
	Params RequestParams `json:"params,omitzero"`
}

type RequestParams struct {
	Meta *Meta `json:"_meta,omitempty"`
}

// ResultType indicates how a client should interpret a result.
type ResultType string

const (
	ResultTypeComplete      ResultType = "complete"
	ResultTypeInputRequired ResultType = "input_required"
)

type Result struct {
	Meta       *Meta      `json:"_meta,omitempty"`
	ResultType ResultType `json:"resultType,omitempty"`
}

// InputRequest is one server-to-client request inside an input-required result.
type InputRequest struct {
	Method      MCPMethod          `json:"method"`
	Elicitation *ElicitationParams `json:"-"`
}

type InputRequests map[string]InputRequest

// InputResponse is the client's answer to one InputRequest.
type InputResponse struct {
	raw json.RawMessage
}

type InputResponses map[string]InputResponse

type MultiRoundTripResult struct {
	InputRequests InputRequests `json:"inputRequests,omitempty"`
	RequestState  string        `json:"requestState,omitempty"`
}

type MultiRoundTripParams struct {
	InputResponses InputResponses `json:"inputResponses,omitempty"`
	RequestState   string         `json:"requestState,omitempty"`
}

// RequestId is a uniquely identifying ID for a request in JSON-RPC.
type RequestId struct {
	value any
}

func NewRequestId(value any) RequestId { return RequestId{value: value} }

func (r RequestId) Value() any     { return r.value }
func (r RequestId) IsNil() bool    { return r.value == nil }
func (r RequestId) String() string { return fmt.Sprint(r.value) }

// JSONRPCError represents a non-successful (error) response to a request.
// It does not implement error.
type JSONRPCError struct {
	JSONRPC string              `json:"jsonrpc"`
	ID      RequestId           `json:"id"`
	Error   JSONRPCErrorDetails `json:"error"`
}

// JSONRPCErrorDetails represents a JSON-RPC error. It does not implement error.
type JSONRPCErrorDetails struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

// AsError maps JSONRPCErrorDetails to a Go error.
func (e *JSONRPCErrorDetails) AsError() error { return errors.New(e.Message) }

func NewJSONRPCErrorDetails(code int, message string, data any) JSONRPCErrorDetails {
	return JSONRPCErrorDetails{Code: code, Message: message, Data: data}
}

func NewJSONRPCError(id RequestId, code int, message string, data any) JSONRPCError {
	return JSONRPCError{JSONRPC: JSONRPC_VERSION, ID: id, Error: NewJSONRPCErrorDetails(code, message, data)}
}

// ElicitationParams contains the parameters for an elicitation request.
type ElicitationParams struct {
	Meta            *Meta  `json:"_meta,omitempty"`
	Mode            string `json:"mode,omitempty"`
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
	ElicitationID   string `json:"elicitationId,omitempty"`
	URL             string `json:"url,omitempty"`
}

// URLElicitationRequiredError is returned when the server requires URL
// elicitation to proceed.
type URLElicitationRequiredError struct {
	Elicitations []ElicitationParams `json:"elicitations"`
}

func (e URLElicitationRequiredError) Error() string {
	return fmt.Sprintf("URL elicitation required: %d elicitation(s) needed", len(e.Elicitations))
}

func (e URLElicitationRequiredError) JSONRPCError() JSONRPCError {
	return JSONRPCError{JSONRPC: JSONRPC_VERSION, Error: JSONRPCErrorDetails{
		Code: URL_ELICITATION_REQUIRED, Message: e.Error(),
		Data: map[string]any{"elicitations": e.Elicitations},
	}}
}

func (e URLElicitationRequiredError) Is(target error) bool {
	_, ok := target.(URLElicitationRequiredError)
	return ok
}

// Annotations are optional hints for the client.
type Annotations struct {
	Audience     []Role   `json:"audience,omitempty"`
	Priority     *float64 `json:"priority,omitempty"`
	LastModified string   `json:"lastModified,omitempty"`
}

type Role string

type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

// Content is implemented (with value receivers) by all content types.
type Content interface {
	isContent()
}

type TextContent struct {
	Annotated
	Meta *Meta  `json:"_meta,omitempty"`
	Type string `json:"type"`
	Text string `json:"text"`
}

func (TextContent) isContent() {}

type ImageContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (ImageContent) isContent() {}

type AudioContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (AudioContent) isContent() {}

type ResourceLink struct {
	Annotated
	Meta        *Meta  `json:"_meta,omitempty"`
	Type        string `json:"type"`
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description"`
	MIMEType    string `json:"mimeType"`
	Size        *int64 `json:"size,omitempty"`
}

func (ResourceLink) isContent() {}

type EmbeddedResource struct {
	Annotated
	Meta     *Meta            `json:"_meta,omitempty"`
	Type     string           `json:"type"`
	Resource ResourceContents `json:"resource"`
}

func (EmbeddedResource) isContent() {}

// ToolResultContent is a sampling content block, not a CallToolResult.
type ToolResultContent struct {
	Annotated
	Meta                 *Meta           `json:"_meta,omitempty"`
	Type                 string          `json:"type"`
	ToolUseID            string          `json:"toolUseId"`
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

func (ToolResultContent) isContent() {}

type ResourceContents interface {
	isResourceContents()
}

type TextResourceContents struct {
	Meta     map[string]any `json:"_meta,omitempty"`
	URI      string         `json:"uri"`
	MIMEType string         `json:"mimeType,omitempty"`
	Text     string         `json:"text"`
}

func (TextResourceContents) isResourceContents() {}

type BlobResourceContents struct {
	Meta     map[string]any `json:"_meta,omitempty"`
	URI      string         `json:"uri"`
	MIMEType string         `json:"mimeType,omitempty"`
	Blob     string         `json:"blob"`
}

func (BlobResourceContents) isResourceContents() {}

// CallToolRequest is used by the client to invoke a tool provided by the server.
type CallToolRequest struct {
	Request
	Header http.Header    `json:"-"`
	Params CallToolParams `json:"params"`
}

type CallToolParams struct {
	Name      string      `json:"name"`
	Arguments any         `json:"arguments,omitempty"`
	Meta      *Meta       `json:"_meta,omitempty"`
	Task      *TaskParams `json:"task,omitempty"`
	MultiRoundTripParams
	RawArguments json.RawMessage `json:"-"`
}

// CallToolResult is the server's response to a tool call.
type CallToolResult struct {
	Result
	MultiRoundTripResult
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

func (r *CallToolResult) NeedsInput() bool {
	return r != nil && r.ResultType == ResultTypeInputRequired
}

type TaskStatus string

type Task struct {
	TaskId        string     `json:"taskId"`
	Status        TaskStatus `json:"status"`
	StatusMessage string     `json:"statusMessage,omitempty"`
	CreatedAt     string     `json:"createdAt"`
	LastUpdatedAt string     `json:"lastUpdatedAt"`
	TTL           *int64     `json:"ttl"`
	PollInterval  *int64     `json:"pollInterval,omitempty"`
}

type TaskParams struct {
	TTL *int64 `json:"ttl,omitempty"`
}

// CreateTaskResult is returned when a task-augmented request is accepted.
type CreateTaskResult struct {
	Result
	Task              Task      `json:"task"`
	Content           []Content `json:"-"`
	StructuredContent any       `json:"-"`
	IsError           bool      `json:"-"`
}

type Implementation struct {
	Name        string `json:"name"`
	Version     string `json:"version"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

type IconTheme string

type Icon struct {
	Src      string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

// UnsupportedProtocolVersionError reports a rejected protocol version.
type UnsupportedProtocolVersionError struct {
	Version   string
	Supported []string
}

func (e UnsupportedProtocolVersionError) Error() string {
	return fmt.Sprintf("unsupported protocol version: %q", e.Version)
}

// HeaderMismatchError reports a bad standard MCP HTTP header.
type HeaderMismatchError struct {
	Header string
	Reason string
}

func (e HeaderMismatchError) Error() string {
	return fmt.Sprintf("header mismatch: %s: %s", e.Header, e.Reason)
}

// MissingRequiredClientCapabilityError reports a missing client capability.
type MissingRequiredClientCapabilityError struct {
	Capability string
}

func (e MissingRequiredClientCapabilityError) Error() string {
	return fmt.Sprintf("missing required client capability: %q", e.Capability)
}

// JSONRPCMessage is any JSON-RPC message.
type JSONRPCMessage any
