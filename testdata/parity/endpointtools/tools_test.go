package endpointtools

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

// The test calls the request helper with its own server's address: under
// go vet this call is in the unit analyzed, and it must not change the
// verdict on the URL the package's code passes (standalone mcplint does
// not read tests).
func TestGet(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	for _, base := range []string{srv.URL, "https://inventory.example.com"} {
		_ = get(context.Background(), base, "/stock")
	}
}
