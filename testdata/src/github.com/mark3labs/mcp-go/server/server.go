// Package server is a hand-written test stub of the API surface of
// github.com/mark3labs/mcp-go/server (v1.6.0), for analysistest in GOPATH
// mode. Names and signatures follow the real SDK; bodies are minimal.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

var (
	ErrUnsupported      = errors.New("not supported")
	ErrResourceNotFound = errors.New("resource not found")
	ErrPromptNotFound   = errors.New("prompt not found")
	ErrToolNotFound     = errors.New("tool not found")

	ErrSessionNotFound                        = errors.New("session not found")
	ErrSessionExists                          = errors.New("session already exists")
	ErrSessionNotInitialized                  = errors.New("session not properly initialized")
	ErrSessionDoesNotSupportTools             = errors.New("session does not support per-session tools")
	ErrSessionDoesNotSupportResources         = errors.New("session does not support per-session resources")
	ErrSessionDoesNotSupportResourceTemplates = errors.New("session does not support resource templates")
	ErrSessionDoesNotSupportLogging           = errors.New("session does not support setting logging level")

	ErrNotificationNotInitialized = errors.New("notification channel not initialized")
	ErrNotificationChannelBlocked = errors.New("notification channel queue is full - client may not be processing notifications fast enough")
)

// ServerOption configures an MCPServer.
type ServerOption func(*MCPServer)

// ToolHandlerFunc handles tool calls with given arguments.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// TaskToolHandlerFunc handles tool calls that execute asynchronously.
type TaskToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error)

// ToolHandlerMiddleware wraps a ToolHandlerFunc.
type ToolHandlerMiddleware func(ToolHandlerFunc) ToolHandlerFunc

// ToolFilterFunc filters tools based on context; applied at list and call time.
type ToolFilterFunc func(ctx context.Context, tools []mcp.Tool) []mcp.Tool

// ServerTool combines a Tool with its ToolHandlerFunc.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

// ServerTaskTool combines a Tool with its TaskToolHandlerFunc.
type ServerTaskTool struct {
	Tool    mcp.Tool
	Handler TaskToolHandlerFunc
}

// MCPServer implements an MCP server.
type MCPServer struct {
	name, version          string
	tools                  map[string]ServerTool
	taskTools              map[string]ServerTaskTool
	toolHandlerMiddlewares []ToolHandlerMiddleware
	toolFilters            []ToolFilterFunc
}

func NewMCPServer(name, version string, opts ...ServerOption) *MCPServer {
	s := &MCPServer{name: name, version: version, tools: map[string]ServerTool{}, taskTools: map[string]ServerTaskTool{}}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

// ServerFromContext returns the MCPServer handling the current request.
func ServerFromContext(ctx context.Context) *MCPServer { return nil }

func WithToolHandlerMiddleware(toolHandlerMiddleware ToolHandlerMiddleware) ServerOption {
	return func(s *MCPServer) { s.toolHandlerMiddlewares = append(s.toolHandlerMiddlewares, toolHandlerMiddleware) }
}

// Use adds tool handler middlewares; the first one added is the outermost.
func (s *MCPServer) Use(mw ...ToolHandlerMiddleware) {
	s.toolHandlerMiddlewares = append(s.toolHandlerMiddlewares, mw...)
}

func WithToolFilter(toolFilter ToolFilterFunc) ServerOption {
	return func(s *MCPServer) { s.toolFilters = append(s.toolFilters, toolFilter) }
}

// WithRecovery turns a panic in a tool handler into an error (-32603).
func WithRecovery() ServerOption {
	return WithToolHandlerMiddleware(func(next ToolHandlerFunc) ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("panic recovered in %s tool handler: %v", request.Params.Name, r)
				}
			}()
			return next(ctx, request)
		}
	})
}

func WithResourceRecovery() ServerOption                 { return func(*MCPServer) {} }
func WithInputSchemaValidation() ServerOption            { return func(*MCPServer) {} }
func WithStrictInputSchemaDefault() ServerOption         { return func(*MCPServer) {} }
func WithOutputSchemaValidation() ServerOption           { return func(*MCPServer) {} }
func WithToolResultSizeLimit(maxBytes int) ServerOption  { return func(*MCPServer) {} }
func WithToolCapabilities(listChanged bool) ServerOption { return func(*MCPServer) {} }
func WithPromptCapabilities(listChanged bool) ServerOption {
	return func(*MCPServer) {}
}
func WithResourceCapabilities(subscribe, listChanged bool) ServerOption {
	return func(*MCPServer) {}
}
func WithLogging() ServerOption                         { return func(*MCPServer) {} }
func WithInstructions(instructions string) ServerOption { return func(*MCPServer) {} }
func WithTaskCapabilities(list, cancel, toolCallTasks bool) ServerOption {
	return func(*MCPServer) {}
}

func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, t := range tools {
		s.tools[t.Tool.Name] = t
	}
}

func (s *MCPServer) SetTools(tools ...ServerTool) {
	s.tools = map[string]ServerTool{}
	s.AddTools(tools...)
}

func (s *MCPServer) DeleteTools(names ...string) {
	for _, n := range names {
		delete(s.tools, n)
	}
}

func (s *MCPServer) GetTool(toolName string) *ServerTool {
	if t, ok := s.tools[toolName]; ok {
		return &t
	}
	return nil
}

func (s *MCPServer) ListTools() map[string]*ServerTool { return nil }

func (s *MCPServer) AddTaskTool(tool mcp.Tool, handler TaskToolHandlerFunc) {
	s.AddTaskTools(ServerTaskTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddTaskTools(taskTools ...ServerTaskTool) {
	for _, t := range taskTools {
		s.taskTools[t.Tool.Name] = t
	}
}

func (s *MCPServer) AddSessionTool(sessionID string, tool mcp.Tool, handler ToolHandlerFunc) error {
	return s.AddSessionTools(sessionID, ServerTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddSessionTools(sessionID string, tools ...ServerTool) error {
	return ErrSessionNotFound
}

func (s *MCPServer) DeleteSessionTools(sessionID string, names ...string) error {
	return ErrSessionNotFound
}

// HandleMessage processes an incoming JSON-RPC message.
func (s *MCPServer) HandleMessage(ctx context.Context, message json.RawMessage) mcp.JSONRPCMessage {
	panic("stub")
}
