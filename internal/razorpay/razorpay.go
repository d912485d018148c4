// Package razorpay speaks Razorpay for internal/quote, with plain net/http: the Payment Links API
// (POST /v1/payment_links, basic auth with the key id and secret) and the webhook's signature and events.
// Secrets never reach an error or a log.
package razorpay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/quote"
)

// DefaultURL is Razorpay's API.
const DefaultURL = "https://api.razorpay.com"

// Client makes payment links with the account's key.
type Client struct {
	URL       string // DefaultURL unless a test's server (RAZORPAY_API_URL)
	KeyID     string
	KeySecret string
	HTTP      *http.Client // nil: one with a 15 s timeout
}

var _ quote.PaymentLinks = Client{}

// Customer is whom a link is for.
type Customer struct {
	Name    string `json:"name,omitempty"`
	Email   string `json:"email,omitempty"`
	Contact string `json:"contact,omitempty"`
}

// Notify says whether Razorpay itself tells the customer by SMS and e-mail.
type Notify struct {
	SMS   bool `json:"sms"`
	Email bool `json:"email"`
}

// CreateRequest is POST /v1/payment_links's body, as documented.
type CreateRequest struct {
	Amount        int64             `json:"amount"` // paise
	Currency      string            `json:"currency"`
	AcceptPartial bool              `json:"accept_partial"`
	ReferenceID   string            `json:"reference_id"`
	Description   string            `json:"description"`
	Customer      Customer          `json:"customer"`
	Notify        Notify            `json:"notify"`
	ExpireBy      int64             `json:"expire_by"` // Unix seconds
	Notes         map[string]string `json:"notes,omitempty"`
}

// Entity is a payment link as Razorpay answers and as its webhook carries it.
type Entity struct {
	ID          string `json:"id"`
	ShortURL    string `json:"short_url"`
	Status      string `json:"status"`
	Amount      int64  `json:"amount"`
	AmountPaid  int64  `json:"amount_paid"`
	ReferenceID string `json:"reference_id"`
	ExpireBy    int64  `json:"expire_by"`
}

// apiError is Razorpay's error answer.
type apiError struct {
	Error struct {
		Code        string `json:"code"`
		Description string `json:"description"`
	} `json:"error"`
}

const maxAnswer = 1 << 20

// CreateLink makes a payment link for r: INR, in paise, with Razorpay's own SMS and e-mail to the customer.
func (c Client) CreateLink(ctx context.Context, r quote.LinkRequest) (quote.Link, error) {
	contact := ""
	if d, ok := contract.NormalizeMobile(r.Mobile); ok {
		contact = "+91" + d // Razorpay's contact: the number with its country code, no spaces
	}
	body, err := json.Marshal(CreateRequest{Amount: r.AmountPaise, Currency: "INR", ReferenceID: clip(r.Reference, 40),
		Description: clip(r.Description, 2048), Customer: Customer{Name: clip(r.Name, 120), Email: r.Email, Contact: contact},
		Notify: Notify{SMS: contact != "", Email: r.Email != ""}, ExpireBy: r.ExpireBy.Unix()})
	if err != nil {
		return quote.Link{}, err
	}
	base := c.URL
	if base == "" {
		base = DefaultURL
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(base, "/")+"/v1/payment_links", bytes.NewReader(body))
	if err != nil {
		return quote.Link{}, errors.New("razorpay: bad API address")
	}
	req.SetBasicAuth(c.KeyID, c.KeySecret)
	req.Header.Set("Content-Type", "application/json")
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: 15 * time.Second}
	}
	res, err := hc.Do(req)
	if err != nil {
		return quote.Link{}, fmt.Errorf("razorpay: create link: %w", redact(err))
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return quote.Link{}, fmt.Errorf("razorpay: create link: %w", redact(err))
	}
	if res.StatusCode/100 != 2 {
		var e apiError
		_ = json.Unmarshal(data, &e)
		return quote.Link{}, fmt.Errorf("razorpay: create link: %d %s: %s", res.StatusCode, clip(e.Error.Code, 60), clip(e.Error.Description, 200))
	}
	var ent Entity
	if err := json.Unmarshal(data, &ent); err != nil || ent.ID == "" || !strings.HasPrefix(ent.ShortURL, "https://") {
		return quote.Link{}, errors.New("razorpay: create link: an answer without a link")
	}
	return quote.Link{ID: ent.ID, ShortURL: ent.ShortURL}, nil
}

// redact keeps the request's address (which holds no secret) but never a URL's user info.
func redact(err error) error {
	return errors.New(strings.ReplaceAll(err.Error(), "\n", " "))
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}
