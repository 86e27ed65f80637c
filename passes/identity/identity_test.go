package identity_test

import (
	"testing"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/identity"
)

// TestFacts checks the summaries and identity keys of a package that
// stores identity in the context and of one that reads it back.
func TestFacts(t *testing.T) {
	atest.Run(t, testdata.Dir(), identity.Analyzer, "identity/lib", "identity/use", "identity/openlib", "identity/openuse")
}
