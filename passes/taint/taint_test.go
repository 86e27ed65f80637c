package taint

import (
	"bytes"
	"encoding/gob"
	"testing"

	"github.com/mcplint/mcplint/internal/atest"
	"github.com/mcplint/mcplint/internal/testdata"
)

func TestFacts(t *testing.T) {
	atest.Run(t, testdata.Dir(), Analyzer, "errorleak/helpers", "errorleak/resultlib", "errorleak/settings")
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
		"APIURL":         "api_url",
		"ConvertAPIURL":  "convert_api_url",
		"DBDSN":          "db_dsn",
		"OAUTH_TOKEN":    "oauth_token",
		"HTTPServer":     "http_server",
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

func TestHostLeak(t *testing.T) {
	for _, c := range []struct {
		prefix string
		whole  bool
		leaks  bool
	}{
		{"https://api.example.com/v2/items/", false, false},
		{"https://api.example.com", false, false}, // the host may go on
		{"http://localhost:8080/metrics", true, true},
		{"http://localhost", false, false},
		{"https://api.internal/v1", false, true},
		{"http://10.0.0.5/x", true, true},
		{"http://8.8.8.8/x", true, false},
		{"http://[::1]:9000/", false, true},
		{"http://db:5432/", false, true},
		{"https://user:pw@example.com/", true, true},
		{"https://user@example.com/", true, false},
		{"https://", false, false},
		{"", false, false},
	} {
		if got := hostLeak(c.prefix, c.whole) != ""; got != c.leaks {
			t.Errorf("hostLeak(%q, %v) leaks = %v, want %v", c.prefix, c.whole, got, c.leaks)
		}
	}
}

func TestQueryCredential(t *testing.T) {
	c := compile(DefaultOptions())
	for text, want := range map[string]string{
		"https://api.example.com/search?api_key=": "api_key",
		"/v1/items?limit=10&access_token=":        "access_token",
		"/v1/items?page_token=":                   "",
		"/v1/items?q=":                            "",
		"api_key=":                                "",
	} {
		if got := c.queryCredential(text); got != want {
			t.Errorf("queryCredential(%q) = %q, want %q", text, got, want)
		}
	}
	for format, want := range map[string]string{
		"%s/search?q=%s&apikey=%s": "apikey",
		"%s/search?q=%s":           "",
		"?token=%v":                "token",
		"?next_token=%s":           "",
	} {
		if got := c.queryCredentialVerb(format); got != want {
			t.Errorf("queryCredentialVerb(%q) = %q, want %q", format, got, want)
		}
	}
}

// TestFactGob round-trips a summary with per-field parts through gob, as
// the go vet driver stores facts.
func TestFactGob(t *testing.T) {
	in := &FuncFact{
		Results: []Taint{{Labels: []Label{{Kind: Secret, What: "the value of $X", Pos: "a.go:1"}}, Params: 1}},
		Structs: map[int]StructTaint{0: {
			Fields: map[int]Taint{2: {Labels: []Label{{Kind: Secret, What: "w"}}}},
			Rest:   Taint{Fields: []ParamField{{Param: 0, Field: 3}}},
		}},
		Sinks: []ParamSink{{Param: 1, Field: 4, Sink: Sink{Class: SinkErrorText, What: "SetError"}}},
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	out := new(FuncFact)
	if err := gob.NewDecoder(&buf).Decode(out); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), in.String(); got != want {
		t.Errorf("after gob: %s, want %s", got, want)
	}
}

// TestFuncFactGobDeterministic checks that a FuncFact with several struct
// results and fields always encodes to the same bytes (gob writes maps in
// iteration order; the drivers reject a fact whose encoding changes).
func TestFuncFactGobDeterministic(t *testing.T) {
	st := StructTaint{Fields: map[int]Taint{}}
	for i := range 8 {
		st.Fields[i] = Taint{Params: 1 << i}
	}
	f := &FuncFact{Structs: map[int]StructTaint{0: st, 1: st, 2: st, 3: st}}
	var first []byte
	for i := range 50 {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = buf.Bytes()
			var back FuncFact
			if err := gob.NewDecoder(bytes.NewReader(first)).Decode(&back); err != nil {
				t.Fatal(err)
			}
			if len(back.Structs) != 4 || back.Structs[3].Fields[7].Params != 1<<7 {
				t.Fatalf("decoded %+v", back)
			}
		} else if !bytes.Equal(buf.Bytes(), first) {
			t.Fatalf("encoding %d differs from the first", i)
		}
	}
}

// TestShapeMerge checks that one source reaching a value two ways keeps
// only what both ways know of its carrier, and that a gate rules out
// only what it must.
func TestShapeMerge(t *testing.T) {
	src := Label{Kind: Infra, What: "raw error", Pos: "a.go:1"}
	wrapped := src
	wrapped.Prefix, wrapped.NoSentinel = "db: get: ", true
	same := Taint{Labels: []Label{wrapped}}.Union(Taint{Labels: []Label{wrapped}})
	if len(same.Labels) != 1 || same.Labels[0] != wrapped {
		t.Errorf("union of one shape = %+v, want %+v", same.Labels, wrapped)
	}
	other := src
	other.Prefix, other.NoSentinel = "item: ", false
	merged := Taint{Labels: []Label{wrapped}}.Union(Taint{Labels: []Label{other}})
	if len(merged.Labels) != 1 || merged.Labels[0] != src {
		t.Errorf("union of two shapes = %+v, want the bare source %+v", merged.Labels, src)
	}
	for _, c := range []struct {
		g    gate
		l    Label
		want bool
	}{
		{gate{sentinel: true}, wrapped, true},
		{gate{sentinel: true}, other, false},
		{gate{prefix: "not found:"}, wrapped, true},
		{gate{prefix: "db:"}, wrapped, false},
		{gate{prefix: "db: get: row 3"}, wrapped, false},
		{gate{prefix: "not found:"}, src, false},
	} {
		if got := c.g.rulesOut(c.l); got != c.want {
			t.Errorf("%+v.rulesOut(%+v) = %v, want %v", c.g, c.l, got, c.want)
		}
	}
}

// TestRowsOnly checks which methods of a result set already read are not
// sources, and that the methods returning the query's error stay sources.
func TestRowsOnly(t *testing.T) {
	for _, c := range []struct {
		path, recv, name string
		want             bool
	}{
		{"database/sql", "Rows", "Scan", true},
		{"database/sql", "Row", "Scan", false},
		{"github.com/jackc/pgx/v5", "Rows", "Values", true},
		{"github.com/jackc/pgx/v5", "Row", "Scan", false},
		{"go.mongodb.org/mongo-driver/mongo", "Cursor", "Decode", true},
		{"go.mongodb.org/mongo-driver/v2/mongo", "Cursor", "Decode", true},
		{"go.mongodb.org/mongo-driver/mongo", "Cursor", "All", false},
		{"go.mongodb.org/mongo-driver/mongo", "Cursor", "Err", false},
		{"go.mongodb.org/mongo-driver/mongo", "SingleResult", "Decode", false},
	} {
		if got := rowsOnly(c.path, c.recv, c.name); got != c.want {
			t.Errorf("rowsOnly(%s, %s, %s) = %v, want %v", c.path, c.recv, c.name, got, c.want)
		}
	}
}

func TestInfraPrefix(t *testing.T) {
	c := compile(DefaultOptions())
	for _, tc := range []struct {
		path, want string
	}{
		{"database/sql", "database/sql"},
		{"github.com/jackc/pgx/v5/pgxpool", "github.com/jackc/pgx"},
		{"go.mongodb.org/mongo-driver/mongo", "go.mongodb.org/mongo-driver"},
		{"go.mongodb.org/mongo-driver/v2/mongo", "go.mongodb.org/mongo-driver"},
		{"go.mongodb.org/mongo-driver/bson", ""},
		{"go.mongodb.org/mongo-driver/v2/bson", ""},
		{"go.mongodb.org/mongo-driver/bson/primitive", ""},
		{"google.golang.org/grpc", "google.golang.org/grpc"},
		{"google.golang.org/grpc/status", ""},
		{"google.golang.org/grpcx", ""},
	} {
		if got, _ := c.infraPrefix(tc.path); got != tc.want {
			t.Errorf("infraPrefix(%s) = %q, want %q", tc.path, got, tc.want)
		}
	}
}
