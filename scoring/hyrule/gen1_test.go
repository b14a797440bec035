package hyrule

import (
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
	"arbiter/scoring/gametest"
)

// TestGen1Cases runs the impossible-table cases (GEN-1) of Hyrule, each
// with the real table next to it that is still accepted.
func TestGen1Cases(t *testing.T) {
	gametest.RunFile(t, games, "testdata/gen1.json")
}

// TestScoreRefusals: the refusals of a whole round name the field, the
// kind, the sentinel and the rule.
func TestScoreRefusals(t *testing.T) {
	level := `"players":["Ann","Bo","Cy"],"turns":[{"cards":["2C","2S","2H"]},{"cards":["3S","3C","3H"]},{"cards":["4H","4S","4C"]},{"cards":["6S","6C","6H"]},{"cards":["7C","7S","7H"]},{"cards":["8D","8C","8S"]},{"cards":["9S","9H","9D"]}]`
	won := `"players":["Ann","Bo"],"turns":[{"cards":["2C","2S"]},{"cards":["3C","3S"]},{"cards":["4C","4S"]},{"cards":["6C","6S"]},{"cards":["7C","7S"]},{"cards":["8C","8S"]},{"cards":["9C","9S"]}]`
	tests := []struct {
		name, input    string
		kind, sentinel error
		field, rule    string
	}{
		{"eight players", `{"game":"hyrule","players":["A","B","C","D","E","F","G","H"],"turns":[]}`,
			game.ErrImpossible, hyrule.ErrPlayers, "players", "GEN-1"},
		{"no players", `{"game":"hyrule","turns":[]}`, game.ErrInvalid, hyrule.ErrPlayers, "players", ""},
		{"three cards for two players", `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S","2H"]}]}`,
			game.ErrImpossible, hyrule.ErrPlayers, "turns[0].cards", "GEN-1"},
		{"eight turns", `{"game":"hyrule",` + won[:len(won)-1] + `,{"cards":["10C","10S"]}]}`,
			game.ErrImpossible, ErrRoundOver, "turns", "GEN-1"},
		{"a swapped card played later", `{"game":"hyrule","players":["Ann","Bo"],"turn_rules":"strategy","tallest":"Bo","turns":[{"swaps":["9D"],"cards":["2C","2S"]},{"cards":["9D","3S"]}]}`,
			game.ErrImpossible, ErrSeenCard, "turns[1].cards[0]", "GEN-1"},
		{"a card twice in the run-off game", `{"game":"hyrule",` + level + `,"runoff":{"turns":[{"cards":["2C","2S"]},{"cards":["2C","3S"]}]}}`,
			game.ErrImpossible, ErrSeenCard, "runoff.turns[1].cards[0]", "GEN-1"},
		{"a run-off game with other players", `{"game":"hyrule",` + level + `,"runoff":{"players":["Ann","Cy"],"turns":[]}}`,
			game.ErrIllegal, nil, "runoff.players", "HYRULE-4"},
		{"a run-off game after a round that has a winner", `{"game":"hyrule",` + won + `,"runoff":{"turns":[]}}`,
			game.ErrIllegal, nil, "runoff", "HYRULE-4"},
		{"a standoff without its run-off", `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["RJ","BJ"]},{"cards":["2C","2S"]}]}`,
			game.ErrIllegal, ErrOpenTurn, "turns[0].runoff", "HYRULE-3"},
		{"a run-off after a turn without a standoff", `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"],"runoff":["3C","3S"]}]}`,
			game.ErrIllegal, ErrNoStandoff, "turns[0].runoff", "HYRULE-3"},
		{"a run-off card already on the table", `{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["RJ","BJ","2H"],"runoff":["2H","3C"]}]}`,
			game.ErrImpossible, ErrSeenCard, "turns[0].runoff[0]", "GEN-1"},
		{"not a card", `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","1S"]}]}`,
			game.ErrInvalid, cards.ErrNotACard, "turns[0].cards[1]", ""},
		{"cards not a list", `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":"2C"}]}`,
			game.ErrInvalid, nil, "turns[0].cards", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := gametest.Call(games, "score", []byte(tt.input))
			checkReason(t, err, tt.kind, tt.sentinel, tt.field, tt.rule)
		})
	}
}
