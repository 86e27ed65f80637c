// Package g is a hand-written stub of GoFrame's shortcuts.
package g

import "github.com/gogf/gf/v2/database/gdb"

// DB returns the named database.
func DB(name ...string) gdb.DB { return nil }
