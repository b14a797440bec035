//go:build screenshots

package draque

import (
	"arbiter/app/host"
	"arbiter/storage"
	"encoding/json"
)

func init() {
	host.Scenes = append(host.Scenes, host.Scene{Name: "draque-yirken-table", Section: "play", Build: buildDraqueScene})
}

// buildDraqueScene: all four 1s and a 15 out of game, and a claim with a
// same-element series of four.
func buildDraqueScene(u host.Host, st *storage.Store) (host.Page, error) {
	d, _ := json.Marshal(draqueDraft{
		Out:     []string{"Fi1", "Wa1", "Wi1", "Ea1", "Ea15"},
		Series:  []string{"Fi3", "Fi4", "Fi5", "Fi6"},
		Discard: []string{"Wa9"},
	})
	if err := st.SaveDraft(draqueDraftKey, d); err != nil {
		return host.Page{}, err
	}
	return draquePage(u), nil
}
