// Package report builds reports from the configured database and returns
// them by pointer, with the query's failure formatted into a field; the
// function closes its rows in a defer, so its result goes through a result
// slot. The field carries the database error to the caller; the report's
// other fields do not.
package report

import (
	"context"
	"database/sql"
	"fmt"
)

// Report is one report.
type Report struct {
	Title string
	Rows  int
	Error string
}

// Build runs the report's query on db.
func Build(ctx context.Context, db *sql.DB, title string) *Report {
	r := &Report{Title: title}
	rows, err := db.QueryContext(ctx, "select id from items")
	if err != nil {
		r.Error = fmt.Sprintf("query failed: %s", err)
		return r
	}
	defer rows.Close()
	for rows.Next() {
		r.Rows++
	}
	return r
}
