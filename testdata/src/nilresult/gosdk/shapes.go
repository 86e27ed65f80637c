package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type store struct {
	last map[string]*mcp.CallToolResult
}

func registerShapes(s *mcp.Server, st *store) {
	s.AddTool(&mcp.Tool{Name: "render"}, st.render)
	s.AddTool(&mcp.Tool{Name: "renderok"}, st.renderChecked)
	s.AddTool(&mcp.Tool{Name: "recent"}, st.recent)
	s.AddTool(&mcp.Tool{Name: "recentok"}, st.recentChecked)
	s.AddTool(&mcp.Tool{Name: "soft"}, st.soft)
}

// build answers (nil, err) when v cannot be encoded.
func build(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

// softBuild answers an isError result along with its error.
func softBuild(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot encode"}}}, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func (st *store) render(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := build(req.Params.Arguments)
	if err != nil {
		log.Printf("render: %v", err)
	}
	return res, nil // want `nil result`
}

func (st *store) renderChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := build(req.Params.Arguments)
	if err != nil {
		log.Printf("render: %v", err)
		return nil, errors.New("cannot render")
	}
	return res, nil
}

func (st *store) recent(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, ok := st.last[req.Params.Name]
	if ok {
		return res, nil
	}
	log.Printf("nothing recent")
	return res, nil // want `nil result`
}

func (st *store) recentChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, ok := st.last[req.Params.Name]
	if !ok {
		return nil, errors.New("nothing recent")
	}
	return res, nil
}

// soft logs the error of a helper whose failing result is not nil.
func (st *store) soft(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := softBuild(req.Params.Arguments)
	if err != nil {
		log.Printf("soft: %v", err)
	}
	return res, nil
}
