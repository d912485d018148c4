package storetest

import (
	"github.com/nivaas-interiors/site/internal/sitekey"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// KeyText is the site key of the test databases: fixed, so a test that opens a database again reads its secrets.
const KeyText = "746573742073697465206b65792c206e6f7420666f722061206c697665207369" // "test site key, not for a live si"

// Key is KeyText parsed.
var Key = func() *sitekey.Key {
	k, err := sitekey.Parse(KeyText)
	if err != nil {
		panic(err)
	}
	return k
}()

// WithKey opens a store sealing its secrets with Key.
func WithKey() sqlstore.Option { return sqlstore.WithKey(Key) }
