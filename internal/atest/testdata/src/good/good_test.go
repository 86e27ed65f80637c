package good

import "testing"

func TestUse(t *testing.T) {
	bad() // want `call of bad`
}
