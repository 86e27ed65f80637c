package errorleak_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/errorleak"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestCrossPackage(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/crosspkg")
}

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/gosdk")
}

func TestSanitizers(t *testing.T) {
	if err := errorleak.Analyzer.Flags.Set("sanitizers", "sanitize.tidy"); err != nil {
		t.Fatal(err)
	}
	defer errorleak.Analyzer.Flags.Set("sanitizers", "")
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/sanitize")
}

func TestHandRolledAndWrapped(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/handrolled", "errorleak/wrapped")
}

// TestPatterns covers each false pattern of issue 10 and the leaks it
// missed, positive and negative.
func TestPatterns(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/patterns")
}

// TestFieldSummaries covers struct results and parameters summarized field
// by field across packages (issue 10: a loaded config's Password is not in
// its BaseURL).
func TestFieldSummaries(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/fieldsum")
}

// TestEmbedded covers embedded databases: a package that opens only SQLite
// has no connection to leak in its database errors; one that also opens
// a server database, or a configured driver, does.
func TestEmbedded(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/embedded", "errorleak/embeddedmixed", "errorleak/embeddedvar")
}

// TestDebugMode: raw error text added only under a developer or debug
// mode flag is not reported; under another flag, or a secret, it is.
func TestDebugMode(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/debugmode")
}

// TestEndpoints covers the server's own infrastructure (issue 22): HTTP
// errors of requests to its configured endpoint and the output of commands
// it runs with a fixed command line are sources; the model's own URLs and
// commands are not.
func TestEndpoints(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), errorleak.Analyzer, "errorleak/endpoints")
}
