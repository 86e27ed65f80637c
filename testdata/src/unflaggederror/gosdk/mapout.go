package gosdk

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Map outputs of typed handlers that say "success": false (or "ok":
// false) where a call failed, with the error's text under another key.

func registerMapOut(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "archive_file"}, archiveFile)
	mcp.AddTool(s, &mcp.Tool{Name: "export_report"}, exportReport)
	mcp.AddTool(s, &mcp.Tool{Name: "purge_cache"}, purgeCache)
	mcp.AddTool(s, &mcp.Tool{Name: "archive_many"}, archiveMany)
	mcp.AddTool(s, &mcp.Tool{Name: "check_storage"}, checkStorage)
	mcp.AddTool(s, &mcp.Tool{Name: "archive_flag"}, archiveFlag)
	mcp.AddTool(s, &mcp.Tool{Name: "archive_partial"}, archivePartial)
}

type fileArgs struct {
	Path  string   `json:"path"`
	Paths []string `json:"paths"`
}

// archive moves a file to the archive store and returns where it went.
func archive(path string) (string, error) {
	if err := os.Rename(path, path+".bak"); err != nil {
		return "", err
	}
	return path + ".bak", nil
}

// archiveFile answers a failed archive with "success": false and the
// error's text under "message", as a success.
func archiveFile(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	dst, err := archive(a.Path)
	if err != nil {
		return &mcp.CallToolResult{}, map[string]any{"success": false, "message": "archive: " + err.Error()}, nil // want `result structured content is JSON whose "message" holds an error's text on one path and whose "success" is false but does not set isError`
	}
	return &mcp.CallToolResult{}, map[string]any{"success": true, "path": dst}, nil
}

// exportReport builds the message on two paths: with the error's text
// when the call failed, without when it returned nothing.
func exportReport(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	dst, err := archive(a.Path)
	if err != nil || dst == "" {
		msg := "could not export the report"
		if err != nil {
			msg += ": " + err.Error()
		}
		return &mcp.CallToolResult{}, map[string]any{"success": false, "message": msg}, nil // want `result structured content is JSON whose "message" holds an error's text on one path and whose "success" is false`
	}
	return nil, map[string]any{"success": true, "path": dst}, nil
}

// purgeCache says "ok": false where the call failed, with a message of
// its own and a nil result.
func purgeCache(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	if err := os.RemoveAll(a.Path); err != nil {
		return nil, map[string]any{"ok": false, "message": "the cache could not be purged"}, nil // want `the output's structured content is JSON whose "ok" is false where RemoveAll failed`
	}
	return nil, map[string]any{"ok": true}, nil
}

// archiveMany reports per item: one failed file is not the tool failing.
func archiveMany(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	var items []map[string]any
	for _, p := range a.Paths {
		item := map[string]any{"path": p, "success": true}
		if _, err := archive(p); err != nil {
			item["success"] = false
			item["message"] = err.Error()
		}
		items = append(items, item)
	}
	return nil, map[string]any{"results": items}, nil
}

// checkStorage is a probe: what it probes failing is its answer.
func checkStorage(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	if _, err := os.Stat(a.Path); err != nil {
		return nil, map[string]any{"ok": false, "message": err.Error()}, nil
	}
	return nil, map[string]any{"ok": true}, nil
}

// archiveFlag reports the outcome by a variable: the map does not say
// on its own that it failed.
func archiveFlag(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	dst, err := archive(a.Path)
	ok := err == nil
	msg := dst
	if errors.Is(err, os.ErrNotExist) {
		msg = "nothing to archive"
	}
	return nil, map[string]any{"success": ok, "message": msg}, nil
}

// archivePartial did the work and says so: a warning beside "success":
// true.
func archivePartial(ctx context.Context, _ *mcp.CallToolRequest, a fileArgs) (*mcp.CallToolResult, map[string]any, error) {
	dst, err := archive(a.Path)
	if err != nil {
		return nil, nil, err
	}
	if err := os.Chmod(dst, 0o400); err != nil {
		return nil, map[string]any{"success": true, "path": dst, "message": "archived, but not made read-only: " + err.Error()}, nil
	}
	return nil, map[string]any{"success": true, "path": dst}, nil
}
