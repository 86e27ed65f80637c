// Package bus stands for a message bus client of another module: it
// speaks its own protocol, not HTTP, and its errors name no address.
package bus

// Conn is a connection to the bus.
type Conn struct{ servers []string }

// Connect connects to the bus at url.
func Connect(url string) (*Conn, error) { return &Conn{}, nil }

// Publish sends a message.
func (c *Conn) Publish(subject string, data []byte) error { return nil }
