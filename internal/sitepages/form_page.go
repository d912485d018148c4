package sitepages

import (
	"bytes"
	"html/template"
	"net/http"
	"strings"
)

// FormPage is the answer to a form posted without JavaScript: the spec's success
// text, or the readable errors above the form re-shown with the visitor's values.
type FormPage struct {
	Title   string
	Heading string
	Success []string // paragraphs of the success text; empty when the form is re-shown
	Error   string   // the sentence above the re-shown form
	Intro   []string // plain paragraphs above the form (what it is for)
	Form    *FormView
	Actions []FormView // one-button forms under the text (a withdrawal per consent), each posting its hidden values
	Links   []Link     // links under the success text (a booking's own links)
	Back    string     // where the "back" link leads, a path on this site
	BackTo  string     // its text
	Styles  template.HTML
}

// Link is a link on the page, a path on this site.
type Link struct{ Href, Text string }

// FormView is a form re-shown by the server, posting to the same endpoint again.
type FormView struct {
	Action string
	Method string // "get" for a form that only looks things up; else post
	Fields []FieldView
	Hidden []HiddenField
	Submit string
}

// HiddenField is a form value the visitor does not see (the page the form was sent from).
type HiddenField struct{ Name, Value string }

// FieldView is one control: text-like input, textarea, select, radio group or tick box.
type FieldView struct {
	Label, Name, Type, Value, Error, Hint, AutoComplete string
	Required, Checked                                   bool
	Options                                             []OptionView // select or radio group
}

// OptionView is one choice of a select or radio group.
type OptionView struct {
	Value, Label string
	Selected     bool
}

func (f FieldView) IsChoice() bool   { return f.Type == "radio" }
func (f FieldView) IsSelect() bool   { return f.Type == "select" }
func (f FieldView) IsTextArea() bool { return f.Type == "textarea" }
func (f FieldView) IsCheckbox() bool { return f.Type == "checkbox" }

// Options marks the one matching value as selected.
func Options(values []string, labels []string, selected string) []OptionView {
	out := make([]OptionView, len(values))
	for i, v := range values {
		out[i] = OptionView{Value: v, Label: labels[i], Selected: v == selected}
	}
	return out
}

// formPageCSS lays out the answer page with the site's own colours and fonts (its variables).
const formPageCSS = `
.np{min-height:100vh;background:var(--color-limewash,#f3ede3);color:var(--color-ink,#24211e);font-family:var(--font-sans,system-ui,sans-serif);padding:2rem 1rem}
.np-brand{display:inline-block;margin:0 auto 1.5rem;font-family:var(--font-display,Georgia,serif);font-size:1.5rem;color:var(--color-ink,#24211e);text-decoration:none}
.np-card{max-width:40rem;margin:0 auto;background:#fff;border-radius:1.75rem;padding:2rem;box-shadow:0 10px 30px rgb(36 33 30/.08)}
.np h1{font-family:var(--font-display,Georgia,serif);font-size:2rem;line-height:1.2;margin:0 0 1rem}
.np p{font-size:1.125rem;line-height:1.6;color:var(--color-ink-muted,#5a524a);margin:0 0 .75rem}
.np .np-error{color:var(--color-danger,#a3281f);background:var(--color-danger-soft,#f9e3e0);border-radius:.75rem;padding:.75rem 1rem}
.np form{display:flex;flex-direction:column;gap:1.25rem;margin-top:1.5rem}
.np label,.np legend{display:block;font-weight:600;color:var(--color-ink,#24211e);margin-bottom:.375rem}
.np fieldset{border:0;padding:0;margin:0}
.np input[type=text],.np input[type=email],.np input[type=tel],.np select,.np textarea{box-sizing:border-box;width:100%;min-height:2.75rem;border:1px solid var(--color-line,#ddd2c1);border-radius:.75rem;padding:.5rem .875rem;font:inherit;font-size:1rem;background:#fff;color:inherit}
.np .np-choices{display:flex;flex-wrap:wrap;gap:.5rem}
.np .np-choice,.np .np-tick{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:0 .875rem;border:1px solid var(--color-line,#ddd2c1);border-radius:.75rem;font-weight:600;cursor:pointer;margin:0}
.np input[type=radio],.np input[type=checkbox]{width:1.25rem;height:1.25rem;accent-color:var(--color-accent,#b14d2c)}
.np .np-field-error{color:var(--color-danger,#a3281f);font-size:.95rem;margin:.375rem 0 0}
.np .np-hint{font-size:.95rem;margin:.25rem 0 0}
.np button{min-height:3rem;border:0;border-radius:999px;background:var(--color-accent,#b14d2c);color:#fff;font:inherit;font-weight:600;font-size:1rem;padding:0 1.75rem;cursor:pointer;align-self:flex-start}
.np .np-links{list-style:none;padding:0;margin:1rem 0 0;display:flex;flex-direction:column;gap:.25rem}
.np .np-links a{display:inline-block;min-height:2.75rem;line-height:2.75rem;font-weight:600;color:var(--color-accent-ink,#8f3b20);text-decoration:underline;text-underline-offset:4px}
.np .np-back{display:inline-block;margin-top:1.5rem;font-weight:600;color:var(--color-accent-ink,#8f3b20);text-decoration:underline;text-underline-offset:4px;min-height:2.75rem;line-height:2.75rem}
`

var formPageTemplate = template.Must(template.New("form").Parse(`<!DOCTYPE html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | Nivaas Interiors</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
{{.Styles}}</head>
<body><div class="np"><div class="np-card"><a class="np-brand" href="/">Nivaas Interiors</a>
<main><h1>{{.Heading}}</h1>
{{range .Success}}<p role="status">{{.}}</p>{{end}}
{{with .Links}}<ul class="np-links">{{range .}}<li><a href="{{.Href}}">{{.Text}}</a></li>{{end}}</ul>{{end}}
{{with .Error}}<p class="np-error" role="alert">{{.}}</p>{{end}}
{{range .Intro}}<p>{{.}}</p>{{end}}
{{range .Actions}}<form method="post" action="{{.Action}}">{{range .Hidden}}<input type="hidden" name="{{.Name}}" value="{{.Value}}">{{end}}<button type="submit">{{.Submit}}</button></form>{{end}}
{{with .Form}}<form method="{{if .Method}}{{.Method}}{{else}}post{{end}}" action="{{.Action}}" novalidate>
{{range .Hidden}}<input type="hidden" name="{{.Name}}" value="{{.Value}}">{{end}}
{{range .Fields}}{{$f := .}}<div>
{{if .IsChoice}}<fieldset><legend>{{.Label}}</legend><div class="np-choices">{{$name := .Name}}{{range .Options}}<label class="np-choice"><input type="radio" name="{{$name}}" value="{{.Value}}"{{if .Selected}} checked{{end}}> {{.Label}}</label>{{end}}</div></fieldset>
{{else if .IsCheckbox}}<label class="np-tick"><input type="checkbox" name="{{.Name}}" value="on"{{if .Checked}} checked{{end}}> {{.Label}}</label>
{{else}}<label for="f-{{.Name}}">{{.Label}}</label>
{{if .IsSelect}}<select id="f-{{.Name}}" name="{{.Name}}"{{if .Required}} required{{end}}{{if .Error}} aria-invalid="true" aria-describedby="e-{{.Name}}"{{end}}><option value="">Select</option>{{range .Options}}<option value="{{.Value}}"{{if .Selected}} selected{{end}}>{{.Label}}</option>{{end}}</select>
{{else if .IsTextArea}}<textarea id="f-{{.Name}}" name="{{.Name}}" rows="6"{{if .Required}} required{{end}}{{if .Error}} aria-invalid="true" aria-describedby="e-{{.Name}}"{{end}}>{{.Value}}</textarea>
{{else}}<input id="f-{{.Name}}" type="{{.Type}}" name="{{.Name}}" value="{{.Value}}"{{with .AutoComplete}} autocomplete="{{.}}"{{end}}{{if .Required}} required{{end}}{{if .Error}} aria-invalid="true" aria-describedby="e-{{.Name}}"{{end}}>{{end}}
{{with .Hint}}<p class="np-hint">{{.}}</p>{{end}}{{end}}
{{with .Error}}<p class="np-field-error" id="e-{{$f.Name}}">{{.}}</p>{{end}}
</div>{{end}}
<button type="submit">{{.Submit}}</button></form>{{end}}
<a class="np-back" href="{{.Back}}">{{.BackTo}}</a></main></div></div></body></html>
`))

// WriteFormPage answers with page; the HTML is rendered before the status is sent.
func (s *Pages) WriteFormPage(w http.ResponseWriter, status int, page FormPage) {
	page.Styles = s.formStyles()
	if page.Form != nil {
		for _, f := range page.Form.Fields {
			if f.Error != "" && f.Error == page.Error {
				page.Error = "" // said once, next to its field
			}
		}
	}
	s.writeHTML(w, status, formPageTemplate, page, "form page")
}

// writeHTML answers with tmpl rendered with data, rendered before the status is sent (a failure is a plain 500).
func (s *Pages) writeHTML(w http.ResponseWriter, status int, tmpl *template.Template, data any, what string) {
	var buf bytes.Buffer
	if err := tmpl.Execute(&buf, data); err != nil {
		s.logger.Error(what, "err", err)
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusInternalServerError)
		w.Write([]byte("Something went wrong on our side. Please try again later.\n"))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// formStyles is the site's inline stylesheet (from the built home page) and the page's own rules.
func (s *Pages) formStyles() template.HTML {
	site := ""
	if s.site != nil {
		if home := s.site.pages["/"]; home != nil {
			site = firstStyleElement(home.body)
		}
	}
	// Both parts are ours: the built site's stylesheet and a constant.
	return template.HTML(site + "<style>" + formPageCSS + "</style>")
}

// firstStyleElement returns the first <style>…</style> of a built page, or "".
func firstStyleElement(html []byte) string {
	page := string(html)
	start := strings.Index(page, "<style")
	if start < 0 {
		return ""
	}
	end := strings.Index(page[start:], "</style>")
	if end < 0 {
		return ""
	}
	return page[start : start+end+len("</style>")]
}
