// Package keeperlib decides whether the caller may act, with one
// implementation of Keeper per mode the server runs in: flags, a local
// policy, and the scopes of the caller's token. Its implementations are
// unexported: the package records what they return on Keeper's methods.
package keeperlib

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

// Keeper says whether the caller may read or write.
type Keeper interface {
	CanRead(ctx context.Context) (bool, error)
	CanWrite(ctx context.Context) (bool, error)
}

// Counter counts calls; none of its implementations decides on who the
// caller is.
type Counter interface {
	Allow(ctx context.Context) error
}

type flags struct{ read, write bool }

func (f *flags) CanRead(context.Context) (bool, error)  { return f.read, nil }
func (f *flags) CanWrite(context.Context) (bool, error) { return f.write, nil }

type policy struct{ readOnly bool }

func (p *policy) CanRead(context.Context) (bool, error) { return true, nil }

func (p *policy) CanWrite(context.Context) (bool, error) {
	if p.readOnly {
		return false, errors.New("the server is read-only")
	}
	return true, nil
}

type scopes struct{}

func (scopes) CanRead(ctx context.Context) (bool, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return false, errors.New("no token info")
	}
	if slices.Contains(ti.Scopes, "read") {
		return true, nil
	}
	return false, fmt.Errorf("scope read not in %v", ti.Scopes)
}

func (scopes) CanWrite(ctx context.Context) (bool, error) {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return false, errors.New("no token info")
	}
	if slices.Contains(ti.Scopes, "write") {
		return true, nil
	}
	return false, errors.New("write unauthorized")
}

// New returns the Keeper of the mode.
func New(mode string) Keeper {
	switch mode {
	case "oauth":
		return scopes{}
	case "policy":
		return &policy{readOnly: true}
	}
	return &flags{read: true}
}

type window struct{ n, max int }

func (w *window) Allow(context.Context) error {
	if w.n >= w.max {
		return errors.New("too many calls")
	}
	w.n++
	return nil
}

// NewCounter returns a Counter of max calls.
func NewCounter(max int) Counter { return &window{max: max} }
