//go:build screenshots

package app

import (
	"arbiter/storage"
	"encoding/json"
)

func init() {
	scenes = append(scenes, scene{Name: "draque-yirken-table", Section: "play", Build: buildDraqueScene})
}

// buildDraqueScene: all four 1s and a 15 out of game, and a claim with a
// same-element series of four.
func buildDraqueScene(u Host, st *storage.Store) (Page, error) {
	d, _ := json.Marshal(draqueDraft{
		Out:     []string{"Fi1", "Wa1", "Wi1", "Ea1", "Ea15"},
		Series:  []string{"Fi3", "Fi4", "Fi5", "Fi6"},
		Discard: []string{"Wa9"},
	})
	if err := st.SaveDraft(draqueDraftKey, d); err != nil {
		return Page{}, err
	}
	return draquePage(u), nil
}
