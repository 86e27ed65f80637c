// Package registraruse is an app registering its tools through the
// registrars of package registrarlib: one tool's function fails with a
// database error of the configured database (reported here, at the
// function passed); the functions given to AddStatic fail with text of
// their own.
package registraruse

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"errorleak/registrarlib"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type none struct{}

type total int

func (t total) String() string { return fmt.Sprint(int(t)) }

// Register adds the app's tools.
func Register(srv *mcp.Server) error {
	db, err := sql.Open("postgres", os.Getenv("APP_DATABASE_URL"))
	if err != nil {
		return err
	}
	registrarlib.AddRead(srv, "count_orders", func(ctx context.Context, _ none) (fmt.Stringer, error) { // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan at registraruse.go:\d+`
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM orders").Scan(&n); err != nil {
			return nil, err
		}
		return total(n), nil
	})
	registrarlib.AddStatic(srv, "motd", func(ctx context.Context) (fmt.Stringer, error) {
		return nil, errors.New("no message today")
	})
	return nil
}
