package tournament

import "arbiter/app/host"

// SettleForms waits until the result forms a host shows (a table's entry,
// the director's correction) have done what their sessions were asked,
// for tests outside the package that drive the whole app.
func SettleForms(h host.Host) {
	if l := running[h]; l != nil {
		if l.table != nil && l.table.form != nil {
			l.table.form.Settle()
		}
		if l.director != nil && l.director.form != nil {
			l.director.form.Settle()
		}
	}
}

// FormsBusy reports whether a host's result forms still have work under
// way.
func FormsBusy(h host.Host) bool {
	if l := running[h]; l != nil {
		if l.table != nil && l.table.form != nil && l.table.form.busy() {
			return true
		}
		if l.director != nil && l.director.form != nil && l.director.form.busy() {
			return true
		}
	}
	return false
}
