package structurederror_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/structurederror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestStructuredError(t *testing.T) {
	atest.Run(t, testdata.Dir(), structurederror.Analyzer, "structurederror/mcpgo", "structurederror/gosdk", "structurederror/generic", "structurederror/guardlib", "structurederror/guarduse", "structurederror/typedlib", "structurederror/typedstore", "structurederror/typeduse", "structurederror/decorated")
}
