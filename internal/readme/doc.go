// Package readme holds the tests that keep README.md true to the code: its
// demo output equals what mcplint prints on the bundled demo (the golden
// file examples/expected.txt, itself checked by internal/e2e), and its check
// list names exactly the checks of the suite.
package readme
