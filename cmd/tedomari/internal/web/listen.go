package web

import (
	"net"
	"net/url"
)

// listen opens a TCP listener on addr.
func listen(addr string) (net.Listener, error) { return net.Listen("tcp", addr) }

// parseForm reads an application/x-www-form-urlencoded body.
func parseForm(s string) (url.Values, error) { return url.ParseQuery(s) }
