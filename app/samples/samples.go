package samples

import (
	"arbiter/storage"
	"encoding/json"
	"fmt"
	"time"
)

// createJSON stores a sample game whose setup is written in the game's
// JSON.
func CreateJSON(st *storage.Store, kind, name string, started time.Time, setup string, seats []storage.Seat) (storage.Game, error) {
	ng, err := storage.NewGameJSON(kind, name, nil, json.RawMessage(setup), seats)
	if err != nil {
		return storage.Game{}, err
	}
	ng.StartedAt = started
	return st.CreateGame(ng)
}

// sampleRecordGame is the sample game the record scene shows: the Myre
// game with a corrected and an undone round.
func SampleRecordGame(games []storage.Game) storage.Game {
	for _, g := range games {
		if g.Kind == "myre" && g.Note != "" {
			return g
		}
	}
	return games[0]
}

// sampleHistory stores a small history: a few players, Myre games with
// real hands (one corrected, one round undone), Cârts Tîty and Burn games,
// one abandoned and one in progress. It returns the players by name and
// the games, newest first.
func SampleHistory(st *storage.Store) (map[string]storage.Player, []storage.Game, error) {
	players := map[string]storage.Player{}
	for _, n := range []string{"Ann", "Bob", "Cas", "Dee", "Eve"} {
		p, err := st.EnsurePlayer(n)
		if err != nil {
			return nil, nil, err
		}
		players[n] = p
	}
	old, err := st.EnsurePlayer("Fred (old)")
	if err != nil {
		return nil, nil, err
	}
	if err := st.ArchivePlayer(old.ID, true); err != nil {
		return nil, nil, err
	}
	day := time.Now().AddDate(0, 0, -40)
	at := func(d int) time.Time { return day.AddDate(0, 0, d) }
	var games []storage.Game
	myre := func(red, black string, start time.Time, hands []int, status string) (storage.Game, error) {
		g, err := st.CreateGame(storage.NewGame{Kind: "myre", StartedAt: start, Seats: []storage.Seat{
			{PlayerID: players[red].ID, Side: "red"}, {PlayerID: players[black].ID, Side: "black"}}})
		if err != nil {
			return g, err
		}
		for _, h := range hands {
			if _, err := st.AddRoundJSON(g.ID, json.RawMessage(SampleMyreHands[h%len(SampleMyreHands)])); err != nil {
				return g, err
			}
		}
		if status != storage.StatusActive {
			if _, err := st.SetStatus(g.ID, status); err != nil {
				return g, err
			}
		}
		g, err = st.Game(g.ID)
		games = append(games, g)
		return g, err
	}
	pairs := [][2]string{{"Ann", "Bob"}, {"Bob", "Ann"}, {"Ann", "Cas"}, {"Dee", "Ann"}, {"Cas", "Bob"}, {"Ann", "Bob"}}
	for i, pr := range pairs {
		var hands []int
		for k := 0; k < 3+i%4; k++ {
			hands = append(hands, (i+k)%len(SampleMyreHands))
		}
		if _, err := myre(pr[0], pr[1], at(i*5), hands, storage.StatusFinished); err != nil {
			return nil, nil, err
		}
	}
	// a game with a corrected round and an undone one, still in progress
	g, err := myre("Ann", "Bob", at(38), []int{0, 1, 2, 3}, storage.StatusActive)
	if err != nil {
		return nil, nil, err
	}
	rounds, err := st.Rounds(g.ID)
	if err != nil {
		return nil, nil, err
	}
	if _, err := st.CorrectRoundJSON(rounds[1].ID, json.RawMessage(SampleMyreHands[4])); err != nil {
		return nil, nil, err
	}
	if _, err := st.UndoLastRound(g.ID); err != nil {
		return nil, nil, err
	}
	if err := st.SetNote(g.ID, "Played at Cas's place; Bob dealt first."); err != nil {
		return nil, nil, err
	}
	if _, err := myre("Eve", "Dee", at(20), []int{1, 2}, storage.StatusAbandoned); err != nil {
		return nil, nil, err
	}
	// Cârts Tîty: the lowest total wins.
	ct, err := CreateJSON(st, "carts-tity", "Friday", at(30), `{"players":["Ann","Cas","Dee"]}`, []storage.Seat{
		{PlayerID: players["Ann"].ID, Side: "Ann"}, {PlayerID: players["Cas"].ID, Side: "Cas"}, {PlayerID: players["Dee"].ID, Side: "Dee"}})
	if err == nil {
		for _, r := range []string{
			`{"cards_left":{"Ann":0,"Cas":5,"Dee":3},"overflowed":[]}`,
			`{"cards_left":{"Ann":4,"Cas":0,"Dee":6},"overflowed":[]}`,
			`{"cards_left":{"Ann":2,"Cas":7,"Dee":0},"overflowed":[]}`,
			`{"cards_left":{"Ann":0,"Cas":2,"Dee":5},"overflowed":[]}`,
		} {
			if _, err = st.AddRoundJSON(ct.ID, json.RawMessage(r)); err != nil {
				break
			}
		}
		if err == nil {
			_, err = st.SetStatus(ct.ID, storage.StatusFinished)
		}
	}
	if err != nil {
		return nil, nil, fmt.Errorf("carts-tity sample: %w", err)
	}
	// Burn, player against player.
	bu, err := CreateJSON(st, "burn", "", at(35), `{"sides":{"A":["Bob"],"B":["Eve"]}}`,
		[]storage.Seat{{PlayerID: players["Bob"].ID, Side: "A"}, {PlayerID: players["Eve"].ID, Side: "B"}})
	if err == nil {
		for _, r := range []string{
			`{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}`,
			`{"won":{"A":{"fire":10,"water":4},"B":{"fire":5,"water":11}}}`,
			`{"won":{"A":{"fire":3,"water":9},"B":{"fire":12,"water":6}}}`,
		} {
			if _, err = st.AddRoundJSON(bu.ID, json.RawMessage(r)); err != nil {
				break
			}
		}
	}
	if err != nil {
		return nil, nil, fmt.Errorf("burn sample: %w", err)
	}
	list, err := st.Games(storage.Filter{Limit: 100})
	return players, list, err
}

// sampleMyreHands are real Myre hands (one battle each) that the engine
// scores; no card appears twice, since captured cards stay in jail for
// the rest of a game.
var SampleMyreHands = []string{
	`{"battles":[{"scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}]}`,
	`{"battles":[{"scout":["9C"],"red":["KD","KH"],"black":["5S","6S","7S"]}]}`,
	`{"battles":[{"scout":["2C"],"red":["7H","8H","9D","10D"],"black":["QS","QC"]}]}`,
	`{"battles":[{"scout":["5D"],"red":["4H"],"black":["JS","JC"]}]}`,
	`{"battles":[{"scout":["8C"],"red":["5H","6D"],"black":["9S","10S"]}]}`,
	`{"battles":[{"scout":["3S"],"red":["QH","QD"],"black":["KS","KC"]}]}`,
}

// gameClock gives the games MyreGame creates start times a minute apart,
// so that "newest first" does not depend on two games started in the same
// millisecond.
var gameClock = time.Now().Add(-24 * time.Hour)

// NextStart is the start time of the next sample game.
func NextStart() time.Time {
	gameClock = gameClock.Add(time.Minute)
	return gameClock
}

// MyreGame stores a Myre game between red and black with the sample hands
// of the given numbers (indexes into SampleMyreHands).
func MyreGame(st *storage.Store, red, black storage.Player, hands ...int) (storage.Game, error) {
	g, err := st.CreateGame(storage.NewGame{Kind: "myre", StartedAt: NextStart(), Seats: []storage.Seat{
		{PlayerID: red.ID, Side: "red"}, {PlayerID: black.ID, Side: "black"}}})
	if err != nil {
		return g, err
	}
	for _, h := range hands {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(SampleMyreHands[h])); err != nil {
			return g, err
		}
	}
	return g, nil
}
