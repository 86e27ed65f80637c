// Package handlers holds the tool handlers: it sees the services only as
// the interfaces of package iface. Where a handler writes a service's
// error into an isError result, the packages that register it, and see
// the implementations, decide: the backend client's request error is
// reported here, once per registering package (package server and
// package mirror both register ListJobs).
package handlers

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"errorleak/ifaceremote/iface"
)

// H serves the tools.
type H struct {
	Jobs  iface.Jobs
	Notes iface.Notes
	Stats iface.Stats
	Files iface.Files
	Audit iface.Audit
}

// ListJobs is the list_jobs tool.
func (h *H) ListJobs(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	jobs, err := h.Jobs.List(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("Failed to list jobs: %v", err)), nil // want `mcp.NewToolResultError puts raw net/http error text from \(\*http.Client\).Do at impl.go:30 \(a \*url.Error prints the request URL, with the server's configured endpoint \(field Client.baseURL\)\) into the error result's text` `mcp.NewToolResultError puts raw net/http error text from \(\*http.Client\).Do at impl.go:30`
	}
	return mcp.NewToolResultText(fmt.Sprint(jobs)), nil
}

// ReadNote reads through a clean implementation: nothing to report.
func (h *H) ReadNote(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.Notes.Read(ctx, "n1")
	if err != nil {
		return mcp.NewToolResultError("read failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(n), nil
}

// CountStats counts through a service whose only implementation is a
// test double: nothing to report.
func (h *H) CountStats(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := h.Stats.Count(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("count failed: %v", err)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// FetchFile fetches through a service with two implementations, one of
// them clean: nothing to report.
func (h *H) FetchFile(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := h.Files.Fetch(ctx, "f")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("fetch failed: %v", err)), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// AuditTrail reads a service implemented in package audit, which the
// package that registers it (blind) does not import: nothing to report.
func (h *H) AuditTrail(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := h.Audit.Trail(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("audit failed: %v", err)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(t)), nil
}

// RetryJobs is registered by no package: nothing to report.
func (h *H) RetryJobs(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := h.Jobs.List(ctx)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("retry failed: %v", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// IgnoredJobs is registered, its leak accepted by a directive of this
// package.
func (h *H) IgnoredJobs(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := h.Jobs.List(ctx)
	if err != nil {
		//mcplint:ignore errorleak the backend's URL is public
		return mcp.NewToolResultError(fmt.Sprintf("jobs failed: %v", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// NewListJobs returns a list_jobs handler over the given service: a
// closure that reports a failure through a helper of this package.
func NewListJobs(jobs iface.Jobs) server.ToolHandlerFunc {
	return func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := jobs.List(ctx); err != nil {
			return failure("list jobs", err), nil // want `failure puts raw net/http error text from \(\*http.Client\).Do at impl.go:30`
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// failure builds the error result of an operation.
func failure(op string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(op + " failed: " + err.Error())
}
