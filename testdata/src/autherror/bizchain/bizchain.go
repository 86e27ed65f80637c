// Package bizchain is a go-sdk HTTP server whose bearer middleware puts
// the caller's member record into the context. Its tools resolve what they
// work on through helpers that fail for several reasons (not found, a
// store error, a denial on the caller's role), and hand the error to a
// generic helper that turns the project's errors into isError results.
// A denial made inside the helpers is reported where it is made, once;
// their other failures are not.
package bizchain

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type member struct {
	ID    int
	Admin bool
}

type memberKey struct{}

type codedErr struct {
	Code int
	Msg  string
}

func (e *codedErr) Error() string { return e.Msg }

func bizErr(code int, msg string) error { return &codedErr{Code: code, Msg: msg} }

type document struct {
	Book int
	Body string
}

var (
	members = map[string]*member{}
	docs    = map[int]*document{}
	books   = map[int]bool{}
	roles   = map[[2]int]int{}
)

const observer = 3

func bearer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m := members[strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")]
		if m == nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), memberKey{}, m)))
	})
}

func memberFrom(ctx context.Context) *member {
	m, _ := ctx.Value(memberKey{}).(*member)
	return m
}

func bookRoleFor(book, memberID int) (int, error) {
	r, ok := roles[[2]int{book, memberID}]
	if !ok {
		return 0, errors.New("no role")
	}
	return r, nil
}

func canRead(m *member, book int) error {
	if m.Admin {
		return nil
	}
	if !books[book] {
		return bizErr(404, "book not found")
	}
	role, err := bookRoleFor(book, m.ID)
	if err != nil {
		return bizErr(500, "role lookup failed")
	}
	if role > observer {
		return bizErr(403, "forbidden") // want `caller authorization failure returned as an isError result`
	}
	return nil
}

func resolve(m *member, id int) (*document, error) {
	d, ok := docs[id]
	if !ok {
		return nil, bizErr(404, "document not found")
	}
	if err := canRead(m, d.Book); err != nil {
		return nil, err
	}
	return d, nil
}

func bizResult[Out any](err error) (*mcp.CallToolResult, Out, error) {
	var zero Out
	var ce *codedErr
	if errors.As(err, &ce) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: ce.Msg}}}, zero, nil
	}
	return nil, zero, err
}

type getIn struct {
	ID int `json:"id"`
}

type getOut struct {
	Body string `json:"body"`
}

func getDoc(ctx context.Context, _ *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, getOut, error) {
	m := memberFrom(ctx)
	d, err := resolve(m, in.ID)
	if err != nil {
		return bizResult[getOut](err)
	}
	return nil, getOut{Body: d.Body}, nil
}

type membership struct {
	Book   int
	RoleID int
}

var memberships = map[[2]int]*membership{}

func findMembership(book, memberID int) (*membership, error) {
	ms, ok := memberships[[2]int{book, memberID}]
	if !ok {
		return nil, errors.New("no membership")
	}
	return ms, nil
}

// bookOf decides on the role field of the record a lookup returns for
// the member it is given.
func bookOf(m *member, book int) (int, error) {
	ms, err := findMembership(book, m.ID)
	if err != nil {
		return 0, bizErr(404, "book not found")
	}
	if ms.RoleID > observer {
		return 0, bizErr(403, "forbidden") // want `caller authorization failure returned as an isError result`
	}
	return ms.Book, nil
}

func listDocs(ctx context.Context, _ *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, countOut, error) {
	book, err := bookOf(memberFrom(ctx), in.ID)
	if err != nil {
		return bizResult[countOut](err)
	}
	return nil, countOut{N: book}, nil
}

// canPublish decides on the member it is given; publish gives it the
// server's own publisher account, not the caller: no caller's denial.
func canPublish(m *member, book int) error {
	role, err := bookRoleFor(book, m.ID)
	if err != nil {
		return err
	}
	if role > 1 {
		return bizErr(403, "publisher may not publish this book")
	}
	return nil
}

var publisher = &member{ID: 1}

func publish(ctx context.Context, _ *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, getOut, error) {
	if err := canPublish(publisher, in.ID); err != nil {
		return bizResult[getOut](err)
	}
	return nil, getOut{Body: "published"}, nil
}

type countOut struct {
	N int `json:"n"`
}

// countDocs fails only for reasons that are not the caller's.
func countDocs(ctx context.Context, _ *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, countOut, error) {
	if !books[in.ID] {
		return bizResult[countOut](bizErr(404, "book not found"))
	}
	return nil, countOut{N: len(docs)}, nil
}

func serve() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "docs", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, getDoc)
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, countDocs)
	mcp.AddTool(s, &mcp.Tool{Name: "publish"}, publish)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, listDocs)
	return bearer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
}
