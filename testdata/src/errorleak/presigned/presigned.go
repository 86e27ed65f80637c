// Package presigned has tools around pre-signed URLs: the URL is the
// tool's output on success and a leak in an error's text, and the call
// that asks the server's own API for one fails like any request to it:
// its transport error names the configured endpoint.
package presigned

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type storage struct {
	endpoint string
	hc       *http.Client
}

// PresignDownload asks the storage API for a download URL of key.
func (s *storage) PresignDownload(ctx context.Context, key string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.endpoint+"/sign/"+key, nil)
	if err != nil {
		return "", err
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Header.Get("Location"), nil
}

func (s *storage) fetch(ctx context.Context, link string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, link, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

func Register(srv *server.MCPServer) {
	st := &storage{endpoint: os.Getenv("STORAGE_URL"), hc: &http.Client{}}
	srv.AddTool(mcp.NewTool("download_link"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		link, err := st.PresignDownload(ctx, req.GetString("key", ""))
		if err != nil {
			return mcp.NewToolResultError("cannot sign: " + err.Error()), nil // want `raw net/http error text from \(\*http.Client\).Do at presigned.go:28 \(a \*url.Error prints the request URL, with the server.s configured endpoint \(field storage.endpoint\)\)`
		}
		return mcp.NewToolResultText(link), nil // the tool's output
	})
	srv.AddTool(mcp.NewTool("check_object"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		link, err := st.PresignDownload(ctx, req.GetString("key", ""))
		if err != nil {
			return mcp.NewToolResultError("cannot sign the object's link"), nil
		}
		if err := st.fetch(ctx, link); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("object at %s is not readable: %v", link, err)), nil // want `a pre-signed URL from \(\*presigned.storage\).PresignDownload`
		}
		return mcp.NewToolResultText("readable"), nil
	})
}
