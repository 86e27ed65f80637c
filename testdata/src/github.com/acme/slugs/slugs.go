// Package slugs is a hand-written stub of a library that imports no
// database package: its errors are about its input.
package slugs

import "errors"

// Make turns s into a slug.
func Make(s string) (string, error) {
	if s == "" {
		return "", errors.New("empty title")
	}
	return s, nil
}
