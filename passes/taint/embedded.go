package taint

import (
	"fmt"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint/mcplint/passes/irutil"
)

// An embedded database (SQLite) runs inside the server's process: its
// errors ("no such table: notes", "UNIQUE constraint failed: notes.id",
// "database is locked") name no host, user or connection string, and are
// often what the model needs to correct a query. The SQLite drivers are
// therefore not infrastructure packages, and in a package whose every
// database handle is opened with an embedded driver, the errors of the
// generic database packages (database/sql, sqlx, gorm) are not
// infrastructure errors either; nor, when the package opens no database
// handle, in a module that requires SQLite drivers and no driver of a
// database server (the handle is opened in another package).

// embeddedDrivers are the database/sql driver names of embedded databases.
var embeddedDrivers = map[string]bool{"sqlite": true, "sqlite3": true}

// genericDB lists the packages whose errors carry what their driver's
// errors carry.
var genericDB = []string{"database/sql", "github.com/jmoiron/sqlx", "gorm.io"}

// embeddedOnly reports whether the functions open at least one database
// handle and only with an embedded driver: sql.Open & co. with a constant
// driver name ("sqlite", "sqlite3"), gorm with a SQLite dialector. A
// driver name that is not constant counts as another database. When the
// functions open none, it reports whether the module uses embedded
// databases only (moduleEmbedded): handles opened in another package.
func (e *engine) embeddedOnly(funcs []*ssa.Function) bool {
	if n, other := e.countOpens(funcs); n > 0 || other {
		e.pass.ExportPackageFact(&OpensFact{Embedded: n > 0, Other: other})
		return !other
	}
	return e.moduleEmbedded()
}

// OpensFact says which databases a package opens handles to: embedded
// ones (SQLite), others (database servers, or a driver name not
// constant). A handle another package returns or holds is judged by it
// (see embeddedHandle).
type OpensFact struct{ Embedded, Other bool }

// embeddedHandle reports whether database handle v comes from another
// package of the module that opens only embedded databases: a function of
// it returns the handle (lite.DB()) or a variable of it holds it
// (dbx.DB).
func (e *engine) embeddedHandle(v ssa.Value) bool {
	if v == nil {
		return false
	}
	var pkg *types.Package
	for i := 0; i < 8 && pkg == nil; i++ {
		if types.IsInterface(v.Type()) && e.moduleType(v.Type()) {
			// The module's own interface (a Store whose Query gives
			// the rows): its implementations are the module's, and
			// the handle theirs.
			return e.dependenciesEmbeddedOnly()
		}
		switch x := irutil.UnwrapInterface(v).(type) {
		case *ssa.Call:
			if obj := irutil.StaticFunc(x.Common()); obj != nil {
				pkg = obj.Pkg()
			} else if x.Common().IsInvoke() {
				v = x.Common().Value // `st.QueryRow(…)`: st's interface decides
				continue
			}
			i = 8
		case *ssa.Extract:
			// rows, err := handle.Query(…); rows.Err(): what the
			// handle's method returns is the handle's.
			call, ok := x.Tuple.(*ssa.Call)
			if !ok {
				return false
			}
			if v = receiverOf(call.Common()); v == nil {
				return false
			}
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return false
			}
			if g, ok := x.X.(*ssa.Global); ok {
				pkg = g.Object().Pkg()
			}
			v = x.X // (*sqlx.DB).Exec is the promoted method of its *sql.DB
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.Alloc:
			// A variable a closure captures (`defer rows.Close()` in a
			// literal): the one value stored into it.
			if v = irutil.OnlyStored(x); v == nil {
				return false
			}
		default:
			return false
		}
	}
	if pkg == nil || pkg == e.pass.Pkg || !e.ownModule(pkg.Path()) {
		return false
	}
	f := new(OpensFact)
	return e.pass.ImportPackageFact(pkg, f) && f.Embedded && !f.Other
}

// dependenciesEmbeddedOnly reports whether the packages of the module
// this one depends on open only embedded database handles (their
// OpensFacts), and open some or the module requires a SQLite driver: a
// handle behind an interface of the module is then an embedded
// database's, whichever implementation serves it. A server driver the
// module requires for a command the package does not depend on does not
// count; when in doubt (both drivers required, neither opened in sight),
// the handle is taken for SQLite's.
func (e *engine) dependenciesEmbeddedOnly() bool {
	if e.depsEmbedded == nil {
		v := e.readDependenciesEmbedded()
		e.depsEmbedded = &v
	}
	return *e.depsEmbedded
}

// readDependenciesEmbedded computes dependenciesEmbeddedOnly.
func (e *engine) readDependenciesEmbedded() bool {
	embedded := e.moduleDBs().sqlite // opened where the package cannot see
	for _, pf := range e.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*OpensFact)
		if !ok || !e.ownModule(pf.Package.Path()) {
			continue
		}
		if f.Other {
			return false
		}
		embedded = embedded || f.Embedded
	}
	return embedded
}

// AFact marks OpensFact as a fact.
func (*OpensFact) AFact() {}

func (f *OpensFact) String() string {
	return fmt.Sprintf("opens(embedded=%t, other=%t)", f.Embedded, f.Other)
}

// countOpens counts the calls of funcs that open an embedded database and
// reports whether one opens another database.
func (e *engine) countOpens(funcs []*ssa.Function) (int, bool) {
	n := 0
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				switch e.openKind(call.Common()) {
				case openEmbedded:
					n++
				case openOther:
					return n, true
				}
			}
		}
	}
	return n, false
}

type openResult uint8

const (
	openNone openResult = iota
	openEmbedded
	openOther
)

// openKind classifies a call that opens a database handle.
func (e *engine) openKind(c *ssa.CallCommon) openResult {
	obj := irutil.StaticFunc(c)
	if obj == nil || obj.Pkg() == nil {
		return openNone
	}
	path := obj.Pkg().Path()
	switch {
	case path == "gorm.io/driver/sqlite" || path == "github.com/glebarez/sqlite":
		if obj.Name() == "Open" || obj.Name() == "New" {
			return openEmbedded
		}
		return openNone
	case strings.HasPrefix(path, "gorm.io/driver/"):
		if obj.Name() == "Open" || obj.Name() == "New" {
			return openOther
		}
		return openNone
	case path == "database/sql" && obj.Name() == "OpenDB":
		return openOther // a connector: pgx's stdlib, a driver's own
	case path != "database/sql" && path != "github.com/jmoiron/sqlx":
		return openNone
	}
	sig, ok := obj.Type().(*types.Signature)
	if !ok || sig.Recv() != nil {
		return openNone
	}
	for i := 0; i < sig.Params().Len() && i < len(c.Args); i++ {
		if sig.Params().At(i).Name() != "driverName" {
			continue
		}
		name, ok := constString(c.Args[i])
		switch {
		case e.embeddedDriver(c.Args[i], 0):
			return openEmbedded
		case ok && name == "libsql" && i+1 < len(c.Args) && e.localFile(c.Args[i+1]):
			// libSQL, the SQLite fork, on a local file ("libsql://"
			// and "https://" name a remote server).
			return openEmbedded
		}
		return openOther
	}
	return openNone
}

// embeddedDriver reports whether driver name v names an embedded
// database's driver: "sqlite3" and the like, or a name the package
// registers a SQLite driver under (sql.Register(name,
// &sqlite3.SQLiteDriver{ConnectHook: …}), the name a constant or the
// value a helper returns after registering it); for a phi, each edge.
func (e *engine) embeddedDriver(v ssa.Value, depth int) bool {
	if depth > 4 {
		return false
	}
	if name, ok := constString(v); ok {
		if embeddedDrivers[name] {
			return true
		}
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for _, edge := range x.Edges {
			if !e.embeddedDriver(edge, depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.Call:
		if fn := x.Common().StaticCallee(); fn != nil && fn.Pkg == e.pkg && fn.Blocks != nil {
			n := 0
			for _, ret := range returnsOf(fn) {
				if ret.Block() == fn.Recover {
					continue // runs only when a deferred call recovers a panic
				}
				if len(ret.Results) == 0 || !e.embeddedDriver(irutil.ReturnedValue(ret, 0), depth+1) {
					return false
				}
				n++
			}
			return n > 0
		}
	}
	return e.registeredEmbedded(v)
}

// registeredEmbedded reports whether the package registers a SQLite
// driver under name v: the same value, or the same constant.
func (e *engine) registeredEmbedded(v ssa.Value) bool {
	name, isConst := constString(v)
	for _, c := range e.callsOf("database/sql", "Register") {
		if len(c.Args) != 2 {
			continue
		}
		if n, ok := constString(c.Args[0]); c.Args[0] != v && !(isConst && ok && n == name) {
			continue
		}
		if sqliteDriverType(irutil.UnwrapInterface(c.Args[1]).Type()) {
			return true
		}
	}
	return false
}

// sqliteDriverType reports whether t is (a pointer to) the database/sql
// driver type of a SQLite package.
func sqliteDriverType(t types.Type) bool {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() {
	case "github.com/mattn/go-sqlite3":
		return n.Obj().Name() == "SQLiteDriver"
	case "modernc.org/sqlite", "github.com/glebarez/go-sqlite":
		return n.Obj().Name() == "Driver"
	}
	return false
}

// localFile reports whether data source name dsn names a local file: its
// constant start is "file:".
func (e *engine) localFile(dsn ssa.Value) bool {
	prefix, _ := e.urlPrefix(dsn, 0)
	return strings.HasPrefix(prefix, "file:")
}

// isInfra reports whether the errors of infrastructure package prefix
// count in the analyzed package: not those of the generic database
// packages when it opens only embedded databases.
func (e *engine) isInfra(prefix string) bool {
	return !e.embedded || !isGenericDB(prefix) && !e.dbLayer(prefix)
}

// isGenericDB reports whether infrastructure package prefix is one of the
// generic database packages (database/sql, sqlx, gorm).
func isGenericDB(prefix string) bool {
	for _, p := range genericDB {
		if prefix == p || strings.HasPrefix(prefix, p+"/") {
			return true
		}
	}
	return false
}

// sqliteModules are the modules of SQLite drivers and dialectors.
var sqliteModules = []string{
	"github.com/mattn/go-sqlite3", "modernc.org/sqlite", "github.com/glebarez/sqlite",
	"github.com/glebarez/go-sqlite", "github.com/ncruces/go-sqlite3", "gorm.io/driver/sqlite",
	"zombiezen.com/go/sqlite", "crawshaw.io/sqlite",
}

// serverDBModules are the modules of drivers and dialectors of database
// servers that database/sql, sqlx or gorm may run on.
var serverDBModules = []string{
	"github.com/lib/pq", "github.com/jackc/pgx", "github.com/go-sql-driver/mysql",
	"github.com/microsoft/go-mssqldb", "github.com/denisenkom/go-mssqldb",
	"github.com/ClickHouse/clickhouse-go", "github.com/snowflakedb/gosnowflake",
	"github.com/sijms/go-ora", "github.com/godror/godror", "github.com/tursodatabase/libsql-client-go",
	"github.com/tursodatabase/go-libsql", "github.com/trinodb/trino-go-client",
	"github.com/databricks/databricks-sql-go", "github.com/SAP/go-hdb", "github.com/vertica/vertica-sql-go",
	"github.com/googleapis/go-sql-spanner", "github.com/prestodb/presto-go-client",
	"gorm.io/driver/postgres", "gorm.io/driver/mysql", "gorm.io/driver/sqlserver",
	"gorm.io/driver/clickhouse",
}

// embeddedModule reports whether a go.mod requires, directly, a SQLite
// driver and no driver of a database server: every database handle of the
// module is then an embedded one, wherever it is opened.
func embeddedModule(gomod []byte) bool {
	dbs := requiredDBs(gomod)
	return dbs.sqlite && !dbs.server
}

// moduleDBs says which kinds of database drivers a go.mod requires
// directly: SQLite's, a database server's.
type moduleDBs struct{ sqlite, server bool }

// requiredDBs reads the database drivers a go.mod requires directly.
func requiredDBs(gomod []byte) moduleDBs {
	f, err := modfile.ParseLax("go.mod", gomod, nil)
	if err != nil {
		return moduleDBs{}
	}
	has := func(mods []string, path string) bool {
		for _, m := range mods {
			if path == m || strings.HasPrefix(path, m+"/") {
				return true
			}
		}
		return false
	}
	var out moduleDBs
	for _, r := range f.Require {
		if r.Indirect {
			continue
		}
		switch {
		case has(serverDBModules, r.Mod.Path):
			out.server = true
		case has(sqliteModules, r.Mod.Path):
			out.sqlite = true
		}
	}
	return out
}

// moduleDBsMemo memoizes moduleDBsAt by go.mod path.
var moduleDBsMemo sync.Map // go.mod path and module path → moduleDBs

// moduleEmbedded reports whether the module of the analyzed package uses
// embedded databases only (see embeddedModule), reading the go.mod above
// the package's files that declares the pass's module. Without module
// information (GOPATH mode) it reports false.
func (e *engine) moduleEmbedded() bool {
	dbs := e.moduleDBs()
	return dbs.sqlite && !dbs.server
}

// moduleDBs returns the database drivers the module of the analyzed
// package requires (none known without module information).
func (e *engine) moduleDBs() moduleDBs {
	m := e.pass.Module
	if m == nil || m.Path == "" || len(e.pass.Files) == 0 {
		return moduleDBs{}
	}
	return moduleDBsAt(filepath.Dir(e.pass.Fset.File(e.pass.Files[0].Pos()).Name()), m.Path)
}

// embeddedModuleAt finds the go.mod of module path at or above dir and
// applies embeddedModule to it.
func embeddedModuleAt(dir, path string) bool {
	dbs := moduleDBsAt(dir, path)
	return dbs.sqlite && !dbs.server
}

// moduleDBsAt finds the go.mod of module path at or above dir and reads
// the database drivers it requires.
func moduleDBsAt(dir, path string) moduleDBs {
	for d := dir; ; d = filepath.Dir(d) {
		gomod := filepath.Join(d, "go.mod")
		key := gomod + "\x00" + path
		if v, ok := moduleDBsMemo.Load(key); ok {
			return v.(moduleDBs)
		}
		data, err := os.ReadFile(gomod)
		if err == nil {
			var dbs moduleDBs
			if modfile.ModulePath(data) == path {
				dbs = requiredDBs(data)
			}
			moduleDBsMemo.Store(key, dbs)
			return dbs
		}
		if filepath.Dir(d) == d {
			return moduleDBs{}
		}
	}
}

// receiverOf returns the receiver of method call c (the interface value
// of an invoke), or nil.
func receiverOf(c *ssa.CallCommon) ssa.Value {
	switch {
	case c.IsInvoke():
		return c.Value
	case c.Signature().Recv() != nil && len(c.Args) > 0:
		return c.Args[0]
	}
	return nil
}

// sqliteBranch reports whether the call at pos in fn runs only on the
// branch of a test that a driver's name is SQLite's (`if driver ==
// "sqlite" { s.AddTool(…, func(…) { db.QueryContext(…) }) }`): in fn
// itself, where fn, a function literal, is made, up to the function
// declaring it, or at every call of that function in the package
// (`if strings.EqualFold(driver, "sqlite") { registerSQLiteTools(s, db) }`).
// A tool registered only for an SQLite database queries that file,
// whatever other drivers the module links.
func (e *engine) sqliteBranch(fn *ssa.Function, pos token.Pos) bool {
	var at *ssa.BasicBlock
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok && c.Pos() == pos {
				at = b
			}
		}
	}
	for depth := 0; at != nil && depth < 4; depth++ {
		if underSQLite(at) {
			return true
		}
		outer := fn.Parent()
		if outer == nil {
			break
		}
		at = madeIn(fn)
		fn = outer
	}
	if at == nil || fn.Parent() != nil {
		return false
	}
	calls := 0
	for caller, call := range irutil.Calls(e.funcs) {
		if call.Common().StaticCallee() != fn {
			continue
		}
		if caller == fn || !underSQLite(call.Block()) {
			return false
		}
		calls++
	}
	return calls > 0
}

// madeIn returns the block of its declaring function where fn, a
// function literal, is made or, capturing nothing, used; nil when not
// known.
func madeIn(fn *ssa.Function) *ssa.BasicBlock {
	switch v := irutil.ClosureValue(fn).(type) {
	case *ssa.MakeClosure:
		return v.Block()
	case *ssa.Function:
		if refs := v.Referrers(); refs != nil && len(*refs) > 0 {
			return (*refs)[0].Block()
		}
	}
	return nil
}

// underSQLite reports whether a condition dominating b says a driver's
// name is SQLite's.
func underSQLite(b *ssa.BasicBlock) bool {
	return irutil.DominatedBy(b, namesSQLite)
}

// namesSQLite reports whether cond, taken as stated, says a string is
// SQLite's driver name: `x == "sqlite"` or `strings.EqualFold(x,
// "sqlite")` taken, `x != "sqlite3"` not.
func namesSQLite(cond ssa.Value, taken bool) bool {
	var operands []ssa.Value
	switch c := cond.(type) {
	case *ssa.BinOp:
		if (c.Op != token.EQL || !taken) && (c.Op != token.NEQ || taken) {
			return false
		}
		operands = []ssa.Value{c.X, c.Y}
	case *ssa.Call:
		// strings.EqualFold(driver, "sqlite")
		if obj := irutil.StaticFunc(c.Common()); obj == nil || obj.FullName() != "strings.EqualFold" || !taken {
			return false
		}
		operands = c.Common().Args
	default:
		return false
	}
	for _, v := range operands {
		if s, ok := constString(v); ok {
			switch strings.ToLower(s) {
			case "sqlite", "sqlite3", "libsql":
				return true
			}
		}
	}
	return false
}
