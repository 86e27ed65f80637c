// Package lite opens the SQLite file the model names.
package lite

import "database/sql"

var db *sql.DB

// Open opens the SQLite file at path.
func Open(path string) error {
	d, err := sql.Open("sqlite", path)
	if err != nil {
		return err
	}
	db = d
	return nil
}

// DB returns the open handle.
func DB() *sql.DB { return db }
