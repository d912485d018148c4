package quote

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// The store's verdicts.
var (
	ErrStaleDraft    = &fault.Error{Code: fault.ECONFLICT, Message: msg("staleDraft")}
	ErrAccepted      = &fault.Error{Code: fault.ECONFLICT, Message: msg("accepted")}
	ErrTooMany       = &fault.Error{Code: fault.ECONFLICT, Message: msg("tooManyVersions")}
	ErrNoVersion     = &fault.Error{Code: fault.ENOTFOUND, Message: "This quote version does not exist."}
	ErrCodeGone      = fault.Invalid(msg("codeExpired"), map[string]string{"code": msg("codeExpired")})
	ErrCodeWrong     = fault.Invalid(msg("codeWrong"), map[string]string{"code": msg("codeWrong")})
	ErrCodesTooMany  = &fault.Error{Code: fault.ETHROTTLED, Message: msg("codeTooMany")}
	ErrLinkInvalid   = &fault.Error{Code: fault.ENOTFOUND, Message: msg("linkInvalid")}
	ErrStaleSettings = fault.Stale("the price list")
)

// Code is a one-time code sent to the customer to accept a version: only its hash is kept.
type Code struct {
	VersionID int64
	Hash      string
	SentTo    string // masked, as the page shows it
	CreatedAt time.Time
	ExpiresAt time.Time
}

// Notice is a mail to send in the write that causes it, about a lead (the outbox ties it to the lead).
type Notice struct {
	Visitor bool // to the customer rather than the company's staff
	Message mailmsg.Message
	// WhatsApp, when set, goes instead of the mail while the lead's WhatsApp consent stands (AddQuoteCode).
	WhatsApp *mailmsg.WhatsAppTemplate
}

// ErrNoContact: nowhere to send a code (no e-mail, and WhatsApp cannot reach the lead).
var ErrNoContact = &fault.Error{Code: fault.EREFUSED, Message: msg("noContact")}

// Store keeps quotes on either engine.
type Store interface {
	// QuoteSettings is the saved settings, or the defaults at version 1 before the first save.
	QuoteSettings(ctx context.Context) (Settings, error)
	// SaveQuoteSettings writes s at s.Version (errStale-like fault.ECONFLICT when it moved) with its audit entry.
	SaveQuoteSettings(ctx context.Context, s Settings, audit staff.AuditEvent) error
	// QuoteVersions is lead leadID's versions, newest first, with acceptance and the current payment.
	QuoteVersions(ctx context.Context, leadID int64) ([]Version, error)
	// QuoteVersion is one version (ErrNoVersion).
	QuoteVersion(ctx context.Context, id int64) (Version, error)
	// AddQuoteVersion saves v as number basedOn+1 when basedOn is still the lead's latest (ErrStaleDraft),
	// no version of the lead is accepted (ErrAccepted) and it has fewer than max (ErrTooMany); sets v.ID and v.Number.
	AddQuoteVersion(ctx context.Context, v *Version, basedOn, max int, audit staff.AuditEvent) error
	// ShareQuoteVersion marks version id shared at (kept the first time) and saves the lead's change, in one write.
	ShareQuoteVersion(ctx context.Context, id int64, at time.Time, sv lead.Save) error
	// AcceptQuoteVersion records a on version id unless a version of its lead is accepted (ErrAccepted), with
	// the notices and the audit entry, in one write.
	AcceptQuoteVersion(ctx context.Context, id int64, a Acceptance, notices []Notice, audit staff.AuditEvent) error
	// AddQuoteCode keeps c and queues its message (on WhatsApp when n has one the lead's consent allows, else
	// the mail; neither: ErrNoContact) unless perHour codes were made for the version within the hour before
	// c.CreatedAt (ErrCodesTooMany); earlier codes of the version stop working. It says whether WhatsApp took it.
	AddQuoteCode(ctx context.Context, c Code, perHour int, n Notice, leadID int64) (byWhatsApp bool, err error)
	// ClaimQuoteCode counts a guess on the version's live code before it is checked and returns its hash;
	// ErrCodeGone when none is live at now or it had guesses already.
	ClaimQuoteCode(ctx context.Context, versionID int64, now time.Time, guesses int) (string, error)
	PaymentStore
}
