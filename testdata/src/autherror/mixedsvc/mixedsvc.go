// Package mixedsvc is a service whose methods fail for many reasons: one
// of them is a subject-isolated store's refusal of another caller's
// object, among file and decoding failures.
package mixedsvc

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

func subject(ctx context.Context) string {
	if ti := auth.TokenInfoFromContext(ctx); ti != nil && ti.UserID != "" {
		return ti.UserID
	}
	return "local"
}

// Store keeps one caller's cached report.
type Store struct {
	owner, val string
	ok         bool
}

// Get returns the cached report, refusing another caller's.
func (s *Store) Get(ctx context.Context) (string, bool, error) {
	if !s.ok {
		return "", false, nil
	}
	if subject(ctx) != s.owner {
		return "", false, errors.New("not found")
	}
	return s.val, true, nil
}

// Service builds usage reports.
type Service struct{ Latest Store }

// Report reads the project file, then the cached report.
func (s *Service) Report(ctx context.Context) (string, error) {
	if _, err := os.ReadFile("i18n.json"); err != nil {
		return "", err
	}
	v, ok, err := s.Latest.Get(ctx)
	if err != nil {
		return "", err
	}
	if !ok {
		v = "fresh"
	}
	return v, nil
}

// Require refuses a caller without the scope, and nothing else.
func Require(ctx context.Context, scope string) error {
	ti := auth.TokenInfoFromContext(ctx)
	if ti == nil {
		return errors.New("unauthenticated")
	}
	for _, s := range ti.Scopes {
		if s == scope {
			return nil
		}
	}
	return errors.New("missing scope " + scope)
}

// Checked requires the scope, then reads the cached report.
func (s *Service) Checked(ctx context.Context) (string, error) {
	if err := Require(ctx, "reports:read"); err != nil {
		return "", err
	}
	v, _, err := s.Latest.Get(ctx)
	return v, err
}

// CheckRefs refuses any "owner" member of args, however deep, that is not
// the caller: every failure it returns is that refusal, also through its
// recursion.
func CheckRefs(ctx context.Context, args map[string]any) error {
	for key, val := range args {
		if key == "owner" {
			if err := checkOwner(ctx, val); err != nil {
				return err
			}
		}
		if inner, ok := val.(map[string]any); ok {
			if err := CheckRefs(ctx, inner); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkOwner(ctx context.Context, val any) error {
	if s, _ := val.(string); s != subject(ctx) {
		return errors.New("not your object")
	}
	return nil
}
