// Package authctx declares the context key the HTTP layer stores the
// caller's tenant under, and its accessor; the layer that stores it is
// package main (cmd/authsrv), which imports the tools that call the
// accessor (authtools): neither this package nor the tools know the key
// holds the caller's identity.
package authctx

import "context"

type tenantKey struct{}

// TenantKey is where the HTTP layer stores the caller's tenant.
var TenantKey = tenantKey{}

// Tenant returns the caller's tenant.
func Tenant(ctx context.Context) string {
	t, _ := ctx.Value(TenantKey).(string)
	return t
}
