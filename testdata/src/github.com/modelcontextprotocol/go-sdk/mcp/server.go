package mcp

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// A ToolHandler handles a call to tools/call (low-level API). An error it
// returns is treated as a protocol error.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// A ToolHandlerFor handles a call to tools/call with typed arguments and
// results. An error it returns becomes an IsError result, unless it is an
// unwrapped *jsonrpc.Error.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

// A MethodHandler handles MCP messages.
type MethodHandler func(ctx context.Context, method string, req Request) (result Result, err error)

// Middleware is a function from MethodHandler to MethodHandler.
type Middleware func(MethodHandler) MethodHandler

// ServerOptions is used to configure behavior of the server.
type ServerOptions struct {
	Instructions              string
	Logger                    *slog.Logger
	PageSize                  int
	KeepAlive                 time.Duration
	KeepAliveFailureThreshold int
	HasPrompts                bool
	HasResources              bool
	HasTools                  bool
	GetSessionID              func() string
}

// A Server is an instance of an MCP server.
type Server struct {
	impl                *Implementation
	opts                ServerOptions
	tools               map[string]ToolHandler
	sendingMiddleware   []Middleware
	receivingMiddleware []Middleware
}

// NewServer creates a new MCP server.
func NewServer(impl *Implementation, options *ServerOptions) *Server {
	s := &Server{impl: impl, tools: map[string]ToolHandler{}}
	if options != nil {
		s.opts = *options
	}
	return s
}

// AddTool adds a tool with a low-level handler. It panics if InputSchema is nil.
func (s *Server) AddTool(t *Tool, h ToolHandler) {
	if t.InputSchema == nil {
		panic("AddTool: missing input schema")
	}
	s.tools[t.Name] = h
}

// AddTool adds a tool with a typed handler to the server.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	tt := *t
	if tt.InputSchema == nil {
		tt.InputSchema = map[string]any{"type": "object"}
	}
	s.AddTool(&tt, func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			var errRes CallToolResult
			errRes.SetError(err)
			return &errRes, nil
		}
		res, _, err := h(ctx, req, in)
		if err != nil {
			if wireErr, ok := err.(*jsonrpc.Error); ok {
				return nil, wireErr
			}
			var errRes CallToolResult
			errRes.SetError(err)
			return &errRes, nil
		}
		if res == nil {
			res = &CallToolResult{}
		}
		return res, nil
	})
}

// RemoveTools removes the tools with the given names.
func (s *Server) RemoveTools(names ...string) {
	for _, n := range names {
		delete(s.tools, n)
	}
}

// AddSendingMiddleware wraps the current sending method handler.
func (s *Server) AddSendingMiddleware(middleware ...Middleware) {
	s.sendingMiddleware = append(s.sendingMiddleware, middleware...)
}

// AddReceivingMiddleware wraps the current receiving method handler.
func (s *Server) AddReceivingMiddleware(middleware ...Middleware) {
	s.receivingMiddleware = append(s.receivingMiddleware, middleware...)
}

// Run runs the server over the given transport until the client disconnects.
func (s *Server) Run(ctx context.Context, t Transport) error { panic("stub") }

// ServerSessionOptions configures a server session.
type ServerSessionOptions struct {
	State *ServerSessionState
}

// ServerSessionState is the state of a session.
type ServerSessionState struct {
	NegotiatedProtocolVersion string `json:"negotiatedProtocolVersion,omitempty"`
}

// Connect connects the server over the given transport.
func (s *Server) Connect(ctx context.Context, t Transport, opts *ServerSessionOptions) (*ServerSession, error) {
	panic("stub")
}

// A ServerSession is a logical connection from a single MCP client.
type ServerSession struct {
	server *Server
}

func (ss *ServerSession) isSession()   {}
func (ss *ServerSession) ID() string   { return "" }
func (ss *ServerSession) Close() error { return nil }
func (ss *ServerSession) Wait() error  { return nil }

// A Transport is used to create a bidirectional connection.
type Transport interface {
	Connect(ctx context.Context) (Connection, error)
}

// A Connection is a logical bidirectional JSON-RPC connection.
type Connection interface {
	Read(context.Context) (jsonrpc.Message, error)
	Write(context.Context, jsonrpc.Message) error
	Close() error
	SessionID() string
}

// A StdioTransport communicates over stdin/stdout.
type StdioTransport struct {
	MaxLineLength int
}

func (t *StdioTransport) Connect(context.Context) (Connection, error) { panic("stub") }

// An IOTransport communicates over newline-delimited JSON.
type IOTransport struct {
	Reader        io.ReadCloser
	Writer        io.WriteCloser
	MaxLineLength int
}

func (t *IOTransport) Connect(context.Context) (Connection, error) { panic("stub") }

// An InMemoryTransport is a Transport that communicates in memory.
type InMemoryTransport struct {
	rwc io.ReadWriteCloser
}

func (t *InMemoryTransport) Connect(context.Context) (Connection, error) { panic("stub") }

// NewInMemoryTransports returns two connected InMemoryTransports.
func NewInMemoryTransports() (*InMemoryTransport, *InMemoryTransport) {
	return &InMemoryTransport{}, &InMemoryTransport{}
}

// StreamableHTTPOptions configures the StreamableHTTPHandler.
type StreamableHTTPOptions struct {
	Stateless                  bool
	JSONResponse               bool
	Logger                     *slog.Logger
	SessionTimeout             time.Duration
	DisableLocalhostProtection bool
	CrossOriginProtection      *http.CrossOriginProtection
	MaxRequestBodyBytes        int64
}

// A StreamableHTTPHandler is an http.Handler serving streamable MCP sessions.
type StreamableHTTPHandler struct {
	getServer func(*http.Request) *Server
}

func NewStreamableHTTPHandler(getServer func(*http.Request) *Server, opts *StreamableHTTPOptions) *StreamableHTTPHandler {
	return &StreamableHTTPHandler{getServer: getServer}
}

func (h *StreamableHTTPHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) { panic("stub") }

// SSEOptions configures the SSEHandler.
type SSEOptions struct {
	DisableLocalhostProtection bool
	MaxRequestBodyBytes        int64
}

// SSEHandler is an http.Handler that serves SSE-based MCP sessions.
type SSEHandler struct {
	getServer func(request *http.Request) *Server
}

func NewSSEHandler(getServer func(request *http.Request) *Server, opts *SSEOptions) *SSEHandler {
	return &SSEHandler{getServer: getServer}
}

func (h *SSEHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) { panic("stub") }
