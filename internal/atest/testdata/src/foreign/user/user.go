// Package user calls lib.Remote.
package user

import "foreign/lib"

// Use calls lib.Remote.
func Use() { lib.Remote() }
