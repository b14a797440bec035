package swords

import (
	"testing"

	"arbiter/engine/cards"
)

// cardOf maps a byte onto one of the 52 cards.
func cardOf(b byte) cards.Card {
	d := cards.StandardDeck(false)
	return d[int(b)%len(d)]
}

// FuzzJudge checks Judge against its definition for any three cards.
func FuzzJudge(f *testing.F) {
	f.Add(byte(0), byte(1), byte(2))
	f.Add(byte(13), byte(0), byte(26))
	f.Fuzz(func(t *testing.T, s, a, d byte) {
		strong := cards.Suits[int(s)%4]
		att, def := cardOf(a), cardOf(d)
		r := Judge(strong, att, def)
		block := Covers(strong, def.Suit, att.Suit) && DefenceValue(def) > AttackValue(att)
		switch {
		case block && r != Block, !block && DefenceValue(def) == AttackValue(att) && r != Parry:
			t.Fatalf("%s vs %s (strong %s) = %v", att, def, strong, r)
		case att.Rank == cards.Ace && r == Parry:
			t.Fatalf("an ace was parried: %s vs %s", att, def)
		case def.Suit == att.Suit && def.Rank != att.Rank && att.Rank != cards.Ace && def.Rank != cards.Ace && (r == Block) != (def.Rank > att.Rank):
			t.Fatalf("same suit: %s vs %s = %v", att, def, r)
		}
		if Covers(strong, def.Suit, att.Suit) != Absorbs(strong, def, att) {
			t.Fatal("armor and blocking disagree on suits")
		}
	})
}

// FuzzResolveAttack feeds arbitrary plays and options to Resolve: it must
// refuse or give one result per defender, never panic.
func FuzzResolveAttack(f *testing.F) {
	f.Add([]byte{0, 5, 1, 9, 2, 30, 3, 40}, byte(0), byte(4), byte(0))
	f.Add([]byte{0, 5, 3, 200, 1, 7}, byte(127), byte(4), byte(1))
	f.Fuzz(func(t *testing.T, data []byte, opts byte, n byte, first byte) {
		opt := Options{opts&1 != 0, opts&2 != 0, opts&4 != 0, opts&8 != 0, opts&16 != 0, opts&32 != 0, opts&64 != 0}
		var ps []Play
		for i := 0; i+1 < len(data) && len(ps) < 6; i += 2 {
			p := Play{Seat: int(data[i]%6) - 1, Card: cardOf(data[i+1]), Random: data[i]&0x40 != 0, FaceDown: data[i]&0x80 != 0, Steal: data[i]&0x20 != 0}
			if data[i+1] >= 208 {
				p.Card = cards.Card{}
			}
			ps = append(ps, p)
		}
		a := Attack{StrongSuit: cards.Suits[int(first)%4], Living: seats(int(n) % 6), Plays: ps, FirstAttack: first&4 != 0, Options: opt}
		o, err := Resolve(a)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if len(o.Defences) != len(ps)-1 {
			t.Fatalf("%d defences for %d plays", len(o.Defences), len(ps))
		}
		next, _ := o.NextAttacker(nil)
		found := next == o.Attacker
		for _, d := range o.Defences {
			found = found || d.Seat == next
			if d.Result == NoResult {
				t.Fatalf("no result for seat %d", d.Seat)
			}
		}
		if !found {
			t.Fatalf("next attacker %d did not take part", next)
		}
	})
}
