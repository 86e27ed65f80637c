// Package deferlib declares the context key under which a server's HTTP
// layer (in a package importing the tools) stores the caller's role, and
// its accessor. Nothing here stores it: which value the key holds is
// decided where it is stored.
package deferlib

import "context"

type roleKey struct{}

type teamKey struct{}

// TeamKey is the caller's team, read with a generic accessor.
var TeamKey = teamKey{}

// RoleKey is the caller's role.
var RoleKey = roleKey{}

// Role returns the role stored under RoleKey.
func Role(ctx context.Context) string {
	r, _ := ctx.Value(RoleKey).(string)
	return r
}
