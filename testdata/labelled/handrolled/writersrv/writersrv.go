// Package writersrv is a hand-rolled server whose tools return nothing:
// each writes its own response through the server's reply writers, and
// some write a JSON-RPC error for a failure of their work.
package writersrv

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
)

type rpcErr struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type reply struct {
	JSONRPC string  `json:"jsonrpc"`
	ID      any     `json:"id"`
	Result  any     `json:"result,omitempty"`
	Error   *rpcErr `json:"error,omitempty"`
}

// Server answers MCP requests on stdout.
type Server struct {
	out   *bufio.Writer
	stock map[string]int
}

func (s *Server) send(r reply) {
	b, _ := json.Marshal(r)
	s.out.Write(b)
	s.out.WriteByte('\n')
	s.out.Flush()
}

func (s *Server) replyError(id any, code int, msg string) {
	s.send(reply{JSONRPC: "2.0", ID: id, Error: &rpcErr{Code: code, Message: msg}})
}

func (s *Server) replyText(id any, text string, failed bool) {
	s.send(reply{JSONRPC: "2.0", ID: id, Result: map[string]any{
		"content": []map[string]string{{"type": "text", "text": text}},
		"isError": failed,
	}})
}

type request struct {
	ID     any    `json:"id"`
	Method string `json:"method"`
	Params struct {
		Name      string            `json:"name"`
		Arguments map[string]string `json:"arguments"`
	} `json:"params"`
}

// Serve answers the requests read from stdin.
func (s *Server) Serve() {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		var req request
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			continue
		}
		switch req.Method {
		case "tools/call":
			s.call(req.ID, req.Params.Name, req.Params.Arguments)
		default:
			s.replyError(req.ID, -32601, "method not found") // ok rpcerror
		}
	}
}

func (s *Server) call(id any, name string, args map[string]string) {
	switch name {
	case "stock_level":
		s.stockLevel(id, args)
	case "restock":
		s.restock(id, args)
	default:
		s.replyError(id, -32602, "unknown tool "+name) // ok unknowntool
	}
}

func (s *Server) stockLevel(id any, args map[string]string) {
	sku := args["sku"]
	if sku == "" {
		s.replyError(id, -32602, "sku is required") // ok rpcerror
		return
	}
	n, err := s.level(sku)
	if err != nil {
		s.replyError(id, -32603, err.Error()) // want rpcerror:`tool "stock_level" handler writes a response carrying a JSON-RPC error object with code -32603`
		return
	}
	s.replyText(id, strconv.Itoa(n), false)
}

func (s *Server) restock(id any, args map[string]string) {
	n, err := strconv.Atoi(args["count"])
	if err != nil {
		s.replyError(id, -32602, "count must be a number") // ok rpcerror
		return
	}
	if err := s.add(args["sku"], n); err != nil {
		s.replyText(id, "restock failed: "+err.Error(), true) // ok rpcerror
		return
	}
	s.replyText(id, "restocked", false)
}

func (s *Server) level(sku string) (int, error) {
	n, ok := s.stock[sku]
	if !ok {
		return 0, fmt.Errorf("unknown sku %q", sku)
	}
	return n, nil
}

func (s *Server) add(sku string, n int) error {
	if _, err := os.Stat("/var/lib/stock.lock"); err == nil {
		return fmt.Errorf("stock is locked")
	}
	s.stock[sku] += n
	return nil
}
