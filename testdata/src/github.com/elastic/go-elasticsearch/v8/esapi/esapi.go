// Package esapi is a stub of go-elasticsearch's esapi for the tests: the
// typed API is fields of function types.
package esapi

// Response is a response of the cluster.
type Response struct{ StatusCode int }

// InfoRequest asks for the cluster's information.
type InfoRequest struct{}

// Info returns the cluster's information.
type Info func(o ...func(*InfoRequest)) (*Response, error)

// Cat holds the cat APIs.
type Cat struct{ Indices CatIndices }

// CatIndices lists the indices.
type CatIndices func(o ...func(*InfoRequest)) (*Response, error)

// API is the typed API.
type API struct {
	Info Info
	Cat  *Cat
}
