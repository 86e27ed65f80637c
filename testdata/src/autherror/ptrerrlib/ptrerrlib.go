// Package ptrerrlib decides on a caller's scopes and answers with its own
// error type, by pointer: nil when the caller may go on.
package ptrerrlib

import "slices"

// Denial says why a caller was refused, with the HTTP status to send.
type Denial struct {
	Status int
	Msg    string
}

func (d *Denial) Error() string { return d.Msg }

// Policy holds whether scopes are enforced.
type Policy struct{ Enforce bool }

// Authorize refuses a caller whose scopes lack required.
func (p *Policy) Authorize(required string, scopes []string) *Denial {
	if !p.Enforce {
		return nil
	}
	if !slices.Contains(scopes, required) {
		return &Denial{Status: 403, Msg: "insufficient scope"}
	}
	return nil
}

// Validate refuses a malformed name: no decision on a caller.
func Validate(name string) *Denial {
	if name == "" {
		return &Denial{Status: 400, Msg: "name is required"}
	}
	return nil
}

// Check refuses a caller whose scopes lack need, whatever the policy.
func Check(need string, held []string) *Denial {
	if slices.Contains(held, need) {
		return nil
	}
	return &Denial{Status: 403, Msg: "missing scope " + need}
}
