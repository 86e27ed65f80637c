// Package errgroup is a hand-written stub of golang.org/x/sync/errgroup
// for analysistest: the API the taint analysis models.
package errgroup

import "context"

// Group runs functions and returns the first error of them from Wait.
type Group struct {
	err error
}

// WithContext returns a Group and a context canceled on its first error.
func WithContext(ctx context.Context) (*Group, context.Context) { return &Group{}, ctx }

// Go runs f.
func (g *Group) Go(f func() error) {
	if err := f(); err != nil && g.err == nil {
		g.err = err
	}
}

// TryGo runs f unless the limit is reached.
func (g *Group) TryGo(f func() error) bool {
	g.Go(f)
	return true
}

// SetLimit bounds the functions running at once.
func (g *Group) SetLimit(n int) {}

// Wait returns the first error of the functions Go ran.
func (g *Group) Wait() error { return g.err }
