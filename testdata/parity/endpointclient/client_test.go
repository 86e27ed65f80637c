package endpointclient

import "testing"

// A test of the package: go vet analyzes the package with it, and the
// package it is imported by (which has tests too) in a unit of its own.
func TestInventoryURL(t *testing.T) {
	c := &Client{inventoryURL: "https://inventory.example.com"}
	if c.InventoryURL() == "" {
		t.Fatal("no address")
	}
}
