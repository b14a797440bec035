package carts

import (
	"encoding/json"
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
)

// The Why? of a card checked in the turn helper is said in Dutch in a
// Dutch app: the engine's typed steps are said by the Dutch catalog, the
// chain rule named as the house rules name it.
func TestCartsWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	u, sc := startApp(t, false, "nl", "")
	p := person{T: t, Sc: sc, U: u}
	st := u.Store()
	g, err := hoststore.CreateGame(st, cartsID, "", []string{"Ann", "Bram"}, nil, host.SeatingOf(cartsID))
	if err != nil {
		t.Fatal(err)
	}
	// Fire 7 turned up, Ann on turn.
	b, _ := json.Marshal(draft{Turn: &turnLog{Top: "Fi7", Actions: []action{}}, Tab: 1})
	if err := st.SaveDraft("game/"+g.ID, b); err != nil {
		t.Fatal(err)
	}
	u.OpenGame(st, g.ID)

	// Water 8 follows up Fire 7: Bram would owe 2 cards.
	p.TapCard("Wa8")
	p.Must("%s may be played:", i18n.T("Water")+" 8")
	p.Tap("Why?")
	all := strings.Join(sc.Texts(), " ")
	for _, want := range []string{"is een opvolger van", "De volgende speler moet 2 kaarten trekken", "telkens twee meer"} {
		if !strings.Contains(all, want) {
			t.Errorf("Why? does not say %q: %q", want, all)
		}
	}
	for _, english := range []string{"follows up", "The next player owes", "chain rule", "plus_two", "Game flow"} {
		if strings.Contains(all, english) {
			t.Errorf("Why? still says %q: %q", english, all)
		}
	}
}

// In the pseudo-locale (every string of the catalogs marked), the Why?
// of a card checked in the turn helper says every step through the
// catalogs; only the players' names and the ruling ids reach the screen
// unmarked.
func TestCartsPseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u, sc := startApp(t, false, pseudo, "")
	p := person{T: t, Sc: sc, U: u}
	st := u.Store()
	g, err := hoststore.CreateGame(st, cartsID, "", []string{"Ann", "Bram"}, nil, host.SeatingOf(cartsID))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(draft{Turn: &turnLog{Top: "Fi7", Actions: []action{}}, Tab: 1})
	if err := st.SaveDraft("game/"+g.ID, b); err != nil {
		t.Fatal(err)
	}
	u.OpenGame(st, g.ID)
	p.TapCard("Wa8")
	p.Tap("Why?")
	apptest.CheckPseudo(t, sc, "Ann", "Bram")
}
