package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// Run runs the store suite; open must return a fresh, empty, migrated database.
func Run(t *testing.T, open func(t *testing.T) *sqlstore.Store) {
	for _, tc := range []struct {
		name string
		fn   func(t *testing.T, s *sqlstore.Store)
	}{
		{"Ping", testPing},
		{"Leads", testLeads},
		{"LeadEmailSince", testLeadEmailSince},
		{"Catalog", testCatalog},
		{"DesignEditing", testDesignEditing},
		{"ProjectEditing", testProjectEditing},
		{"ContactMessages", testContactMessages},
		{"Subscribe", testSubscribe},
		{"OutboxClaimAndMark", testOutboxClaimAndMark},
		{"OutboxLeaseExpiry", testOutboxLeaseExpiry},
		{"OutboxRetry", testOutboxRetry},
		{"LeadWithNoticeAndKey", testLeadWithNoticeAndKey},
		{"ConfirmationOncePerLead", testConfirmationOncePerLead},
		{"StaffAccounts", testStaffAccounts},
		{"StaffLastOwner", testStaffLastOwner},
		{"StaffTokensAndCodes", testStaffTokensAndCodes},
		{"StaffSignInFailures", testStaffSignInFailures},
		{"StaffAudit", testStaffAudit},
		{"Sessions", testSessions},
		{"Media", testMedia},
		{"InboxList", testInboxList},
		{"InboxRepeatsCountedAtMost", testInboxRepeatsCountedAtMost},
		{"InboxChanges", testInboxChanges},
		{"InboxDigestOnce", testInboxDigestOnce},
		{"InboxStatuses", testInboxStatuses},
		{"InboxCalls", testInboxCalls},
		{"Dashboard", testDashboard},
		{"DashboardReadsTextsAsStored", testDashboardReadsTextsAsStored},
		{"DashboardRollupAgrees", testDashboardRollupAgrees},
		{"DashboardLeavesImportsOut", testDashboardLeavesImportsOut},
		{"AdSpendReturn", testAdSpendReturn},
		{"WhatsappIsFirstResponse", testWhatsappIsFirstResponse},
		{"LeadImports", testLeadImports},
		{"LeadImportBatches", testLeadImportBatches},
		{"LeadImportAssign", testLeadImportAssign},
		{"LeadViews", testLeadViews},
		{"OfficeMessages", testOfficeMessages},
		{"OfficeSubscribers", testOfficeSubscribers},
		{"MailProblems", testMailProblems},
		{"OutboxPrune", testOutboxPrune},
		{"OutboxLeaseRenewal", testOutboxLeaseRenewal},
		{"InboundQueue", testInboundQueue},
		{"CertStorage", testCertStorage},
		{"AppointmentAvailability", testAppointmentAvailability},
		{"AppointmentBooking", testAppointmentBooking},
		{"AppointmentReminders", testAppointmentReminders},
		{"AppointmentDesigner", testAppointmentDesigner},
		{"AssignRoundRobin", testAssignRoundRobin},
		{"AssignRepeatToFamily", testAssignRepeatToFamily},
		{"EscalateOnce", testEscalateOnce},
		{"CompanyDetails", testCompanyDetails},
		{"BlogPosts", testBlogPosts},
		{"BlogPublishDue", testBlogPublishDue},
		{"Consents", testConsents},
		{"ConsentWithdrawals", testConsentWithdrawals},
		{"StaffBookingConsent", testStaffBookingConsent},
		{"AddressConsents", testAddressConsents},
		{"AccessLog", testAccessLog},
		{"BreachRegister", testBreachRegister},
		{"SiteContent", testSiteContent},
		{"SiteContentOwnParts", testSiteContentOwnParts},
		{"QuoteVersions", testQuoteVersions},
		{"QuoteWonValue", testQuoteWonValue},
		{"QuotePaymentMerged", testQuotePaymentMerged},
		{"QuotePaymentErased", testQuotePaymentErased},
	} {
		// One after another: each test's own database keeps it ready for t.Parallel, but on two cores it gains nothing.
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, open(t)) })
	}
}

// RunConcurrent runs the cases whose goroutines share the store at once: CI runs them under -race as
// well (Run's cases run plain only, since the race detector slows the pure-Go SQLite engine tenfold).
func RunConcurrent(t *testing.T, open func(t *testing.T) *sqlstore.Store) {
	for _, tc := range []struct {
		name string
		fn   func(t *testing.T, s *sqlstore.Store)
	}{
		{"OutboxConcurrentClaimers", testOutboxConcurrentClaimers},
		{"DashboardRollupConcurrent", testDashboardRollupConcurrent},
		{"LeadImportBurst", testLeadImportBurst},
		{"LeadBulkBurst", testLeadBulkBurst},
		{"InboundConcurrent", testInboundConcurrent},
		{"CertLocks", testCertLocks},
		{"AppointmentRace", testAppointmentRace},
		{"AssignConcurrent", testAssignConcurrent},
		{"QuoteAcceptOnce", testQuoteAcceptOnce},
		{"QuotePayment", testQuotePayment},
		{"AdSilenceOnce", testAdSilenceOnce},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, open(t)) })
	}
}

func testPing(t *testing.T, s *sqlstore.Store) {
	if err := s.Ping(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// at is a fixed instant with sub-millisecond digits, to check truncation.
var at = time.Date(2026, 3, 14, 9, 26, 53, 589_793_238, time.UTC)

func ms(t time.Time) time.Time { return t.UTC().Truncate(time.Millisecond) }

func sameTime(t *testing.T, what string, got, want time.Time) {
	t.Helper()
	if !got.Equal(ms(want)) || got.Location() != time.UTC {
		t.Errorf("%s = %v, want %v in UTC", what, got, ms(want))
	}
}
