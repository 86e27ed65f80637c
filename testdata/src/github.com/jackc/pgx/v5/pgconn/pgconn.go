// Package pgconn is a hand-written stub of the low-level pgx package the
// tests use: the command tag Exec returns.
package pgconn

// CommandTag is the status text of a command ("DELETE 1").
type CommandTag struct{ s string }

// RowsAffected returns the number of rows the command affected.
func (ct CommandTag) RowsAffected() int64 { return 0 }
