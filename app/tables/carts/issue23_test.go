package carts

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/storage"
)

// tapRefused taps a button that is closed, where it is: it answers with
// the reason it is closed.
func tapRefused(p person, label string, args ...any) {
	p.T.Helper()
	b := apptest.WindowButton(p.U.Window(), tabletest.Said(label, args...))
	if b == nil {
		p.T.Fatalf("no button %q: %q", tabletest.Said(label, args...), p.Sc.Texts())
	}
	test.Tap(b)
	p.U.Settle()
}

// see fails when no visible text holds text, already in the window's
// language (Person.Must translates its text first).
func see(p person, text string) {
	p.T.Helper()
	if !strings.Contains(strings.Join(p.Sc.Texts(), " "), text) {
		p.T.Fatalf("no %q on screen: %q", text, p.Sc.Texts())
	}
}

// newGameFromHome starts a game the way a new user does: the home
// screen's tile, the new-game form with its defaults, the players' names
// typed, Start the game.
func newGameFromHome(t *testing.T, p person, names ...string) storage.Game {
	t.Helper()
	p.TapTile("Cârts Tîty")
	p.Must("New game")
	for _, n := range names {
		p.TypeInto(i18n.T("Player name"), 0, n)
	}
	p.Tap("Start the game")
	games, err := p.U.Store().Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("games after Start the game: %v, %v; screen: %q", games, err, p.Sc.Texts())
	}
	return games[0]
}

// Issue 23 #3 (CARTS-4, GEN-1): the turn helper knows every card played
// since the drawing pile was last rebuilt. The card turned up tapped for
// the first player, a card played twice, the cards on the playing pile:
// each is refused at the tap with the reason, and Play it says it again.
// The rebuild is refused while the drawing pile must still hold cards;
// once six exchanges and a draw may have emptied it, the table records
// it, and the cards played before may be played again. On a phone in
// English and on a desktop in Dutch.
func TestCartsTurnHelperRefusesCardsOnThePile(t *testing.T) {
	for _, c := range []struct {
		phone bool
		lang  string
	}{{true, "en"}, {false, "nl"}} {
		t.Run(fmt.Sprintf("%s/phone=%v", c.lang, c.phone), func(t *testing.T) {
			u, sc := startApp(t, c.phone, c.lang, "")
			p := person{T: t, Sc: sc, U: u}
			newGameFromHome(t, p, "Ann", "Bram")
			p.Tap("Turns")
			fire12, water12 := i18n.T("Fire")+" 12", i18n.T("Water")+" 12"
			mayNot := func(card string) string {
				return "✗ " + i18n.Tf("%s may not be played:", card) + " "
			}
			onTop := func(card string) string {
				return mayNot(card) + i18n.Tf("it is the top card, and the deck has one %s: no one holds it (CARTS-4, GEN-1).", card)
			}
			played := func(card string) string {
				return mayNot(card) + i18n.Tf("it is on the playing pile already, and the deck has one %s: no one holds it (CARTS-4, GEN-1).", card)
			}

			// Fire 12 turned up, then tapped for Ann.
			p.TapCard("Fi12")
			p.TapCard("Fi12")
			see(p, onTop(fire12))
			tapRefused(p, "Play it")
			see(p, onTop(fire12))
			p.Must("%s to play (%s) on %s.", "Ann", i18n.N(8, "%d card", "%d cards"), fire12)

			// Ann plays Water 12; Bram cannot play it again.
			p.TapCard("Wa12")
			p.Tap("Play it")
			p.Must("%s played %s.", "Ann", water12)
			p.TapCard("Wa12")
			see(p, onTop(water12))
			tapRefused(p, "Play it")
			see(p, onTop(water12))
			p.TapCard("Wa3")
			p.Tap("Play it")

			// Ann: Water 12 and Fire 12 lie on the playing pile.
			p.TapCard("Wa12")
			see(p, played(water12))
			p.TapCard("Fi12")
			see(p, played(fire12))
			p.LayoutOK("a card on the pile refused")
			p.Capture("pile-refused")

			// 60 cards: 14 in the hands, 3 on the playing pile.
			tapRefused(p, "Drawing pile rebuilt")
			see(p, i18n.N(43, "At least %d card is still in the drawing pile: it is rebuilt only once it is empty (GEN-1).", "At least %d cards are still in the drawing pile: it is rebuilt only once it is empty (GEN-1)."))

			// Each exchanges the 7 cards three times, Ann draws one: the
			// drawing pile may be empty.
			for i := range 6 {
				p.Tap("Exchange (%d left)", 3-i/2)
			}
			tapRefused(p, "Drawing pile rebuilt")
			see(p, i18n.N(1, "At least %d card is still in the drawing pile: it is rebuilt only once it is empty (GEN-1).", "At least %d cards are still in the drawing pile: it is rebuilt only once it is empty (GEN-1)."))
			p.Tap("Draws %d", 1)
			p.TapScrolled(i18n.T("Drawing pile rebuilt"))
			p.Must("The drawing pile is rebuilt: the cards played before can come back.")

			// Bram plays Water 12 again; then Fire 12 may go for Ann.
			p.TapCard("Wa12")
			see(p, "✓ "+i18n.Tf("%s may be played:", water12))
			p.Tap("Play it")
			p.Must("%s played %s.", "Bram", water12)
			p.TapCard("Fi12")
			see(p, "✓ "+i18n.Tf("%s may be played:", fire12))
			// Water 3, still on the pile after the rebuild? No: the rebuild
			// took it; only Water 12 (the top then) stayed.
			p.TapCard("Wa12")
			see(p, onTop(water12))
			p.LayoutOK("after the rebuild")
		})
	}
}

// Issue 23 #3, GEN-1: the round form's counts start empty, so a count
// never set is never recorded as a player going out. Save stays closed
// and says why at the tap until each player still in has a count; two
// players at 0 are refused in words ("Ann and Bo both show 0 cards"). On
// a desktop in English and on a phone in Dutch.
func TestCartsRoundCountsStartEmpty(t *testing.T) {
	for _, c := range []struct {
		phone bool
		lang  string
	}{{false, "en"}, {true, "nl"}} {
		t.Run(fmt.Sprintf("%s/phone=%v", c.lang, c.phone), func(t *testing.T) {
			u, sc := startApp(t, c.phone, c.lang, "")
			p := person{T: t, Sc: sc, U: u}
			g := newGameFromHome(t, p, "Ann", "Bo")
			st := u.Store()
			for _, name := range []string{"Ann", "Bo"} {
				p.TapInRow(name, "–") // every count shows it was never set
				p.Tap("Cancel")
			}
			p.Must("Who went out? Tap 0 for them, then set everyone else's cards left or tick Overflow.")
			tapRefused(p, "Save round")
			p.Must("Who went out? Tap 0 for them, then set everyone else's cards left or tick Overflow.")

			p.TapInRow("Ann", "–")
			p.Tap("0")
			missing := i18n.Tf("Cards left not set yet: %s. Set each count (0 for the one who went out) or tick Overflow.", "Bo")
			see(p, missing)
			tapRefused(p, "Save round")
			see(p, missing)
			if rs := roundsOf(t, st, g.ID); len(rs) != 0 {
				t.Fatalf("a round was saved with Bo's count never set: %s", rs[0].Input)
			}

			// Bo at 0 too: they cannot both have gone out.
			p.TapInRow("Bo", "–")
			p.Tap("0")
			both := i18n.Tf("Only one player goes out: %s both show 0 cards.", i18n.Tf("%s and %s", "Ann", "Bo"))
			see(p, both)
			tapRefused(p, "Save round")
			see(p, both)

			// Bo holds 5: the round is a real one.
			p.TapInRow("Bo", "0")
			p.Tap("5")
			p.Must("Round %d is ready to save.", 1)
			p.Tap("Save round")
			p.Must("Round %d saved.", 1)
			rs := roundsOf(t, st, g.ID)
			if len(rs) != 1 || string(rs[0].Input) != `{"cards_left":{"Ann":0,"Bo":5},"overflowed":[]}` {
				t.Fatalf("round 1: %v", rs)
			}

			// Round 2: Ann overflows; Bo, left alone, still holds cards:
			// how many is to be set.
			p.TapInRow("Ann", "–")
			p.Tap("More than 25: overflow")
			see(p, i18n.Tf("Cards left not set yet: %s. Set each count (0 for the one who went out) or tick Overflow.", "Bo"))
			tapRefused(p, "Save round")
			p.TapInRow("Bo", "–")
			p.Tap("4")
			p.Must("Round %d is ready to save.", 2)
			p.LayoutOK("the round form")
			p.Capture("counts-set")
		})
	}
}
