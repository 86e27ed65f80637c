// Package bad misses its expectations in each way the checks report.
package bad

func bad() {}

func markTwo() {}

func use() {
	bad()
	bad()     // want `call of worse`
	println() // want `never reported`
}
