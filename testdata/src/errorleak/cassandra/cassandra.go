// Package cassandra queries Cassandra with the driver's Apache module
// path: its errors name the hosts it dialed, like gocql/gocql's.
package cassandra

import (
	"context"

	gocql "github.com/apache/cassandra-gocql-driver/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type noArgs struct{}

func register(s *mcp.Server, sess *gocql.Session) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_topics"}, func(ctx context.Context, _ *mcp.CallToolRequest, _ noArgs) (*mcp.CallToolResult, any, error) {
		iter := sess.Query("SELECT name FROM app.topics").WithContext(ctx).Iter()
		var names []string
		var n string
		for iter.Scan(&n) {
			names = append(names, n)
		}
		if err := iter.Close(); err != nil {
			return nil, nil, err // want `raw github.com/apache/cassandra-gocql-driver error text from \(\*gocql.Iter\).Close`
		}
		return nil, map[string]any{"topics": names}, nil
	})
}
