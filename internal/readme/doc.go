// Package readme holds the tests that keep README.md and docs/ true to the
// code: the README's demo output equals what mcplint prints on the bundled
// demo (the golden file examples/expected.txt, itself checked by
// internal/e2e), its check list names exactly the checks of the suite, and
// no doc or shipped code links outside the project (or to a file that does
// not exist). The checks' pages and the flags the docs name are checked by
// the analyzers and cmd/mcplint tests.
package readme
