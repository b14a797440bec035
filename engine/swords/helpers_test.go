package swords

import (
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/cards"
)

// plays reads the compact notation "0:5H 1:9H* 2:~ 3:~3D 1:7S!":
// seat:card, with the suffix * for a random card, ! for a Steal-To-Stop
// steal, and ~ before the card (or alone) for a face-down defence.
func plays(t testing.TB, s string) []Play {
	t.Helper()
	var out []Play
	for _, f := range strings.Fields(s) {
		seat, card, ok := strings.Cut(f, ":")
		if !ok {
			t.Fatalf("bad play %q", f)
		}
		n, err := strconv.Atoi(seat)
		if err != nil {
			t.Fatalf("bad seat in %q", f)
		}
		p := Play{Seat: n}
		for {
			switch {
			case strings.HasSuffix(card, "*"):
				p.Random, card = true, strings.TrimSuffix(card, "*")
				continue
			case strings.HasSuffix(card, "!"):
				p.Steal, card = true, strings.TrimSuffix(card, "!")
				continue
			case strings.HasPrefix(card, "~"):
				p.FaceDown, card = true, strings.TrimPrefix(card, "~")
				continue
			}
			break
		}
		if card != "" {
			p.Card = cards.MustParse(card)
		}
		out = append(out, p)
	}
	return out
}

func suit(s string) cards.Suit {
	x, err := cards.ParseSuit(s)
	if err != nil {
		panic(err)
	}
	return x
}

func seats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// attack builds an Attack: strong suit letter, number of knights (all
// alive), compact plays.
func attack(t testing.TB, strong string, n int, ps string, opt Options) Attack {
	return Attack{StrongSuit: suit(strong), Living: seats(n), Plays: plays(t, ps), Options: opt}
}

// results writes the defences as "block parry damage".
func results(o *Outcome) string {
	var out []string
	for _, d := range o.Defences {
		out = append(out, d.Result.String())
	}
	return strings.Join(out, " ")
}

var cardsZero cards.Card

func mustCard(s string) cards.Card { return cards.MustParse(s) }
