package readme_test

import (
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// externalHosts are the sites outside the project that the docs and the
// code may link to: references that are not this project's to host. Every
// other absolute URL fails TestLinks, so that no link sends a user to
// someone else's repository (github.com/mcplint/mcplint is an unrelated
// project) or to a page that may disappear.
var externalHosts = map[string]string{
	"pkg.go.dev":              "/golang.org/x/tools/",    // the go/analysis framework
	"docs.oasis-open.org":     "/sarif/",                 // the SARIF standard
	"json.schemastore.org":    "/sarif-",                 // SARIF's schema, named in every SARIF log
	"modelcontextprotocol.io": "/",                       // the MCP specification
	"pre-commit.com":          "",                        // the pre-commit framework
	"github.com":              "/golangci/golangci-lint", // golangci-lint's source, for an offline build
	"go.dev":                  "",                        // the URL a demo tool's error text gives as an example (docs/surface.md shows it)
}

// exampleHost reports whether host is an example host of a code sample
// (RFC 2606 names, local and internal names), not a link.
func exampleHost(host string) bool {
	host = strings.Split(host, ":")[0]
	return host == "example.com" || strings.HasSuffix(host, ".example.com") || host == "localhost" ||
		strings.HasSuffix(host, ".internal") || strings.HasSuffix(host, ".local")
}

var (
	absURL  = regexp.MustCompile("https?://[^\\s)\"'`<>\\]]+")
	mdLink  = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	mdFence = regexp.MustCompile("(?ms)^```.*?^```")
)

// projectFiles returns the repository's Markdown files and the Go files
// that ship (not tests, test data or the demo module), relative to the
// root.
func projectFiles(t *testing.T, root string) (md, goFiles []string) {
	t.Helper()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if name := d.Name(); rel != "." && (strings.HasPrefix(name, ".") || name == "testdata" || rel == "examples" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case strings.HasSuffix(rel, ".md"):
			md = append(md, rel)
		case strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go"):
			goFiles = append(goFiles, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return md, goFiles
}

// TestLinks checks that the docs and the code link only to the project's
// own files, or to the few references in externalHosts, and that every
// relative link of a Markdown file points to an existing file.
func TestLinks(t *testing.T) {
	root := filepath.Join("..", "..")
	md, goFiles := projectFiles(t, root)
	if len(md) < 3 || len(goFiles) < 10 {
		t.Fatalf("found %d Markdown and %d Go files; is the root %s right?", len(md), len(goFiles), root)
	}
	for _, name := range append(md, goFiles...) {
		data, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, raw := range absURL.FindAllString(string(data), -1) {
			raw = strings.TrimRight(raw, ".,;:")
			u, err := url.Parse(raw)
			if err != nil {
				t.Errorf("%s: bad URL %q: %v", name, raw, err)
				continue
			}
			if exampleHost(u.Host) {
				continue
			}
			prefix, ok := externalHosts[u.Host]
			if !ok || !strings.HasPrefix(u.Path, prefix) {
				t.Errorf("%s: link %s points outside the project; carry the text in the binary or the docs, or add a genuine reference to externalHosts", name, raw)
			}
		}
		if !strings.HasSuffix(name, ".md") {
			continue
		}
		for _, block := range mdFence.FindAllString(string(data), -1) {
			for _, line := range strings.Split(block, "\n") {
				if strings.Contains(line, "github.com/mcplint/mcplint") && strings.Contains(line, "go install") {
					t.Errorf("%s: %q cannot work: the module is not published (install from a clone)", name, strings.TrimSpace(line))
				}
			}
		}
		text := mdFence.ReplaceAllString(string(data), "")
		for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			path := filepath.Join(root, filepath.Dir(name), filepath.FromSlash(target))
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link to %s: no such file in the repository", name, m[1])
			}
		}
	}
}
