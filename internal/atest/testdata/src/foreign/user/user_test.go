package user

import "testing"

// The test variant of user reports the call of Use's body at lib.go too:
// that report is dropped, as standalone mcplint drops it.
func TestUse(t *testing.T) { Use() }
