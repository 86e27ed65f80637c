// Package env reads settings from the environment, with defaults.
package env

import "os"

// Get returns the environment variable key, or fallback when it is
// unset.
func Get(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

// Pick returns a unless it is empty, else b: no setting of the
// environment's.
func Pick(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
