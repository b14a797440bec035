//go:build screenshots

package players

import (
	"arbiter/app/host"
	"arbiter/app/samples"
	"arbiter/storage"
)

func init() {
	host.Scenes = append(host.Scenes,
		host.Scene{Name: "players", Section: "players", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			_, _, err := samples.SampleHistory(st)
			return host.Page{}, err
		}},
		host.Scene{Name: "player-profile", Section: "players", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
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
