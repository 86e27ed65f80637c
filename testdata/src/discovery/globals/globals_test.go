package globals

import "testing"

// A test that swaps a handler variable does not change what the
// production code registers.
func TestStoreSwapped(t *testing.T) {
	storePlain = store
	lookupLogged = lookup
}
