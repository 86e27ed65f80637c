// Command multichecker runs mcplint's suite (analyzers.All) under x/tools'
// multichecker, the plain go/analysis driver that type-checks every
// package from source, with none of mcplint's own driver code: the
// driver-parity test (internal/e2e) requires the same findings from it as
// from mcplint's standalone mode and go vet -vettool. It lives under
// testdata so that "go install ./..." (pre-commit) does not install it.
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcplint/mcplint/analyzers"
)

func main() {
	multichecker.Main(analyzers.All()...)
}
