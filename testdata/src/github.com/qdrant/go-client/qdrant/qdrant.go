// Package qdrant is a hand-written stub of github.com/qdrant/go-client/qdrant.
package qdrant

import (
	"context"
	"errors"
)

// Client is a Qdrant client.
type Client struct{}

// Config configures a client.
type Config struct {
	Host string
	Port int
}

// NewClient returns a client.
func NewClient(cfg *Config) (*Client, error) { return &Client{}, nil }

// CollectionInfo describes a collection.
type CollectionInfo struct{ PointsCount uint64 }

// GetCollectionInfo returns a collection's info.
func (c *Client) GetCollectionInfo(ctx context.Context, name string) (*CollectionInfo, error) {
	if name == "" {
		return nil, errors.New("rpc error: code = Unavailable desc = dial tcp 10.0.0.7:6334: connect: connection refused")
	}
	return &CollectionInfo{}, nil
}
