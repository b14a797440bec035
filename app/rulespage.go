package app

import (
	"arbiter/scoring/all"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
)

// rulesPage lists the games; each opens the rules and rulings Arbiter
// applies, in its own words.
func (u *UI) rulesPage() host.Page {
	list := container.NewVBox()
	for _, d := range all.All() {
		g := d.Info()
		b := widget.NewButton(g.Name, func() { u.Push("rules", u.gameRulesPage(g.ID)) })
		b.Alignment = widget.ButtonAlignLeading
		list.Add(b)
	}
	return host.Page{Title: i18n.T("Rules"), Content: widgets.NewScroll(container.NewPadded(list))}
}

func (u *UI) gameRulesPage(kind string) host.Page {
	info, _ := all.InfoFor(kind)
	box := container.NewVBox()
	d, err := all.Lookup(kind)
	if err != nil {
		box.Add(widget.NewLabel(i18n.T("Arbiter does not describe this game yet.")))
		return host.Page{Title: info.Name, Content: box}
	}
	r := d.Rules()
	src := widget.NewLabel(i18n.Prose(r.Source))
	src.Importance = widget.LowImportance
	src.Wrapping = fyne.TextWrapWord
	box.Add(src)
	for _, s := range r.Sections {
		box.Add(widgets.Heading(i18n.Prose(s.Title)))
		l := widget.NewLabel(i18n.Prose(s.Text))
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	if len(r.Rulings) > 0 {
		box.Add(widgets.Heading(i18n.T("Rulings")))
		for _, rl := range r.Rulings {
			rl := rl
			// A link that wraps: a button is as wide as its words, and one
			// long question made the page wider than a phone.
			l := widget.NewHyperlink(fmt.Sprintf("%s — %s", rl.ID, i18n.Prose(rl.Question)), nil)
			l.Wrapping = fyne.TextWrapWord
			l.OnTapped = func() { widgets.ShowRuling(u, kind, rl.ID) }
			box.Add(l)
		}
	}
	return host.Page{Title: info.Name, Content: widgets.NewScroll(container.NewPadded(box))}
}
