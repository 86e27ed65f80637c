// Package logcause holds rpcerror fixes of fmt.Errorf returns judged by
// errorleak: a cause whose text the model may read stays in the message;
// one errorleak would report (raw database error text) stays out, and is
// logged with the logger the file uses (log/slog, a *log.Logger field of
// the receiver, a *zap.Logger in scope, logrus), or, in a file without a
// logger, only left out.
package logcause

import (
	"context"
	"database/sql"
	"log"

	"github.com/mark3labs/mcp-go/server"

	"github.com/mark3labs/mcp-go/mcp"
)

// client is an upstream API whose errors say what was not found.
type client interface {
	Get(ctx context.Context, kind, name string) (string, error)
}

type tools struct {
	api client
	db  *sql.DB
	log *log.Logger
}

func register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("get_resource"), t.getResource)
	s.AddTool(mcp.NewTool("owner"), t.owner)
	s.AddTool(mcp.NewTool("count"), count(t.db))
	s.AddTool(mcp.NewTool("label"), label(t.db))
	s.AddTool(mcp.NewTool("topic"), topic(t.db, nil))
	s.AddTool(mcp.NewTool("size"), size(t.db))
}
