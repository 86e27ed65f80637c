package autherror_test

import (
	"testing"

	"github.com/mcplint/mcplint/analyzers/autherror"
	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestAuthError(t *testing.T) {
	atest.Run(t, testdata.Dir(), autherror.Analyzer,
		"autherror/gosdk", "autherror/mcpgo", "autherror/authzlib", "autherror/authzuse", "autherror/stdio",
		"autherror/ctxmcpgo", "autherror/ctxlib", "autherror/ctxuse", "autherror/ctxgosdk",
		"autherror/hdrlib", "autherror/helpers", "autherror/mixed", "autherror/owned", "autherror/middleware", "autherror/ctxfactory",
		"autherror/deferlib", "autherror/defertools", "autherror/passed", "autherror/keystore", "autherror/keytools", "autherror/storeauth", "autherror/storeuse", "autherror/ctxvals", "autherror/genericuse", "autherror/zeroid", "autherror/anyperm", "autherror/rbaclib", "autherror/rbacuse", "autherror/urltoken", "autherror/hdrnames", "autherror/keyscan", "autherror/keeperlib", "autherror/keeperuse", "autherror/ptrerrlib", "autherror/ptrerruse", "autherror/echoone", "autherror/echotools", "autherror/echomcp", "autherror/echoapp", "autherror/ginone", "autherror/rolelookup", "autherror/mixedsvc", "autherror/mixedtools", "autherror/bizchain", "autherror/methodwrap", "autherror/keyvault", "autherror/keyuse", "autherror/grantset", "autherror/validity", "autherror/openlib", "autherror/openuse", "autherror/openrest", "autherror/respheader", "autherror/failclosed", "autherror/givenuser", "autherror/kindpolicy", "autherror/kinduse", "autherror/celpolicy", "autherror/resolved/keys", "autherror/resolved/tools", "autherror/handrolled", "autherror/handrolledkey", "autherror/ginwire/auth", "autherror/ginwire/mw", "autherror/ginwire/tools", "autherror/ginwire/router", "autherror/orstore", "autherror/orhelpers", "autherror/sentinels/review", "autherror/sentinels/tools", "autherror/deferrederr", "autherror/resulthelper", "autherror/predicate", "autherror/perrequest", "autherror/ifacedispatch", "autherror/givenflag")
}
