// Package cmd builds the services and gives them to the tools: it converts
// *pg.DB to store.Store, so it decides what the tools' store errors carry.
package cmd

import (
	"os"

	"errorleak/ifacewired/clean"
	"errorleak/ifacewired/pg"
	"errorleak/ifacewired/tools"

	"github.com/mark3labs/mcp-go/server"
)

// Run serves the tools.
func Run() error {
	db, err := pg.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		return err
	}
	s := server.NewMCPServer("notes", "1.0.0")
	tools.Register(s, db, &clean.Memory{})
	return server.ServeStdio(s)
}
