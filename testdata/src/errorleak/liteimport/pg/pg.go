// Package pg opens the server's Postgres database.
package pg

import (
	"database/sql"
	"os"
)

// Open opens the database the environment names.
func Open() (*sql.DB, error) { return sql.Open("postgres", os.Getenv("DATABASE_URL")) }
