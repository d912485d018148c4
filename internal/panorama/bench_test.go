package panorama

import "testing"

// BenchmarkRender renders each scene small: the cost panogen pays per pixel at build time.
func BenchmarkRender(b *testing.B) {
	for _, name := range SceneNames {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Render(Build(name), 512, 256)
			}
		})
	}
}
