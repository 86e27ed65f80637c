package taint

import (
	"os"
	"path/filepath"
	"testing"
)

func TestEmbeddedModule(t *testing.T) {
	for _, tc := range []struct {
		name, gomod string
		want        bool
	}{
		{"sqlite only", "module example.com/notes\n\nrequire (\n\tgithub.com/mattn/go-sqlite3 v1.14.22\n\tgithub.com/mark3labs/mcp-go v0.43.2\n)\n", true},
		{"modernc", "module example.com/notes\nrequire modernc.org/sqlite v1.34.0\n", true},
		{"gorm sqlite", "module example.com/notes\nrequire (\n\tgorm.io/gorm v1.25.0\n\tgorm.io/driver/sqlite v1.5.0\n)\n", true},
		{"sqlite and postgres", "module example.com/notes\nrequire (\n\tmodernc.org/sqlite v1.34.0\n\tgithub.com/jackc/pgx/v5 v5.5.0\n)\n", false},
		{"gorm postgres", "module example.com/notes\nrequire (\n\tgorm.io/driver/sqlite v1.5.0\n\tgorm.io/driver/postgres v1.5.0\n)\n", false},
		{"postgres only", "module example.com/notes\nrequire github.com/lib/pq v1.10.9\n", false},
		{"no driver", "module example.com/notes\nrequire github.com/mark3labs/mcp-go v0.43.2\n", false},
		{"indirect sqlite", "module example.com/notes\nrequire modernc.org/sqlite v1.34.0 // indirect\n", false},
		{"indirect server driver", "module example.com/notes\nrequire (\n\tmodernc.org/sqlite v1.34.0\n\tgithub.com/lib/pq v1.10.9 // indirect\n)\n", true},
	} {
		if got := embeddedModule([]byte(tc.gomod)); got != tc.want {
			t.Errorf("%s: embeddedModule = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRequiredDBs checks the drivers a go.mod requires, which decide a
// handle behind the module's own interface (dependenciesEmbeddedOnly):
// SQLite required beside a server's driver still counts.
func TestRequiredDBs(t *testing.T) {
	for _, tc := range []struct {
		name, gomod string
		want        moduleDBs
	}{
		{"sqlite and postgres", "module example.com/notes\nrequire (\n\tmodernc.org/sqlite v1.34.0\n\tgithub.com/jackc/pgx/v5 v5.5.0\n)\n", moduleDBs{sqlite: true, server: true}},
		{"postgres only", "module example.com/notes\nrequire github.com/lib/pq v1.10.9\n", moduleDBs{server: true}},
		{"no driver", "module example.com/notes\nrequire github.com/mark3labs/mcp-go v0.43.2\n", moduleDBs{}},
		{"not a go.mod", "module", moduleDBs{}},
	} {
		if got := requiredDBs([]byte(tc.gomod)); got != tc.want {
			t.Errorf("%s: requiredDBs = %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestEmbeddedModuleAt(t *testing.T) {
	root := t.TempDir()
	gomod := "module example.com/notes\nrequire github.com/mattn/go-sqlite3 v1.14.22\n"
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "server", "tools")
	if !embeddedModuleAt(dir, "example.com/notes") {
		t.Errorf("embeddedModuleAt(%s, example.com/notes) = false, want true", dir)
	}
	if embeddedModuleAt(filepath.Join(root, "cmd"), "example.com/other") {
		t.Errorf("a go.mod of another module counted")
	}
}
