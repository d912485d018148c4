package catalog

import "testing"

func TestNormalizeYouTube(t *testing.T) {
	const want = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"
	for _, link := range []string{
		"https://www.youtube.com/watch?v=dQw4w9WgXcQ",
		"https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s",
		"https://m.youtube.com/watch?v=dQw4w9WgXcQ",
		"http://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123",
		"https://youtu.be/dQw4w9WgXcQ",
		"https://youtu.be/dQw4w9WgXcQ?t=10&si=abcdef",
		"https://www.youtube.com/embed/dQw4w9WgXcQ",
		"https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0",
		"https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
		"https://www.youtube.com/shorts/dQw4w9WgXcQ",
		"https://youtube.com/shorts/dQw4w9WgXcQ?feature=share",
		"https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ",
		"  https://youtu.be/dQw4w9WgXcQ ",
	} {
		if got, ok := NormalizeYouTube(link); !ok || got != want {
			t.Errorf("NormalizeYouTube(%q) = %q, %v; want %q", link, got, ok, want)
		}
	}
	for _, link := range []string{
		"", "youtube dQw4w9WgXcQ", "https://vimeo.com/123456789",
		"https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", "https://evil.example/youtu.be/dQw4w9WgXcQ",
		"https://www.youtube.com/@nivaasinteriors", "https://www.youtube.com/watch", "https://youtu.be/abc",
		"https://www.youtube.com/embed/dQw4w9WgXc%22", "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
		"https://user@youtu.be/dQw4w9WgXcQ", "https://youtu.be:8443/dQw4w9WgXcQ", "ftp://youtu.be/dQw4w9WgXcQ",
		"https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>",
	} {
		if got, ok := NormalizeYouTube(link); ok {
			t.Errorf("NormalizeYouTube(%q) = %q, accepted; want refused", link, got)
		}
	}
}
