// Package repo holds the server's clients behind the interfaces of
// package db.
package repo

import "errorleak/ifacefar/db"

// Repository is what the tools use.
type Repository struct {
	Client db.Client
	Store  db.Store
}
