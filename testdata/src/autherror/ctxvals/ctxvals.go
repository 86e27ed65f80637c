// Package ctxvals is a project helper package without MCP code: generic
// accessors of context values, given the key.
package ctxvals

import "context"

// Get returns the value of type T stored under key, or nil.
func Get[T any](ctx context.Context, key any) *T {
	v, ok := ctx.Value(key).(T)
	if !ok {
		return nil
	}
	return &v
}

// Lookup returns the value of type T stored under key through Get.
func Lookup[T any](ctx context.Context, key any) (T, bool) {
	if p := Get[T](ctx, key); p != nil {
		return *p, true
	}
	var zero T
	return zero, false
}
