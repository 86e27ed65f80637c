// Package gin is a stub of the web framework's API that the tests use.
package gin

import "net/http"

// Context is the context of one request.
type Context struct {
	Request *http.Request
	Writer  http.ResponseWriter
	keys    map[any]any
}

// Set keeps a value for the request.
func (c *Context) Set(key any, value any) { c.keys[key] = value }

// Get returns a kept value.
func (c *Context) Get(key any) (value any, exists bool) {
	value, exists = c.keys[key]
	return
}

// MustGet returns a kept value, or panics.
func (c *Context) MustGet(key any) any { return c.keys[key] }

// Next runs the next handlers.
func (c *Context) Next() {}

// AbortWithStatus stops the chain with status code.
func (c *Context) AbortWithStatus(code int) {}

// HandlerFunc answers a request.
type HandlerFunc func(*Context)
