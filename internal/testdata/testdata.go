// Package testdata locates the repository's shared analysistest GOPATH,
// testdata/src, which holds the hand-written SDK stubs and the test
// packages of every pass and check.
package testdata

import (
	"path/filepath"
	"runtime"
)

// Dir returns the absolute path of the repository's testdata directory.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}
