package adspend

import (
	"context"
	"errors"
	"time"
	"unicode/utf16"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/staff"
)

// memStore keeps the remembered mappings and what was saved: the parsing tests need no database
// (the store's behaviour is the store suite's, on both engines).
type memStore struct {
	mappings map[string]Mapping
	saved    []Row
}

func (m *memStore) SaveSpend(_ context.Context, rows []Row, _ staff.AuditEvent) error {
	m.saved = append(m.saved, rows...)
	return nil
}
func (m *memStore) SpendRows(context.Context, string, string, int) ([]Row, error) {
	return m.saved, nil
}
func (m *memStore) DeleteSpend(context.Context, int64, func(Row) staff.AuditEvent) error {
	return ErrNoRow
}
func (m *memStore) SpendMapping(_ context.Context, sig string) (Mapping, bool, error) {
	v, ok := m.mappings[sig]
	return v, ok, nil
}
func (m *memStore) SaveSpendMapping(_ context.Context, sig string, v Mapping) error {
	if m.mappings == nil {
		m.mappings = map[string]Mapping{}
	}
	m.mappings[sig] = v
	return nil
}
func (m *memStore) SpendTotals(context.Context, dashboard.Period, dashboard.Period) ([]Totals, error) {
	return nil, nil
}
func (m *memStore) CampaignLeads(context.Context, dashboard.Query) ([]Totals, error) { return nil, nil }

func newService(st Store) *Service {
	if st == nil {
		st = &memStore{}
	}
	return NewService(st, func() time.Time { return time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC) })
}

func utf16le(s string) string {
	out := []byte{0xff, 0xfe}
	for _, u := range utf16.Encode([]rune(s)) {
		out = append(out, byte(u), byte(u>>8))
	}
	return string(out)
}

func errorsAs(err error, target any) bool { return errors.As(err, target) }
