// Package orstore keeps goals by owner.
package orstore

// Goal is an owner's goal.
type Goal struct{ Intent string }

// Goals keeps goals by owner and id.
type Goals struct{ byOwner map[string]map[string]Goal }

// Get returns the owner's goal id, and whether there is one.
func (gs *Goals) Get(owner, id string) (Goal, bool, error) {
	g, ok := gs.byOwner[owner][id]
	return g, ok, nil
}
