package staff

import (
	"slices"
	"strings"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// Grantable are the parts an owner may give one account beyond its role (staff.json's
// "grantable", which the accounts screen lists too): handling data requests, for example.
var Grantable = func() []Permission {
	var list []Permission
	for _, g := range staffRules.Grantable {
		list = append(list, g.Permission)
	}
	return list
}()

// msgGrant refuses a part that cannot be granted.
const msgGrant = "This part of the back-office cannot be given to one account."

// May reports whether the account may use part p: by its role, or by a part an owner granted it.
func (a *Account) May(p Permission) bool {
	return a.Role.May(p) || (slices.Contains(a.Grants, p) && slices.Contains(Grantable, p))
}

// Permissions lists what the account may use: its role's parts, then the granted ones its role lacks.
func (a *Account) Permissions() []Permission {
	list := a.Role.Permissions()
	for _, p := range a.Grants {
		if slices.Contains(Grantable, p) && !slices.Contains(list, p) {
			list = append(list, p)
		}
	}
	return list
}

// cleanGrants is grants sorted without repeats, or the field's problem when one is not grantable.
func cleanGrants(grants []Permission, p *textfield.Problems) []Permission {
	out := []Permission{}
	for _, g := range grants {
		if !slices.Contains(Grantable, g) {
			p.Add("grants", msgGrant)
			return nil
		}
		if !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	slices.Sort(out)
	return out
}

// opensMore reports whether an account moving from before to after may use a part it could not.
func opensMore(before, after *Account) bool {
	for _, p := range after.Permissions() {
		if !before.May(p) {
			return true
		}
	}
	return false
}

// grantsText names grants for the audit log ("none" when there are none).
func grantsText(grants []Permission) string {
	if len(grants) == 0 {
		return "none"
	}
	parts := make([]string, len(grants))
	for i, g := range grants {
		parts[i] = string(g)
	}
	return strings.Join(parts, ", ")
}
