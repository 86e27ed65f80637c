// Package precision holds tools whose failures are server plumbing
// (acquiring the request's API client, crypto/rand) or whose raw error
// text is shown only in a developer mode, beside the same tools' real
// findings.
package precision

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// TicketClient is the upstream ticket service's client.
type TicketClient struct{ base string }

// Get fetches one ticket.
func (t *TicketClient) Get(ctx context.Context, id string) (string, error) {
	if id == "" {
		return "", errors.New("ticket id is empty")
	}
	return "ticket " + id, ctx.Err()
}

// Clients are the API clients of one request.
type Clients struct{ Tickets *TicketClient }

// ClientsFn gives a request its clients from the server's configuration
// and the request context.
type ClientsFn func(ctx context.Context) (context.Context, *Clients, error)

// GetTicket builds the get_ticket tool around the server's client getter.
func GetTicket(clients ClientsFn) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_ticket"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, c, err := clients(ctx)
		if err != nil {
			return nil, fmt.Errorf("failed to get ticket client: %w", err) // ok rpcerror
		}
		t, err := c.Tickets.Get(ctx, req.GetString("id", ""))
		if err != nil {
			return nil, fmt.Errorf("get ticket: %w", err) // want rpcerror:`-32603`
		}
		return mcp.NewToolResultText(t), nil
	}
}

// Server holds the server's configuration.
type Server struct {
	Token   string
	DB      *sql.DB
	DevMode bool
	Whoami  func(context.Context) (string, error)
}

// tickets is the same-package getter: a method of the context alone.
func (s *Server) tickets(ctx context.Context) (*TicketClient, error) {
	if s.Token == "" {
		return nil, errors.New("the ticket API token is not configured")
	}
	return &TicketClient{base: "https://tickets.example"}, nil
}

// CloseTicket fails on its client only as server plumbing.
func (s *Server) CloseTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := s.tickets(ctx)
	if err != nil {
		return nil, err // ok rpcerror
	}
	if _, err := t.Get(ctx, req.GetString("id", "")); err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText("closed"), nil
}

// Me asks the upstream service who the caller is: a call of the context
// alone that returns data, not a client, is the tool's work.
func (s *Server) Me(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := s.Whoami(ctx)
	if err != nil {
		return nil, err // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText(name), nil
}

const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"

// secret draws from crypto/rand, which does not fail.
func secret(n int) (string, error) {
	b := make([]byte, n)
	for i := range b {
		k, err := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		if err != nil {
			return "", err
		}
		b[i] = alphabet[k.Int64()]
	}
	return string(b), nil
}

// NewAPIKey creates an API key for the caller.
func (s *Server) NewAPIKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key, err := secret(24)
	if err != nil {
		return nil, fmt.Errorf("generate key: %w", err) // ok rpcerror
	}
	if req.GetString("owner", "") == "" {
		return nil, errors.New("owner is required") // want rpcerror:`-32603`
	}
	return mcp.NewToolResultText(key), nil
}

// CountRows shows the driver's error text only in developer mode.
func (s *Server) CountRows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var n int
	if err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM tickets").Scan(&n); err != nil {
		msg := "counting tickets failed"
		if s.DevMode {
			msg += ": " + err.Error()
		}
		return mcp.NewToolResultError(msg), nil // ok errorleak
	}
	if err := s.DB.PingContext(ctx); err != nil {
		if os.Getenv("DEBUG") == "true" {
			return mcp.NewToolResultError(fmt.Sprintf("ping: %v", err)), nil // ok errorleak
		}
		return mcp.NewToolResultError(fmt.Sprintf("ping: %v", err)), nil // want errorleak:`raw database/sql error text`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}
