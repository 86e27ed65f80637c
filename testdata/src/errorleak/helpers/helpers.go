// Package helpers has no MCP code: its functions reach the handlers of other
// packages through taint facts.
package helpers

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
)

// Store wraps a database.
type Store struct{ db *sql.DB }

// Count returns the raw database error.
func (s *Store) Count(ctx context.Context) (int, error) { // want Count:`taint\(result 1: infrastructure error\)`
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM t").Scan(&n)
	return n, err
}

// Delete wraps the database error, keeping its text.
func (s *Store) Delete(ctx context.Context) error { // want Delete:`taint\(result 0: infrastructure error\)`
	if _, err := s.db.ExecContext(ctx, "DELETE FROM t"); err != nil {
		return fmt.Errorf("delete: %w", err)
	}
	return nil
}

// DeleteQuietly replaces the database error by a message of its own.
func (s *Store) DeleteQuietly(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM t"); err != nil {
		return fmt.Errorf("could not delete the rows; try again later")
	}
	return nil
}

// Token returns the API token.
func Token() string { return os.Getenv("API_TOKEN") } // want Token:`taint\(result 0: secret\)`

// Region returns a setting that is not a secret, nor an endpoint.
func Region() string { return os.Getenv("AWS_REGION") }

// BackendURL returns the backend's configured address.
func BackendURL() string { return os.Getenv("BACKEND_URL") } // want BackendURL:`endpoint \$BACKEND_URL`

// Describe passes the error's text through.
func Describe(err error) string { return "failed: " + err.Error() } // want Describe:`taint\(result 0: param 0\)`

// Config holds the server's settings and credentials.
type Config struct {
	Endpoint string
	APIKey   string
}

// RedactDSN hides credentials (a sanitizer by its name).
func RedactDSN(dsn string) string { // want RedactDSN:`taint\(result 0: param 0\)`
	return strings.Split(dsn, "@")[0] + "@***"
}

// Join builds a message with a builder.
func Join(parts ...string) string { // want Join:`taint\(result 0: param 0\)`
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p)
	}
	return b.String()
}
