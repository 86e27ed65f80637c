// Package phirequest makes its request on one of two branches (with a
// body or without) into one variable: the URL both branches give is the
// configured API's. When the branches send to different places, one of
// them the model's, the request's URL is not known.
package phirequest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type api struct {
	baseURL string
	hc      *http.Client
}

var client = &api{baseURL: os.Getenv("NOTES_API_URL"), hc: &http.Client{}}

func (a *api) send(ctx context.Context, method, url string, body []byte) ([]byte, error) {
	var req *http.Request
	var err error
	if len(body) > 0 {
		req, err = http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	} else {
		req, err = http.NewRequestWithContext(ctx, method, url, nil)
	}
	if err != nil {
		return nil, err
	}
	resp, err := a.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// sendEither sends to the API, or to the mirror the caller names.
func (a *api) sendEither(ctx context.Context, mirror string) error {
	var req *http.Request
	var err error
	if mirror != "" {
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, mirror, nil)
	} else {
		req, err = http.NewRequestWithContext(ctx, http.MethodGet, a.baseURL+"/notes", nil)
	}
	if err != nil {
		return err
	}
	resp, err := a.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type noteIn struct {
	Name   string `json:"name"`
	Mirror string `json:"mirror,omitempty"`
}

func getNote(ctx context.Context, _ *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	data, err := client.send(ctx, http.MethodGet, client.baseURL+"/notes/"+in.Name, nil)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "get failed: " + err.Error()}}}, nil, nil // want `configured endpoint \(field api.baseURL\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil
}

func syncNotes(ctx context.Context, _ *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, any, error) {
	if err := client.sendEither(ctx, in.Mirror); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "sync failed: " + err.Error()}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_note"}, getNote)
	mcp.AddTool(s, &mcp.Tool{Name: "sync_notes"}, syncNotes)
}
