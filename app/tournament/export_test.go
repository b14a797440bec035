package tournament

import "arbiter/app/hoststore"

// SettleForms waits until the result forms a host shows (a table's entry,
// the director's correction) have done what their sessions were asked,
// for tests outside the package that drive the whole app.
func SettleForms(h hoststore.Host) {
	if l := running[h]; l != nil {
		if l.table != nil && l.table.screen != nil {
			l.table.screen.Settle()
		}
		if l.director != nil && l.director.form != nil {
			l.director.form.Settle()
		}
	}
}

// FormsBusy reports whether a host's result forms still have work under
// way.
func FormsBusy(h hoststore.Host) bool {
	if l := running[h]; l != nil {
		if l.table != nil && l.table.screen != nil && l.table.screen.Busy() {
			return true
		}
		if l.director != nil && l.director.form != nil && l.director.form.Busy() {
			return true
		}
	}
	return false
}
