package server

import (
	"context"
	"io"
	"log"
	"net/http"
)

// StdioContextFunc injects context for stdio requests.
type StdioContextFunc func(ctx context.Context) context.Context

// StdioServer wraps an MCPServer for stdio transport.
type StdioServer struct {
	server *MCPServer
}

// StdioOption configures a StdioServer.
type StdioOption func(*StdioServer)

func WithErrorLogger(logger *log.Logger) StdioOption       { return func(*StdioServer) {} }
func WithStdioContextFunc(fn StdioContextFunc) StdioOption { return func(*StdioServer) {} }

func NewStdioServer(server *MCPServer) *StdioServer { return &StdioServer{server: server} }

func (s *StdioServer) SetErrorLogger(logger *log.Logger)  {}
func (s *StdioServer) SetContextFunc(fn StdioContextFunc) {}

func (s *StdioServer) Listen(ctx context.Context, stdin io.Reader, stdout io.Writer) error {
	panic("stub")
}

// ServeStdio serves the server over stdin/stdout.
func ServeStdio(server *MCPServer, opts ...StdioOption) error { panic("stub") }

// HTTPContextFunc injects context from an HTTP request.
type HTTPContextFunc func(ctx context.Context, r *http.Request) context.Context

// StreamableHTTPOption configures a StreamableHTTPServer.
type StreamableHTTPOption func(*StreamableHTTPServer)

func WithEndpointPath(endpointPath string) StreamableHTTPOption {
	return func(*StreamableHTTPServer) {}
}
func WithStateLess(stateLess bool) StreamableHTTPOption { return func(*StreamableHTTPServer) {} }
func WithHTTPContextFunc(fn HTTPContextFunc) StreamableHTTPOption {
	return func(*StreamableHTTPServer) {}
}

// StreamableHTTPServer serves MCP over streamable HTTP; it is an http.Handler.
type StreamableHTTPServer struct {
	server *MCPServer
}

func NewStreamableHTTPServer(server *MCPServer, opts ...StreamableHTTPOption) *StreamableHTTPServer {
	s := &StreamableHTTPServer{server: server}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

func (s *StreamableHTTPServer) ServeHTTP(w http.ResponseWriter, r *http.Request) { panic("stub") }
func (s *StreamableHTTPServer) Start(addr string) error                          { panic("stub") }
func (s *StreamableHTTPServer) Shutdown(ctx context.Context) error               { return nil }

// SSEContextFunc injects context from an HTTP request.
type SSEContextFunc func(ctx context.Context, r *http.Request) context.Context

// SSEOption configures an SSEServer.
type SSEOption func(*SSEServer)

func WithBaseURL(baseURL string) SSEOption           { return func(*SSEServer) {} }
func WithSSEContextFunc(fn SSEContextFunc) SSEOption { return func(*SSEServer) {} }
func WithMessageEndpoint(endpoint string) SSEOption  { return func(*SSEServer) {} }
func WithSSEEndpoint(endpoint string) SSEOption      { return func(*SSEServer) {} }
func WithStaticBasePath(basePath string) SSEOption   { return func(*SSEServer) {} }
func WithKeepAlive(keepAlive bool) SSEOption         { return func(*SSEServer) {} }

// SSEServer serves MCP over server-sent events; it is an http.Handler.
type SSEServer struct {
	server *MCPServer
}

func NewSSEServer(server *MCPServer, opts ...SSEOption) *SSEServer {
	s := &SSEServer{server: server}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

func (s *SSEServer) Start(addr string) error                          { panic("stub") }
func (s *SSEServer) Shutdown(ctx context.Context) error               { return nil }
func (s *SSEServer) ServeHTTP(w http.ResponseWriter, r *http.Request) { panic("stub") }
func (s *SSEServer) SSEHandler() http.Handler                         { return s }
func (s *SSEServer) MessageHandler() http.Handler                     { return s }
