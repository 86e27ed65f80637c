// Package gocql is a stub of the Apache Cassandra driver (the gocql
// driver's module path since v2): what the test data uses.
package gocql

import "context"

// ClusterConfig configures a cluster.
type ClusterConfig struct{ Hosts []string }

// NewCluster returns a cluster config for hosts.
func NewCluster(hosts ...string) *ClusterConfig { return &ClusterConfig{Hosts: hosts} }

// Session is a connection to the cluster.
type Session struct{}

// CreateSession connects.
func (c *ClusterConfig) CreateSession() (*Session, error) { return &Session{}, nil }

// Query is a statement.
type Query struct{}

// Query prepares stmt.
func (s *Session) Query(stmt string, values ...any) *Query { return &Query{} }

// WithContext sets the query's context.
func (q *Query) WithContext(ctx context.Context) *Query { return q }

// Iter is a result iterator.
type Iter struct{}

// Iter runs the query.
func (q *Query) Iter() *Iter { return &Iter{} }

// Scan reads the next row.
func (it *Iter) Scan(dest ...any) bool { return false }

// Close reports the query's error.
func (it *Iter) Close() error { return nil }
