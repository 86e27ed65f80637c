package reservedcode_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/analyzers/reservedcode"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestReservedCode(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), reservedcode.Analyzer,
		"reservedcode/gosdk", "reservedcode/mcpgo", "reservedcode/handrolled", "reservedcode/helperuse", "reservedcode/helpermsg",
		"reservedcode/structerr", "reservedcode/structwire")
}
