package carts

import (
	"testing"

	"arbiter/engine/cards"
)

// FuzzTurnState drives a table with arbitrary actions: every refusal
// leaves the state as it was, and the state always stays consistent.
func FuzzTurnState(f *testing.F) {
	f.Add(uint8(3), []byte{0, 7, 1, 8, 2, 0, 3, 9, 4, 0})
	f.Add(uint8(2), []byte{0, 6, 0, 8, 5, 0, 1, 1, 2, 2, 3, 3})
	f.Add(uint8(6), []byte{4, 0, 4, 0, 4, 0, 4, 0, 0, 20, 0, 21})
	f.Fuzz(func(t *testing.T, players uint8, actions []byte) {
		n := 2 + int(players%7)
		g, err := NewTurnState(n, cards.ElementCard{Element: cards.Fire, Value: 7}, Rules{Chain: ChainRule(players / 7 % 2), Rule16: players%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(actions); i += 2 {
			op, arg := actions[i]%7, int(actions[i+1])
			before := g.Hands()
			turn, owed := g.Turn(), g.Owed()
			var err error
			var can error // what the matching Can* or Try said before
			switch op {
			case 0, 1:
				c := cards.ElementCard{Element: cards.Elements[arg%4], Value: 1 + arg/4%15}
				tried, _, tryErr := g.Try(c)
				var res Result
				res, err = g.Play(c)
				if (tryErr == nil) != (err == nil) || tried.Legal != res.Legal || tried.Next != res.Next || tried.Owed != res.Owed {
					t.Fatalf("Try %s gave %+v (%v), Play %+v (%v)", c, tried, tryErr, res, err)
				}
				can = tryErr
			case 2:
				can = g.CanDraw()
				err = g.Draw(g.MustDraw())
			case 3:
				can = g.CanSkip()
				err = g.Skip()
			case 4:
				can = g.CanExchange()
				err = g.Exchange()
			case 6:
				can = g.CanRebuild()
				err = g.Rebuild()
			case 5:
				can = g.CanAnnounce(arg % n)
				err = g.Announce(arg % n)
				if (can == nil) != (err == nil) {
					t.Fatalf("CanAnnounce said %v, Announce %v", can, err)
				}
				continue
			}
			if (can == nil) != (err == nil) {
				t.Fatalf("action %d: asked first: %v; done: %v", op, can, err)
			}
			if err != nil && (g.Turn() != turn || g.Owed() != owed || !same(before, g.Hands())) {
				t.Fatalf("refused action %d changed the state: %v", op, err)
			}
			// CARTS-4: never more copies of a card on the playing pile
			// than the decks hold.
			for _, e := range cards.Elements {
				for v := 1; v <= cards.MaxValue; v++ {
					if k := g.OnPile(cards.ElementCard{Element: e, Value: v}); k > g.Decks {
						t.Fatalf("%d copies of %s%d on the pile, %d decks", k, e, v, g.Decks)
					}
				}
			}
			if g.Owed() < 0 || g.Owed() > ChainLimit {
				t.Fatalf("owed %d", g.Owed())
			}
			if g.Owed() > 0 && g.MustSkip() {
				t.Fatal("owing and skipping at once")
			}
			active := 0
			for p := 0; p < n; p++ {
				if g.Hand(p) < 0 {
					t.Fatalf("hand %d: %d", p, g.Hand(p))
				}
				if !g.Out(p) {
					active++
					if !g.Finished() && Overflowed(g.Hand(p)) && !g.ExtraTurn() {
						t.Fatalf("player %d holds %d after a turn ended", p, g.Hand(p))
					}
				}
			}
			if active == 0 || (active == 1 && !g.Finished()) {
				t.Fatalf("%d players left, finished %v", active, g.Finished())
			}
			if !g.Finished() && g.Out(g.Turn()) {
				t.Fatal("an overflowed player is on turn")
			}
		}
	})
}

func same(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
