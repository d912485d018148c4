package adspend

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/csvfile"
	"github.com/nivaas-interiors/site/internal/fault"
)

// file is an export's header and rows, each row with its line in the file.
type file struct {
	Header []string
	Rows   [][]string
	Lines  []int
}

// Mapping is which column (from 0) holds what; -1 for none. Day, Campaign and Amount are needed.
type Mapping struct {
	Day        int    `json:"day"`
	Campaign   int    `json:"campaign"`
	Amount     int    `json:"amount"`
	CampaignID int    `json:"campaignId"`
	Currency   int    `json:"currency"`
	Platform   string `json:"platform"` // "" when the header does not say
}

// NoMapping maps nothing.
var NoMapping = Mapping{Day: -1, Campaign: -1, Amount: -1, CampaignID: -1, Currency: -1}

// headerRows is how far down a file its header may be: Google's exports start with the report's name and dates.
const headerRows = 10

var (
	errEmpty  = fault.Invalid("The file has no spend rows. Please choose the CSV export of a campaign report by day.", nil)
	errTooBig = fault.Invalid("The file is larger than 5 MB. Please export a shorter period.", nil)
	errText   = fault.Invalid(`The file is not text in UTF-8 or UTF-16. Please download the report as CSV and choose it again.`, nil)
)

// readFile reads a CSV export: UTF-8 (with or without a byte order mark) or UTF-16 (Google's "Excel CSV"),
// comma, semicolon or tab separated; the header is the first row of two or more cells within the first ten.
func readFile(data []byte) (*file, error) {
	if len(data) > MaxBytes {
		return nil, errTooBig
	}
	if bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff")) {
		data = fromUTF16(data)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
		return nil, errText
	}
	f := &file{}
	seen := 0
	err := csvfile.Each(data, separator(data), func(rec []string, line int) error {
		if len(rec) > 200 {
			return fault.Invalid("A row of the file has more than 200 columns. Please export the campaign report by day only.", nil)
		}
		filled := 0
		for _, c := range rec {
			if strings.TrimSpace(c) != "" {
				filled++
			}
		}
		if filled == 0 {
			return nil
		}
		if f.Header == nil {
			if seen++; filled < 2 && seen < headerRows {
				return nil // a title line
			}
			f.Header = make([]string, len(rec))
			for i, c := range rec {
				f.Header[i] = strings.TrimSpace(c)
			}
			return nil
		}
		if len(f.Rows) == MaxRows {
			return fault.Invalid("The file has more than 50,000 rows. Please export a shorter period.", nil)
		}
		f.Rows = append(f.Rows, rec)
		f.Lines = append(f.Lines, line)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(f.Rows) == 0 {
		return nil, errEmpty
	}
	return f, nil
}

// fromUTF16 is UTF-16 text (after its byte order mark) as UTF-8; an odd last byte is dropped.
func fromUTF16(data []byte) []byte {
	big := data[0] == 0xfe
	units := make([]uint16, 0, len(data)/2)
	for i := 2; i+1 < len(data); i += 2 {
		if big {
			units = append(units, uint16(data[i])<<8|uint16(data[i+1]))
		} else {
			units = append(units, uint16(data[i+1])<<8|uint16(data[i]))
		}
	}
	return []byte(string(utf16.Decode(units)))
}

// separator is the one of , ; and tab the file's first lines hold most of.
func separator(data []byte) rune {
	head := data[:min(len(data), 4096)]
	best, most := ',', bytes.Count(head, []byte(","))
	for _, c := range []rune{';', '\t'} {
		if n := bytes.Count(head, []byte(string(c))); n > most {
			best, most = c, n
		}
	}
	return best
}

// The column names of Meta Ads Manager's and Google Ads' exports (and plain ones), lower case.
var (
	dayWords      = []string{"day", "date", "reporting starts", "reporting start", "day start"}
	campaignWords = []string{"campaign name", "campaign"}
	amountWords   = []string{"amount spent (inr)", "amount spent", "cost", "spend", "amount", "amount (inr)", "cost (inr)"}
	idWords       = []string{"campaign id"}
	currencyWords = []string{"currency", "currency code"}
	metaWords     = []string{"campaign name", "reporting starts", "amount spent (inr)", "amount spent"}
	// foreignAmount is an amount column in another currency: "Amount spent (USD)", "Cost (EUR)".
	foreignAmount = regexp.MustCompile(`^(?:amount spent|cost|spend|amount) \(([a-z]{3})\)$`)
)

// detect maps a header by its column names and names the platform whose export it is ("" when neither's).
func detect(header []string) (Mapping, bool, error) {
	m := NoMapping
	find := func(into *int, words []string) {
		for _, w := range words {
			for i, h := range header {
				if *into < 0 && headerKey(h) == w {
					*into = i
				}
			}
		}
	}
	for i, h := range header {
		if c := foreignAmount.FindStringSubmatch(headerKey(h)); c != nil && c[1] != "inr" {
			return m, false, fault.Invalid("Column "+strconv.Itoa(i+1)+" ("+quote(h)+") is in "+strings.ToUpper(c[1])+
				"; the site keeps spend in rupees (INR) only. Please export the report in INR.", nil)
		}
	}
	find(&m.Day, dayWords)
	find(&m.Campaign, campaignWords)
	find(&m.Amount, amountWords)
	find(&m.CampaignID, idWords)
	find(&m.Currency, currencyWords)
	for _, h := range header {
		for _, w := range metaWords {
			if headerKey(h) == w {
				m.Platform = Meta
			}
		}
	}
	if m.Platform == "" && m.Amount >= 0 && headerKey(header[m.Amount]) == "cost" {
		m.Platform = Google
	}
	return m, m.Day >= 0 && m.Campaign >= 0 && m.Amount >= 0, nil
}

func headerKey(h string) string { return strings.ToLower(strings.Join(strings.Fields(h), " ")) }

// Signature names a header's shape, under which its mapping is remembered.
func Signature(header []string) string {
	keys := make([]string, len(header))
	for i, h := range header {
		keys[i] = headerKey(h)
	}
	sum := sha256.Sum256([]byte(strings.Join(keys, "\x1f")))
	return hex.EncodeToString(sum[:16])
}

// check refuses a mapping that leaves out a needed column or names one the file lacks.
func (m Mapping) check(columns int) error {
	bad := map[string]string{}
	for name, c := range map[string]int{"day": m.Day, "campaign": m.Campaign, "amount": m.Amount} {
		if c < 0 || c >= columns {
			bad[name] = "Please choose the column that holds it."
		}
	}
	for name, c := range map[string]int{"campaignId": m.CampaignID, "currency": m.Currency} {
		if c < -1 || c >= columns {
			bad[name] = "Please choose one of the file's columns, or none."
		}
	}
	if m.Platform != "" && PlatformNames[m.Platform] == "" {
		bad["platform"] = "Please choose Meta, Google or Other."
	}
	if len(bad) > 0 {
		return fault.Invalid("Some columns are not mapped right.", bad)
	}
	return nil
}
