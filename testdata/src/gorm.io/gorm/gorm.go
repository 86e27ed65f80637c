// Package gorm is a hand-written test stub of the API surface of
// gorm.io/gorm (v1.25), for analysistest in GOPATH mode. Names, fields and
// signatures follow the real package; bodies are minimal.
package gorm

// DB is gorm's database handle; the error of the last operation is in Error.
type DB struct {
	Error        error
	RowsAffected int64
}

// First finds the first record ordered by primary key.
func (db *DB) First(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Where adds conditions.
func (db *DB) Where(query interface{}, args ...interface{}) (tx *DB) { return db }
