package quote

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

func TestDefaultsAreValid(t *testing.T) {
	s := C.Defaults
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	for k, m := range C.Messages {
		if m == "" || !strings.HasSuffix(m, ".") {
			t.Errorf("message %s is not a sentence: %q", k, m)
		}
	}
}

func draft(lines ...DraftLine) Draft {
	return Draft{Rooms: []DraftRoom{{Name: "Kitchen", Lines: lines}}}
}

// TestPriceTakesThePriceList: the list's rate and GST, never the client's, and the role's discount limit.
func TestPriceTakesThePriceList(t *testing.T) {
	s := C.Defaults
	rooms, err := Price(draft(DraftLine{ItemID: 1, Tier: "premium", Quantity: 1000, DiscountBp: 1000, RatePaise: 1, GSTBp: 0, Name: "x"}), s, staff.Sales)
	if err != nil {
		t.Fatal(err)
	}
	l := rooms[0].Lines[0]
	if l.RatePaise != 1800000 || l.GSTBp != 1800 || l.Name != "Modular kitchen (base and wall units)" {
		t.Fatalf("line %+v", l)
	}
	_, err = Price(draft(DraftLine{ItemID: 1, Tier: "premium", Quantity: 1000, DiscountBp: 1001}), s, staff.Sales)
	f := fault.FieldsOf(err)["rooms.0.lines.0.discountBp"]
	if f != "Your role may give at most 10% off a line; ask an owner for more." {
		t.Fatalf("over the limit: %v", err)
	}
	if _, err := Price(draft(DraftLine{ItemID: 1, Tier: "premium", Quantity: 1000, DiscountBp: 2500}), s, staff.Owner); err != nil {
		t.Fatalf("owner within 25%%: %v", err)
	}
	if _, err := Price(draft(DraftLine{ItemID: 1, Tier: "premium", Quantity: 1000}), s, staff.Editor); fault.Code(err) != fault.EFORBIDDEN {
		t.Fatalf("editor: %v", err)
	}
}

func TestPriceRefusals(t *testing.T) {
	s := C.Defaults
	cases := []struct {
		name  string
		d     Draft
		field string
	}{
		{"no rooms", Draft{}, "rooms"},
		{"empty room", Draft{Rooms: []DraftRoom{{Name: "Hall"}}}, "rooms.0.lines"},
		{"blank room name", Draft{Rooms: []DraftRoom{{Name: " ", Lines: []DraftLine{{ItemID: 1, Tier: "luxury", Quantity: 1}}}}}, "rooms.0.name"},
		{"unknown item", draft(DraftLine{ItemID: 999, Tier: "luxury", Quantity: 1}), "rooms.0.lines.0.itemId"},
		{"bad tier", draft(DraftLine{ItemID: 1, Tier: "gold", Quantity: 1}), "rooms.0.lines.0.tier"},
		{"zero quantity", draft(DraftLine{ItemID: 1, Tier: "luxury"}), "rooms.0.lines.0.quantity"},
		{"huge quantity", draft(DraftLine{ItemID: 1, Tier: "luxury", Quantity: 1000001}), "rooms.0.lines.0.quantity"},
		{"negative discount", draft(DraftLine{ItemID: 1, Tier: "luxury", Quantity: 1, DiscountBp: -1}), "rooms.0.lines.0.discountBp"},
		{"one-off without name", draft(DraftLine{Tier: "luxury", Quantity: 1, Unit: "job", GSTBp: 1800}), "rooms.0.lines.0.name"},
		{"one-off odd GST", draft(DraftLine{Tier: "luxury", Quantity: 1, Name: "Puja unit", Unit: "job", GSTBp: 1700}), "rooms.0.lines.0.gstBp"},
		{"one-off negative rate", draft(DraftLine{Tier: "luxury", Quantity: 1, Name: "Puja unit", Unit: "job", GSTBp: 1800, RatePaise: -5}), "rooms.0.lines.0.ratePaise"},
		{"one-off huge rate", draft(DraftLine{Tier: "luxury", Quantity: 1, Name: "Puja unit", Unit: "job", GSTBp: 1800, RatePaise: 1 << 40}), "rooms.0.lines.0.ratePaise"},
		{"one-off bad unit", draft(DraftLine{Tier: "luxury", Quantity: 1, Name: "Puja unit", Unit: "yard", GSTBp: 1800}), "rooms.0.lines.0.unit"},
	}
	for _, c := range cases {
		_, err := Price(c.d, s, staff.Owner)
		if fault.Code(err) != fault.EINVALID || fault.FieldsOf(err)[c.field] == "" {
			t.Errorf("%s: %v %v", c.name, err, fault.FieldsOf(err))
		}
	}
}

func TestQuantityJSON(t *testing.T) {
	for in, ok := range map[string]bool{"12.5": true, "0.01": true, "12.505": false, "-1": false, "1e3": false, "\"3\"": false, "1.": false, "12.50": true} {
		var q Quantity
		err := json.Unmarshal([]byte(in), &q)
		if (err == nil) != ok {
			t.Errorf("%s: %v", in, err)
		}
	}
	if b, _ := json.Marshal(Quantity(1250)); string(b) != "12.5" {
		t.Errorf("marshal %s", b)
	}
}
