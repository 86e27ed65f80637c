// Package sqlrepo implements repo.Notes on a SQL database: its errors are
// the driver's.
package sqlrepo

import (
	"context"
	"database/sql"
)

// Notes is repo.Notes on db.
type Notes struct{ DB *sql.DB }

// Title returns the note's title.
func (n *Notes) Title(ctx context.Context, id int64) (string, error) {
	var t string
	err := n.DB.QueryRowContext(ctx, "SELECT title FROM notes WHERE id = $1", id).Scan(&t)
	return t, err
}
