// Package grpcclient has mcp-go tools over a generated-style gRPC client
// of the server's internal API, dialed at a configured address: a failed
// call's error names the address it dialed, so its text in a tool result
// leaks it. A status error the module builds itself does not.
package grpcclient

import (
	"context"
	"fmt"
	"os"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type GetJobRequest struct{ ID string }

type Job struct{ State string }

// JobsClient is a generated-style client.
type JobsClient struct{ cc grpc.ClientConnInterface }

func NewJobsClient(cc grpc.ClientConnInterface) *JobsClient { return &JobsClient{cc: cc} }

// GetJob calls the Jobs service.
func (c *JobsClient) GetJob(ctx context.Context, in *GetJobRequest, opts ...grpc.CallOption) (*Job, error) {
	out := new(Job)
	if err := c.cc.Invoke(ctx, "/jobs.Jobs/GetJob", in, out, opts...); err != nil {
		return nil, err
	}
	return out, nil
}

func check(id string) error {
	if id == "" {
		return status.Error(codes.NotFound, "no job id")
	}
	return nil
}

func Register(s *server.MCPServer) error {
	conn, err := grpc.NewClient(os.Getenv("JOBS_ADDR"))
	if err != nil {
		return err
	}
	jobs := NewJobsClient(conn)
	s.AddTool(mcp.NewTool("job_state"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if err := check(id); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // the module's own status error
		}
		job, err := jobs.GetJob(ctx, &GetJobRequest{ID: id})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("cannot get job %s: %v", id, err)), nil // want `raw google.golang.org/grpc error text from grpc.Invoke .*a transport failure names the address it dialed`
		}
		return mcp.NewToolResultText(job.State), nil
	})
	return nil
}
