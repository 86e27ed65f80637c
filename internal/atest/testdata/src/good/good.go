// Package good meets every expectation of its want comments.
package good

import "fmt"

func bad() {}

func markOne() {} // want markOne:"marked"

func use() {
	bad() // want `call of bad`
	fmt.Println("no finding")
	// want +1 `call of bad`
	bad()
}
