package handlers_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/internal/testdata"
	"github.com/mcplint/mcplint/passes/handlers"
)

func TestCodeParamFacts(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), handlers.Analyzer, "reservedcode/helperlib")
}
