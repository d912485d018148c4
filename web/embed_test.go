package web

import (
	"io/fs"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestClientOf(t *testing.T) {
	built := fstest.MapFS{
		"build/README.md":                   {Data: []byte("x")},
		"build/client/index.html":           {Data: []byte("<html></html>")},
		"build/client/__spa-fallback.html":  {Data: []byte("<html>404</html>")},
		"build/client/assets/app-abc123.js": {Data: []byte("1")},
	}
	site, ok := clientOf(built)
	if !ok {
		t.Fatal("built tree reported as not built")
	}
	if _, err := fs.Stat(site, "__spa-fallback.html"); err != nil {
		t.Errorf("fallback missing from sub tree: %v", err)
	}
	if _, err := fs.Stat(site, "assets/app-abc123.js"); err != nil {
		t.Errorf("asset missing from sub tree: %v", err)
	}

	fresh := fstest.MapFS{"build/README.md": {Data: []byte("x")}}
	if site, ok := clientOf(fresh); ok || site != nil {
		t.Errorf("fresh clone reported as built")
	}
}

func TestBuildAgreesWithDisk(t *testing.T) {
	_, onDisk := os.Stat("build/client/index.html")
	site, ok := Build()
	if ok != (onDisk == nil) {
		t.Fatalf("Build() ok = %v, but build/client/index.html on disk: %v", ok, onDisk == nil)
	}
	if ok {
		if _, err := fs.Stat(site, "index.html"); err != nil {
			t.Errorf("index.html not readable from Build(): %v", err)
		}
	}
}

// Only the HTTP edge and the page server may depend on the built site: every other package under internal/
// reads its texts from package content, so no domain rule waits on (or changes with) a front-end build.
func TestOnlyTheEdgeDependsOnTheBuiltSite(t *testing.T) {
	const web = "github.com/nivaas-interiors/site/web"
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is not on PATH: %v", err)
	}
	out, err := exec.Command(goTool, "list", "-f", `{{.ImportPath}} {{join .Deps " "}}`, "../internal/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	allowed := map[string]bool{"github.com/nivaas-interiors/site/internal/httpapi": true, "github.com/nivaas-interiors/site/internal/sitepages": true}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 30 {
		t.Fatalf("go list named %d packages under internal/, want them all", len(lines))
	}
	for _, line := range lines {
		pkg, deps, _ := strings.Cut(line, " ")
		if !allowed[pkg] && slices.Contains(strings.Fields(deps), web) {
			t.Errorf("%s depends on %s (the built site); read web/app/content through package content instead", pkg, web)
		}
	}
}
