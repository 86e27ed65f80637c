// Package review approves reviews for a caller: it fails when the review
// is missing, in the wrong state or the caller's own (a denial among
// other failures), or when the store fails.
package review

import (
	"errors"
	"fmt"
)

// Caller is who asks.
type Caller struct{ UserID, Org string }

// Errors Do returns.
var (
	ErrNotFound     = errors.New("review not found")
	ErrWrongState   = errors.New("review is not pending")
	ErrSelfApproval = errors.New("cannot approve your own review")
)

type rec struct{ Owner, State string }

var reviews = map[string]rec{}

type tracker struct{}

func (tracker) Close() {}

// Do approves review id for c.
func Do(c *Caller, id string) error {
	t := tracker{}
	defer t.Close()
	r, err := load(c.Org, id)
	switch err {
	case errMissing:
		return ErrNotFound
	case nil:
	default:
		return fmt.Errorf("loading review: %w", err)
	}
	if r.State != "pending" {
		return ErrWrongState
	}
	if r.Owner == c.UserID {
		return ErrSelfApproval
	}
	if err := save(id); err != nil {
		return fmt.Errorf("saving review: %w", err)
	}
	return nil
}

var errMissing = errors.New("missing")

func load(org, id string) (rec, error) {
	r, ok := reviews[org+"/"+id]
	if !ok {
		return rec{}, errMissing
	}
	return r, nil
}

func save(id string) error {
	if id == "" {
		return errors.New("empty id")
	}
	return nil
}
