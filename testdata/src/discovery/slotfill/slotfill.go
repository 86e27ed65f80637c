// Package slotfill stores its methods in the records of another package's
// dispatcher (slotserver), which it does not see call them: they are
// tools, routed as slotserver's tools/call answers their errors. A
// function stored in the Describe field is not a tool.
package slotfill

import (
	"errors"

	"discovery/slotserver"
)

type Store struct{ rows []string }

// Tools lists the store's tools.
func (s *Store) Tools() []slotserver.Tool {
	return []slotserver.Tool{
		{Name: "list_rows", Run: s.listRows, Describe: s.describe},
		{Name: "drop_rows", Run: s.dropRows},
	}
}

func (s *Store) listRows(args map[string]any) (any, error) { // want `Store.listRows tool=\? sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.Handle through Tool.Run`
	if len(s.rows) == 0 {
		return nil, errors.New("no rows")
	}
	return s.rows, nil
}

func (s *Store) dropRows(args map[string]any) (any, error) { // want `Store.dropRows tool=\? sdk=hand-rolled kind=dispatched errors=iserror via=dispatched by Server.Handle through Tool.Run`
	return nil, errors.New("read-only")
}

func (s *Store) describe() (string, error) { return "rows", nil }
