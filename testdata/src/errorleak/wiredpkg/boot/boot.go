// Package boot wires sqlrepo's implementation into repo.Notes; its API
// does not mention sqlrepo, so the packages importing boot do not see it
// (WiredImplsFact tells them what it returns).
package boot

import (
	"database/sql"
	"os"

	"errorleak/wiredpkg/repo"
	"errorleak/wiredpkg/sqlrepo"
)

// Deps are the repositories the tools use.
type Deps struct {
	Notes repo.Notes
}

// New opens the database.
func New() (*Deps, error) {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return nil, err
	}
	return &Deps{Notes: &sqlrepo.Notes{DB: db}}, nil
}
