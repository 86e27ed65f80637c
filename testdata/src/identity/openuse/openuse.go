package openuse // want package:`identity keys G:identity/openlib.TenantKey`

// Package openuse is the HTTP layer that stores the caller's tenant under
// openlib's key: here the key holds identity, and the getters' assumed
// summaries apply.

import (
	"context"
	"net/http"

	"identity/openlib"
)

func withTenant(ctx context.Context, r *http.Request) context.Context {
	return context.WithValue(ctx, openlib.TenantKey, r.Header.Get("X-Tenant"))
}

func tenant(ctx context.Context) string { // want tenant:`identity r0=context`
	return openlib.Tenant(ctx)
}

func check(ctx context.Context) error { // want check:`identity r0=context decides`
	return openlib.RequireTenant(ctx, "acme")
}
