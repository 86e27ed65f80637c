package taint

import (
	"flag"
	"go/types"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint/mcplint/passes/irutil"
)

// Options configures the sources and sanitizers of the analysis. They are
// the flags of [ConfigAnalyzer], which the errorleak check exposes as its
// own; [Analyzer] reads them from that analyzer's result.
type Options struct {
	// SecretPattern matches names of secrets (environment variables,
	// fields, variables, parameters, header keys), applied to the name
	// normalized to lower snake case ("APIKey" → "api_key").
	SecretPattern string
	// NotSecretPattern matches normalized names that look like secrets
	// but are not (pagination tokens, counters, ...).
	NotSecretPattern string
	// NotSecretOwnerPattern matches normalized names of struct types whose
	// secret-named fields are data the tool deliberately handles (API
	// responses, tool arguments), not the server's own credentials.
	NotSecretOwnerPattern string
	// Sanitizers is a comma-separated list of functions whose results are
	// safe: "pkg/path.Func", "pkg/path.Type.Method" or "pkgname.Func".
	Sanitizers string
	// SanitizerPattern matches names of project functions treated as
	// sanitizers (case-insensitive).
	SanitizerPattern string
	// InfraPackages is a comma-separated list of import path prefixes
	// whose errors are infrastructure errors.
	InfraPackages string
}

// Default options.
const (
	DefaultSecretPattern = `(^|_)(token|secret|password|passwd|api_?key|apikey|credentials?|dsn|private_?key|secret_?key|client_?secret|database_url|db_url|conn(ection)?_?str(ing)?)$`
	// Words that make a secret-looking name something else.
	DefaultNotSecretPattern      = `(^|_)(next|prev|previous|page|continuation|cursor|paging|pagination|sync|resume|progress|max|min|num|total|count|csrf|xsrf|idempotency|start|end|input|output|completion|prompt)(_|$)`
	DefaultNotSecretOwnerPattern = `(^|_)(response|resp|result|results|output|reply|args|arguments|input|params|request|req|payload)$`
	DefaultSanitizerPattern      = `redact|saniti[sz]e|scrub|mask|obfuscat|censor|anonymi[sz]e`
	DefaultInfraPackages         = "database/sql,github.com/lib/pq,github.com/jackc/pgx,github.com/jackc/pgconn,github.com/go-sql-driver/mysql,gorm.io,go.mongodb.org/mongo-driver,github.com/redis/go-redis,github.com/go-redis/redis,github.com/jmoiron/sqlx,xorm.io/xorm,github.com/go-xorm/xorm,github.com/xorm-io/xorm,github.com/uptrace/bun,github.com/go-pg/pg,entgo.io/ent,github.com/beego/beego/v2/client/orm,github.com/ClickHouse/clickhouse-go,github.com/elastic/go-elasticsearch,github.com/microsoft/go-mssqldb,github.com/denisenkom/go-mssqldb,github.com/snowflakedb/gosnowflake,github.com/gocql/gocql,github.com/apache/cassandra-gocql-driver,github.com/neo4j/neo4j-go-driver,github.com/prometheus/client_golang/api,github.com/hashicorp/vault/api,github.com/hashicorp/consul/api,github.com/andygrunwald/go-jira,github.com/qdrant/go-client,github.com/gogf/gf/v2/database,github.com/valkey-io/valkey-go,github.com/redis/rueidis,google.golang.org/grpc"
)

// ConfigAnalyzer turns the taint options into data: its flags (one per
// [Options] field, with the defaults above) are the only place the options
// live, and its result, a *Config, is what [Analyzer] reads. A check that
// owns the options (errorleak) exposes these flags as its own with
// [RegisterFlags], so they are set as -errorleak.secretpattern & co. in
// standalone and go vet modes alike. Model: nilaway's config analyzer.
var ConfigAnalyzer = &analysis.Analyzer{
	Name:       "mcptaintconfig",
	Doc:        "options of the mcptaint analysis (sources, sanitizers), read from its flags",
	Run:        runConfig,
	Flags:      newFlags(),
	ResultType: reflect.TypeFor[*Config](),
}

// Flag names of [ConfigAnalyzer], one per [Options] field.
const (
	FlagSecretPattern    = "secretpattern"
	FlagNotSecretPattern = "notsecretpattern"
	FlagNotSecretOwner   = "notsecretowner"
	FlagSanitizers       = "sanitizers"
	FlagSanitizerPattern = "sanitizerpattern"
	FlagInfraPackages    = "infrapackages"
)

func newFlags() flag.FlagSet {
	var f flag.FlagSet
	f.String(FlagSecretPattern, DefaultSecretPattern,
		"regexp matching secret names (identifiers, environment variables, header keys) normalized to lower snake case")
	f.String(FlagNotSecretPattern, DefaultNotSecretPattern,
		"regexp matching normalized names that look like secrets but are not (page tokens, counters)")
	f.String(FlagNotSecretOwner, DefaultNotSecretOwnerPattern,
		"regexp matching normalized struct type names whose secret-named fields are data, not credentials")
	f.String(FlagSanitizers, "",
		"comma-separated sanitizer functions: pkg/path.Func, pkg/path.Type.Method or pkgname.Func")
	f.String(FlagSanitizerPattern, DefaultSanitizerPattern,
		"regexp matching names of functions treated as sanitizers (case-insensitive)")
	f.String(FlagInfraPackages, DefaultInfraPackages,
		"comma-separated import path prefixes whose errors are infrastructure errors")
	return f
}

// RegisterFlags defines the flags of [ConfigAnalyzer] in fs, sharing their
// values: setting one through fs configures the analysis.
func RegisterFlags(fs *flag.FlagSet) {
	ConfigAnalyzer.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
}

// Config is the result of [ConfigAnalyzer]: the options in force and
// their compiled form.
type Config struct {
	Options Options
	c       *config
}

func runConfig(pass *analysis.Pass) (any, error) {
	o := flagOptions(pass.Analyzer.Flags.Lookup)
	return &Config{Options: o, c: compiled(o)}, nil
}

// flagOptions returns the options the flags lookup finds set.
func flagOptions(lookup func(string) *flag.Flag) Options {
	get := func(name string) string { return lookup(name).Value.String() }
	return Options{
		SecretPattern:         get(FlagSecretPattern),
		NotSecretPattern:      get(FlagNotSecretPattern),
		NotSecretOwnerPattern: get(FlagNotSecretOwner),
		Sanitizers:            get(FlagSanitizers),
		SanitizerPattern:      get(FlagSanitizerPattern),
		InfraPackages:         get(FlagInfraPackages),
	}
}

// DefaultOptions returns the options with their default values.
func DefaultOptions() Options {
	return Options{
		SecretPattern:         DefaultSecretPattern,
		NotSecretPattern:      DefaultNotSecretPattern,
		NotSecretOwnerPattern: DefaultNotSecretOwnerPattern,
		SanitizerPattern:      DefaultSanitizerPattern,
		InfraPackages:         DefaultInfraPackages,
	}
}

var (
	compiledMu sync.Mutex
	compiledOf = map[Options]*config{}
)

// compiled returns o compiled, once per distinct option set: the config
// analyzer runs on every package.
func compiled(o Options) *config {
	compiledMu.Lock()
	defer compiledMu.Unlock()
	c, ok := compiledOf[o]
	if !ok {
		c = compile(o)
		compiledOf[o] = c
	}
	return c
}

// config is Options compiled.
type config struct {
	secret, notSecret, notOwner, sanitizerName *regexp.Regexp
	sanitizers                                 map[string]bool
	infra                                      []string

	// Memos: the engine asks about the same callees and packages at
	// every step of its fixed point (a config serves one package's run,
	// one goroutine).
	// The memos are shared by the packages analyzed in parallel.
	sanitizerMemo sync.Map // *types.Func → bool
	infraMemo     sync.Map // package path → prefix, "" for none
}

func compile(o Options) *config {
	c := &config{
		secret:        mustCompile(o.SecretPattern, DefaultSecretPattern),
		notSecret:     mustCompile(o.NotSecretPattern, DefaultNotSecretPattern),
		notOwner:      mustCompile(o.NotSecretOwnerPattern, DefaultNotSecretOwnerPattern),
		sanitizerName: mustCompile("(?i)"+o.SanitizerPattern, "(?i)"+DefaultSanitizerPattern),
		sanitizers:    map[string]bool{},
	}
	for _, s := range strings.Split(o.Sanitizers, ",") {
		if s = strings.TrimSpace(s); s != "" {
			c.sanitizers[s] = true
		}
	}
	for _, s := range strings.Split(o.InfraPackages, ",") {
		if s = strings.TrimSpace(s); s != "" {
			c.infra = append(c.infra, s)
		}
	}
	return c
}

// mustCompile compiles pattern; an empty pattern matches nothing and an
// invalid one falls back to def.
func mustCompile(pattern, def string) *regexp.Regexp {
	if pattern == "" || pattern == "(?i)" {
		return regexp.MustCompile(`^\b$`) // never matches
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return regexp.MustCompile(def)
	}
	return re
}

// isSecretName reports whether an identifier or environment variable name
// names a secret.
func (c *config) isSecretName(name string) bool {
	n := Normalize(name)
	return n != "" && c.secret.MatchString(n) && !c.notSecret.MatchString(n)
}

// isSanitizer reports whether fn is a sanitizer named by flag or by the
// sanitizer name pattern.
func (c *config) isSanitizer(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if is, ok := c.sanitizerMemo.Load(fn); ok {
		return is.(bool)
	}
	is := c.matchSanitizer(fn)
	c.sanitizerMemo.Store(fn, is)
	return is
}

func (c *config) matchSanitizer(fn *types.Func) bool {
	path, pkgName, name := fn.Pkg().Path(), fn.Pkg().Name(), fn.Name()
	recv := irutil.RecvName(fn)
	full := name
	if recv != "" {
		full = recv + "." + name
	}
	if c.sanitizers[path+"."+full] || c.sanitizers[pkgName+"."+full] || c.sanitizers[full] {
		return true
	}
	return c.sanitizerName.MatchString(name)
}

// rootOnly are infrastructure packages whose subpackages are not: gRPC's
// clients fail with the address they dialed, its status package builds
// the errors a module answers with itself (status.Error(codes.NotFound, …)).
var rootOnly = map[string]bool{"google.golang.org/grpc": true}

// codecPackage reports whether path is the encoding package of a driver's
// module (MongoDB's bson): it decodes values in memory and its errors
// name no host, user or URI.
func codecPackage(path string) bool {
	for _, c := range []string{"go.mongodb.org/mongo-driver/bson", "go.mongodb.org/mongo-driver/v2/bson"} {
		if path == c || strings.HasPrefix(path, c+"/") {
			return true
		}
	}
	return false
}

// infraPrefix returns the configured infrastructure package prefix path
// falls under, if any. A prefix also covers major-version suffixes:
// github.com/jackc/pgx covers github.com/jackc/pgx/v5.
func (c *config) infraPrefix(path string) (string, bool) {
	var prefix string
	if v, ok := c.infraMemo.Load(path); ok {
		prefix = v.(string)
	} else {
		for _, p := range c.infra {
			if path == p || strings.HasPrefix(path, p+"/") && !rootOnly[p] && !codecPackage(path) {
				prefix = p
				break
			}
		}
		c.infraMemo.Store(path, prefix)
	}
	return prefix, prefix != ""
}

// Normalize turns an identifier or environment variable name into lower
// snake case words: "APIKey" → "api_key", "DB_PASSWORD" → "db_password",
// "nextPageToken" → "next_page_token".
func Normalize(name string) string {
	var b strings.Builder
	rs := []rune(splitAcronyms(name))
	for i, r := range rs {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ':
			b.WriteByte('_')
			continue
		case unicode.IsUpper(r):
			if i > 0 {
				prev := rs[i-1]
				nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
				if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && nextLower {
					b.WriteByte('_')
				}
			}
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	s := b.String()
	for strings.Contains(s, "__") {
		s = strings.ReplaceAll(s, "__", "_")
	}
	return strings.Trim(s, "_")
}

// initialisms are the acronyms Go names write in capitals one after the
// other (APIURL, DBDSN), longest first.
var initialisms = []string{"HTTPS", "HTTP", "UUID", "JSON", "SMTP", "GRPC", "API", "DSN", "SQL", "TLS", "TCP", "UDP", "URL", "URI", "RPC", "SSH", "DNS", "JWT", "DB", "ID", "IP", "UI", "S3"}

// splitAcronyms puts an underscore between the acronyms of a run of
// capitals that is made of known ones only (APIURL -> API_URL,
// ConvertAPIURL -> ConvertAPI_URL), so that Normalize sees their words;
// other runs (DSN, OAUTH) are left as they are.
func splitAcronyms(name string) string {
	var b strings.Builder
	rs := []rune(name)
	for i := 0; i < len(rs); {
		if !unicode.IsUpper(rs[i]) {
			b.WriteRune(rs[i])
			i++
			continue
		}
		j := i
		for j < len(rs) && (unicode.IsUpper(rs[j]) || unicode.IsDigit(rs[j])) {
			j++
		}
		end := j
		if j < len(rs) && unicode.IsLower(rs[j]) && end-i > 1 {
			end-- // the last capital starts the next word (APIKey)
		}
		if parts, ok := acronyms(string(rs[i:end])); ok && len(parts) > 1 {
			b.WriteString(strings.Join(parts, "_"))
		} else {
			b.WriteString(string(rs[i:end]))
		}
		i = end
	}
	return b.String()
}

// acronyms splits run into known initialisms, if it is made of them.
func acronyms(run string) ([]string, bool) {
	if run == "" {
		return nil, true
	}
	for _, a := range initialisms {
		if rest, ok := strings.CutPrefix(run, a); ok {
			if more, ok := acronyms(rest); ok {
				return append([]string{a}, more...), true
			}
		}
	}
	return nil, false
}
