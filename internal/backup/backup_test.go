package backup_test

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"filippo.io/age"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// engine is one storage engine: a fresh live store and a restore into a fresh, empty target.
type engine struct {
	name    string
	open    func(tb testing.TB) *sqlstore.Store
	restore func(t *testing.T, file string, ids []age.Identity, opt sqlstore.RestoreOptions) (*sqlstore.Store, []backup.Table)
}

func engines() []engine {
	return []engine{
		{name: "sqlite", open: storetest.OpenSQLite, restore: restoreSQLite},
		{name: "postgres", open: storetest.OpenPostgres, restore: restorePostgres},
	}
}

func restoreSQLite(t *testing.T, file string, ids []age.Identity, opt sqlstore.RestoreOptions) (*sqlstore.Store, []backup.Table) {
	dataDir := t.TempDir()
	dest := filepath.Join(dataDir, "site.db")
	tables := restoreWith(t, file, ids, dataDir, func(work string, m *backup.Manifest) ([]backup.Table, error) {
		opt.Key = storetest.Key
		return sqlstore.RestoreSQLite(context.Background(), filepath.Join(work, sqlstore.SnapshotDB), dest, opt)
	})
	s, err := sqlstore.OpenSQLite(context.Background(), dest, storetest.WithKey())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, tables
}

func restorePostgres(t *testing.T, file string, ids []age.Identity, opt sqlstore.RestoreOptions) (*sqlstore.Store, []backup.Table) {
	url := storetest.PostgresURL(t)
	tables := restoreWith(t, file, ids, t.TempDir(), func(work string, m *backup.Manifest) ([]backup.Table, error) {
		opt.Key = storetest.Key
		return sqlstore.RestorePostgres(context.Background(), url, work, m, opt)
	})
	s, err := sqlstore.OpenPostgres(context.Background(), url, storetest.WithKey())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, tables
}

func restoreWith(t *testing.T, file string, ids []age.Identity, dir string, load func(string, *backup.Manifest) ([]backup.Table, error)) []backup.Table {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	_, tables, err := backup.Restore(f, backup.Trust{Identities: ids, Key: storetest.Key}, dir, load)
	if err != nil {
		t.Fatalf("restore: %v", err)
	}
	return tables
}

func newLead(i int) *lead.Enquiry {
	return &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: fmt.Sprintf("Lead %d", i),
		Mobile: fmt.Sprintf("98765%05d", i), Role: lead.Role, CreatedAt: time.Now()}
}

// TestBackupWhileLeadsArrive: 32 clients write leads while the backup runs;
// the restored copy passes the integrity check and holds every lead
// acknowledged before the backup began, with the photo, the staff and the settings.
func TestBackupWhileLeadsArrive(t *testing.T) {
	for _, e := range engines() {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			s := e.open(t)
			photo := storetest.Photo("beef01")
			if _, err := s.SaveMedia(ctx, photo, 1, time.Now(), nil); err != nil {
				t.Fatal(err)
			}
			owner := &staff.Account{Email: "owner@example.com", Name: "Owner", Role: staff.Owner, PasswordHash: "x", CreatedAt: time.Now()}
			if err := s.CreateAccount(ctx, owner, nil); err != nil {
				t.Fatal(err)
			}
			hook, err := s.WebhookSettings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			hook.URL, hook.Enabled, hook.Secret = "https://crm.example.com/hook", true, strings.Repeat("ab", 32)
			if _, err := s.SaveWebhookSettings(ctx, hook, nil); err != nil {
				t.Fatal(err)
			}

			var (
				mu     sync.Mutex
				acked  []int64 // leads whose CreateLead returned, with the time it did
				ackedT []time.Time
				stop   atomic.Bool
				wg     sync.WaitGroup
				n      atomic.Int64
			)
			for c := 0; c < 32; c++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for !stop.Load() {
						l := newLead(int(n.Add(1)))
						if err := s.CreateLead(ctx, l, nil, nil); err != nil {
							t.Errorf("lead: %v", err)
							return
						}
						mu.Lock()
						acked, ackedT = append(acked, l.ID), append(ackedT, time.Now())
						mu.Unlock()
					}
				}()
			}
			ackedCount := func() int {
				mu.Lock()
				defer mu.Unlock()
				return len(acked)
			}
			waitFor(t, func() bool { return ackedCount() >= 64 }) // leads are flowing
			began := time.Now()
			res, err := backup.Create(ctx, s, t.TempDir(), "", storetest.Key, began)
			after := ackedCount()
			waitFor(t, func() bool { return ackedCount() >= after+32 }) // and go on after it
			stop.Store(true)
			wg.Wait()
			if err != nil {
				t.Fatal(err)
			}
			var before []int64
			for i, id := range acked {
				if ackedT[i].Before(began) {
					before = append(before, id)
				}
			}
			if len(before) < 32 || len(acked) == len(before) {
				t.Fatalf("want leads before and after the backup began: %d before, %d in all", len(before), len(acked))
			}
			if res.Manifest.Rows("leads") < int64(len(before)) {
				t.Errorf("manifest counts %d leads, %d were acknowledged before the backup", res.Manifest.Rows("leads"), len(before))
			}

			r, tables := e.restore(t, res.Path, nil, sqlstore.RestoreOptions{})
			if got := rowsOf(tables, "leads"); got != res.Manifest.Rows("leads") {
				t.Errorf("restored %d leads, the manifest says %d", got, res.Manifest.Rows("leads"))
			}
			leads, err := r.ListLeads(ctx)
			if err != nil {
				t.Fatal(err)
			}
			have := map[int64]bool{}
			for _, l := range leads {
				have[l.ID] = true
			}
			for _, id := range before {
				if !have[id] {
					t.Fatalf("lead %d, acknowledged before the backup began, is not in the restored copy", id)
				}
			}
			if img, err := r.MediaImage(ctx, photo.Hash); err != nil || img == nil {
				t.Errorf("photo not restored: %v", err)
			}
			if v, err := r.MediaVariant(ctx, photo.Hash, photo.Variants[0].Width, photo.Variants[0].Format); err != nil || len(v.Bytes) != len(photo.Variants[0].Bytes) {
				t.Errorf("photo bytes not restored: %v", err)
			}
			if a, err := r.AccountByEmail(ctx, owner.Email); err != nil || a.Role != staff.Owner {
				t.Errorf("owner not restored: %v", err)
			}
			if got, err := r.WebhookSettings(ctx); err != nil || got.URL != hook.URL || !got.Enabled {
				t.Errorf("webhook settings = %+v, %v; want %s on", got, err, hook.URL)
			}
			// New rows get new ids after a restore (PostgreSQL's sequences were moved past the restored rows).
			l := newLead(0)
			if err := r.CreateLead(ctx, l, nil, nil); err != nil || have[l.ID] {
				t.Errorf("a new lead after the restore: id %d, %v", l.ID, err)
			}
		})
	}
}

func rowsOf(tables []backup.Table, name string) int64 {
	for _, t := range tables {
		if t.Name == name {
			return t.Rows
		}
	}
	return -1
}

// TestRestoreSettlesDeliveries: a sent mail stays sent (a restore never mails
// a customer again), a pending one stays pending unless held back, and the
// backup's encryption needs the identity.
func TestRestoreSettlesDeliveries(t *testing.T) {
	for _, e := range engines() {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			s := e.open(t)
			for i := 0; i < 3; i++ {
				if _, err := s.Enqueue(ctx, mail.Message{To: fmt.Sprintf("c%d@example.com", i), Subject: "s", Text: "t"}); err != nil {
					t.Fatal(err)
				}
			}
			now := time.Now()
			items, err := s.Claim(ctx, "w1", now, time.Minute, 2)
			if err != nil || len(items) != 2 {
				t.Fatalf("claim: %d, %v", len(items), err)
			}
			if err := s.MarkSent(ctx, items[0].ID, "w1", now); err != nil {
				t.Fatal(err)
			}
			// items[1] is in flight (leased) when the backup is taken; the third is pending.
			id, err := age.GenerateX25519Identity()
			if err != nil {
				t.Fatal(err)
			}
			res, err := backup.Create(ctx, s, t.TempDir(), id.Recipient().String(), storetest.Key, now)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasSuffix(res.Path, ".tar.gz.age") {
				t.Errorf("encrypted backup named %s", res.Path)
			}
			f, _ := os.Open(res.Path)
			_, err = backup.Extract(f, backup.Trust{}, t.TempDir())
			f.Close()
			if err != backup.ErrNeedIdentity {
				t.Errorf("extract without identity: %v, want ErrNeedIdentity", err)
			}

			r, _ := e.restore(t, res.Path, []age.Identity{id}, sqlstore.RestoreOptions{})
			st, err := r.OutboxStats(ctx)
			if err != nil || st.Sent != 1 || st.Pending != 2 {
				t.Errorf("after restore: %+v, %v; want 1 sent, 2 pending", st, err)
			}
			// The leased row is free at once: the copy that held it is gone.
			again, err := r.Claim(ctx, "w2", now, time.Minute, 10)
			if err != nil || len(again) != 2 || slices.ContainsFunc(again, func(it mail.Item) bool { return it.ID == items[0].ID }) {
				t.Errorf("claim after restore = %d rows, %v; want the 2 unsent", len(again), err)
			}

			held, _ := e.restore(t, res.Path, []age.Identity{id}, sqlstore.RestoreOptions{HoldPending: true})
			if st, err := held.OutboxStats(ctx); err != nil || st.Sent != 1 || st.Pending != 0 || st.Failed != 2 {
				t.Errorf("after restore holding back: %+v, %v; want 1 sent, 2 failed", st, err)
			}
		})
	}
}

// TestSystemStatus: the System page's reading on each engine: database size,
// pending and failed mail apart from webhook deliveries, the oldest pending mail.
func TestSystemStatus(t *testing.T) {
	for _, e := range engines() {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			s := e.open(t)
			for _, m := range []mail.Message{{To: "a@example.com", Subject: "s", Text: "t"}, {To: "b@example.com", Subject: "s", Text: "t"},
				{To: "https://crm.example.com/hook", Subject: "lead", Text: "{}", Channel: "webhook"}} {
				if _, err := s.Enqueue(ctx, m); err != nil {
					t.Fatal(err)
				}
			}
			now := time.Now()
			items, err := s.Claim(ctx, "w", now, time.Minute, 1)
			if err != nil || len(items) != 1 {
				t.Fatal(err)
			}
			if err := s.MarkFailed(ctx, items[0].ID, "w", "refused"); err != nil {
				t.Fatal(err)
			}
			disk := &diskspace.Watcher{Dir: t.TempDir(), WarnBytes: 1, Logger: slog.New(slog.DiscardHandler)}
			disk.Check()
			sys := &backup.System{Scheduler: &backup.Scheduler{Every: time.Hour, Dir: t.TempDir(), Source: s, State: s, Now: time.Now},
				Health: s.SystemHealth, Disk: disk, Started: now.Add(-time.Minute), Now: time.Now}
			st, err := sys.Status(ctx)
			if err != nil {
				t.Fatal(err)
			}
			h := st.Health
			if h.DatabaseBytes <= 0 || st.Disk.FreeBytes <= 0 || h.OutboxPending != 1 || h.OutboxFailed != 1 || h.WebhookPending != 1 || h.WebhookFailed != 0 {
				t.Errorf("status = %+v", st)
			}
			if age := now.Sub(h.OutboxOldestPending); age < 0 || age > time.Minute {
				t.Errorf("oldest pending mail at %v, now %v", h.OutboxOldestPending, now)
			}
			if st.Uptime < time.Minute || st.Next.IsZero() || st.Overdue {
				t.Errorf("uptime %v, next %v, overdue %v", st.Uptime, st.Next, st.Overdue)
			}
		})
	}
}
