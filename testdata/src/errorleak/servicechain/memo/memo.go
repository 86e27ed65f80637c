// Package memo implements search.Memo in memory, with errors of its own.
package memo

import (
	"context"
	"errors"
)

// Recent keeps the last query.
type Recent struct{ last string }

// Last returns the last query.
func (r *Recent) Last(ctx context.Context) (string, error) {
	if r.last == "" {
		return "", errors.New("no query yet")
	}
	return r.last, nil
}
