// Package texttools is a hand-rolled server whose tools return text and an
// error behind a switch on params["name"].(string): the dispatcher sends
// the error as an isError result and the text as a success, so failure
// text returned with a nil error reaches the model as a success.
package texttools

import "fmt"

type request struct {
	ID     any            `json:"id"`
	Method string         `json:"method"`
	Params map[string]any `json:"params"`
}

type content struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type toolResult struct {
	Content []content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type response struct {
	ID     any `json:"id"`
	Result any `json:"result,omitempty"`
}

type db interface {
	Columns(table string) ([]string, error)
	Ping() error
}

type Server struct{ db db }

func (s *Server) Handle(req request) response {
	switch req.Method {
	case "tools/call":
		name, _ := req.Params["name"].(string)
		args, _ := req.Params["arguments"].(map[string]any)
		text, err := s.callTool(name, args)
		if err != nil {
			return response{ID: req.ID, Result: toolResult{IsError: true, Content: []content{{Type: "text", Text: err.Error()}}}}
		}
		return response{ID: req.ID, Result: toolResult{Content: []content{{Type: "text", Text: text}}}}
	}
	return response{}
}

func (s *Server) callTool(name string, args map[string]any) (string, error) {
	switch name {
	case "describe":
		return s.describe(args)
	case "count":
		return s.count(args)
	case "ping":
		return s.ping(args)
	case "sample":
		return s.sample(args)
	case "check_table":
		return s.checkTable(args)
	default:
		return "", fmt.Errorf("unknown tool %q", name)
	}
}

func (s *Server) describe(args map[string]any) (string, error) {
	table, _ := args["table"].(string)
	cols, err := s.db.Columns(table)
	if err != nil {
		return "", fmt.Errorf("describe %s: %w", table, err) // fine: the dispatcher makes it an isError result
	}
	if len(cols) == 0 {
		return fmt.Sprintf("Table '%s' not found.", table), nil // want `returned text "Table '…' not found." reads as a failure with a nil error, which the dispatcher sends as a success result`
	}
	return fmt.Sprintf("%s: %v", table, cols), nil
}

func (s *Server) count(args map[string]any) (string, error) {
	table, _ := args["table"].(string)
	cols, err := s.db.Columns(table)
	if err != nil {
		return fmt.Sprintf("Could not count the columns of %s: %v", table, err), nil // want `returned text "Could not count the columns of …" reads as a failure`
	}
	return fmt.Sprintf("%d columns", len(cols)), nil // fine: the answer
}

// ping is a probe: reporting that the database is down is its answer.
func (s *Server) ping(args map[string]any) (string, error) {
	if err := s.db.Ping(); err != nil {
		return "database unreachable: " + err.Error(), nil
	}
	return "ok", nil
}

// checkTable is named like a probe, but what it says when the lookup
// fails is its own failure, not a finding about the table.
func (s *Server) checkTable(args map[string]any) (string, error) {
	table, _ := args["table"].(string)
	cols, err := s.db.Columns(table)
	if err != nil {
		return fmt.Sprintf("No table %q found.", table), nil // want `returned text "No table … found." is returned where Columns failed, and reads as a failure with a nil error`
	}
	return fmt.Sprintf("%s has %d columns", table, len(cols)), nil
}

type rows interface {
	Close() error
	First() (string, error)
}

type sampler interface {
	Rows(table string) (rows, error)
}

// sample closes its rows in a defer: what it returns goes through its
// result slots.
func (s *Server) sample(args map[string]any) (string, error) {
	table, _ := args["table"].(string)
	src, ok := s.db.(sampler)
	if !ok {
		return "", fmt.Errorf("sampling is not supported")
	}
	rs, err := src.Rows(table)
	if err != nil {
		return "", err
	}
	defer rs.Close()
	first, err := rs.First()
	if err != nil {
		return fmt.Sprintf("Error: %v", err), nil // want `returned text "Error: …" reads as a failure with a nil error`
	}
	return first, nil
}
