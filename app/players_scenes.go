//go:build screenshots

package app

import "arbiter/storage"

func init() {
	scenes = append(scenes,
		scene{Name: "players", Section: "players", Build: func(u Host, st *storage.Store) (Page, error) {
			_, _, err := sampleHistory(st)
			return Page{}, err
		}},
		scene{Name: "player-profile", Section: "players", Build: func(u Host, st *storage.Store) (Page, error) {
			players, _, err := sampleHistory(st)
			if err != nil {
				return Page{}, err
			}
			v := newProfileView(u, st, players["Ann"])
			v.compareWith("Bob")
			return v.page(), nil
		}},
	)
}
