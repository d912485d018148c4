package sqlstore_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// domainCalls are what the store may not decide itself: a refusal's sentence (the domains declare their
// sentinels) and the mobile match key, which the domain hands it as data.
var domainCalls = map[string]string{
	"fault.Errorf": "a sentence", "fault.Invalid": "a sentence", "fault.Stale": "a sentence",
	"contract.MobileKey": "the mobile match key", "contract.NormalizeMobile": "the mobile match key",
	"lead.NormalizeMobile": "the mobile match key",
}

// TestStoreDecidesNoRule: the store returns its domains' sentinels and writes what it is handed (issue 40).
func TestStoreDecidesNoRule(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); ok {
				if what, ok := domainCalls[pkg.Name+"."+sel.Sel.Name]; ok {
					t.Errorf("%s: %s.%s: the store decides %s; its domain should hand it over", fset.Position(sel.Pos()), pkg.Name, sel.Sel.Name, what)
				}
			}
			return true
		})
	}
}
