// Package rbaclib decides on claims its callers pass in: it touches no
// context, header or token itself, and imports nothing that does.
package rbaclib

import (
	"fmt"
	"os"
	"strings"
)

// Engine holds the role of each tool.
type Engine struct{ Roles map[string]string }

// Check fails unless the claims' role is the one tool needs.
func (e *Engine) Check(tool string, claims map[string]any) error {
	role, _ := claims["role"].(string)
	if role != e.Roles[tool] {
		return fmt.Errorf("access denied: %s needs role %s", tool, e.Roles[tool])
	}
	return nil
}

// Clean fails for a path outside the root: no identity in it.
func Clean(root, path string) error {
	if !strings.HasPrefix(path, root) {
		return fmt.Errorf("%s is outside %s", path, root)
	}
	return nil
}

// Job is a job's request: Owner is the caller, whom nothing here decides
// on.
type Job struct {
	Owner    string
	Attempts int
}

// Enqueue checks the job's other fields and runs it: its failures are
// the input's and the work's.
func Enqueue(job Job) error {
	if job.Attempts < 1 || job.Attempts > 10 {
		return fmt.Errorf("attempts must be between 1 and 10")
	}
	return save(job.Owner)
}

// Writer is the caller as a role holder.
type Writer interface{ CanWrite() bool }

// Publish refuses a caller who may not write, and fails for other
// reasons too: not an authorization helper.
func Publish(w Writer, name string) error {
	if !w.CanWrite() {
		return fmt.Errorf("forbidden")
	}
	if name == "" {
		return fmt.Errorf("a name is required")
	}
	return save(name)
}

func save(name string) error { return os.WriteFile(name, nil, 0o600) }

// RequireAdmin refuses a caller whose role is not admin with an error
// its constructor makes.
func RequireAdmin(role string) error {
	if role != "admin" {
		return newDenied(role)
	}
	return nil
}

func newDenied(role string) error { return fmt.Errorf("role %s may not do this", role) }
