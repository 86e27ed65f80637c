// Package tinyorm is a hand-written stub of a small ORM over database/sql:
// its errors are the driver's.
package tinyorm

import "database/sql"

var db *sql.DB

// Model is a table.
type Model struct{ table string }

// New returns the model of table.
func New(table string) *Model { return &Model{table: table} }

// Selects reads the table's rows.
func (m *Model) Selects() ([]map[string]any, error) {
	rows, err := db.Query("SELECT * FROM " + m.table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return nil, rows.Err()
}
