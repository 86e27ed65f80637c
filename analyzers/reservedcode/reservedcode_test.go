package reservedcode_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/reservedcode"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestReservedCode(t *testing.T) {
	atest.Run(t, testdata.Dir(), reservedcode.Analyzer,
		"reservedcode/gosdk", "reservedcode/mcpgo", "reservedcode/handrolled", "reservedcode/helperuse", "reservedcode/helpermsg",
		"reservedcode/structerr", "reservedcode/structwire", "reservedcode/fieldcopy", "reservedcode/maperr", "reservedcode/authmw", "reservedcode/mapwire", "reservedcode/otherproto",
		"reservedcode/ipcmsg", "reservedcode/ipcadapter", "reservedcode/codemap/errs", "reservedcode/codemap/server", "reservedcode/istarget", "reservedcode/anonobj", "reservedcode/methodconst/proto", "reservedcode/methodconst/srv")
}
