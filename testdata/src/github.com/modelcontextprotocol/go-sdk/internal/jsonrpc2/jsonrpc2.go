// Package jsonrpc2 is a hand-written test stub of the API surface of
// github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2 (v1.8.0), for
// analysistest in GOPATH mode. Names, fields and JSON tags follow the real
// SDK; bodies are minimal.
package jsonrpc2

import (
	"encoding/json"
	"errors"
)

var (
	ErrParse          = NewError(-32700, "parse error")
	ErrInvalidRequest = NewError(-32600, "invalid request")
	ErrMethodNotFound = NewError(-32601, "method not found")
	ErrInvalidParams  = NewError(-32602, "invalid params")
	ErrInternal       = NewError(-32603, "internal error")
	ErrUnknown        = NewError(-32001, "unknown error")
	ErrServerClosing  = NewError(-32004, "server is closing")
	ErrClientClosing  = NewError(-32003, "client is closing")
	ErrRejected       = NewError(-32005, "rejected by transport")
)

// WireError represents a structured error in a Response.
type WireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

// NewError returns an error that will encode on the wire correctly.
func NewError(code int64, message string) error {
	return &WireError{Code: code, Message: message}
}

func (err *WireError) Error() string { return err.Message }

func (err *WireError) Is(other error) bool {
	w, ok := other.(*WireError)
	if !ok || w == nil {
		return false
	}
	return err.Code == w.Code
}

// ID is a Request identifier.
type ID struct {
	value any
}

func StringID(s string) ID { return ID{value: s} }
func Int64ID(i int64) ID   { return ID{value: i} }

func (id ID) IsValid() bool { return id.value != nil }
func (id ID) Raw() any      { return id.value }

// MakeID coerces the given Go value to an ID.
func MakeID(v any) (ID, error) {
	switch v := v.(type) {
	case nil:
		return ID{}, nil
	case float64:
		return Int64ID(int64(v)), nil
	case string:
		return StringID(v), nil
	}
	return ID{}, errors.New("invalid ID type")
}

type wireCombined struct{}

// Message is the interface to all JSON-RPC message types.
type Message interface {
	marshal(to *wireCombined)
}

// Request is a Message sent to a peer to request behavior.
type Request struct {
	ID     ID
	Method string
	Params json.RawMessage
	Extra  any
}

// Response is a Message used as a reply to a call Request.
type Response struct {
	Result json.RawMessage
	Error  error
	ID     ID
	Extra  any
}

func (*Request) marshal(*wireCombined)  {}
func (*Response) marshal(*wireCombined) {}

func EncodeMessage(msg Message) ([]byte, error)  { panic("stub") }
func DecodeMessage(data []byte) (Message, error) { panic("stub") }
