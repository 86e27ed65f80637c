// Package atest runs an analyzer on the test packages of a GOPATH tree and
// checks its diagnostics and facts against the "// want" comments of their
// files, as analysistest.Run does, at a fraction of the cost.
//
// analysistest.Run loads the test packages with go/packages, which parses
// and type-checks every package they depend on from source, function
// bodies included, and the checker then runs the analyzer (and everything
// it requires, since the checks declare facts) on each of them. The SDK
// stubs import net/http: about 200 packages of the standard library, some
// 4-5 s of CPU per call, whatever the test packages hold. That was the
// floor of every check's test package.
//
// Run loads the standard library the way standalone mcplint does
// (cmd/mcplint/load.go): from the export data the build cache has, and
// outside the graph the checker sees. The packages of the tree (the test
// packages, the stubs, their test variants) are type-checked from source
// and analyzed with facts, as before. What the analyzer reports on them,
// and the facts it exports there, are checked exactly as analysistest
// checks them: the same "// want" syntax (diagnostic patterns, name:"fact"
// patterns, a +N line offset), the same matching, the same errors for an
// unexpected diagnostic or fact and for an expectation nothing matched.
// The one difference: no fact is computed for a standard library package,
// which is how mcplint runs outside go vet.
package atest

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	textscanner "text/scanner"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// Testing is the part of testing.TB that Run uses.
type Testing interface {
	Errorf(format string, args ...any)
	Log(args ...any)
	Helper()
}

// Run applies a to the packages of the GOPATH tree dir (dir/src) that
// patterns match, their test variants included, and checks what it
// reports against their "// want" comments (see the package comment). It
// reports an error to t if loading or analysis failed, and returns the
// checker's actions of the matched packages.
func Run(t Testing, dir string, a *analysis.Analyzer, patterns ...string) []*checker.Action {
	t.Helper()
	pkgs, err := Load(dir, patterns...)
	if err != nil {
		t.Errorf("loading %s: %v", patterns, err)
		return nil
	}
	if !a.RunDespiteErrors {
		packages.Visit(pkgs, nil, func(pkg *packages.Package) {
			for _, err := range pkg.Errors {
				t.Log(err)
			}
		})
	}
	res, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Errorf("Analyze: %v", err)
		return nil
	}
	var ok []*checker.Action
	for _, act := range res.Roots {
		if act.Err != nil {
			t.Errorf("error analyzing %s: %v", act, act.Err)
			continue
		}
		ok = append(ok, act)
	}
	check(t, dir, ok)
	return res.Roots
}

// Load loads the packages of the GOPATH tree dir that patterns match, with
// their test variants (as go list -test lists them), for
// [checker.Analyze]: the packages of the tree are parsed and type-checked
// from source, each with its syntax and type information; the standard
// library packages they import come from export data and are left out of
// their Imports, so the checker does not analyze them.
func Load(dir string, patterns ...string) ([]*packages.Package, error) {
	return LoadOverlay(dir, nil, patterns...)
}

// LoadOverlay is [Load] with the files of the tree named in overlay (by
// absolute file name) replaced by their content there, for the go command
// too (their imports count).
func LoadOverlay(dir string, overlay map[string][]byte, patterns ...string) ([]*packages.Package, error) {
	env := append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off")
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedDeps | packages.NeedTypesSizes | packages.NeedModule,
		Dir:     dir,
		Tests:   true,
		Env:     env,
		Overlay: overlay,
	}
	roots, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	for _, pkg := range roots {
		if pkg.Name == "" {
			return nil, fmt.Errorf("failed to load %q: Errors=%v", pkg.PkgPath, pkg.Errors)
		}
	}
	if len(roots) == 0 {
		return nil, fmt.Errorf("no packages matched %s", patterns)
	}

	// In GOPATH mode a package is either in the tree or in the standard
	// library; the tree's test mains (p.test) are generated files, and a
	// package that failed to list is the tree's, with its errors.
	tree := filepath.Join(dir, "src") + string(filepath.Separator)
	inTree := func(pkg *packages.Package) bool {
		if pkg.Name == "main" && strings.HasSuffix(pkg.ID, ".test") || len(pkg.GoFiles) == 0 && len(pkg.Errors) > 0 {
			return true
		}
		for _, f := range pkg.GoFiles {
			if strings.HasPrefix(f, tree) {
				return true
			}
		}
		return false
	}
	l := &loader{
		fset:    token.NewFileSet(),
		source:  map[*packages.Package]bool{},
		checked: map[*packages.Package]bool{},
		std:     map[string]*types.Package{},
		read:    map[string]bool{},
		exports: map[string]string{},
		overlay: overlay,
	}
	var std []string
	packages.Visit(roots, nil, func(pkg *packages.Package) {
		if pkg.PkgPath == "unsafe" {
			return
		}
		if !inTree(pkg) {
			std = append(std, pkg.PkgPath)
			return
		}
		l.source[pkg] = true
	})
	if len(std) > 0 {
		// The export data of the standard library packages, from the
		// build cache (the go command compiles those it lacks).
		exp, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedExportFile, Dir: dir, Env: env}, std...)
		if err != nil {
			return nil, err
		}
		for _, pkg := range exp {
			l.exports[pkg.PkgPath] = pkg.ExportFile
		}
	}
	for pkg := range l.source {
		l.check(pkg)
	}
	// The checker sees only the packages of the tree.
	for pkg := range l.source {
		for path, imp := range pkg.Imports {
			if !l.source[imp] {
				delete(pkg.Imports, path)
			}
		}
	}
	return roots, nil
}

// A loader type-checks the packages of the tree, and reads the export
// data of the standard library packages they import into one shared
// universe.
type loader struct {
	fset    *token.FileSet
	source  map[*packages.Package]bool // packages of the tree
	checked map[*packages.Package]bool
	std     map[string]*types.Package // by path, for gcexportdata
	read    map[string]bool           // paths whose export data was read
	exports map[string]string         // export data file by path
	overlay map[string][]byte         // file contents in place of the files'
}

// check parses and type-checks pkg, a package of the tree, after the
// packages of the tree it imports, as go/packages would.
func (l *loader) check(pkg *packages.Package) {
	if l.checked[pkg] {
		return
	}
	l.checked[pkg] = true
	for _, imp := range pkg.Imports {
		if l.source[imp] {
			l.check(imp)
		}
	}

	pkg.Fset = l.fset
	for _, name := range pkg.CompiledGoFiles {
		src, ok := l.overlay[name]
		var err error
		if !ok {
			src, err = os.ReadFile(name)
		}
		if err != nil {
			pkg.Errors = append(pkg.Errors, packages.Error{Pos: name, Msg: err.Error(), Kind: packages.ParseError})
			continue
		}
		f, err := parser.ParseFile(l.fset, name, src, parser.AllErrors|parser.ParseComments)
		if f != nil {
			pkg.Syntax = append(pkg.Syntax, f)
		}
		if list, ok := err.(scanner.ErrorList); ok {
			for _, e := range list {
				pkg.Errors = append(pkg.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		} else if err != nil {
			pkg.Errors = append(pkg.Errors, packages.Error{Pos: name, Msg: err.Error(), Kind: packages.ParseError})
		}
	}

	pkg.Types = types.NewPackage(pkg.PkgPath, pkg.Name)
	pkg.TypesInfo = &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
	illTypedImport := false
	conf := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			imp := pkg.Imports[path]
			if imp == nil {
				return nil, fmt.Errorf("no metadata for %s", path)
			}
			if l.source[imp] {
				if imp.IllTyped {
					illTypedImport = true
				}
				return imp.Types, nil
			}
			return l.export(imp.PkgPath)
		}),
		Error: func(err error) {
			pkg.Errors = append(pkg.Errors, typeError(err))
		},
		Sizes: pkg.TypesSizes,
	}
	if pkg.Module != nil && pkg.Module.GoVersion != "" {
		conf.GoVersion = "go" + pkg.Module.GoVersion
	}
	types.NewChecker(conf, l.fset, pkg.Types, pkg.TypesInfo).Files(pkg.Syntax)
	pkg.IllTyped = len(pkg.Errors) > 0 || illTypedImport
}

// export returns the package path of the standard library, read from its
// export data into the shared universe the first time.
func (l *loader) export(path string) (*types.Package, error) {
	if l.read[path] {
		return l.std[path], nil
	}
	file := l.exports[path]
	if file == "" {
		return nil, fmt.Errorf("no export data for %s", path)
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("reading export data of %s: %v", path, err)
	}
	pkg, err := gcexportdata.Read(r, l.fset, l.std, path)
	if err != nil {
		return nil, fmt.Errorf("reading export data of %s: %v", path, err)
	}
	l.read[path] = true
	return pkg, nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// typeError converts an error of the type checker as go/packages does.
func typeError(err error) packages.Error {
	if terr, ok := err.(types.Error); ok {
		return packages.Error{Pos: terr.Fset.Position(terr.Pos).String(), Msg: terr.Msg, Kind: packages.TypeError}
	}
	return packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.TypeError}
}

// check compares what each action reported, and the facts it exported
// about its package and its package's objects, with the "// want"
// comments of the package's files, as analysistest does; file names in
// errors are relative to gopath/src. One difference: a diagnostic at a
// position in a file of another matched package (a check that decides, in
// a dispatcher's package, a finding at a tool's line of another package,
// see report.Scope.Foreign) is matched against that package's "// want"
// comments; a test variant's such diagnostics are dropped unless in a
// test file, as standalone mcplint drops them.
func check(t Testing, gopath string, acts []*checker.Action) {
	t.Helper()
	wants := make([]map[wantKey][]expectation, len(acts))
	owner := map[string]map[wantKey][]expectation{} // by sanitized file name
	for i, act := range acts {
		wants[i] = wantsOf(t, gopath, act)
		production := act.Package.ID == act.Package.PkgPath
		for _, f := range act.Package.CompiledGoFiles {
			name := sanitize(gopath, f)
			if _, taken := owner[name]; !taken || production {
				owner[name] = wants[i]
			}
		}
	}
	checkMessage := func(want map[wantKey][]expectation, posn token.Position, kind, name, message string) {
		t.Helper()
		posn.Filename = sanitize(gopath, posn.Filename)
		k := wantKey{posn.Filename, posn.Line}
		expects := want[k]
		var unmatched []string
		for i, exp := range expects {
			if exp.kind == kind && exp.name == name {
				if exp.rx.MatchString(message) {
					expects[i] = expects[len(expects)-1]
					want[k] = expects[:len(expects)-1]
					return
				}
				unmatched = append(unmatched, fmt.Sprintf("%#q", exp.rx))
			}
		}
		if unmatched == nil {
			t.Errorf("%v: unexpected %s: %v", posn, kind, message)
		} else {
			t.Errorf("%v: %s %q does not match pattern %s", posn, kind, message, strings.Join(unmatched, " or "))
		}
	}

	for i, act := range acts {
		own := map[string]bool{}
		for _, f := range act.Package.CompiledGoFiles {
			own[sanitize(gopath, f)] = true
		}
		for _, f := range act.Package.OtherFiles {
			own[sanitize(gopath, f)] = true
		}
		for _, d := range act.Diagnostics {
			posn := act.Package.Fset.Position(d.Pos)
			want := wants[i]
			if name := sanitize(gopath, posn.Filename); !own[name] && owner[name] != nil {
				if act.Package.ID != act.Package.PkgPath && !strings.HasSuffix(name, "_test.go") {
					continue
				}
				want = owner[name]
			}
			checkMessage(want, posn, "diagnostic", "", d.Message)
		}
		// Package facts are expected on line 1 of the first file.
		for _, fact := range act.AllPackageFacts() {
			if fact.Package == act.Package.Types {
				posn := act.Package.Fset.Position(act.Package.Syntax[0].Pos())
				posn.Line, posn.Column = 1, 1
				checkMessage(wants[i], posn, "fact", "package", fmt.Sprint(fact))
			}
		}
		// Object facts are expected on the line of the object's declaration.
		objFacts := act.AllObjectFacts()
		sort.Slice(objFacts, func(i, j int) bool { return objFacts[i].Object.Pos() < objFacts[j].Object.Pos() })
		for _, fact := range objFacts {
			if obj := fact.Object; obj.Pkg() == act.Package.Types {
				checkMessage(wants[i], act.Package.Fset.Position(obj.Pos()), "fact", obj.Name(), fmt.Sprint(fact.Fact))
			}
		}
	}

	var surplus []string
	for _, want := range wants {
		for k, expects := range want {
			for _, exp := range expects {
				surplus = append(surplus, fmt.Sprintf("%s:%d: no %s was reported matching %#q", k.file, k.line, exp.kind, exp.rx))
			}
		}
	}
	slices.Sort(surplus)
	for _, err := range surplus {
		t.Errorf("%s", err)
	}
}

// wantKey is a line of a file, its name relative to gopath/src.
type wantKey struct {
	file string
	line int
}

// wantsOf returns the "// want" comments of act's package's files, by
// line.
func wantsOf(t Testing, gopath string, act *checker.Action) map[wantKey][]expectation {
	t.Helper()
	want := map[wantKey][]expectation{}

	processComment := func(filename string, linenum int, text string) {
		text = strings.TrimSpace(text)
		rest, ok := strings.CutPrefix(text, "want")
		if !ok {
			return
		}
		lineDelta, expects, err := parseExpectations(rest)
		if err != nil {
			t.Errorf("%s:%d: in 'want' comment: %s", filename, linenum, err)
			return
		}
		if expects != nil {
			want[wantKey{filename, linenum + lineDelta}] = expects
		}
	}

	for _, f := range act.Package.Syntax {
		for _, cgroup := range f.Comments {
			for _, c := range cgroup.List {
				text := strings.TrimPrefix(c.Text, "//")
				if text == c.Text { // a /*-comment
					text = strings.TrimPrefix(text, "/*")
					text = strings.TrimSuffix(text, "*/")
				}
				// "//...// want..." and "/*...// want...*/" start at want.
				if i := strings.Index(text, "// want"); i >= 0 {
					text = text[i+len("// "):]
				}
				// Per comment: a //line directive can change the file.
				posn := act.Package.Fset.Position(c.Pos())
				processComment(sanitize(gopath, posn.Filename), posn.Line, text)
			}
		}
	}
	for _, filename := range act.Package.OtherFiles {
		data, err := os.ReadFile(filename)
		if err != nil {
			t.Errorf("can't read '// want' comments from %s: %v", filename, err)
			continue
		}
		name := sanitize(gopath, filename)
		for i, line := range strings.Split(string(data), "\n") {
			if j := strings.Index(line, "// want"); j >= 0 {
				line = line[j:]
			}
			if j := strings.Index(line, "//"); j >= 0 {
				processComment(name, i+1, line[j+len("//"):])
			}
		}
	}
	return want
}

// An expectation is one pattern of a "// want" comment.
type expectation struct {
	kind string // "fact" or "diagnostic"
	name string // the object a fact is about, or "package"; "" for a diagnostic
	rx   *regexp.Regexp
}

// parseExpectations parses what follows "want" in a comment: string
// literals (diagnostic patterns), name:"pattern" pairs (facts), and an
// optional +N that moves the expectations N lines down.
func parseExpectations(text string) (lineDelta int, expects []expectation, err error) {
	var scanErr string
	sc := new(textscanner.Scanner).Init(strings.NewReader(text))
	sc.Error = func(_ *textscanner.Scanner, msg string) { scanErr = msg }
	sc.Mode = textscanner.ScanIdents | textscanner.ScanStrings | textscanner.ScanRawStrings | textscanner.ScanInts

	scanRegexp := func(tok rune) (*regexp.Regexp, error) {
		if tok != textscanner.String && tok != textscanner.RawString {
			return nil, fmt.Errorf("got %s, want regular expression", textscanner.TokenString(tok))
		}
		pattern, _ := strconv.Unquote(sc.TokenText())
		return regexp.Compile(pattern)
	}
	for {
		tok := sc.Scan()
		switch tok {
		case '+':
			if tok = sc.Scan(); tok != textscanner.Int {
				return 0, nil, fmt.Errorf("got +%s, want +Int", textscanner.TokenString(tok))
			}
			lineDelta, _ = strconv.Atoi(sc.TokenText())
		case textscanner.String, textscanner.RawString:
			rx, err := scanRegexp(tok)
			if err != nil {
				return 0, nil, err
			}
			expects = append(expects, expectation{"diagnostic", "", rx})
		case textscanner.Ident:
			name := sc.TokenText()
			if tok = sc.Scan(); tok != ':' {
				return 0, nil, fmt.Errorf("got %s after %s, want ':'", textscanner.TokenString(tok), name)
			}
			rx, err := scanRegexp(sc.Scan())
			if err != nil {
				return 0, nil, err
			}
			expects = append(expects, expectation{"fact", name, rx})
		case textscanner.EOF:
			if scanErr != "" {
				return 0, nil, fmt.Errorf("%s", scanErr)
			}
			return lineDelta, expects, nil
		default:
			return 0, nil, fmt.Errorf("unexpected %s", textscanner.TokenString(tok))
		}
	}
}

// sanitize returns filename relative to gopath/src, slash-separated.
func sanitize(gopath, filename string) string {
	prefix := gopath + string(os.PathSeparator) + "src" + string(os.PathSeparator)
	return filepath.ToSlash(strings.TrimPrefix(filename, prefix))
}
