package taint

import (
	"go/types"
	"regexp"
	"strings"
	"unicode"
)

// Options configures the sources and sanitizers of the analysis. The
// errorleak check binds them to its flags; they are read when a package is
// analyzed, after flags are parsed.
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
	DefaultInfraPackages         = "database/sql,github.com/lib/pq,github.com/jackc/pgx,github.com/jackc/pgconn,github.com/go-sql-driver/mysql,gorm.io,go.mongodb.org/mongo-driver,github.com/redis/go-redis,github.com/go-redis/redis,github.com/mattn/go-sqlite3,modernc.org/sqlite,github.com/jmoiron/sqlx,github.com/ClickHouse/clickhouse-go,github.com/elastic/go-elasticsearch,github.com/microsoft/go-mssqldb,github.com/denisenkom/go-mssqldb,github.com/snowflakedb/gosnowflake,github.com/gocql/gocql,github.com/neo4j/neo4j-go-driver"
)

// Flags is the option set the analysis uses; the errorleak check binds its
// flags to it.
var Flags = Options{
	SecretPattern:         DefaultSecretPattern,
	NotSecretPattern:      DefaultNotSecretPattern,
	NotSecretOwnerPattern: DefaultNotSecretOwnerPattern,
	SanitizerPattern:      DefaultSanitizerPattern,
	InfraPackages:         DefaultInfraPackages,
}

// config is Options compiled.
type config struct {
	secret, notSecret, notOwner, sanitizerName *regexp.Regexp
	sanitizers                                 map[string]bool
	infra                                      []string

	// Memos: the engine asks about the same callees and packages at
	// every step of its fixed point (a config serves one package's run,
	// one goroutine).
	sanitizerMemo map[*types.Func]bool
	infraMemo     map[string]string // package path → prefix, "" for none
}

func compile(o Options) *config {
	c := &config{
		secret:        mustCompile(o.SecretPattern, DefaultSecretPattern),
		notSecret:     mustCompile(o.NotSecretPattern, DefaultNotSecretPattern),
		notOwner:      mustCompile(o.NotSecretOwnerPattern, DefaultNotSecretOwnerPattern),
		sanitizerName: mustCompile("(?i)"+o.SanitizerPattern, "(?i)"+DefaultSanitizerPattern),
		sanitizers:    map[string]bool{},
		sanitizerMemo: map[*types.Func]bool{},
		infraMemo:     map[string]string{},
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
	is, ok := c.sanitizerMemo[fn]
	if !ok {
		is = c.matchSanitizer(fn)
		c.sanitizerMemo[fn] = is
	}
	return is
}

func (c *config) matchSanitizer(fn *types.Func) bool {
	path, pkgName, name := fn.Pkg().Path(), fn.Pkg().Name(), fn.Name()
	recv := recvName(fn)
	full := name
	if recv != "" {
		full = recv + "." + name
	}
	if c.sanitizers[path+"."+full] || c.sanitizers[pkgName+"."+full] || c.sanitizers[full] {
		return true
	}
	return c.sanitizerName.MatchString(name)
}

// infraPrefix returns the configured infrastructure package prefix path
// falls under, if any. A prefix also covers major-version suffixes:
// github.com/jackc/pgx covers github.com/jackc/pgx/v5.
func (c *config) infraPrefix(path string) (string, bool) {
	prefix, ok := c.infraMemo[path]
	if !ok {
		for _, p := range c.infra {
			if path == p || strings.HasPrefix(path, p+"/") {
				prefix = p
				break
			}
		}
		c.infraMemo[path] = prefix
	}
	return prefix, prefix != ""
}

// Normalize turns an identifier or environment variable name into lower
// snake case words: "APIKey" → "api_key", "DB_PASSWORD" → "db_password",
// "nextPageToken" → "next_page_token".
func Normalize(name string) string {
	var b strings.Builder
	rs := []rune(name)
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

func recvName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}
