// Package reliability holds the tests that keep mcplint safe to run in
// anyone's CI: broken and odd input never crashes it (robust_test.go,
// fixtures in testdata/robust), its fixes leave code that is formatted,
// builds, vets and raises nothing new (fixsafety_test.go), its output is
// the same from run to run (determinism_test.go), the SDK stubs under
// testdata/src match the real SDKs (stubs_test.go), and the real SDK
// modules with their examples lint cleanly (smoke_test.go). Like
// internal/e2e, they build the mcplint binary and use the real SDKs from
// the module cache.
package reliability
