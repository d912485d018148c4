package sitepages

import (
	"fmt"
	"os"
	"regexp"
	"testing"

	"github.com/nivaas-interiors/site/internal/sitecontent"
)

func TestScratchFill(t *testing.T) {
	body, _ := os.ReadFile("../../web/build/client/reviews/index.html")
	r := sitecontent.DefaultReviews()
	r.Items = append([]sitecontent.Review{{ID: 9, Text: "New text.", Rating: 4, Project: "2 BHK", Customer: sitecontent.Customer{Name: "Anand", Location: "Coimbatore", Image: "/art/people/customer-1.svg"}}}, r.Items...)
	cur := &liveContent{reviews: r.Items, custom: true, block: []byte("<script></script>")}
	out := fillContent(body, cur, nil)
	re := regexp.MustCompile(`(?s)<ul[^>]*data-live-list="reviews".*?</li>`)
	fmt.Println(re.FindString(string(out)))
	fmt.Println("----")
	fmt.Println(re.FindString(string(body)))
}
