package httpapi

import (
	"testing"

	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestMain drops the PostgreSQL template the tests copied their databases from.
func TestMain(m *testing.M) { storetest.Main(m) }
