package webhook

import (
	"net"
	"net/netip"
)

// specialPurpose is every block of the IANA IPv4 and IPv6 Special-Purpose
// Address Registries (iana.org/assignments/iana-ipv4-special-registry and
// iana-ipv6-special-registry, as of 2025-10), each under its registry name,
// then the few blocks beyond them no CRM can live in. Nested blocks are listed
// too, so the table reads line by line against the registries.
var specialPurpose = prefixes(
	// IPv4 Special-Purpose Address Registry
	"0.0.0.0/8",          // "This network"
	"0.0.0.0/32",         // "This host on this network"
	"10.0.0.0/8",         // Private-Use
	"100.64.0.0/10",      // Shared Address Space
	"127.0.0.0/8",        // Loopback
	"169.254.0.0/16",     // Link Local
	"172.16.0.0/12",      // Private-Use
	"192.0.0.0/24",       // IETF Protocol Assignments
	"192.0.0.0/29",       // IPv4 Service Continuity Prefix
	"192.0.0.8/32",       // IPv4 dummy address
	"192.0.0.9/32",       // Port Control Protocol Anycast
	"192.0.0.10/32",      // Traversal Using Relays around NAT Anycast
	"192.0.0.170/32",     // NAT64/DNS64 Discovery
	"192.0.0.171/32",     // NAT64/DNS64 Discovery
	"192.0.2.0/24",       // Documentation (TEST-NET-1)
	"192.31.196.0/24",    // AS112-v4
	"192.52.193.0/24",    // AMT
	"192.88.99.0/24",     // Deprecated (6to4 Relay Anycast)
	"192.88.99.2/32",     // 6a44-relay anycast address
	"192.168.0.0/16",     // Private-Use
	"192.175.48.0/24",    // Direct Delegation AS112 Service
	"198.18.0.0/15",      // Benchmarking
	"198.51.100.0/24",    // Documentation (TEST-NET-2)
	"203.0.113.0/24",     // Documentation (TEST-NET-3)
	"240.0.0.0/4",        // Reserved
	"255.255.255.255/32", // Limited Broadcast

	// IPv6 Special-Purpose Address Registry
	"::1/128", // Loopback Address
	"::/128",  // Unspecified Address
	// ::ffff:0:0/96 IPv4-mapped Address: judged by the IPv4 address inside, as the dialer sees it (forms)
	"64:ff9b::/96",      // IPv4-IPv6 Translat. (NAT64 reaches IPv4 inside)
	"64:ff9b:1::/48",    // IPv4-IPv6 Translat. (local use)
	"100::/64",          // Discard-Only Address Block
	"100:0:0:1::/64",    // Dummy IPv6 Prefix
	"2001::/23",         // IETF Protocol Assignments
	"2001::/32",         // TEREDO
	"2001:1::1/128",     // Port Control Protocol Anycast
	"2001:1::2/128",     // Traversal Using Relays around NAT Anycast
	"2001:1::3/128",     // DNS-SD Service Registration Protocol Anycast
	"2001:2::/48",       // Benchmarking
	"2001:3::/32",       // AMT
	"2001:4:112::/48",   // AS112-v6
	"2001:10::/28",      // Deprecated (previously ORCHID)
	"2001:20::/28",      // ORCHIDv2
	"2001:30::/28",      // Drone Remote ID Protocol Entity Tags (DETs) Prefix
	"2001:db8::/32",     // Documentation
	"2002::/16",         // 6to4 (reaches IPv4 inside)
	"2620:4f:8000::/48", // Direct Delegation AS112 Service
	"3fff::/20",         // Documentation
	"5f00::/16",         // Segment Routing (SRv6) SIDs
	"fc00::/7",          // Unique-Local
	"fe80::/10",         // Link-Local Unicast

	// Beyond the registries
	"::/96",       // IPv4-compatible IPv6, deprecated (RFC 4291): ::127.0.0.1 is no public address
	"224.0.0.0/4", // IPv4 multicast
	"ff00::/8",    // IPv6 multicast
	"fec0::/10",   // IPv6 site-local, deprecated (RFC 3879)
)

func prefixes(list ...string) []netip.Prefix {
	out := make([]netip.Prefix, len(list))
	for i, s := range list {
		out[i] = netip.MustParsePrefix(s)
	}
	return out
}

// forms is ip as judged: without its zone, IPv4-mapped (::ffff:a.b.c.d) as the
// IPv4 address it is, and IPv4-compatible (::a.b.c.d) both as itself and as
// the IPv4 address inside, which it may reach.
func forms(ip netip.Addr) []netip.Addr {
	ip = ip.WithZone("").Unmap() // a zoned address matches no prefix at all
	out := []netip.Addr{ip}
	if b := ip.As16(); ip.Is6() && netip.PrefixFrom(netip.IPv6Unspecified(), 96).Contains(ip) {
		out = append(out, netip.AddrFrom4([4]byte(b[12:])))
	}
	return out
}

// special reports an address in a special-purpose block (or carrying one).
func special(ip netip.Addr) bool {
	for _, f := range forms(ip) {
		for _, p := range specialPurpose {
			if p.Contains(f) {
				return true
			}
		}
	}
	return false
}

// refused is the webhook's verdict on one address it is about to connect to:
// invalid, special-purpose, or one of this machine's own. allowPrivate (tests
// with a CRM on loopback) lets special-purpose addresses through, but never the
// machine's own non-loopback addresses nor the unspecified one (this host):
// nothing a test needs is there, and they are what an attacker would scan.
// own lists them; if it fails, refuse.
func refused(ip netip.Addr, allowPrivate bool, own func() ([]netip.Addr, error)) bool {
	if !ip.IsValid() || ip.Unmap().IsUnspecified() || (!allowPrivate && special(ip)) {
		return true
	}
	mine, err := own()
	if err != nil {
		return true
	}
	for _, f := range forms(ip) {
		for _, m := range mine {
			if f == m && !(allowPrivate && m.IsLoopback()) {
				return true
			}
		}
	}
	return false
}

// interfaceAddresses are the addresses of this machine's network interfaces,
// read at each dial so an address added since start counts too.
func interfaceAddresses() ([]netip.Addr, error) {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil, err
	}
	out := make([]netip.Addr, 0, len(addrs))
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok {
			if ip, ok := netip.AddrFromSlice(n.IP); ok {
				out = append(out, ip.Unmap())
			}
		}
	}
	return out, nil
}
