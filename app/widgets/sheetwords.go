package widgets

import (
	"encoding/json"
	"sort"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/session"
)

func ActionName(a string) string {
	switch a {
	case string(session.ActionCorrection):
		return i18n.T("corrected")
	case string(session.ActionUndo):
		return i18n.T("undone")
	}
	return i18n.T("entered")
}

// numbers reads a totals object's numeric values.
func Numbers(raw json.RawMessage) map[string]float64 {
	out := map[string]float64{}
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil {
		return out
	}
	for k, v := range m {
		if f, ok := v.(float64); ok {
			out[k] = f
		}
	}
	return out
}

func SortedKeys(m map[string]float64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// undoLabel names the undo after what the game calls a round (Undo last
// hand, deal, attack…), as the tables' own buttons do.
func undoLabel(kind string) string {
	info, _ := host.Catalog().InfoFor(kind)
	switch info.RoundNoun {
	case "hand":
		return i18n.T("Undo last hand")
	case "deal":
		return i18n.T("Undo last deal")
	case "attack":
		return i18n.T("Undo last attack")
	case "turn":
		return i18n.T("Undo last turn")
	case "claim":
		return i18n.T("Undo last claim")
	}
	return i18n.T("Undo last round")
}
