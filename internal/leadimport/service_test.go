package leadimport

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// memStore is a store with no leads yet and the given accounts; it keeps the import it is asked to save.
type memStore struct {
	Store
	accounts []staff.Account
	saved    *Import
}

func (m *memStore) LeadIDsByDigits(context.Context, []string) (map[string]int64, error) {
	return map[string]int64{}, nil
}

func (m *memStore) Seats(context.Context) ([]lead.Seat, error) {
	var out []lead.Seat
	for _, a := range m.accounts {
		if !a.Disabled && (a.Role == staff.Sales || a.Role == staff.Owner) {
			out = append(out, lead.Seat{Person: lead.Person{ID: a.ID, Name: a.Name}, Role: a.Role})
		}
	}
	return out, nil
}

func (m *memStore) AccountByID(_ context.Context, id int64) (*staff.Account, error) {
	for i := range m.accounts {
		if m.accounts[i].ID == id {
			return &m.accounts[i], nil
		}
	}
	return nil, fault.Errorf(fault.ENOTFOUND, "There is no such account.")
}

func (m *memStore) SaveImport(_ context.Context, imp *Import) error {
	imp.ID, m.saved = 1, imp
	return nil
}

func service(accounts ...staff.Account) (*Service, *memStore) {
	st := &memStore{accounts: accounts}
	return NewService(st, func() time.Time { return now }), st
}

// TestReportNamesCitiesLeftOut: the rows keep their leads, and the report says which cities were left out and how often.
func TestReportNamesCitiesLeftOut(t *testing.T) {
	svc, _ := service()
	file := "name,mobile,bhk,city\nA,9000000001,2bhk,Jaipur\nB,9000000002,2bhk,jaipur\nC,9000000003,2bhk,Indore\nD,9000000004,2bhk,Bengaluru\n"
	rep, err := svc.Import(t.Context(), staff.Actor{ID: 1}, Request{Data: []byte(file)})
	if err != nil {
		t.Fatal(err)
	}
	want := []CityCount{{"Jaipur", 2}, {"Indore", 1}}
	if rep.Created != 4 || fmt.Sprint(rep.CitiesLeftOut) != fmt.Sprint(want) {
		t.Errorf("created %d, cities left out %+v; want 4, %+v", rep.Created, rep.CitiesLeftOut, want)
	}
}

// TestImportNotesAndSource: remarks, other numbers and a city left out are the new lead's note; its source is the row's.
func TestImportNotesAndSource(t *testing.T) {
	svc, st := service()
	file := "Name,Mobile,BHK,City,Remarks,Source\nAsha,98450 12345 / 080 2345 6789,2.5 BHK,Jaipur,Wants a modular kitchen,99acres\nRavi,9000000002,2bhk,Pune,,\n"
	if _, err := svc.Import(t.Context(), staff.Actor{ID: 1}, Request{FileName: "crm.csv", Data: []byte(file), Commit: true}); err != nil {
		t.Fatal(err)
	}
	imp := st.saved
	if len(imp.Create) != 2 || imp.Create[0].UTMSource != "99acres" || imp.Create[1].UTMSource != "import" || imp.Create[0].PropertyType != "3 BHK" {
		t.Fatalf("leads = %+v", imp.Create)
	}
	want := "Remarks imported from crm.csv (line 2):\nWants a modular kitchen\nOther numbers in the file: 080 2345 6789.\n" +
		"City in the file: Jaipur (not one of the cities the site serves)."
	if len(imp.Notes) != 1 || imp.Notes[0].Row != 0 || imp.Notes[0].Text != want {
		t.Errorf("notes = %+v", imp.Notes)
	}
	if !strings.Contains(imp.Audit.Detail, "new leads left unassigned") {
		t.Errorf("audit = %q", imp.Audit.Detail)
	}
}

// TestAssignmentChoices: the request's choice is read strictly, and a person who cannot take leads is refused with a sentence.
func TestAssignmentChoices(t *testing.T) {
	for in, want := range map[string]Assignment{"": {}, "none": {}, "turn": {InTurn: true}, "7": {To: 7}} {
		if got, err := ParseAssignment(in); err != nil || got != want {
			t.Errorf("%q = %+v, %v", in, got, err)
		}
	}
	for _, in := range []string{"-1", "0", "ravi", "1e3", "99999999999999999999", "turn,none"} {
		if _, err := ParseAssignment(in); fault.Code(err) != fault.EINVALID {
			t.Errorf("%q = %v", in, err)
		}
	}
	svc, st := service(staff.Account{ID: 1, Name: "Owner", Role: staff.Owner}, staff.Account{ID: 2, Name: "Ravi", Role: staff.Sales, Disabled: true},
		staff.Account{ID: 3, Name: "Meera", Role: staff.Editor}, staff.Account{ID: 4, Name: "Asha", Role: staff.Sales})
	file := []byte("name,mobile,bhk\nA,9000000001,2bhk\n")
	for to, want := range map[int64]string{
		2:  "Ravi's account is disabled, so they cannot take the new leads.",
		3:  "Meera is not in sales, so they cannot take the new leads.",
		1:  "Owner is not in sales",
		99: "The person chosen to take the new leads has no account here.",
	} {
		_, err := svc.Import(t.Context(), staff.Actor{ID: 1}, Request{Data: file, Commit: true, Assign: Assignment{To: to}})
		if fault.Code(err) != fault.EINVALID || !strings.Contains(fault.Message(err), want) {
			t.Errorf("assign to %d = %v, want %q", to, err, want)
		}
	}
	if _, err := svc.Import(t.Context(), staff.Actor{ID: 1}, Request{Data: file, Commit: true, Assign: Assignment{To: 4}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(st.saved.Audit.Detail, "new leads assigned to Asha (account 4)") || st.saved.Assign.To != 4 {
		t.Errorf("audit = %q", st.saved.Audit.Detail)
	}
	st.accounts = st.accounts[:3] // nobody in sales is active
	if _, err := svc.Import(t.Context(), staff.Actor{ID: 1}, Request{Data: file, Commit: true, Assign: Assignment{InTurn: true}}); err != ErrNobodyOnDuty {
		t.Errorf("in turn with nobody on duty = %v", err)
	}
}

// TestRefusedFile: the refused rows with their own cells and a reason, formulas defused; bounded in bytes with a last row counting the rest.
func TestRefusedFile(t *testing.T) {
	svc, _ := service()
	file := "Name;Mobile;BHK;Note\nAsha;9876543210;2bhk;fine\nEvil;12345;2bhk;\"=HYPERLINK(\"\"http://evil.example\"\")\"\nShort;\n"
	rows, err := svc.RefusedFile(Request{Data: []byte(file)})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"Name", "Mobile", "BHK", "Note", ReasonHeader},
		{"Evil", "12345", "2bhk", `=HYPERLINK("http://evil.example")`, `Line 3: "12345" is not an Indian mobile number (10 digits starting with 6 to 9).`},
		{"Short", "", "", "", "Line 4: the mobile number is missing."}}
	if fmt.Sprint(rows) != fmt.Sprint(want) {
		t.Fatalf("rows = %q\nwant %q", rows, want)
	}
	var out strings.Builder
	w := csvexport.NewWriter(&out)
	for _, r := range rows {
		w.Write(r)
	}
	if err := w.Flush(); err != nil || !strings.Contains(out.String(), `"'=HYPERLINK(""http://evil.example"")"`) {
		t.Errorf("written = %q, %v", out.String(), err)
	}

	// 4 MB of rows whose reasons quote a long cell: the file stops under the bound and says how many rows it leaves out.
	var big strings.Builder
	big.WriteString("name,mobile,bhk\n")
	n := 0
	for big.Len() < MaxBytes-1100 {
		fmt.Fprintf(&big, "Row %d,9%09d,%s\n", n, n, strings.Repeat("x", 990))
		n++
	}
	rows, err = svc.RefusedFile(Request{Data: []byte(big.String())})
	if err != nil {
		t.Fatal(err)
	}
	size := 0
	for _, r := range rows {
		size += rowBytes(r)
	}
	last := rows[len(rows)-1][3]
	if size > MaxRefusedBytes || len(rows) < 1000 || !strings.HasSuffix(last, "download the refused rows again.") ||
		!strings.HasPrefix(last, fmt.Sprintf("%s more refused rows", thousands(n-(len(rows)-2)))) {
		t.Errorf("%d rows of %d bytes (bound %d), last %q", len(rows), size, MaxRefusedBytes, last)
	}
}
