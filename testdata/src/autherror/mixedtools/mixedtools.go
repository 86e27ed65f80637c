// Package mixedtools serves go-sdk tools over HTTP that hand on the
// errors of another package's service.
package mixedtools

import (
	"context"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"autherror/mixedsvc"
)

type in struct{}
type out struct{ Report string }

func report(s *mixedsvc.Service) mcp.ToolHandlerFor[in, out] {
	return func(ctx context.Context, _ *mcp.CallToolRequest, _ in) (*mcp.CallToolResult, out, error) {
		r, err := s.Report(ctx)
		if err != nil {
			return nil, out{}, err // ok: the service fails for many reasons; its error is no denial
		}
		return nil, out{Report: r}, nil
	}
}

func scoped(ctx context.Context, _ *mcp.CallToolRequest, _ in) (*mcp.CallToolResult, out, error) {
	if err := mixedsvc.Require(ctx, "reports:write"); err != nil {
		return nil, out{}, err // want `caller authorization failure returned as an error`
	}
	return nil, out{}, nil
}

func owned(ctx context.Context, req *mcp.CallToolRequest, _ in) (*mcp.CallToolResult, out, error) {
	if err := mixedsvc.CheckRefs(ctx, map[string]any{"owner": req.Params.Name}); err != nil {
		return nil, out{}, err // want `caller authorization failure returned as an error`
	}
	return nil, out{}, nil
}

func serve(s *mixedsvc.Service) http.Handler {
	m := mcp.NewServer(&mcp.Implementation{Name: "reports"}, nil)
	mcp.AddTool(m, &mcp.Tool{Name: "report"}, report(s))
	mcp.AddTool(m, &mcp.Tool{Name: "scoped"}, scoped)
	mcp.AddTool(m, &mcp.Tool{Name: "owned"}, owned)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return m }, nil)
}
