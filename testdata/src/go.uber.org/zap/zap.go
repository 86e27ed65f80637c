// Package zap is a stub of go.uber.org/zap for the tests, written by
// hand: the logger types and the field constructor that rpcerror's fix
// writes.
package zap

// Field is a logging field.
type Field struct{}

// Error returns the field of an error.
func Error(err error) Field { return Field{} }

// Logger is a structured logger.
type Logger struct{}

// Error logs a message at error level.
func (l *Logger) Error(msg string, fields ...Field) {}

// Info logs a message at info level.
func (l *Logger) Info(msg string, fields ...Field) {}

// Sugar returns the logger's sugared form.
func (l *Logger) Sugar() *SugaredLogger { return &SugaredLogger{} }

// SugaredLogger is a logger with key-value pairs.
type SugaredLogger struct{}

// Errorw logs a message and key-value pairs at error level.
func (s *SugaredLogger) Errorw(msg string, keysAndValues ...any) {}
