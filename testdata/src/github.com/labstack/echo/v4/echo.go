// Package echo is a stub of the web framework's API that the tests use.
package echo

import "net/http"

// Context is the context of one request.
type Context interface {
	Request() *http.Request
	Response() http.ResponseWriter
	Set(key string, val interface{})
	Get(key string) interface{}
	NoContent(code int) error
}

// HandlerFunc answers a request.
type HandlerFunc func(c Context) error

// MiddlewareFunc wraps a handler.
type MiddlewareFunc func(next HandlerFunc) HandlerFunc

// Echo is the framework's router.
type Echo struct{}

// New returns a router.
func New() *Echo { return &Echo{} }

// Use installs middleware.
func (e *Echo) Use(m ...MiddlewareFunc) {}

// Any routes every method of path to h.
func (e *Echo) Any(path string, h HandlerFunc, m ...MiddlewareFunc) {}
