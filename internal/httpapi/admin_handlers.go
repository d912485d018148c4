package httpapi

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"net/http"
	"strings"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/pquerna/otp"
)

// meBody is the signed-in person as the admin front end sees them.
type meBody struct {
	identityBody
	Permissions   []staff.Permission `json:"permissions"`
	TOTPEnabled   bool               `json:"totpEnabled"`
	MustSetUpTOTP bool               `json:"mustSetUpTOTP"`
}

func meOf(a *staff.Account) meBody {
	return meBody{identityBody: identityBody{ID: a.ID, Email: a.Email, Name: a.Name, Role: a.Role}, Permissions: a.Permissions(),
		TOTPEnabled: a.TOTPEnabled, MustSetUpTOTP: a.MustSetUpTOTP()}
}

// signIn checks e-mail, password and, when on, the two-factor code (POST /api/admin/sign-in).
func (s *server) signIn(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	var req staff.SignInRequest
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	req.Address = s.clientAddr(r).String()
	res, err := s.Staff.SignIn(r.Context(), req)
	if err != nil {
		s.observeSignIn(err)
		retryAfter(w, err)
		s.failWith(w, r, err)
		return
	}
	if res.NeedCode {
		writeJSON(w, http.StatusOK, map[string]bool{"needCode": true})
		return
	}
	if err := s.startSession(r.Context(), r, res.Account); err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, meOf(res.Account))
}

// setPassword uses a one-time link to choose a password (POST /api/admin/set-password).
func (s *server) setPassword(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	var req struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	if _, err := s.Staff.SetPasswordWithLink(r.Context(), s.actor(r, nil), req.Token, req.Password); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// forgotPassword mails a set-password link to a person who forgot their password (POST /api/admin/forgot-password),
// at most once per staff.ForgotEvery; the answer is one sentence whether or not the address has an account.
func (s *server) forgotPassword(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	var req struct {
		Email string `json:"email"`
	}
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	if email := strings.TrimSpace(req.Email); email == "" || len(email) > 254 || !strings.Contains(email, "@") {
		s.failWith(w, r, fault.Invalid("Please enter the e-mail address you sign in with.", map[string]string{"email": "Please enter the e-mail address you sign in with."}))
		return
	}
	if err := s.Staff.ForgotPassword(r.Context(), s.actor(r, nil), req.Email, s.publicURL(r, "")); err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]string{"message": staff.MsgForgotSent})
}

func (s *server) me(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	writeJSON(w, http.StatusOK, meOf(acct))
}

// version names the running release, so an owner can tell which copy answers after an upgrade.
func (s *server) version(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	writeJSON(w, http.StatusOK, map[string]string{"version": s.Version})
}

func (s *server) signOut(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if err := s.sessionsOf(r).Destroy(r.Context()); err != nil {
		s.failWith(w, r, err)
		return
	}
	if err := s.Staff.SignOut(r.Context(), s.actor(r, acct)); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *server) signOutEverywhere(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if err := s.Staff.SignOutEverywhere(r.Context(), s.actor(r, acct)); err != nil {
		s.failWith(w, r, err)
		return
	}
	if err := s.sessionsOf(r).Destroy(r.Context()); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// changePassword keeps this session (renewed) and ends every other one.
func (s *server) changePassword(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req struct {
		Current  string `json:"current"`
		Password string `json:"password"`
	}
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	changed, err := s.Staff.ChangePassword(r.Context(), s.actor(r, acct), req.Current, req.Password)
	if err != nil {
		s.failCheck(w, r, err)
		return
	}
	if err := s.startSession(r.Context(), r, changed); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type totpSetupBody struct {
	Secret string `json:"secret"`
	QR     string `json:"qr"` // data:image/png;base64 of the otpauth:// URL
}

func (s *server) beginTOTP(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	setup, err := s.Staff.BeginTOTP(r.Context(), s.actor(r, acct))
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	qr, err := qrDataURL(setup.URL)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, totpSetupBody{Secret: setup.Secret, QR: qr})
}

func qrDataURL(otpauth string) (string, error) {
	key, err := otp.NewKeyFromURL(otpauth)
	if err != nil {
		return "", err
	}
	img, err := key.Image(200, 200)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return "", err
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}

type recoveryCodesBody struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

func (s *server) confirmTOTP(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req struct {
		Code string `json:"code"`
	}
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	codes, enrolled, err := s.Staff.ConfirmTOTP(r.Context(), s.actor(r, acct), req.Code)
	if err != nil {
		s.failCheck(w, r, err)
		return
	}
	// The session rises (an owner's "set up two-factor first" becomes full access): a new token, the old one dead.
	if err := s.startSession(r.Context(), r, enrolled); err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, recoveryCodesBody{RecoveryCodes: codes})
}

type passwordBody struct {
	Password string `json:"password"`
}

func (s *server) disableTOTP(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req passwordBody
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	if err := s.Staff.DisableTOTP(r.Context(), s.actor(r, acct), req.Password); err != nil {
		s.failCheck(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *server) newRecoveryCodes(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req passwordBody
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	codes, err := s.Staff.NewRecoveryCodes(r.Context(), s.actor(r, acct), req.Password)
	if err != nil {
		s.failCheck(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, recoveryCodesBody{RecoveryCodes: codes})
}
