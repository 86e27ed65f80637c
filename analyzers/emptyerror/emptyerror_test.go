package emptyerror_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/emptyerror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestEmptyError(t *testing.T) {
	atest.Run(t, testdata.Dir(), emptyerror.Analyzer, "emptyerror/mcpgo", "emptyerror/gosdk", "emptyerror/goside", "emptyerror/contentguard")
}
