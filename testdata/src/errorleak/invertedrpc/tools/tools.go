// Package tools fills the records of package rpc's dispatcher, which
// writes their errors' text into isError results: a tool returning the
// database's error leaks it; one answering with its own words does not.
package tools

import (
	"database/sql"
	"errors"
	"fmt"
	"log"

	"errorleak/invertedrpc/rpc"
)

// Store holds the database.
type Store struct{ db *sql.DB }

// Tools lists the store's tools.
func (s *Store) Tools() []rpc.Tool {
	return []rpc.Tool{
		{Name: "count_orders", Run: s.countOrders},
		{Name: "count_users", Run: s.countUsers},
	}
}

func (s *Store) countOrders(args map[string]any) (any, error) {
	var n int
	if err := s.db.QueryRow("SELECT count(*) FROM orders").Scan(&n); err != nil {
		return nil, fmt.Errorf("count orders: %w", err) // want `raw database/sql error text from \(\*sql.Row\).Scan`
	}
	return n, nil
}

func (s *Store) countUsers(args map[string]any) (any, error) {
	var n int
	if err := s.db.QueryRow("SELECT count(*) FROM users").Scan(&n); err != nil {
		log.Printf("count users: %v", err)
		return nil, errors.New("could not count the users; try again later")
	}
	return n, nil
}
