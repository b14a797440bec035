//go:build screenshots

package history

import (
	"arbiter/app/host"
	"arbiter/app/samples"
	"arbiter/storage"
)

func init() {
	host.Scenes = append(host.Scenes,
		host.Scene{Name: "history", Section: "history", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			_, _, err := samples.SampleHistory(st)
			return host.Page{}, err
		}},
		host.Scene{Name: "game-record", Section: "history", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			_, games, err := samples.SampleHistory(st)
			if err != nil {
				return host.Page{}, err
			}
			return GameRecordPage(u, st, samples.SampleRecordGame(games)), nil
		}},
	)
}
