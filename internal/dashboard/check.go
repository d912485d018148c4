package dashboard

import (
	"context"
	"reflect"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// CheckDays are the periods Check compares: the last week, the page's default and a year.
var CheckDays = []int{7, DefaultDays, 365}

// Check compares the owner's report from the roll-up with the one worked out from every lead for each of
// CheckDays up to today, and returns the periods where they differ (none: the roll-up is right).
func (s *Service) Check(ctx context.Context) ([]Period, error) {
	owner := &staff.Account{Role: staff.Owner}
	today, _ := ParsePeriod("", "", s.now())
	end, _ := time.Parse(time.DateOnly, today.To)
	var differ []Period
	for _, days := range CheckDays {
		p := Period{From: end.AddDate(0, 0, -(days - 1)).Format(time.DateOnly), To: today.To}
		kept, err := s.Report(ctx, owner, p)
		if err != nil {
			return nil, err
		}
		counted, err := s.Recount(ctx, owner, p)
		if err != nil {
			return nil, err
		}
		if !reflect.DeepEqual(kept, counted) {
			differ = append(differ, p)
		}
	}
	return differ, nil
}
