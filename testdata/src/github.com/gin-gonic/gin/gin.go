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

// GetInt64 returns a kept value as an int64.
func (c *Context) GetInt64(key any) int64 {
	v, _ := c.keys[key].(int64)
	return v
}

// GetString returns a kept value as a string.
func (c *Context) GetString(key any) string {
	v, _ := c.keys[key].(string)
	return v
}

// GetHeader returns a header of the request.
func (c *Context) GetHeader(key string) string { return c.Request.Header.Get(key) }

// GetQuery returns a query value of the request.
func (c *Context) GetQuery(key string) (string, bool) {
	v := c.Request.URL.Query().Get(key)
	return v, v != ""
}

// Engine is a gin application.
type Engine struct{}

// New returns an application.
func New() *Engine { return &Engine{} }

// Use adds middleware.
func (e *Engine) Use(h ...HandlerFunc) {}

// Any routes every method of path to h.
func (e *Engine) Any(path string, h ...HandlerFunc) {}
