// Package v1 stands for the generated gRPC clients a dependency module
// publishes (protoc-gen-go-grpc output): each method calls the
// connection's Invoke.
package v1

import (
	"context"

	"google.golang.org/grpc"
)

// GetClustersRequest asks for clusters.
type GetClustersRequest struct{ Query string }

// ClustersList lists clusters.
type ClustersList struct{ Names []string }

// ClustersServiceClient is the client API for ClustersService.
type ClustersServiceClient interface {
	GetClusters(ctx context.Context, in *GetClustersRequest, opts ...grpc.CallOption) (*ClustersList, error)
}

type clustersServiceClient struct{ cc grpc.ClientConnInterface }

// NewClustersServiceClient returns a client on cc.
func NewClustersServiceClient(cc grpc.ClientConnInterface) ClustersServiceClient {
	return &clustersServiceClient{cc}
}

func (c *clustersServiceClient) GetClusters(ctx context.Context, in *GetClustersRequest, opts ...grpc.CallOption) (*ClustersList, error) {
	out := new(ClustersList)
	if err := c.cc.Invoke(ctx, "/v1.ClustersService/GetClusters", in, out, opts...); err != nil {
		return nil, err
	}
	return out, nil
}

// Labels formats cluster labels; it sends nothing.
func Labels(names []string, sep string, extra ...string) (string, error) { return "", nil }
