// Package googleapi is a hand-written stub of google.golang.org/api/googleapi.
package googleapi

// CallOption is an option of a call.
type CallOption interface{ Get() (string, string) }
