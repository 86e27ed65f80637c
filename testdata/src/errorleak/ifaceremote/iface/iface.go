// Package iface declares the services the handlers hold; it imports none
// of their implementations.
package iface

import "context"

// Jobs lists the jobs of the backend (impl.Client, which prints its
// configured URL in its request errors).
type Jobs interface {
	List(ctx context.Context) ([]string, error)
}

// Notes reads notes (impl.Memo, whose errors name nothing of the server).
type Notes interface {
	Read(ctx context.Context, id string) (string, error)
}

// Stats has a test double only (impl.FakeStats).
type Stats interface {
	Count(ctx context.Context) (int, error)
}

// Files has two implementations, one of them clean (impl.Client,
// impl.Disk): which one runs is not known.
type Files interface {
	Fetch(ctx context.Context, name string) ([]byte, error)
}

// Audit is implemented in package audit only, which the package that
// registers its handler does not import.
type Audit interface {
	Trail(ctx context.Context) ([]string, error)
}
