// Package tools mounts go-sdk tools on a gin route: the mount copies the // want package:`autherror deferred under C:autherror/ginwire/tools.contextKey="userID", C:string="userID"`
// gin value "userID" (the caller, as the application's middleware keeps
// it) into the request's context under a key of its own, and an editing
// tool asks a role store behind an interface for the caller's role. The
// package that wires the middleware and the mount together knows the gin
// key holds identity and reports the denial here.
package tools

import (
	"context"
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type contextKey string

const userIDKey contextKey = "userID"

var errNotAuthenticated = errors.New("not authenticated")

// Roles finds a user's role in their organisation.
type Roles interface {
	GetCurrentUserRole(userID int64) (string, error)
}

// userIDFrom reads the caller back. An id that is absent or zero is no
// caller at all: a presence test, not a decision.
func userIDFrom(ctx context.Context) (int64, error) {
	id, ok := ctx.Value(userIDKey).(int64)
	if !ok || id == 0 {
		return 0, errNotAuthenticated
	}
	return id, nil
}

type deps struct{ roles Roles }

// requireEditor fails when the lookup fails, and denies a caller whose
// role may not edit: the denial is reported where it is made.
func (d *deps) requireEditor(userID int64) error {
	role, err := d.roles.GetCurrentUserRole(userID)
	if err != nil {
		return err
	}
	switch role {
	case "owner", "editor":
		return nil
	default:
		return errors.New("your role does not allow modifications") // want `caller authorization failure returned as an error \(sent as an isError result\)`
	}
}

type renameIn struct {
	Name string `json:"name"`
}

type viewIn struct{}

// Handler mounts the tools.
func Handler(roles Roles) gin.HandlerFunc {
	d := &deps{roles: roles}
	s := mcp.NewServer(&mcp.Implementation{Name: "books"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "rename"}, func(ctx context.Context, req *mcp.CallToolRequest, in renameIn) (*mcp.CallToolResult, any, error) {
		uid, err := userIDFrom(ctx)
		if err != nil {
			return nil, nil, err
		}
		if err := d.requireEditor(uid); err != nil {
			return nil, nil, err
		}
		return nil, map[string]any{"renamed": in.Name}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "view"}, func(ctx context.Context, req *mcp.CallToolRequest, in viewIn) (*mcp.CallToolResult, any, error) {
		uid, err := userIDFrom(ctx)
		if err != nil {
			return nil, nil, err
		}
		return nil, map[string]any{"viewer": uid}, nil
	})
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
	return func(c *gin.Context) {
		ctx := context.WithValue(c.Request.Context(), userIDKey, c.GetInt64("userID"))
		h.ServeHTTP(c.Writer, c.Request.WithContext(ctx))
	}
}
