package main

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"
)

// handlersPerPackage is how many tool handlers one generated package holds.
const handlersPerPackage = 100

// sdkModules are the SDK releases the generated modules are built against;
// their go.sum entries are taken from the real-SDK test modules under
// testdata/realsdk (same releases).
var sdkModules = map[string]struct {
	realsdk string // directory under testdata/realsdk
	require string
}{
	"mcpgo": {"mcpgo-v1.2.1", "github.com/mark3labs/mcp-go v1.2.1"},
	"gosdk": {"gosdk-v1.8.0", "github.com/modelcontextprotocol/go-sdk v1.8.0"},
}

// generate writes a module of n tool handlers written against sdk ("mcpgo"
// or "gosdk") into dir: packages tools/pNNN of handlersPerPackage handlers
// each, a store package they call, and a main package registering them all.
// Every tenth handler has one of the mistakes mcplint reports. It returns
// the number of handlers with a mistake.
func generate(repo, dir, sdk string, n int) (int, error) {
	mod, ok := sdkModules[sdk]
	if !ok {
		return 0, fmt.Errorf("unknown SDK %q (want mcpgo or gosdk)", sdk)
	}
	if err := os.RemoveAll(dir); err != nil {
		return 0, err
	}
	realsdk := filepath.Join(repo, "testdata", "realsdk", mod.realsdk)
	gomod, err := os.ReadFile(filepath.Join(realsdk, "go.mod"))
	if err != nil {
		return 0, err
	}
	gosum, err := os.ReadFile(filepath.Join(realsdk, "go.sum"))
	if err != nil {
		return 0, err
	}
	// Keep the require blocks of the real-SDK module, under our name.
	_, requires, _ := strings.Cut(string(gomod), "\nrequire")
	files := map[string]string{
		"go.mod":         "module bench.example/srv\n\ngo 1.26.0\n\nrequire" + requires,
		"go.sum":         string(gosum),
		"store/store.go": storeGo,
	}

	var mistakes int
	var imports, calls strings.Builder
	for p := 0; p*handlersPerPackage < n; p++ {
		pkg := fmt.Sprintf("p%03d", p)
		var body strings.Builder
		var reg strings.Builder
		for i := p * handlersPerPackage; i < min(n, (p+1)*handlersPerPackage); i++ {
			// One in ten: mcp-go i%10 == 7; go-sdk i%20 == 4 (a
			// low-level handler) or 7 (a typed one).
			mistake := i%10 == 7
			if sdk == "gosdk" {
				mistake = i%20 == 4 || i%20 == 7
			}
			if mistake {
				mistakes++
			}
			var h handler
			if sdk == "mcpgo" {
				h = mcpgoHandler(i, mistake)
			} else {
				h = gosdkHandler(i, mistake)
			}
			body.WriteString(h.decl)
			reg.WriteString(h.register)
		}
		header := mcpgoHeader
		if sdk == "gosdk" {
			header = gosdkHeader
		}
		src := fmt.Sprintf(header, pkg) + body.String() + fmt.Sprintf(registerFunc[sdk], reg.String())
		files[filepath.Join("tools", pkg, "tools.go")] = src
		fmt.Fprintf(&imports, "\t%q\n", "bench.example/srv/tools/"+pkg)
		fmt.Fprintf(&calls, "\t%s.Register(s)\n", pkg)
	}
	files["main.go"] = fmt.Sprintf(mainGo[sdk], imports.String(), calls.String())

	for name, content := range files {
		if strings.HasSuffix(name, ".go") {
			src, err := format.Source([]byte(content))
			if err != nil {
				return 0, fmt.Errorf("generated %s: %v", name, err)
			}
			content = string(src)
		}
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return 0, err
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			return 0, err
		}
	}
	return mistakes, nil
}

type handler struct{ decl, register string }

const mcpgoHeader = `// Written by mcplint's benchmark generator (not marked generated: mcplint skips generated files).

package %s

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"bench.example/srv/store"
)

var _ = strings.TrimSpace
`

const gosdkHeader = `// Written by mcplint's benchmark generator (not marked generated: mcplint skips generated files).

package %s

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"bench.example/srv/store"
)

var _ = strings.TrimSpace
var object = map[string]any{"type": "object"}
`

var registerFunc = map[string]string{
	"mcpgo": "\n// Register adds the package's tools to s.\nfunc Register(s *server.MCPServer) {\n%s}\n",
	"gosdk": "\n// Register adds the package's tools to s.\nfunc Register(s *mcp.Server) {\n%s}\n",
}

var mainGo = map[string]string{
	"mcpgo": `// Written by mcplint's benchmark generator (not marked generated: mcplint skips generated files).

// Command srv is a generated MCP server for mcplint's benchmark.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/server"

%s)

func main() {
	s := server.NewMCPServer("bench", "1.0.0", server.WithToolCapabilities(false))
%s	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
`,
	"gosdk": `// Written by mcplint's benchmark generator (not marked generated: mcplint skips generated files).

// Command srv is a generated MCP server for mcplint's benchmark.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

%s)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "1.0.0"}, nil)
%s	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`,
}

// mcpgoHandler returns handler i for mcp-go: argument parsing, a store
// call, JSON output; with a mistake, one of four kinds.
func mcpgoHandler(i int, mistake bool) handler {
	fail := `return mcp.NewToolResultErrorFromErr("searching items failed; try a shorter query", err), nil`
	empty := `return mcp.NewToolResultText("no items match; try another query"), nil`
	if mistake {
		switch (i / 10) % 4 {
		case 0:
			fail = `return nil, fmt.Errorf("search: %w", err)` // rpcerror
		case 1:
			fail = `return mcp.NewToolResultText("failed to search items: " + err.Error()), nil` // unflaggederror
		case 2:
			empty = `return nil, nil` // nilresult
		case 3:
			fail = `return &mcp.CallToolResult{IsError: true}, nil` // emptyerror
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `
func handleTool%[1]d(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query, err := req.RequireString("query")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	limit := req.GetInt("limit", 10)
	if limit <= 0 || limit > 100 {
		return mcp.NewToolResultError(fmt.Sprintf("limit must be between 1 and 100, got %%d", limit)), nil
	}
	items, err := store.Search(ctx, "kind%[1]d", strings.TrimSpace(query), limit)
	if err != nil {
		%[2]s
	}
	if len(items) == 0 {
		%[3]s
	}
	out, err := json.Marshal(items)
	if err != nil {
		return mcp.NewToolResultError("could not encode the items"), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
`, i, fail, empty)
	reg := fmt.Sprintf("\ts.AddTool(mcp.NewTool(%q, mcp.WithDescription(%q), mcp.WithString(\"query\", mcp.Required()), mcp.WithNumber(\"limit\")), handleTool%d)\n",
		fmt.Sprintf("search_kind%d", i), fmt.Sprintf("Search items of kind %d.", i), i)
	return handler{b.String(), reg}
}

// gosdkHandler returns handler i for go-sdk: four in five typed handlers,
// the others low-level ones; with a mistake, one of three kinds.
func gosdkHandler(i int, mistake bool) handler {
	if i%5 == 4 {
		fail := `return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "lookup failed; try again later"}}}, nil`
		empty := `return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "not found"}}}, nil`
		if mistake {
			if (i/20)%2 == 0 {
				fail = `return nil, fmt.Errorf("lookup: %w", err)` // rpcerror
			} else {
				empty = `return nil, nil` // nilresult
			}
		}
		var b bytes.Buffer
		fmt.Fprintf(&b, `
func lowTool%[1]d(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		ID string `+"`json:\"id\"`"+`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil || args.ID == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "id is required"}}}, nil
	}
	item, ok, err := store.Get(ctx, "kind%[1]d", args.ID)
	if err != nil {
		%[2]s
	}
	if !ok {
		%[3]s
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: item}}}, nil
}
`, i, fail, empty)
		reg := fmt.Sprintf("\ts.AddTool(&mcp.Tool{Name: %q, Description: %q, InputSchema: object}, lowTool%d)\n",
			fmt.Sprintf("get_kind%d", i), fmt.Sprintf("Get an item of kind %d.", i), i)
		return handler{b.String(), reg}
	}
	fail := `return nil, Out%[1]d{}, fmt.Errorf("searching items failed; try a shorter query: %%w", err)`
	if mistake {
		fail = `return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "search failed"}}}, Out%[1]d{}, nil` // structurederror
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `
// In%[1]d is the input of tool %[1]d.
type In%[1]d struct {
	Query string `+"`json:\"query\" jsonschema:\"what to search for\"`"+`
	Limit int    `+"`json:\"limit,omitempty\"`"+`
}

// Out%[1]d is the output of tool %[1]d.
type Out%[1]d struct {
	Items []string `+"`json:\"items\"`"+`
}

func tool%[1]d(ctx context.Context, req *mcp.CallToolRequest, in In%[1]d) (*mcp.CallToolResult, Out%[1]d, error) {
	if strings.TrimSpace(in.Query) == "" {
		return nil, Out%[1]d{}, fmt.Errorf("query is required")
	}
	limit := in.Limit
	if limit == 0 {
		limit = 10
	}
	items, err := store.Search(ctx, "kind%[1]d", in.Query, limit)
	if err != nil {
		`+fail+`
	}
	return nil, Out%[1]d{Items: items}, nil
}
`, i)
	reg := fmt.Sprintf("\tmcp.AddTool(s, &mcp.Tool{Name: %q, Description: %q}, tool%d)\n",
		fmt.Sprintf("search_kind%d", i), fmt.Sprintf("Search items of kind %d.", i), i)
	return handler{b.String(), reg}
}

const storeGo = `// Written by mcplint's benchmark generator (not marked generated: mcplint skips generated files).

// Package store is the backend the generated tools call.
package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

var items = map[string][]string{}

// ErrUnavailable is returned when the backend is down.
var ErrUnavailable = errors.New("store unavailable")

// Search returns up to limit items of kind that contain query.
func Search(ctx context.Context, kind, query string, limit int) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("search %s: %w", kind, err)
	}
	var out []string
	for _, it := range items[kind] {
		if strings.Contains(it, query) {
			out = append(out, it)
			if len(out) == limit {
				break
			}
		}
	}
	return out, nil
}

// Get returns the item of kind with the given id.
func Get(ctx context.Context, kind, id string) (string, bool, error) {
	if err := ctx.Err(); err != nil {
		return "", false, ErrUnavailable
	}
	for _, it := range items[kind] {
		if strings.HasPrefix(it, id+":") {
			return it, true, nil
		}
	}
	return "", false, nil
}
`
