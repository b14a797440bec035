//go:build screenshots

package history

import (
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/samples"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "history", Section: "history", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			_, _, err := samples.SampleHistory(st)
			return host.Page{}, err
		}},
		hoststore.Scene{Name: "game-record", Section: "history", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			_, games, err := samples.SampleHistory(st)
			if err != nil {
				return host.Page{}, err
			}
			return GameRecordPage(u, st, samples.SampleRecordGame(games)), nil
		}},
	)
}
