// Package grants decides whether a caller's scopes allow an action; it
// answers with its own error type, by pointer.
package grants

import "slices"

// Refusal says why a caller was refused.
type Refusal struct{ Need string }

func (r *Refusal) Error() string { return "missing scope " + r.Need }

// Check refuses a caller whose scopes lack need.
func Check(need string, scopes []string) *Refusal {
	if slices.Contains(scopes, need) {
		return nil
	}
	return &Refusal{Need: need}
}

// NonEmpty refuses an empty title: a check of the arguments.
func NonEmpty(title string) *Refusal {
	if title == "" {
		return &Refusal{Need: "title"}
	}
	return nil
}
