// Package openlib reads the caller's tenant from a context key that only
// an importing package's HTTP layer stores: its summaries say what they
// would be if the key held identity.
package openlib

import (
	"context"
	"errors"
)

type tenantKey struct{}

// TenantKey is where the HTTP layer stores the caller's tenant.
var TenantKey = tenantKey{}

// Tenant is an accessor of an open key.
func Tenant(ctx context.Context) string { // want Tenant:`identity if G:identity/openlib.TenantKey: r0=context`
	t, _ := ctx.Value(TenantKey).(string)
	return t
}

// RequireTenant is an authorization helper if the key holds identity.
func RequireTenant(ctx context.Context, want string) error { // want RequireTenant:`identity r0=decides p1; if G:identity/openlib.TenantKey: r0=context decides p1`
	if Tenant(ctx) != want {
		return errors.New("wrong tenant")
	}
	return nil
}

// Count reads no context: its summary knows no key.
func Count(xs []string) int { return len(xs) } // want Count:`identity r0=p0`
