// Package clientconn builds the API client of another module that
// package clienttools uses, once, on the server's configured endpoint.
package clientconn

import (
	"os"
	"sync"

	"example.com/keyapi"
)

// API is the client of the configured API.
var API = sync.OnceValue(func() *keyapi.Client {
	return keyapi.New(os.Getenv("KEYAPI_URL"), os.Getenv("KEYAPI_KEY"), os.Getenv("KEYAPI_SECRET"))
})
