//go:build screenshots

package players

import (
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/samples"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "players", Section: "players", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			_, _, err := samples.SampleHistory(st)
			return host.Page{}, err
		}},
		hoststore.Scene{Name: "player-profile", Section: "players", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			players, _, err := samples.SampleHistory(st)
			if err != nil {
				return host.Page{}, err
			}
			v := newProfileView(u, st, players["Ann"])
			v.compareWith("Bob")
			return v.page(), nil
		}},
	)
}
