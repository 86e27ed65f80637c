package main

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// recorder is mcp-go's in-process client transport, keeping the last
// response the server sent, as the client received it.
type recorder struct {
	transport.Interface
	mu   sync.Mutex
	last *transport.JSONRPCResponse
}

func (r *recorder) SendRequest(ctx context.Context, req transport.JSONRPCRequest) (*transport.JSONRPCResponse, error) {
	resp, err := r.Interface.SendRequest(ctx, req)
	r.mu.Lock()
	r.last = resp
	r.mu.Unlock()
	return resp, err
}

// connect starts newServer in-process and an mcp-go client on it that
// speaks protocol version; it returns the client and its recorder.
func connect(t *testing.T, version string) (*client.Client, *recorder) {
	t.Helper()
	rec := &recorder{Interface: transport.NewInProcessTransport(newServer())}
	c := client.NewClient(rec, client.WithProtocolVersion(version))
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = version
	res, err := c.Initialize(ctx, init)
	if err != nil {
		t.Fatalf("initialize %s: %v", version, err)
	}
	if res.ProtocolVersion != version {
		t.Fatalf("negotiated protocol %s, want %s", res.ProtocolVersion, version)
	}
	return c, rec
}

// answer is what the client received for one tools/call.
type answer struct {
	code    int    // JSON-RPC error code, when isRPC
	isRPC   bool   // a JSON-RPC error object
	isError bool   // an isError result
	text    string // the error's message, or the result's text content
	data    string // the error's data, as JSON
}

func call(t *testing.T, c *client.Client, rec *recorder, name string, args map[string]any) answer {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := c.CallTool(context.Background(), req)
	rec.mu.Lock()
	last := rec.last
	rec.mu.Unlock()
	if err != nil {
		if last == nil || last.Error == nil {
			t.Fatalf("tools/call %s: %v, and no JSON-RPC error received", name, err)
		}
		a := answer{isRPC: true, code: last.Error.Code, text: last.Error.Message}
		if last.Error.Data != nil {
			b, _ := json.Marshal(last.Error.Data)
			a.data = string(b)
		}
		return a
	}
	a := answer{isError: res.IsError}
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			a.text += tc.Text
		}
	}
	return a
}

// The protocol generations: the last one with the initialize handshake,
// and 2026-07-28, under which mcp-go chooses some codes differently.
const (
	legacy = mcp.ProtocolVersion20251125
	modern = mcp.ProtocolVersion20260728
)

// TestWire asserts, for each rule the SDK model and the reference record
// for mcp-go v1.3–v1.6, what mcp-go's own client receives.
func TestWire(t *testing.T) {
	for _, tc := range []struct {
		name, tool string
		args       map[string]any
		// what the client must receive, per protocol generation
		legacy, modern answer
		// textHas must be in the message or text under both
		textHas string
	}{
		{
			// NewHandlerError (v1.5.0): the provider's code, message and data.
			name: "NewHandlerError unknown tool -32602", tool: "title",
			legacy:  answer{isRPC: true, code: mcp.INVALID_PARAMS, text: "unknown tool title"},
			modern:  answer{isRPC: true, code: mcp.INVALID_PARAMS, text: "unknown tool title"},
			textHas: "unknown tool title",
		},
		{
			name: "NewHandlerError execution failure -32603", tool: "fetch_title", args: map[string]any{"url": "https://example.com"},
			legacy:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			modern:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			textHas: "fetch failed: GET https://example.com: 502 Bad Gateway",
		},
		{
			// errors.As finds it in the chain; the provider's message, not the outer text.
			name: "NewHandlerError wrapped by fmt.Errorf", tool: "check_link", args: map[string]any{"url": "https://example.com"},
			legacy:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			modern:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			textHas: "fetch failed: GET",
		},
		{
			// A provider returned without NewHandlerError is not exposed.
			name: "provider without NewHandlerError", tool: "open_bookmark", args: map[string]any{"id": "x"},
			legacy:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			modern:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			textHas: "bookmark x not found",
		},
		{
			// NewTypedToolHandler passes the handler's error on.
			name: "NewHandlerError from a typed handler", tool: "rename", args: map[string]any{"name": "a/b"},
			legacy:  answer{isRPC: true, code: mcp.INVALID_PARAMS},
			modern:  answer{isRPC: true, code: mcp.INVALID_PARAMS},
			textHas: "invalid name a/b",
		},
		{
			// URL elicitation is chosen per request; NewHandlerError does not change it.
			name: "URL elicitation through NewHandlerError", tool: "connect_calendar",
			legacy:  answer{isRPC: true, code: mcp.URL_ELICITATION_REQUIRED, data: `{"elicitations":[{"elicitationId":"cal-1","message":"Link your calendar","mode":"url","url":"https://example.com/link"}]}`},
			modern:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			textHas: "URL elicitation required",
		},
		{
			// NewStructuredToolHandler (v1.5.0) passes a URL elicitation on.
			name: "URL elicitation from a structured handler", tool: "calendar_stats",
			legacy:  answer{isRPC: true, code: mcp.URL_ELICITATION_REQUIRED, data: `{"elicitations":[{"elicitationId":"cal-1","message":"Link your calendar","mode":"url","url":"https://example.com/link"}]}`},
			modern:  answer{isRPC: true, code: mcp.INTERNAL_ERROR},
			textHas: "calendar: ",
		},
		{
			// WithToolResultSizeLimit (v1.5.0).
			name: "result over the size limit", tool: "dump",
			legacy:  answer{isError: true, text: "tool result exceeds 4096 bytes"},
			modern:  answer{isError: true, text: "tool result exceeds 4096 bytes"},
			textHas: "exceeds",
		},
		{
			// NewToolResultStructuredOnly (v1.5.0): a marshal failure is an isError result.
			name: "structured content that cannot be encoded", tool: "snapshot",
			legacy:  answer{isError: true},
			modern:  answer{isError: true},
			textHas: "Error serializing structured content",
		},
		{
			// WithInputSchemaValidation (before v1.2.1, unchanged).
			name: "input schema validation", tool: "count", args: map[string]any{"n": "many"},
			legacy:  answer{isError: true},
			modern:  answer{isError: true},
			textHas: "input schema validation failed",
		},
		{
			// A tool that requires tasks, called without one (before v1.2.1, unchanged).
			name: "task-required tool called plainly", tool: "reindex",
			legacy:  answer{isRPC: true, code: mcp.METHOD_NOT_FOUND},
			modern:  answer{isRPC: true, code: mcp.METHOD_NOT_FOUND},
			textHas: "requires task augmentation",
		},
	} {
		for _, gen := range []struct {
			version string
			want    answer
		}{{legacy, tc.legacy}, {modern, tc.modern}} {
			t.Run(tc.name+"/"+gen.version, func(t *testing.T) {
				c, rec := connect(t, gen.version)
				got := call(t, c, rec, tc.tool, tc.args)
				want := gen.want
				if got.isRPC != want.isRPC || got.isError != want.isError || got.code != want.code {
					t.Fatalf("got %+v, want %+v", got, want)
				}
				if want.text != "" && got.text != want.text {
					t.Errorf("text %q, want %q", got.text, want.text)
				}
				if !strings.Contains(got.text, tc.textHas) {
					t.Errorf("text %q lacks %q", got.text, tc.textHas)
				}
				if want.data != "" && got.data != want.data {
					t.Errorf("data %s, want %s", got.data, want.data)
				}
				t.Logf("%s: %+v", tc.tool, got)
			})
		}
	}
}
