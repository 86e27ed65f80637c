// Package config declares the server's configuration file: its types are
// configuration whatever they are called (Server, MCP).
package config

// Server is the configuration file.
type Server struct {
	MCP MCP `yaml:"mcp"`
}

// MCP is its mcp section.
type MCP struct {
	UpstreamBaseURL string `yaml:"upstream_base_url"`
}

// Global is filled from the file at start-up.
var Global Server
