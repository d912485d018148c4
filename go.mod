module github.com/nivaas-interiors/site

go 1.26.8
