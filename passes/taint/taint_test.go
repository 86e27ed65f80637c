package taint

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint/mcplint/internal/testdata"
)

func TestFacts(t *testing.T) {
	analysistest.Run(t, testdata.Dir(), Analyzer, "errorleak/helpers", "errorleak/resultlib")
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"APIKey":         "api_key",
		"DB_PASSWORD":    "db_password",
		"nextPageToken":  "next_page_token",
		"clientSecret":   "client_secret",
		"X-Api-Key":      "x_api_key",
		"OAuth2Token":    "o_auth2_token",
		"DSN":            "dsn",
		"privateKeyPEM":  "private_key_pem",
		"GITHUB_TOKEN__": "github_token",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSecretNames(t *testing.T) {
	c := compile(DefaultOptions())
	for name, want := range map[string]bool{
		"DB_PASSWORD": true, "GITHUB_PERSONAL_ACCESS_TOKEN": true, "OPENAI_API_KEY": true,
		"apiKey": true, "APIKey": true, "ClientSecret": true, "dsn": true, "DatabaseURL": true,
		"PrivateKey": true, "Credentials": true, "passwd": true, "connString": true,
		"NextPageToken": false, "PageToken": false, "MaxTokens": false, "TokenType": false,
		"SecretName": false, "PasswordPolicy": false, "ProgressToken": false, "TokenURL": false,
		"AWS_REGION": false, "PWD": false, "Tokens": false, "CSRFToken": false, "InputTokens": false,
	} {
		if got := c.isSecretName(name); got != want {
			t.Errorf("isSecretName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestPlusVArgs(t *testing.T) {
	for f, want := range map[string][]int{
		"failed: %+v":          {0},
		"%s: %+v":              {1},
		"%d%% %*d %+v":         {3},
		"%v %v":                nil,
		"%[1]+v":               {-1},
		"%.*s then %+v and %v": {2},
	} {
		got := plusVArgs(f)
		if len(got) != len(want) {
			t.Errorf("plusVArgs(%q) = %v, want %v", f, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("plusVArgs(%q) = %v, want %v", f, got, want)
			}
		}
	}
}

func TestPublicHost(t *testing.T) {
	for _, c := range []struct {
		prefix string
		whole  bool
		want   bool
	}{
		{"https://api.example.com/v2/items/", false, true},
		{"https://api.example.com/v2", true, true},
		{"https://api.example.com", false, false}, // the host may go on
		{"https://api.example.com", true, true},
		{"http://localhost:8080/metrics", true, false},
		{"https://api.internal/v1", false, false},
		{"http://10.0.0.5/x", true, false},
		{"https://user:pw@example.com/", true, false},
		{"https://", false, false},
		{"ftp://example.com/", true, false},
	} {
		if got := publicHost(c.prefix, c.whole); got != c.want {
			t.Errorf("publicHost(%q, %v) = %v, want %v", c.prefix, c.whole, got, c.want)
		}
	}
}
