package webhook

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

// TestDialRefusesPrivateAddresses: whatever a name resolves to, the dialer itself
// refuses loopback (here the address check of the URL is passed by, as a name that
// resolves inside the network would pass it), and nothing reaches the server.
func TestDialRefusesPrivateAddresses(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer srv.Close()
	for _, url := range []string{srv.URL, "https://[::1]:1/", "https://169.254.169.254:443/"} {
		req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, url, nil)
		_, err := NewClient(ClientConfig{}).http.Do(req)
		if !errors.Is(err, errRefusedAddress) {
			t.Errorf("%s: %v, want the dialer's refusal", url, err)
		}
	}
	if hits.Load() != 0 {
		t.Fatalf("%d requests reached the server", hits.Load())
	}
}
