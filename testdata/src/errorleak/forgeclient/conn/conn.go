// Package conn builds the forge clients that package tools uses: on the
// server's configured endpoint (from the environment, a configuration
// struct), or on the public forge.
package conn

import (
	"log"
	"os"
	"sync"

	"github.com/acme/bus"
	"github.com/acme/forge"
)

// Forge is the client of the configured forge, built on first use.
var Forge = sync.OnceValue(func() *forge.Client {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithRetries(3), forge.WithBaseURL(os.Getenv("FORGE_URL")))
	if err != nil {
		log.Fatal(err)
	}
	return c
})

// Public returns a client of the public forge: its host is no secret.
func Public() *forge.Client {
	c, err := forge.NewClient(os.Getenv("FORGE_TOKEN"), forge.WithUserAgent("forge-mcp"))
	if err != nil {
		return nil
	}
	return c
}

// Config is the server's configuration file.
type Config struct {
	ForgeURL string
	Token    string
}

// FromConfig returns a client of the forge the configuration names.
func FromConfig(cfg *Config) *forge.Client {
	return forge.NewClientAt(cfg.ForgeURL, cfg.Token)
}

// Backends holds the clients of the server's backends.
type Backends struct {
	Forge *forge.Client
	Bus   *bus.Conn
}

// NewBackends connects to the configured backends.
func NewBackends() *Backends {
	b, _ := bus.Connect(os.Getenv("BUS_URL"))
	return &Backends{Forge: forge.NewClientAt(os.Getenv("FORGE_URL"), os.Getenv("FORGE_TOKEN")), Bus: b}
}
