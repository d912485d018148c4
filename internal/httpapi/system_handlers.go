package httpapi

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// downloadWriteTime bounds sending one backup file to an owner's browser.
const downloadWriteTime = 30 * time.Minute

const msgNoBackups = "Backups are not set up on this copy of the site."

type systemBody struct {
	Version        string          `json:"version"`
	UptimeSeconds  int64           `json:"uptimeSeconds"`
	Backups        systemBackups   `json:"backups"`
	DatabaseBytes  int64           `json:"databaseBytes"`
	DiskFreeBytes  int64           `json:"diskFreeBytes"` // of DATA_DIR, as the disk watcher last read it; -1 when unknown
	DiskWarnBytes  int64           `json:"diskWarnBytes"` // DISK_WARN_BYTES
	DiskLow        bool            `json:"diskLow"`
	UntrustedProxy bool            `json:"untrustedProxy"` // requests came through a proxy not in TRUSTED_PROXIES
	Outbox         systemDelivery  `json:"outbox"`
	Webhook        systemWebhook   `json:"webhook"`
	Inbound        []systemInbound `json:"inbound"` // outside platforms' webhook deliveries not yet processed, by source
	WhatsApp       systemWhatsApp  `json:"whatsapp"`
	Problems       []string        `json:"problems"`
	NewestDownload *systemDownload `json:"newestDownload"` // the newest backup in this copy's folder; null when none
}

type systemBackups struct {
	EverySeconds int64      `json:"everySeconds"` // 0: scheduled backups off
	Folder       string     `json:"folder"`
	Bucket       string     `json:"bucket"`
	Encrypted    bool       `json:"encrypted"`
	LastSuccess  *time.Time `json:"lastSuccess"`
	LastFile     string     `json:"lastFile"`
	LastBytes    int64      `json:"lastBytes"`
	LastPlace    string     `json:"lastPlace"`
	LastAttempt  *time.Time `json:"lastAttempt"`
	LastError    string     `json:"lastError"`
	Failures     int        `json:"failures"`
	Next         *time.Time `json:"next"`
	Overdue      bool       `json:"overdue"`
	Running      bool       `json:"running"`
	SameDisk     bool       `json:"sameDisk"` // every backup is on the data's own disk (the System page warns; not a problem on every page)
}

type systemDelivery struct {
	Pending              int64 `json:"pending"`
	OldestPendingSeconds int64 `json:"oldestPendingSeconds"`
	Failed               int64 `json:"failed"`
}

type systemWebhook struct {
	Pending int64 `json:"pending"`
	Failed  int64 `json:"failed"`
}

type systemInbound struct {
	Source               string `json:"source"`
	Pending              int    `json:"pending"`
	OldestPendingSeconds int64  `json:"oldestPendingSeconds"`
	Failed               int    `json:"failed"`
}

type systemDownload struct {
	File  string `json:"file"`
	Bytes int64  `json:"bytes"`
}

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	t = t.UTC()
	return &t
}

// systemStatus answers GET /api/admin/system: backups, database, disk, deliveries, version and uptime.
func (s *server) systemStatus(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	if s.System == nil {
		s.failWith(w, r, fault.Errorf(fault.ENOTFOUND, "%s", msgNoBackups))
		return
	}
	st, err := s.System.Status(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	now := s.Now()
	last := st.Last
	body := systemBody{Version: s.Version, UptimeSeconds: int64(st.Uptime.Seconds()),
		DatabaseBytes: st.Health.DatabaseBytes, DiskFreeBytes: -1, DiskWarnBytes: st.Disk.WarnBytes,
		DiskLow: st.Disk.Low, UntrustedProxy: s.ProxyAlarm.Seen(),
		Outbox:   systemDelivery{Pending: st.Health.OutboxPending, Failed: st.Health.OutboxFailed},
		Webhook:  systemWebhook{Pending: st.Health.WebhookPending, Failed: st.Health.WebhookFailed},
		Problems: []string{},
		Backups: systemBackups{EverySeconds: int64(st.Every.Seconds()), Folder: st.Dir, Bucket: st.Bucket, Encrypted: st.Encrypted,
			LastSuccess: timeOrNil(last.LastSuccessAt), LastFile: last.LastFile, LastBytes: last.LastSize, LastPlace: last.LastPlace,
			LastAttempt: timeOrNil(last.LastAttemptAt), LastError: last.LastError, Failures: last.Failures,
			Next: timeOrNil(st.Next), Overdue: st.Overdue, Running: last.LeaseOwner != "" && last.LeaseUntil.After(now), SameDisk: st.SameDisk},
	}
	if !st.Health.OutboxOldestPending.IsZero() {
		body.Outbox.OldestPendingSeconds = max(0, int64(now.Sub(st.Health.OutboxOldestPending).Seconds()))
	}
	if last.LastError != "" {
		body.Problems = append(body.Problems, "The last backup failed: "+last.LastError)
	}
	if st.Overdue {
		body.Problems = append(body.Problems, "No backup is newer than twice the backup interval.")
	}
	if !st.Disk.CheckedAt.IsZero() {
		body.DiskFreeBytes = st.Disk.FreeBytes
	}
	if st.Disk.Low {
		body.Problems = append(body.Problems, "Free disk space is low: "+readableBytes(st.Disk.FreeBytes)+" left (the warning starts under "+
			readableBytes(st.Disk.WarnBytes)+"). When the disk is full the site stops taking leads: free some space or enlarge the disk.")
	}
	if body.UntrustedProxy {
		body.Problems = append(body.Problems, "Requests arrive through a proxy the site does not trust, so every visitor looks like the proxy. "+
			"Set TRUSTED_PROXIES to your load balancer's addresses.")
	}
	if n := body.Outbox.Failed; n > 0 {
		body.Problems = append(body.Problems, countOf(n, "mail", "mails")+" could not be sent: see Mail problems.")
	}
	if n := body.Webhook.Failed; n > 0 {
		body.Problems = append(body.Problems, countOf(n, "CRM webhook delivery", "CRM webhook deliveries")+" failed.")
	}
	if body.Inbound, err = s.inboundHealth(r.Context(), now); err != nil {
		s.failWith(w, r, err)
		return
	}
	for _, in := range body.Inbound {
		if in.Failed > 0 {
			body.Problems = append(body.Problems, countOf(int64(in.Failed), in.Source+" delivery", in.Source+" deliveries")+
				" could not be processed: see Incoming webhooks.")
		}
	}
	if body.WhatsApp, err = s.whatsappHealth(r); err != nil {
		s.failWith(w, r, err)
		return
	}
	if wa := body.WhatsApp; wa.Configured && !wa.Connected && wa.LastError != nil {
		body.Problems = append(body.Problems, "WhatsApp messages are not going out: "+*wa.LastError)
	}
	silent, err := s.adSilence(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	body.Problems = append(body.Problems, silent...)
	if path, err := s.System.Scheduler.Newest(); err == nil && path != "" {
		if fi, err := os.Stat(path); err == nil {
			body.NewestDownload = &systemDownload{File: filepath.Base(path), Bytes: fi.Size()}
		}
	}
	writeJSON(w, http.StatusOK, body)
}

// inboundHealth is the inbound queue's state by source (none without the queue).
func (s *server) inboundHealth(ctx context.Context, now time.Time) ([]systemInbound, error) {
	out := []systemInbound{}
	if s.Inbound == nil {
		return out, nil
	}
	stats, err := s.Inbound.Stats(ctx)
	if err != nil {
		return nil, err
	}
	for _, st := range stats {
		in := systemInbound{Source: sourceName(st.Source), Pending: st.Pending, Failed: st.Failed}
		if st.OldestPending != nil {
			in.OldestPendingSeconds = max(0, int64(now.Sub(*st.OldestPending).Seconds()))
		}
		out = append(out, in)
	}
	return out, nil
}

// readableBytes writes n as people read it, as the System page does: "512 bytes", "12.4 MB".
func readableBytes(n int64) string {
	units := []string{"KB", "MB", "GB", "TB"}
	if n < 1024 {
		return strconv.FormatInt(n, 10) + " bytes"
	}
	v, i := float64(n)/1024, 0
	for v >= 1024 && i < len(units)-1 {
		v, i = v/1024, i+1
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + " " + units[i]
}

// countOf is "1 mail" or "3 mails".
func countOf(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.FormatInt(n, 10) + " " + many
}

// backUpNow answers POST /api/admin/system/backup: one backup at once, answered when it is done.
func (s *server) backUpNow(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if s.System == nil {
		s.failWith(w, r, fault.Errorf(fault.ENOTFOUND, "%s", msgNoBackups))
		return
	}
	// The backup goes on if the owner leaves the page; the route's deadline (the lease) bounds it.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), backup.Lease)
	defer cancel()
	res, err := s.System.BackUpNow(ctx, s.actor(r, acct))
	if errors.Is(err, backup.ErrBusy) {
		s.failWith(w, r, fault.Errorf(fault.ECONFLICT, "%s", backup.ErrBusy.Error()))
		return
	}
	if res == nil {
		s.Logger.ErrorContext(r.Context(), "backup now failed", "err", err)
		writeError(w, http.StatusInternalServerError, "The backup failed; the System page shows why.", nil)
		return
	}
	if err != nil {
		s.Logger.WarnContext(r.Context(), "audit: backup made", "err", err)
	}
	writeJSON(w, http.StatusOK, systemDownload{File: filepath.Base(res.Path), Bytes: res.Size})
}

type reauthBody struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

// downloadBackup answers POST /api/admin/system/backup/download with the newest
// backup file of this copy's folder, once the owner has given the password and a code again.
func (s *server) downloadBackup(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if s.System == nil {
		s.failWith(w, r, fault.Errorf(fault.ENOTFOUND, "%s", msgNoBackups))
		return
	}
	var req reauthBody
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	path, err := s.System.Scheduler.Newest()
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if path == "" {
		s.failWith(w, r, fault.Errorf(fault.ENOTFOUND, "There is no backup in this copy's folder yet: make one with “Back up now”."))
		return
	}
	if err := s.Staff.Reauthenticate(r.Context(), s.actor(r, acct), req.Password, req.Code, "backup downloaded: "+filepath.Base(path)); err != nil {
		s.failCheck(w, r, err)
		return
	}
	if err := s.recordAccess(r, acct, accesslog.DownloadedBackup, nil, accesslog.Everything, nil); err != nil {
		s.failWith(w, r, err)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	// A large file outlasts the server's write timeout; this answer alone gets longer.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(downloadWriteTime))
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", `attachment; filename="`+filepath.Base(path)+`"`)
	http.ServeContent(w, r, "", fi.ModTime(), f)
}
