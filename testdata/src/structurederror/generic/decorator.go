package generic

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var quota = 10

type listOut struct{ Items []string }

// limited is a generic decorator: the handler it builds answers a refusal
// itself, with the zero output of the handler it decorates.
func limited[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		if quota == 0 {
			var zero O
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "quota exhausted"}}}, zero, nil // want `isError result returned with a nil error by the handler a generic decorator builds: go-sdk marshals its output into structuredContent anyway`
		}
		if quota < 0 {
			return toolErr[O]("quota misconfigured") // want `isError result returned with a nil error by the handler a generic decorator builds`
		}
		return h(ctx, req, in)
	}
}

// audited refuses with the handler's error: the SDK makes it an isError
// result without structured content.
func audited[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		if quota == 0 {
			return fail[O]("quota exhausted")
		}
		return h(ctx, req, in)
	}
}

// loose is only instantiated with an output of type any, which the SDK
// does not attach when it is nil.
func loose[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		if quota == 0 {
			var zero O
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "quota exhausted"}}}, zero, nil
		}
		return h(ctx, req, in)
	}
}

// gated, like loose, is instantiated only inside generic registration
// helpers: what they are instantiated with decides (addGated with a
// struct output, addLoose with any).
func gated[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		if quota == 0 {
			var zero O
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "gate closed"}}}, zero, nil // want `isError result returned with a nil error by the handler a generic decorator builds: go-sdk marshals the output \(listOut\) into structuredContent anyway`
		}
		return h(ctx, req, in)
	}
}

func looseGated[I, O any](h mcp.ToolHandlerFor[I, O]) mcp.ToolHandlerFor[I, O] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in I) (*mcp.CallToolResult, O, error) {
		if quota == 0 {
			var zero O
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "gate closed"}}}, zero, nil
		}
		return h(ctx, req, in)
	}
}

func addGated[I, O any](s *mcp.Server, name string, h mcp.ToolHandlerFor[I, O]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, gated(h))
}

func addLoose[I, O any](s *mcp.Server, name string, h mcp.ToolHandlerFor[I, O]) {
	mcp.AddTool(s, &mcp.Tool{Name: name}, looseGated(h))
}

func list(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, listOut, error) {
	return nil, listOut{Items: []string{a.Q}}, nil
}

func ping(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func RegisterDecorated(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, limited(list))
	mcp.AddTool(s, &mcp.Tool{Name: "search_limited"}, limited(search))
	mcp.AddTool(s, &mcp.Tool{Name: "list_audited"}, audited(list))
	mcp.AddTool(s, &mcp.Tool{Name: "ping"}, loose(ping))
	addGated(s, "list_gated", list)
	addLoose(s, "ping_gated", ping)
}
