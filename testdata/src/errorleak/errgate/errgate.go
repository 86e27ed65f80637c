// Package errgate holds handlers that show an error to the model only
// after testing that it is one the module made: errors.Is with an error
// variable of the module, or strings.HasPrefix on its text. A driver
// error that another return of the same helper wraps cannot pass the
// test: not reported. The error still is when the test lets it through
// (a module error that also wraps the driver's text, a standard
// library's sentinel, a prefix the wrapped driver error has) or when the
// value shown is another error.
package errgate

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("conflict")
)

type store struct{ db *sql.DB }

func register(s *server.MCPServer, st *store) {
	s.AddTool(mcp.NewTool("get"), st.get)
	s.AddTool(mcp.NewTool("get_unless"), st.getUnless)
	s.AddTool(mcp.NewTool("find"), st.find)
	s.AddTool(mcp.NewTool("find_db"), st.findDB)
	s.AddTool(mcp.NewTool("put"), st.put)
	s.AddTool(mcp.NewTool("get_std"), st.getStd)
	s.AddTool(mcp.NewTool("get_other"), st.getOther)
	s.AddTool(mcp.NewTool("get_wrapped"), st.getWrapped)
}

// lookup wraps the driver error with a prefix, and makes its own error
// that wraps ErrNotFound.
func (st *store) lookup(ctx context.Context, id string) (string, error) {
	var v string
	if err := st.db.QueryRowContext(ctx, "SELECT v FROM items WHERE id = $1", id).Scan(&v); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return "", fmt.Errorf("item %s: %w", id, ErrNotFound)
		}
		return "", fmt.Errorf("db: lookup: %w", err)
	}
	return v, nil
}

// search makes its own error with the prefix "not found:".
func (st *store) search(ctx context.Context, q string) (string, error) {
	var v string
	if err := st.db.QueryRowContext(ctx, "SELECT v FROM items WHERE name = $1", q).Scan(&v); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return "", fmt.Errorf("not found: %s", q)
		}
		return "", fmt.Errorf("db: search: %w", err)
	}
	return v, nil
}

// upsert wraps ErrConflict and the driver's text in one error.
func (st *store) upsert(ctx context.Context, id string) error {
	if _, err := st.db.ExecContext(ctx, "INSERT INTO items (id) VALUES ($1)", id); err != nil {
		return fmt.Errorf("%w: %v", ErrConflict, err)
	}
	return nil
}

func (st *store) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := st.lookup(ctx, req.GetString("id", ""))
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultError("internal error"), nil
	}
	return mcp.NewToolResultText(v), nil
}

func (st *store) getUnless(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := st.lookup(ctx, req.GetString("id", ""))
	if err != nil {
		if !errors.Is(err, ErrNotFound) {
			return mcp.NewToolResultError("internal error"), nil
		}
		return mcp.NewToolResultError("no such item: " + err.Error()), nil
	}
	return mcp.NewToolResultText(v), nil
}

func (st *store) find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := st.search(ctx, req.GetString("q", ""))
	if err != nil {
		if strings.HasPrefix(err.Error(), "not found:") {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultError("internal error"), nil
	}
	return mcp.NewToolResultText(v), nil
}

// findDB tests for a prefix the wrapped driver error has.
func (st *store) findDB(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := st.search(ctx, req.GetString("q", ""))
	if err != nil {
		if strings.HasPrefix(err.Error(), "db:") {
			return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
		}
		return mcp.NewToolResultError("internal error"), nil
	}
	return mcp.NewToolResultText(v), nil
}

// put shows a module error that also carries the driver's text.
func (st *store) put(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := st.upsert(ctx, req.GetString("id", "")); err != nil {
		if errors.Is(err, ErrConflict) {
			return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
		}
		return mcp.NewToolResultError("internal error"), nil
	}
	return mcp.NewToolResultText("stored"), nil
}

// getStd tests for a sentinel of the standard library: the driver's
// error is what passes.
func (st *store) getStd(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v string
	err := st.db.QueryRowContext(ctx, "SELECT v FROM items WHERE id = $1", req.GetString("id", "")).Scan(&v)
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
	}
	return mcp.NewToolResultText(v), nil
}

// getOther shows another error than the one it tested.
func (st *store) getOther(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := st.lookup(ctx, req.GetString("id", ""))
	if errors.Is(err, ErrNotFound) {
		if _, err2 := st.db.ExecContext(ctx, "DELETE FROM stale"); err2 != nil {
			return mcp.NewToolResultError(err2.Error()), nil // want `raw database/sql error text from \(\*sql.DB\).ExecContext`
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

// notFound wraps any error it is given in ErrNotFound.
func notFound(err error) error { return fmt.Errorf("%w: %v", ErrNotFound, err) }

// getWrapped wraps the driver's error in ErrNotFound through a helper.
func (st *store) getWrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v string
	if err := st.db.QueryRowContext(ctx, "SELECT v FROM items WHERE id = $1", req.GetString("id", "")).Scan(&v); err != nil {
		err = notFound(err)
		if errors.Is(err, ErrNotFound) {
			return mcp.NewToolResultError(err.Error()), nil // want `raw database/sql error text from \(\*sql.Row\).Scan`
		}
	}
	return mcp.NewToolResultText(v), nil
}
