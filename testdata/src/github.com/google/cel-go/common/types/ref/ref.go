// Package ref is a stub of cel-go's value references.
package ref

// Val is a CEL value.
type Val interface {
	Value() any
}
