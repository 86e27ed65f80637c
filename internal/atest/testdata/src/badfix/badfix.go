// Package badfix has a fix whose golden file does not match.
package badfix

func bad()  {}
func good() {}

func use() {
	bad() // want `call of bad`
}
