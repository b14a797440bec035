package myre

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
)

// pile builds an entry pile from "scout | red | black", face up with "^"
// in front of the scout.
func pile(s string) Pile {
	parts := strings.Split(s, "|")
	for len(parts) < 3 {
		parts = append(parts, "")
	}
	p := Pile{}
	sc := strings.TrimSpace(parts[0])
	if strings.HasPrefix(sc, "^") {
		p.FaceUp, sc = true, strings.TrimPrefix(sc, "^")
	}
	p.Scout = cards.MustParseList(sc)
	p.Red = engine.MustParsePlayed(parts[1])
	p.Black = engine.MustParsePlayed(parts[2])
	return p
}

func piles(ps ...string) []Pile {
	out := make([]Pile, len(ps))
	for i, p := range ps {
		out[i] = pile(p)
	}
	return out
}

// wantRefusal checks a placement refusal's reason: its sentinel, kind and
// words for people.
func wantRefusal(t *testing.T, what string, err error, sentinel, kind error, words string) {
	t.Helper()
	var ge *game.Error
	if !errors.As(err, &ge) {
		t.Errorf("%s: %v is not a refusal", what, err)
		return
	}
	if !errors.Is(err, sentinel) || !errors.Is(err, kind) || !strings.Contains(ge.Msg, words) || ge.Rule == "" && kind != game.ErrInvalid {
		t.Errorf("%s: %v (sentinel %v, kind %v, msg %q, rule %q), want %v %v with %q", what, err, ge.Sentinel, ge.Kind, ge.Msg, ge.Rule, sentinel, kind, words)
	}
}

func TestCanPlace(t *testing.T) {
	imp, ill := game.ErrImpossible, game.ErrIllegal
	g := NewGame(DefaultOptions(), Setup{})
	// Red jails 4S 4C and takes BJ.
	if _, err := g.Play(hand("6H | AH 2D 3H | 4S 4C", "2H | RJ | BJ:down")); err != nil {
		t.Fatal(err)
	}
	c := cards.MustParse
	ps := piles("7H | 7D |", "")
	if err := g.CanPlace(ps, 1, ZoneScout, c("8S")); err != nil {
		t.Errorf("a free card as a pile: %v", err)
	}
	if err := g.CanPlace(ps, 0, ZoneBlack, c("8S")); err != nil {
		t.Errorf("a black card behind a red pile: %v", err)
	}
	if err := g.CanPlace(ps, 0, ZoneRed, c("BJ")); err != nil {
		t.Errorf("Red positions the joker it captured: %v", err)
	}
	err := g.CanPlace(ps, 0, ZoneBlack, c("4S"))
	wantRefusal(t, "jailed", err, engine.ErrJailed, imp, "is in Red's jail since hand 1")
	if game.FieldOf(err) != "piles[0].black" {
		t.Errorf("field %q", game.FieldOf(err))
	}
	wantRefusal(t, "jailed pile", g.CanPlace(ps, 1, ZoneScout, c("4C")), engine.ErrJailed, imp, "jail")
	wantRefusal(t, "wrong colour", g.CanPlace(ps, 0, ZoneBlack, c("5H")), engine.ErrWrongColor, ill, "black cards only")
	wantRefusal(t, "wrong colour", g.CanPlace(ps, 0, ZoneRed, c("5S")), engine.ErrWrongColor, ill, "red cards only")
	wantRefusal(t, "captured joker", g.CanPlace(ps, 0, ZoneBlack, c("BJ")), engine.ErrJokerOwner, imp, "BJ is in Red's deck now")
	wantRefusal(t, "already on the table", g.CanPlace(ps, 1, ZoneRed, c("7D")), engine.ErrDuplicate, imp, "already behind pile 1")
	wantRefusal(t, "already a pile", g.CanPlace(ps, 1, ZoneScout, c("7H")), engine.ErrDuplicate, imp, "already in pile 1")
	wantRefusal(t, "double scouts off", g.CanPlace(ps, 0, ZoneScout, c("8H")), engine.ErrDoubleScout, ill, "double scouts are off")
	wantRefusal(t, "face-up pile", g.CanPlace(piles("^7H"), 0, ZoneScout, c("8H")), engine.ErrFaceUp, ill, "pile of its own")
	wantRefusal(t, "five positioned", g.CanPlace(piles("7H | 7D 8D 9D |", "KS | 2D 3D |"), 1, ZoneRed, c("4D")), engine.ErrTooMany, imp, "the most a player can")
	if err := g.CanPlace(piles("7H | 7D 8D 9D |", "KS | 2D |"), 1, ZoneRed, c("4D")); err != nil {
		t.Errorf("the fifth card: %v", err)
	}

	// Double scouts: two cards of one army.
	opt := DefaultOptions()
	opt.DoubleScouts = true
	d := NewGame(opt, Setup{})
	if err := d.CanPlace(piles("6H"), 0, ZoneScout, c("6D")); err != nil {
		t.Errorf("double scout: %v", err)
	}
	wantRefusal(t, "mixed double scout", d.CanPlace(piles("6H"), 0, ZoneScout, c("5S")), engine.ErrPileOwner, ill, "same army")
	wantRefusal(t, "three in a pile", d.CanPlace(piles("6H 6D"), 0, ZoneScout, c("7D")), engine.ErrPileSize, ill, "two cards")

	// No jokers.
	opt = DefaultOptions()
	opt.Jokers = false
	wantRefusal(t, "jokers off", NewGame(opt, Setup{}).CanPlace(piles(""), 0, ZoneRed, c("RJ")), engine.ErrJokersOff, imp, "without jokers")

	// Over.
	opt = DefaultOptions()
	opt.Target = 5
	over := NewGame(opt, Setup{})
	if _, err := over.Play(hand("10S | 10D |")); err != nil {
		t.Fatal(err)
	}
	wantRefusal(t, "game over", over.CanPlace(piles(""), 0, ZoneRed, c("2H")), engine.ErrGameOver, imp, "The game is over")
}

func TestCanPlaceFaceUp(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	c := cards.MustParse
	if err := g.CanFaceUp(piles("6H", "^7S"), 0); err != nil {
		t.Errorf("one face-up each: %v", err)
	}
	wantRefusal(t, "a second red face-up scout in hand 1", g.CanFaceUp(piles("^6H", "7H"), 1), engine.ErrFaceUp, game.ErrImpossible, "1 face-up scout")
	wantRefusal(t, "a face-up pile of two", g.CanFaceUp(piles("6H 6D"), 0), engine.ErrFaceUp, game.ErrIllegal, "single card")
	wantRefusal(t, "a card into a second face-up pile", g.CanPlace(piles("^6H", "^"), 1, ZoneScout, c("7H")), engine.ErrFaceUp, game.ErrImpossible, "face-up scout")
	// No captures: the face-up scouts stay, one more each, and a kept one
	// is never positioned.
	h := hand("6H | 10H 10D | 10S 10C")
	h.FaceUp = FaceUp{Red: cards.MustParseList("6H"), Black: cards.MustParseList("6S")}
	if _, err := g.Play(h); err != nil {
		t.Fatal(err)
	}
	if err := g.CanFaceUp(piles("^6H", "7H"), 1); err != nil {
		t.Errorf("the kept scout and one more: %v", err)
	}
	wantRefusal(t, "a kept face-up scout positioned", g.CanPlace(piles(""), 0, ZoneRed, c("6H")), engine.ErrDuplicate, game.ErrImpossible, "stays face up")
	if err := g.CanPlace(piles("^6S", ""), 1, ZoneScout, c("6H")); err != nil {
		t.Errorf("the kept face-up scout as its pile: %v", err)
	}
}

// An army down to four cards holds three in hand once one is face up.
func TestCanPlaceSpentArmy(t *testing.T) {
	var rec struct {
		Hands []json.RawMessage `json:"hands"`
	}
	if err := json.Unmarshal([]byte(record("", spentRed)), &rec); err != nil {
		t.Fatal(err)
	}
	opt := DefaultOptions()
	opt.Target, opt.Jokers = 188, false
	g := NewGame(opt, Setup{})
	for _, raw := range rec.Hands {
		h, err := readHand(raw)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(h); err != nil {
			t.Fatal(err)
		}
	}
	ps := piles("2S | AH KH AD |")
	wantRefusal(t, "a fourth card from a hand of three", g.CanPlace(ps, 0, ZoneRed, cards.MustParse("KD")), engine.ErrArmySize, game.ErrImpossible, "down to 4 cards")
}

func TestHandOf(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{Box: engine.Red})
	if s, step := g.First(FaceUp{}); s != engine.NoSide || !strings.Contains(step.Text, "higher face-up scout") {
		t.Errorf("first before the scouts: %s %q", s, step.Text)
	}
	ps := piles("^6H | AH 2D 3H | 4S 4C", "^AS", "10S | 10D QH |", "KD")
	h, battles, err := g.HandOf(ps, engine.Red)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Battles) != 2 || battles[0] != 0 || battles[1] != 2 || h.FaceUp.Red.String() != "6H" || h.FaceUp.Black.String() != "AS" || h.First != engine.Red {
		t.Errorf("hand %+v, battles %v", h, battles)
	}
	if s, _ := g.First(h.FaceUp); s != engine.Black {
		t.Errorf("Black's face-up Ace is higher: %s", s)
	}
	// The table said Red, but Black's Ace decides: the hand is refused.
	if _, err := g.Clone().Play(h); !errors.Is(err, engine.ErrFirstPlayer) {
		t.Errorf("recorded first player against the scouts: %v", err)
	}
	h.First = engine.NoSide
	res, err := g.Clone().Play(h)
	if err != nil || res.Points.Red != 18 || g.Played() != 0 {
		t.Errorf("played on a clone: %+v %v, game played %d", res.Points, err, g.Played())
	}
	if _, _, err := g.HandOf(piles("^6H | 7H |", "8S | | 9S"), engine.NoSide); !errors.Is(err, engine.ErrFaceUp) {
		t.Errorf("one face-up scout of two: %v", err)
	}
	if _, _, err := g.HandOf(piles("| 7H |"), engine.NoSide); !errors.Is(err, engine.ErrNoScout) || game.FieldOf(err) != "piles[0].scout" {
		t.Errorf("cards behind no pile: %v", err)
	}
}
