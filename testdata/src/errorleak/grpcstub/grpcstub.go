// Package grpcstub calls a dependency's generated gRPC client: its errors
// are gRPC's, which name the address the connection dialed.
package grpcstub

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	v1 "github.com/acme/rox/api/v1"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

type in struct {
	Query string `json:"query"`
}

type out struct {
	Names []string `json:"names"`
}

// Register adds the tools, on the configured backend.
func Register(s *mcp.Server) error {
	conn, err := grpc.NewClient(os.Getenv("CENTRAL_ADDR"))
	if err != nil {
		return err
	}
	clusters := v1.NewClustersServiceClient(conn)
	mcp.AddTool(s, &mcp.Tool{Name: "list_clusters"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		list, err := clusters.GetClusters(ctx, &v1.GetClustersRequest{Query: a.Query})
		if err != nil {
			return nil, out{}, fmt.Errorf("list clusters: %w", err) // want `grpc error text from \(v1.ClustersServiceClient\).GetClusters of a generated gRPC client`
		}
		return nil, out{Names: list.Names}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "cluster_names"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		// A function of the module with a variadic string parameter
		// sends nothing.
		text, err := v1.Labels(strings.Fields(a.Query), ",")
		if err != nil {
			return nil, out{}, fmt.Errorf("labels: %w", err)
		}
		return nil, out{Names: []string{text}}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "cluster_status"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		_, err := clusters.GetClusters(ctx, &v1.GetClustersRequest{Query: a.Query})
		if err != nil {
			return nil, out{}, rpcError(err, "GetClusters") // want `grpc error text from \(v1.ClustersServiceClient\).GetClusters of a generated gRPC client`
		}
		return nil, out{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "cluster_code"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		_, err := clusters.GetClusters(ctx, &v1.GetClustersRequest{Query: a.Query})
		if status.Code(err) == codes.NotFound {
			return nil, out{}, errors.New("no cluster matches " + a.Query)
		}
		return nil, out{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "cluster_error"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if _, err := clusters.GetClusters(ctx, &v1.GetClustersRequest{Query: a.Query}); err != nil {
			return nil, out{}, newOpError(err, "GetClusters") // want `grpc error text from \(v1.ClustersServiceClient\).GetClusters of a generated gRPC client`
		}
		return nil, out{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "cluster_failed"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if _, err := clusters.GetClusters(ctx, &v1.GetClustersRequest{Query: a.Query}); err != nil {
			return nil, out{}, &opError{Op: "GetClusters", Message: "the cluster service is unavailable"}
		}
		return nil, out{}, nil
	})
	return nil
}

// opError is a failed operation; its text is its message.
type opError struct {
	Op, Message string
}

func (e *opError) Error() string { return e.Op + ": " + e.Message }

// newOpError keeps the status message of err.
func newOpError(err error, op string) *opError {
	return &opError{Op: op, Message: status.Convert(err).Message()}
}

// rpcError describes a failed call with the status message its error
// carries.
func rpcError(err error, op string) error {
	st, ok := status.FromError(err)
	if !ok {
		return fmt.Errorf("%s failed", op)
	}
	return fmt.Errorf("%s failed: %s", op, st.Message())
}
