// Package logrus is a stub of github.com/sirupsen/logrus for the tests,
// written by hand: what rpcerror's fix writes.
package logrus

// Entry is a log entry with fields.
type Entry struct{}

// WithError adds an error field.
func (e *Entry) WithError(err error) *Entry { return e }

// Error logs at error level.
func (e *Entry) Error(args ...any) {}

// Logger is a logger.
type Logger struct{}

// WithError returns an entry with an error field.
func (l *Logger) WithError(err error) *Entry { return &Entry{} }

// WithError returns an entry of the standard logger with an error field.
func WithError(err error) *Entry { return &Entry{} }

// Info logs at info level with the standard logger.
func Info(args ...any) {}
