package postgres_test

import (
	"context"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/postgres"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TEST_DATABASE_URL selects the server; without it the tests skip, or fail when CI=true.
func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storetest.Stores { return storetest.OpenPostgres(t) })
}

// TestConcurrentOpen checks that copies starting together on one schema migrate once without error.
func TestConcurrentOpen(t *testing.T) {
	url := storetest.PostgresURL(t)
	var wg sync.WaitGroup
	errs := make(chan error, 3)
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := postgres.Open(context.Background(), url)
			if err != nil {
				errs <- err
				return
			}
			errs <- db.Ping(context.Background())
			db.Close()
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}
