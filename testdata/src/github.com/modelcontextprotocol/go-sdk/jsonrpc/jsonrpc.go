// Package jsonrpc is a hand-written test stub of the API surface of
// github.com/modelcontextprotocol/go-sdk/jsonrpc (v1.8.0), for analysistest
// in GOPATH mode. Like the real package it aliases the internal jsonrpc2 types.
package jsonrpc

import "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"

type (
	// ID is a JSON-RPC request ID.
	ID = jsonrpc2.ID
	// Message is a JSON-RPC message.
	Message = jsonrpc2.Message
	// Request is a JSON-RPC request.
	Request = jsonrpc2.Request
	// Response is a JSON-RPC response.
	Response = jsonrpc2.Response
	// Error is a structured error in a JSON-RPC response.
	Error = jsonrpc2.WireError
)

// MakeID coerces the given Go value to an ID.
func MakeID(v any) (ID, error) { return jsonrpc2.MakeID(v) }

// EncodeMessage serializes a JSON-RPC message to its wire format.
func EncodeMessage(msg Message) ([]byte, error) { return jsonrpc2.EncodeMessage(msg) }

// DecodeMessage deserializes JSON-RPC wire format data into a Message.
func DecodeMessage(data []byte) (Message, error) { return jsonrpc2.DecodeMessage(data) }

// Standard JSON-RPC 2.0 error codes (untyped constants, as in the real SDK).
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
)
