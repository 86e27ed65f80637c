// Package endpointclient keeps the backend's configured address in an
// unexported field behind a getter: under go vet, the package calling the
// getter sees neither the field nor where it is set.
package endpointclient

import "os"

// Client talks to the inventory backend.
type Client struct{ inventoryURL string }

// New reads the backend's address from the environment.
func New() *Client { return &Client{inventoryURL: os.Getenv("INVENTORY_URL")} }

// InventoryURL is the configured backend address.
func (c *Client) InventoryURL() string { return c.inventoryURL }
