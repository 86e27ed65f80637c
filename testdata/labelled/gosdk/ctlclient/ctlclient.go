// Package ctlclient keeps the control plane's configured address in an
// unexported field behind a getter.
package ctlclient

import "os"

// Client talks to the control plane.
type Client struct{ controlURL string }

// New reads the address from the environment.
func New() *Client { return &Client{controlURL: os.Getenv("CONTROL_URL")} }

// ControlURL is the configured address.
func (c *Client) ControlURL() string { return c.controlURL }
