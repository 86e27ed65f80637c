// Package madeslice writes each item's failure into a slice it made with
// make and returns the slice in a typed handler's output: go-sdk
// marshals the items, their error text with them.
package madeslice

import (
	"context"
	"os"
	"sync"

	v1 "github.com/acme/rox/api/v1"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/grpc"
)

type in struct {
	Queries []string `json:"queries"`
}

// Item is one query's answer.
type Item struct {
	Query    string `json:"query"`
	Clusters int    `json:"clusters"`
	FetchErr string `json:"fetchError,omitempty"`
}

type out struct {
	Items []Item `json:"items"`
}

// Register adds the tools, on the configured backend.
func Register(s *mcp.Server) error {
	conn, err := grpc.NewClient(os.Getenv("CENTRAL_ADDR"))
	if err != nil {
		return err
	}
	c := v1.NewClustersServiceClient(conn)
	mcp.AddTool(s, &mcp.Tool{Name: "count_clusters"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		items := make([]Item, len(a.Queries))
		for i, q := range a.Queries {
			items[i].Query = q
			list, err := c.GetClusters(ctx, &v1.GetClustersRequest{Query: q})
			if err != nil {
				items[i].FetchErr = err.Error()
				continue
			}
			items[i].Clusters = len(list.Names)
		}
		return nil, out{Items: items}, nil // want `the handler's output carries raw google.golang.org/grpc error text`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "count_clusters_ptr"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		items := make([]Item, len(a.Queries))
		for i, q := range a.Queries {
			items[i] = Item{Query: q}
			if _, err := c.GetClusters(ctx, &v1.GetClustersRequest{Query: q}); err != nil {
				items[i].FetchErr = err.Error()
			}
		}
		return nil, &out{Items: items}, nil // want `the handler's output carries raw google.golang.org/grpc error text`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "check_clusters"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		// Each failure says what failed, in the module's own words.
		items := make([]Item, len(a.Queries))
		for i, q := range a.Queries {
			items[i] = Item{Query: q}
			if _, err := c.GetClusters(ctx, &v1.GetClustersRequest{Query: q}); err != nil {
				items[i].FetchErr = "the cluster service did not answer"
			}
		}
		return nil, &out{Items: items}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "count_clusters_async"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		items := make([]Item, len(a.Queries))
		for i, q := range a.Queries {
			items[i] = Item{Query: q}
		}
		fetchAll(ctx, c, items)
		return nil, &out{Items: items}, nil // want `the handler's output carries raw google.golang.org/grpc error text`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "check_clusters_async"}, func(ctx context.Context, _ *mcp.CallToolRequest, a in) (*mcp.CallToolResult, *out, error) {
		items := make([]Item, len(a.Queries))
		for i, q := range a.Queries {
			items[i] = Item{Query: q}
		}
		checkAll(ctx, c, items)
		return nil, &out{Items: items}, nil
	})
	return nil
}

// fetchAll asks for each item's clusters at once, writing each answer,
// or the failure's text, into the item.
func fetchAll(ctx context.Context, c v1.ClustersServiceClient, items []Item) {
	var wg sync.WaitGroup
	for i := range items {
		it := &items[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			list, err := c.GetClusters(ctx, &v1.GetClustersRequest{Query: it.Query})
			if err != nil {
				it.FetchErr = err.Error()
				return
			}
			it.Clusters = len(list.Names)
		}()
	}
	wg.Wait()
}

// checkAll is fetchAll writing a text of its own on failure.
func checkAll(ctx context.Context, c v1.ClustersServiceClient, items []Item) {
	var wg sync.WaitGroup
	for i := range items {
		it := &items[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := c.GetClusters(ctx, &v1.GetClustersRequest{Query: it.Query}); err != nil {
				it.FetchErr = "the cluster service did not answer"
			}
		}()
	}
	wg.Wait()
}
