// Package sqlite3 is a hand-written stub of github.com/mattn/go-sqlite3:
// the SQLite driver, registered as "sqlite3", and its type for custom
// registrations.
package sqlite3

import "database/sql/driver"

// SQLiteConn is a connection.
type SQLiteConn struct{}

// Exec runs a statement.
func (c *SQLiteConn) Exec(query string, args []driver.Value) (driver.Result, error) { return nil, nil }

// SQLiteDriver is the driver; ConnectHook runs on each new connection.
type SQLiteDriver struct {
	ConnectHook func(*SQLiteConn) error
}

// Open opens a connection.
func (d *SQLiteDriver) Open(dsn string) (driver.Conn, error) { return nil, nil }
