// Package registrar registers go-sdk typed tools through registrars that
// build one handler around each tool's function: the handler returns the
// error of the function it was given, which the SDK writes into the
// result's text. A database error of one of those functions is reported
// in the registrar's handler, whether the function is a method value or a
// literal; a registrar whose functions all fail with their own text is
// not.
package registrar

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type none struct{}

type nameArg struct {
	Name string `json:"name"`
}

// addQuery registers produce as a tool, answering with what it makes.
func addQuery[In any](srv *mcp.Server, name string, produce func(context.Context, In) (fmt.Stringer, error)) {
	mcp.AddTool(srv, &mcp.Tool{Name: name}, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		v, err := produce(ctx, in)
		if err != nil {
			return nil, nil, err // want `returned error carries raw database/sql error text from \(\*sql.Row\).Scan at registrar.go:\d+`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v.String()}}}, nil, nil
	})
}

type count int

func (c count) String() string { return fmt.Sprint(int(c)) }

type label string

func (l label) String() string { return string(l) }

// addPure registers produce, which computes without any store.
func addPure(srv *mcp.Server, name string, produce func(context.Context, nameArg) (string, error)) {
	mcp.AddTool(srv, &mcp.Tool{Name: name}, func(ctx context.Context, _ *mcp.CallToolRequest, in nameArg) (*mcp.CallToolResult, any, error) {
		text, err := produce(ctx, in)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
	})
}

type store struct{ db *sql.DB }

func (s *store) countRuns(ctx context.Context, _ none) (fmt.Stringer, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM runs").Scan(&n); err != nil {
		return nil, err
	}
	return count(n), nil
}

func Register(srv *mcp.Server) error {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	st := &store{db: db}
	addQuery(srv, "count_runs", st.countRuns)
	addQuery(srv, "count_jobs", func(ctx context.Context, _ none) (fmt.Stringer, error) {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM jobs").Scan(&n); err != nil {
			return nil, err
		}
		return count(n), nil
	})
	addQuery(srv, "version", func(ctx context.Context, _ none) (fmt.Stringer, error) {
		return label("1.0"), nil
	})
	addPure(srv, "greet", func(ctx context.Context, in nameArg) (string, error) {
		if in.Name == "" {
			return "", errors.New("name is required")
		}
		return "hello " + in.Name, nil
	})
	return nil
}
