package widgets

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/engine/game"
)

// RulesSaid are a game's rules in the reader's language, from the
// game's catalog (every section has an id; say's tests check that each
// game's rules have their words).
func RulesSaid(r game.Rules) game.Rules {
	if !typedRules(r) {
		return r
	}
	return i18n.Say().Rules(r)
}

// typedRules reports whether a game's rules are said from its catalog:
// each section has an id.
func typedRules(r game.Rules) bool {
	for _, s := range r.Sections {
		if s.ID == "" {
			return false
		}
	}
	return len(r.Sections) > 0
}

// ExplanationPanel is the "Why?" panel: the engine's steps in order, each
// said in the reader's language from its typed message (StepText), with
// its rule section and a button for its ruling that shows the ruling in
// Arbiter's words and the house rule that would change it.
func ExplanationPanel(u host.Host, kind string, steps []game.Step) fyne.CanvasObject {
	box := container.NewVBox()
	for i, s := range steps {
		s := s
		text := widget.NewLabel(fmt.Sprintf("%d. %s", i+1, StepText(s)))
		text.Wrapping = fyne.TextWrapWord
		var cites []fyne.CanvasObject
		if section := SectionText(s); section != "" {
			sec := widget.NewLabel(section)
			sec.Importance = widget.LowImportance
			sec.SizeName = "captionText"
			cites = append(cites, sec)
		}
		if s.Ruling != "" {
			b := widget.NewButton(s.Ruling, func() { ShowRuling(u, kind, s.Ruling) })
			b.Importance = widget.LowImportance
			cites = append(cites, b)
		}
		box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(cites...), text))
	}
	if len(steps) == 0 {
		box.Add(widget.NewLabel(i18n.T("Nothing to explain yet.")))
	}
	return box
}

// rulingByID finds a ruling of a game, in the reader's language.
func rulingByID(kind, id string) (game.Ruling, []game.Option, bool) {
	d, err := host.Catalog().Lookup(kind)
	if err != nil {
		return game.Ruling{}, nil, false
	}
	r := RulesSaid(d.Rules())
	for _, rl := range r.Rulings {
		if rl.ID == id {
			return rl, r.Options, true
		}
	}
	return game.Ruling{}, nil, false
}

// showRuling explains a ruling and names the option that changes it.
func ShowRuling(u host.Host, kind, id string) {
	rl, opts, ok := rulingByID(kind, id)
	if !ok {
		dialog.ShowInformation(id, i18n.T("This ruling is not described in the app."), u.Window())
		return
	}
	q := widget.NewLabelWithStyle(rl.Question, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	q.Wrapping = fyne.TextWrapWord
	a := widget.NewLabel(rl.Answer)
	a.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(q, a)
	if rl.Option != "" {
		// A ruling may name several switches ("warriors_vow, hectic_knights").
		names := map[string]bool{}
		for _, n := range strings.Split(rl.Option, ",") {
			names[strings.TrimSpace(n)] = true
		}
		for _, o := range opts {
			if names[o.Name] {
				h := widget.NewLabel(i18n.Tf("House rule %q (default %v): %s", o.Name, o.Default, i18n.T(o.Help)))
				h.Wrapping = fyne.TextWrapWord
				h.Importance = widget.MediumImportance
				body.Add(h)
			}
		}
	} else {
		n := widget.NewLabel(i18n.T("No house rule changes this."))
		n.Importance = widget.LowImportance
		body.Add(n)
	}
	d := dialog.NewCustom(id, i18n.T("Close"), NewScroll(body), u.Window())
	d.Resize(fyne.NewSize(Minf(u.Window().Canvas().Size().Width-20, 520), 360))
	d.Show()
}

func Minf(a, b float32) float32 {
	if a < b {
		return a
	}
	return b
}
