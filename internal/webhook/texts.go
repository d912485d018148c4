package webhook

import "github.com/nivaas-interiors/site/web/app/content"

// Texts mirrors web/app/content/webhook.json, which the owner's settings page reads too.
type Texts struct {
	Limits struct {
		URL int `json:"url"`
	} `json:"limits"`
	Messages map[string]string `json:"messages"`
}

// T is webhook.json, read once at start.
var T = content.MustParseStrict[Texts]("webhook.json", content.Webhook)

// Msg is the sentence named key in webhook.json; a missing key is a bug caught by tests.
func Msg(key string) string {
	if m, ok := T.Messages[key]; ok {
		return m
	}
	panic("webhook.json has no message " + key)
}
