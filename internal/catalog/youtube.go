package catalog

import (
	"net/url"
	"regexp"
	"strings"
)

var youtubeID = regexp.MustCompile(`^[A-Za-z0-9_-]{11}$`)

// youtubeHosts are the hosts of watch, shorts and embed links (web/app/features/video-embed/youtube.ts).
var youtubeHosts = map[string]bool{"youtube.com": true, "www.youtube.com": true, "m.youtube.com": true,
	"music.youtube.com": true, "youtube-nocookie.com": true, "www.youtube-nocookie.com": true}

// NormalizeYouTube turns any YouTube video link (watch?v=, youtu.be/, shorts/,
// embed/, live/, mobile, extra parameters) into https://www.youtube.com/watch?v=<id>;
// ok is false for anything that is not a link to one video.
func NormalizeYouTube(link string) (normalized string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.User != nil {
		return "", false
	}
	host := strings.ToLower(u.Hostname())
	if u.Port() != "" {
		return "", false
	}
	parts := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	id := ""
	switch {
	case host == "youtu.be" || host == "www.youtu.be":
		if len(parts) > 0 {
			id = parts[0]
		}
	case youtubeHosts[host] && len(parts) > 0:
		switch parts[0] {
		case "watch":
			id = u.Query().Get("v")
		case "embed", "shorts", "live", "v":
			if len(parts) > 1 {
				id = parts[1]
			}
		}
	}
	if !youtubeID.MatchString(id) {
		return "", false
	}
	return "https://www.youtube.com/watch?v=" + id, true
}
