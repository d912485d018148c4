package httpserver

import (
	"net"
	"net/http"
	"net/netip"
	"strconv"
)

// RedirectToHTTPS answers every plain-HTTP request with a permanent redirect to
// the same path and query over HTTPS on name (the canonical one: TLS_DOMAINS'
// first, else SITE_URL's host) at port (left out when 443): 301 for GET and
// HEAD, 308 otherwise, so a form's POST stays a POST. The request's Host never
// chooses where a visitor is sent, or any page could link through the site to
// another one. With no name configured, only a Host that is the very address
// the connection arrived at is redirected, to that address; anything else is 421.
func RedirectToHTTPS(name string, port int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		to := name
		if to == "" {
			local, ok := arrivedAt(r)
			if !ok {
				w.Header().Set("Content-Type", "text/plain; charset=utf-8")
				w.WriteHeader(http.StatusMisdirectedRequest)
				w.Write([]byte("This site is not served under that name.\n"))
				return
			}
			to = local.String()
		}
		status := http.StatusPermanentRedirect
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			status = http.StatusMovedPermanently
		}
		http.Redirect(w, r, "https://"+hostPort(to, port)+r.URL.RequestURI(), status)
	})
}

// arrivedAt is the address the request's connection arrived at, when its Host names exactly that address.
func arrivedAt(r *http.Request) (netip.Addr, bool) {
	local, ok := r.Context().Value(http.LocalAddrContextKey).(*net.TCPAddr)
	if !ok {
		return netip.Addr{}, false
	}
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		host = r.Host
	}
	if len(host) > 1 && host[0] == '[' && host[len(host)-1] == ']' {
		host = host[1 : len(host)-1]
	}
	asked, err := netip.ParseAddr(host)
	own, ok := netip.AddrFromSlice(local.IP)
	if err != nil || !ok || asked.Zone() != "" || asked.Unmap() != own.Unmap() {
		return netip.Addr{}, false
	}
	return own.Unmap(), true
}

// hostPort writes name with port unless it is 443; an IPv6 address keeps its brackets either way.
func hostPort(name string, port int) string {
	if port != 443 && port != 0 {
		return net.JoinHostPort(name, strconv.Itoa(port))
	}
	if a, err := netip.ParseAddr(name); err == nil && a.Is6() {
		return "[" + name + "]"
	}
	return name
}
