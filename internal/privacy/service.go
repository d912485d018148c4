package privacy

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Waker is told after a mail was committed (it wakes the mail worker).
type Waker interface{ Queued() }

// MailCopies are the copies of sent mail the site keeps on disk (the mail folder).
type MailCopies interface {
	// EraseCopies deletes the copies of outbox rows ids and those addressed to one of addresses, and counts them.
	EraseCopies(ids []int64, addresses []string) (int64, error)
}

// WithdrawLinks gives the signed page where the holder of an e-mail address withdraws the
// consents held for it (*consent.Service with the site's origin), "" when none can be made.
type WithdrawLinks func(ctx context.Context, email string, at time.Time) string

// Service is the one road to requests, erasure and retention.
type Service struct {
	store  Store
	wake   Waker
	copies MailCopies
	brand  string
	now    func() time.Time
	links  WithdrawLinks
}

// WithWithdrawLinks has every code mail carry the address's withdrawal link, as every mail to a visitor must.
func (s *Service) WithWithdrawLinks(links WithdrawLinks) *Service {
	s.links = links
	return s
}

// NewService returns the Service over store; wake and copies may be nil.
func NewService(store Store, wake Waker, copies MailCopies, brand string, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, wake: wake, copies: copies, brand: brand, now: now}
}

// Change is a staff step on a request, made on the version they saw.
type Change struct {
	ID      int64  `json:"-"`
	Version int64  `json:"version"`
	Status  Status `json:"status"`  // Close: done or refused
	Outcome string `json:"outcome"` // what was done, in a sentence (no personal data needed)
	// Photos are the hashes of the library's photos the person appears in, erased with them (Erase).
	Photos []string `json:"photos,omitempty"`
}

func audit(by staff.Actor, at time.Time, action string, id int64, detail string) staff.AuditEvent {
	return by.Audit(at, staff.Entry{Action: action, Subject: "data request " + strconv.FormatInt(id, 10), Detail: detail})
}

// Ask stores a person's request: by e-mail it sends a code (at most C.Limits' code mails a day to one
// address and in all), by mobile only it waits for staff to call.
func (s *Service) Ask(ctx context.Context, a Ask) (Request, error) {
	if err := a.Validate(); err != nil {
		return Request{}, err
	}
	now := s.now().UTC()
	r := Request{Kind: a.Kind, Channel: ByPhone, Status: Unverified, Name: a.Name, Email: a.Email,
		Mobile: a.Mobile, Detail: a.Detail, CreatedAt: now}
	limit := CodeMailLimit{Since: now.Add(-24 * time.Hour), PerAddress: C.Limits.CodeMailsPerAddress, PerDay: C.Limits.CodeMailsPerDay}
	var compose func(int64) (string, *mailmsg.Message, error)
	if a.Email != "" {
		r.Channel = ByEmail
		withdraw := "" // signed before the write: its key is read from the store
		if s.links != nil {
			withdraw = s.links(ctx, a.Email, now)
		}
		compose = func(id int64) (string, *mailmsg.Message, error) {
			code, err := newCode()
			if err != nil {
				return "", nil, err
			}
			return codeHash(id, code), s.codeMail(a.Email, code, a.Kind, withdraw), nil
		}
	}
	expires := now.Add(time.Duration(C.Limits.CodeMinutes) * time.Minute)
	if err := s.store.CreateRequest(ctx, &r, expires, limit, compose); err != nil {
		return Request{}, fault.FromStore(err)
	}
	if compose != nil && s.wake != nil {
		s.wake.Queued()
	}
	return r.WithClock(now), nil
}

// Verify confirms request id with the code mailed for it. Each attempt is counted
// inside the write before the check, so concurrent guesses share the one allowance.
func (s *Service) Verify(ctx context.Context, id int64, code string, address string) (Request, error) {
	if len(code) != C.Limits.CodeDigits || !allDigits(code) {
		return Request{}, fault.Invalid(msg("codeFormat"), map[string]string{"code": msg("codeFormat")})
	}
	now := s.now().UTC()
	stored, err := s.store.ClaimCodeAttempt(ctx, id, now, C.Limits.CodeAttempts)
	if err != nil {
		return Request{}, fault.FromStore(err)
	}
	if subtle.ConstantTimeCompare([]byte(stored), []byte(codeHash(id, code))) != 1 {
		return Request{}, ErrWrongCode
	}
	r, err := s.store.Request(ctx, id)
	if err != nil {
		return Request{}, fault.FromStore(err)
	}
	by := staff.Actor{Address: address}
	if err := s.store.MarkVerified(ctx, id, r.Version, now, audit(by, now, "verified a data request by e-mail code", id, string(r.Kind))); err != nil {
		return Request{}, fault.FromStore(err)
	}
	return s.Get(ctx, id)
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// VerifyByPhone records that staff called the request's mobile number and the person confirmed the
// request: a request by phone opens; an open request by e-mail reaches, from now on, what is held
// under the number too (its code proved the address alone).
func (s *Service) VerifyByPhone(ctx context.Context, by staff.Actor, c Change) (Request, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return Request{}, err
	}
	r, err := s.Get(ctx, c.ID)
	if err != nil {
		return Request{}, err
	}
	waiting := (r.Channel == ByPhone && r.Status == Unverified) || (r.Status == Open && !r.MobileProven())
	if !waiting || r.Mobile == "" {
		return Request{}, ErrNotOpen
	}
	now := s.now().UTC()
	if err := s.store.MarkMobileVerified(ctx, c.ID, c.Version, now, audit(by, now, "verified a data request by phone", c.ID, string(r.Kind))); err != nil {
		return Request{}, fault.FromStore(err)
	}
	return s.Get(ctx, c.ID)
}

// Get is request id with its clock.
func (s *Service) Get(ctx context.Context, id int64) (Request, error) {
	r, err := s.store.Request(ctx, id)
	if err != nil {
		return Request{}, fault.FromStore(err)
	}
	return r.WithClock(s.now()), nil
}

// List is the queue, open requests first, with their clocks.
func (s *Service) List(ctx context.Context) ([]Request, error) {
	list, err := s.store.ListRequests(ctx, 500)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	now := s.now()
	for i := range list {
		list[i] = list[i].WithClock(now)
	}
	return list, nil
}

// openRequest is request id when staff may act on it.
func (s *Service) openRequest(ctx context.Context, id int64) (Request, error) {
	r, err := s.Get(ctx, id)
	if err == nil && r.Status != Open {
		err = ErrNotOpen
	}
	return r, err
}

// Found is what the site holds about the person of request id, for the request page.
func (s *Service) Found(ctx context.Context, id int64) (Target, error) {
	r, err := s.Get(ctx, id)
	if err != nil {
		return Target{}, err
	}
	return s.find(ctx, r, r.Proven())
}

// Export is everything held about the person of open request id, table by table.
func (s *Service) Export(ctx context.Context, id int64) (map[string]any, error) {
	r, err := s.openRequest(ctx, id)
	if err != nil {
		return nil, err
	}
	t, err := s.find(ctx, r, r.Proven())
	if err != nil {
		return nil, err
	}
	t.RequestIDs = append(t.RequestIDs, r.ID)
	tables, err := s.store.ExportPerson(ctx, t)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	return map[string]any{"request": id, "exportedAt": s.now().UTC(), "format": "nivaas-personal-data/1", "data": tables}, nil
}

// Close records that an access or correction request was answered (done) or refused.
func (s *Service) Close(ctx context.Context, by staff.Actor, c Change) (Request, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return Request{}, err
	}
	if c.Status != Done && c.Status != Refused {
		return Request{}, fault.Invalid(msg("invalid"), map[string]string{"status": msg("invalid")})
	}
	r, err := s.openRequest(ctx, c.ID)
	if err != nil {
		return Request{}, err
	}
	now := s.now().UTC()
	err = s.store.CloseRequest(ctx, c.ID, c.Version, c.Status, c.Outcome, by.ID, now,
		audit(by, now, "closed a data request", c.ID, string(c.Status)), s.answeredMail(r, c.Status, c.Outcome, nil))
	if err != nil {
		return Request{}, fault.FromStore(err)
	}
	return s.Get(ctx, c.ID)
}

// MaxMailedFile bounds, in bytes, the data file "Send the file" attaches; a larger one is downloaded and handed over.
const MaxMailedFile = 5 << 20

// SendFile mails the person of open access request c.ID their data file, to the address they proved with a code
// and to no other, and closes the request as answered in the same transaction (through the outbox, tied to the
// request, so the mail is retried like any other and an erasure later takes it too).
func (s *Service) SendFile(ctx context.Context, by staff.Actor, c Change) (Request, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return Request{}, err
	}
	r, err := s.openRequest(ctx, c.ID)
	if err != nil {
		return Request{}, err
	}
	switch {
	case r.Kind != Access:
		return Request{}, fault.Invalid(msg("notAccess"), nil)
	case !r.EmailProven():
		return Request{}, fault.Invalid(msg("fileNeedsEmail"), nil)
	}
	file, err := s.Export(ctx, c.ID)
	if err != nil {
		return Request{}, err
	}
	data, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		return Request{}, err
	}
	if len(data) > MaxMailedFile {
		return Request{}, fault.Invalid(msg("fileTooLarge"), nil)
	}
	now := s.now().UTC()
	outcome := msg("fileSent") // no address in it: a later erasure keeps the outcome of the person's requests
	attached := &mailmsg.Attachment{Name: "personal-data-request-" + strconv.FormatInt(r.ID, 10) + ".json",
		ContentType: "application/json; charset=utf-8", Data: data}
	err = s.store.CloseRequest(ctx, c.ID, c.Version, Done, outcome, by.ID, now,
		audit(by, now, "sent a person their data file", c.ID, "to the proven address"), s.answeredMail(r, Done, "", attached))
	if err != nil {
		return Request{}, fault.FromStore(err)
	}
	return s.Get(ctx, c.ID)
}

// Erased is what an erasure did: the rows it changed per kind and the sentence staff read.
type Erased struct {
	Counts  Counts `json:"counts"`
	Message string `json:"message"`
}

// Erase removes or anonymises the records of open erasure request c.ID, found through the contacts
// it proved and taken by id, erases the photos picked in c.Photos through photos (nil when the site
// has none), and closes the request. With no record found and no photo picked nothing is erased:
// the request is closed saying so.
func (s *Service) Erase(ctx context.Context, by staff.Actor, c Change, photos Photos) (Erased, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return Erased{}, err
	}
	r, err := s.openRequest(ctx, c.ID)
	if err != nil {
		return Erased{}, err
	}
	if r.Kind != Erasure {
		return Erased{}, fault.Invalid(msg("notErasure"), nil)
	}
	t, err := s.find(ctx, r, r.Proven())
	if err != nil {
		return Erased{}, err
	}
	if !t.Found() {
		t = Target{} // what a proven contact is quoted in goes only with records of theirs
		if len(c.Photos) == 0 {
			now := s.now().UTC()
			err := s.store.CloseRequest(ctx, c.ID, c.Version, Done, msg("nothingFound"), by.ID, now,
				audit(by, now, "closed a data request", c.ID, "erasure: nothing held under the proven contact"), s.answeredMail(r, Done, msg("nothingFound"), nil))
			return Erased{Counts: Counts{}, Message: msg("nothingFound")}, fault.FromStore(err)
		}
	}
	version, photoCounts, err := s.erasePhotos(ctx, by, c, photos)
	if err != nil {
		return Erased{}, err
	}
	t.RequestIDs = append(t.RequestIDs, r.ID)
	now := s.now().UTC()
	rec := ErasureRecord{RequestID: r.ID, Version: version, Reason: "request", ActorID: by.ID, At: now, Counts: photoCounts,
		Notice: s.erasedMail(r)}
	detail := "on request"
	if n := photoCounts[CountPhotos]; n > 0 {
		detail += fmt.Sprintf(", %d photos", n)
	}
	a := audit(by, now, "erased a person's data", r.ID, detail)
	counts, err := s.erase(ctx, t, rec, &a)
	return Erased{Counts: counts, Message: msg("erased")}, err
}

// erase runs one erasure and then deletes the mail folder's copies of the mails it took.
func (s *Service) erase(ctx context.Context, t Target, rec ErasureRecord, a *staff.AuditEvent) (Counts, error) {
	counts, mails, err := s.store.Erase(ctx, t, rec, a)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if s.copies != nil && (len(mails) > 0 || len(t.Addressed) > 0) {
		n, err := s.copies.EraseCopies(mails, t.Addressed)
		if err != nil {
			return counts, fault.Unavailable(err)
		}
		counts["mail folder"] = n
	}
	return counts, nil
}

// ErasureLog is the newest erasures first.
func (s *Service) ErasureLog(ctx context.Context) ([]ErasureRecord, error) {
	return fault.Stored(s.store.ErasureLog(ctx, 200))
}
