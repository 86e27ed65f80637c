// Package validity is a go-sdk HTTP server whose verifier packs a
// deferred credential exchange into the token info; tools first run a
// scope gate, then ask the exchanger for a backend credential. The
// exchanger refuses a token past its expiry or carrying too many scopes:
// the credential's validity, which the bearer middleware answers, not a
// decision on who may do what. The scope gate decides.
package validity

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const maxScopes = 8

type ticket struct {
	scopes  []string
	expires time.Time
}

type issuer struct{ key string }

func (m *issuer) issue(ctx context.Context, t ticket) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	return "credential", nil
}

type deferred struct {
	m      *issuer
	ticket ticket
}

type principal struct {
	scopes   []string
	exchange *deferred
}

func principalOf(ti *auth.TokenInfo) *principal {
	p := &principal{}
	if s, ok := ti.Extra["scopes"].([]string); ok {
		p.scopes = s
	}
	if d, ok := ti.Extra["exchange"].(*deferred); ok {
		p.exchange = d
	}
	return p
}

func (m *issuer) credentialFor(ctx context.Context, t ticket) (string, error) {
	if len(t.scopes) > maxScopes {
		return "", fmt.Errorf("token carries more than %d scopes", maxScopes)
	}
	if m.key == "" {
		return "", errors.New("exchange is not configured")
	}
	if !time.Now().Before(t.expires) {
		return "", errors.New("the token has expired; sign in again")
	}
	return m.issue(ctx, t)
}

func (p *principal) backend(ctx context.Context) (string, error) {
	if p.exchange == nil {
		return "", errors.New("exchange not configured")
	}
	cred, err := p.exchange.m.credentialFor(ctx, p.exchange.ticket)
	if err != nil {
		return "", err
	}
	return cred, nil
}

func permitted(p *principal, need string) error {
	if !slices.Contains(p.scopes, need) {
		return fmt.Errorf("missing scope %q", need)
	}
	return nil
}

func credential(ctx context.Context, req *mcp.CallToolRequest, need string) (string, error) {
	if req.Extra == nil || req.Extra.TokenInfo == nil {
		return "", errors.New("not signed in")
	}
	p := principalOf(req.Extra.TokenInfo)
	if err := permitted(p, need); err != nil {
		return "", err // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
	cred, err := p.backend(ctx)
	if err != nil {
		return "", err
	}
	return cred, nil
}

type out struct {
	Text string `json:"text"`
}

func readNote(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, out, error) {
	cred, err := credential(ctx, req, "notes:read")
	if err != nil {
		return nil, out{}, err
	}
	return nil, out{Text: "read with " + cred}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, readNote)
}
