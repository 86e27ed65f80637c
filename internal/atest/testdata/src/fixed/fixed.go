// Package fixed has fixes whose golden file matches: the second leaves
// the import of strings unused, which goes.
package fixed

import "strings"

func bad(...string) {}
func good()         {}

func use() {
	bad()                        // want `call of bad`
	bad(strings.TrimSpace(" x")) // want `call of bad`
}
