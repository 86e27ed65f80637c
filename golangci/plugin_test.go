package golangci

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/mcplint/mcplint/analyzers"
	"github.com/mcplint/mcplint/analyzers/errorleak"
)

func names(t *testing.T, conf any) string {
	t.Helper()
	p, err := New(conf)
	if err != nil {
		t.Fatalf("New(%v): %v", conf, err)
	}
	if mode := p.GetLoadMode(); mode != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", mode, register.LoadModeTypesInfo)
	}
	checks, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	var s []string
	for _, a := range checks {
		s = append(s, a.Name)
	}
	return strings.Join(s, " ")
}

func TestSelection(t *testing.T) {
	var all []string
	for _, a := range analyzers.All() {
		all = append(all, a.Name)
	}
	if got := names(t, nil); got != strings.Join(all, " ") {
		t.Errorf("no settings: %s, want every check", got)
	}
	if got := names(t, map[string]any{}); got != strings.Join(all, " ") {
		t.Errorf("empty settings: %s, want every check", got)
	}
	if got := names(t, map[string]any{"enable": []any{"rpcerror", "NilResult"}}); got != "nilresult rpcerror" {
		t.Errorf("enable: %s", got)
	}
	got := names(t, map[string]any{"disable": []any{"autherror"}})
	if got != strings.Join(all[1:], " ") || all[0] != "autherror" {
		t.Errorf("disable autherror: %s", got)
	}
}

func TestFlags(t *testing.T) {
	f := errorleak.Analyzer.Flags.Lookup("sanitizers")
	old := f.Value.String()
	defer f.Value.Set(old)

	names(t, map[string]any{"flags": map[string]any{"errorleak": map[string]any{
		"sanitizers": []any{"example.com/log.Redact", "mask.Secret"},
	}}})
	if got := f.Value.String(); got != "example.com/log.Redact,mask.Secret" {
		t.Errorf("-errorleak.sanitizers = %q", got)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		conf any
		want string
	}{
		{map[string]any{"disabel": []any{"autherror"}}, `unknown field "disabel"`},
		{map[string]any{"enable": []any{"rpcerorr"}}, `enable: unknown check "rpcerorr"`},
		{map[string]any{"disable": []any{"nosuch"}}, `disable: unknown check "nosuch"`},
		{map[string]any{"enable": []any{"rpcerror"}, "disable": []any{"rpcerror"}}, `both enabled and disabled`},
		{map[string]any{"flags": map[string]any{"nosuch": map[string]any{}}}, `flags: unknown check "nosuch"`},
		{map[string]any{"flags": map[string]any{"errorleak": map[string]any{"sanitiser": "x"}}}, `flags.errorleak: unknown flag "sanitiser"`},
		{map[string]any{"flags": map[string]any{"errorleak": map[string]any{"sanitizers": map[string]any{}}}}, `unsupported value`},
	} {
		_, err := New(tc.conf)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%v): error %v, want %q", tc.conf, err, tc.want)
		}
	}
}

func TestRegistered(t *testing.T) {
	if _, err := register.GetPlugin("mcplint"); err != nil {
		t.Fatal(err)
	}
}
