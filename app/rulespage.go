package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/scoring"
)

// rulesPage lists the games; each opens the rules and rulings Arbiter
// applies, in its own words.
func (u *UI) rulesPage() Page {
	list := container.NewVBox()
	for _, d := range scoring.All() {
		g := d.Info()
		b := widget.NewButton(g.Name, func() { u.Push("rules", u.gameRulesPage(g.ID)) })
		b.Alignment = widget.ButtonAlignLeading
		list.Add(b)
	}
	return Page{Title: T("Rules"), Content: container.NewVScroll(container.NewPadded(list))}
}

func (u *UI) gameRulesPage(kind string) Page {
	info, _ := scoring.InfoFor(kind)
	box := container.NewVBox()
	d, err := scoring.Lookup(kind)
	if err != nil {
		box.Add(widget.NewLabel(T("Arbiter does not describe this game yet.")))
		return Page{Title: info.Name, Content: box}
	}
	r := d.Rules()
	src := widget.NewLabel(r.Source)
	src.Importance = widget.LowImportance
	src.Wrapping = fyne.TextWrapWord
	box.Add(src)
	for _, s := range r.Sections {
		box.Add(heading(s.Title))
		l := widget.NewLabel(s.Text)
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	if len(r.Rulings) > 0 {
		box.Add(heading(T("Rulings")))
		for _, rl := range r.Rulings {
			rl := rl
			b := widget.NewButton(fmt.Sprintf("%s — %s", rl.ID, rl.Question), func() { showRuling(u, kind, rl.ID) })
			b.Alignment = widget.ButtonAlignLeading
			b.Importance = widget.LowImportance
			box.Add(b)
		}
	}
	return Page{Title: info.Name, Content: container.NewVScroll(container.NewPadded(box))}
}
