// Package metatool shows the model one meta tool that runs the tool its
// argument names, out of records of mcp-go handlers: the meta tool's
// handler, an adapter over the records, returns the record handler's
// error, which mcp-go sends as JSON-RPC -32603. The record handlers are
// the tools, judged at their own returns. A second meta tool that turns
// the error into an isError result makes them fine.
package metatool

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Entry is a tool record.
type Entry struct {
	Path string
	Run  server.ToolHandlerFunc
}

// Catalog holds the records.
type Catalog struct{ entries map[string]*Entry }

// Tools returns the meta tools the server registers.
func (c *Catalog) Tools() []server.ServerTool {
	return []server.ServerTool{
		{Tool: mcp.NewTool("run"), Handler: c.run},
	}
}

func (c *Catalog) run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	e := c.entries[req.GetString("path", "")]
	if e == nil {
		return mcp.NewToolResultError("no such entry"), nil
	}
	res, err := e.Run(ctx, req)
	if err != nil {
		return nil, err
	}
	return res, nil
}

func disk(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("disk probe failed") // want `tool handler disk returns an error that wrapper Catalog.run forwards as JSON-RPC error -32603`
}

// Fill adds the records.
func Fill(c *Catalog) {
	c.entries["sys/disk"] = &Entry{Path: "sys/disk", Run: disk}
}

// Job is a record the second meta tool runs.
type Job struct {
	Name string
	Run  server.ToolHandlerFunc
}

// Jobs holds the jobs.
type Jobs struct{ jobs map[string]Job }

// Tools returns the meta tool the server registers.
func (j *Jobs) Tools() []server.ServerTool {
	return []server.ServerTool{{Tool: mcp.NewTool("start"), Handler: j.start}}
}

func (j *Jobs) start(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := j.jobs[req.GetString("name", "")].Run(ctx, req)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("job failed: %v", err)), nil
	}
	return res, nil
}

func rebuild(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("rebuild failed")
}

// FillJobs adds the jobs.
func FillJobs(j *Jobs) {
	j.jobs["rebuild"] = Job{Name: "rebuild", Run: rebuild}
}
