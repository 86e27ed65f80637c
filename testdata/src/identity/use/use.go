// Package use reads the identity lib stored.
package use

import (
	"context"

	"identity/lib"
)

func admin(ctx context.Context) bool { // want admin:`identity r0=context decides`
	return lib.Role(ctx) == "admin"
}

func name(ctx context.Context) string { // want name:`identity r0=context`
	return lib.UserFrom(ctx).Name
}

func trace(ctx context.Context) string { // want trace:`identity if G:identity/lib.traceKey: r0=context`
	return lib.Trace(ctx)
}

// present is a presence test of a context value: no decision.
func present(ctx context.Context) bool { // want present:`identity r0=context`
	return lib.UserFrom(ctx).Name != ""
}
