package history

import (
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/myre"
	"arbiter/storage"
)

// Issue 16 #6: a round of the game record opens in words (not JSON) and
// is corrected from there: "Edit this round" opens the game's table with
// that round in its form.
func TestRecordRoundInWordsAndEditFromTheRecord(t *testing.T) {
	host.UseTables(myre.Table)
	h := apptest.NewHost(t, false)
	st := h.Store()
	p := apptest.Must[storage.Player](t)
	g := myreGame(t, st, p(st.CreatePlayer("Ann")), p(st.CreatePlayer("Bob")), 0, 1)
	g = apptest.Must[storage.Game](t)(st.Game(g.ID))
	h.Push(host.SectionHistory, GameRecordPage(h, st, g))
	sc := h.Screen()
	var row apptest.Item
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, i18n.T("Round 1")+" ") {
			row = it
		}
	}
	if row.Text == "" {
		sc.ScrollTo(i18n.T("Round 1"))
		t.Fatalf("no row for round 1: %q", sc.Texts())
	}
	sc.TapItem(row)
	texts := strings.Join(sc.Texts(), "\n")
	if strings.ContainsAny(texts, "{}\"") || !strings.Contains(strings.ToLower(texts), "battle") {
		t.Errorf("the round is not in words: %q", texts)
	}
	sc.Tap(i18n.T("Edit this round"))
	if !sc.HasContaining("Correcting hand 1") {
		t.Errorf("the table did not open on hand 1: %q", sc.Texts())
	}
}
