//go:build screenshots

package hoststore

import (
	"arbiter/app/host"
	"arbiter/storage"
)

// scenes lists every main screen; each screen's file adds its own in an
// init function.
var Scenes []Scene

// scene is one screen as `make screenshots` renders it: a name such as
// "myre-table" or "history", and a function that prepares sample data in a
// fresh store and returns the page to show (nil page: the section's first
// page as it is).
type Scene struct {
	Name    string
	Section string // the section the page is shown in
	Build   func(u Host, st *storage.Store) (host.Page, error)
}
