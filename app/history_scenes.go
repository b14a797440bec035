//go:build screenshots

package app

import "arbiter/storage"

func init() {
	scenes = append(scenes,
		scene{Name: "history", Section: "history", Build: func(u Host, st *storage.Store) (Page, error) {
			_, _, err := sampleHistory(st)
			return Page{}, err
		}},
		scene{Name: "game-record", Section: "history", Build: func(u Host, st *storage.Store) (Page, error) {
			_, games, err := sampleHistory(st)
			if err != nil {
				return Page{}, err
			}
			return gameRecordPage(u, st, sampleRecordGame(games)), nil
		}},
	)
}
