package app

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/apptest"
	"arbiter/app/widgets"
)

// over blends c (with its alpha) over an opaque bg.
func over(c, bg color.Color) [3]float64 {
	cr, cg, cb, ca := c.RGBA()
	br, bgc, bb, _ := bg.RGBA()
	a := float64(ca) / 0xffff
	// RGBA() is alpha-premultiplied.
	mix := func(p, b uint32) float64 { return (float64(p) + float64(b)*(1-a)) / 0xffff }
	return [3]float64{mix(cr, br), mix(cg, bgc), mix(cb, bb)}
}

func opaque(c [3]float64) color.Color {
	return color.NRGBA{uint8(c[0]*255 + 0.5), uint8(c[1]*255 + 0.5), uint8(c[2]*255 + 0.5), 0xff}
}

// Issue 16 #8: every text colour the app draws meets WCAG AA (4.5:1)
// against every background it is drawn on, in the light and the dark
// theme: plain, low-importance ("Jail empty"), high-importance, success
// ("Turn 1 saved."), warning and error text on the page, in entries, in
// a focused (just chosen) dropdown, in a hovered row, on a selection, in
// dialogs and menus; and button and progress-bar text on their fills.
func TestThemeTextContrast(t *testing.T) {
	for _, variant := range []string{themeLight, themeDark} {
		th := &widgets.Theme{Variant: variant, Scale: 1}
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, theme.VariantLight) }
		bgPage := c(theme.ColorNameBackground)
		bgInput := opaque(over(c(theme.ColorNameInputBackground), bgPage))
		backgrounds := map[string]color.Color{
			"page":           bgPage,
			"entry":          bgInput,
			"focused select": opaque(over(c(theme.ColorNameFocus), bgInput)),
			"hovered row":    opaque(over(c(theme.ColorNameHover), bgPage)),
			"selection":      opaque(over(c(theme.ColorNameSelection), bgPage)),
			"dialog":         opaque(over(c(theme.ColorNameOverlayBackground), bgPage)),
			"menu":           opaque(over(c(theme.ColorNameMenuBackground), bgPage)),
			"header (bold)":  opaque(over(c(theme.ColorNameHeaderBackground), bgPage)),
		}
		texts := map[string]fyne.ThemeColorName{
			"text":            theme.ColorNameForeground,
			"low importance":  theme.ColorNameDisabled,
			"high importance": theme.ColorNamePrimary,
			"success":         theme.ColorNameSuccess,
			"warning":         theme.ColorNameWarning,
			"error":           theme.ColorNameError,
			"placeholder":     theme.ColorNamePlaceHolder,
			"link":            theme.ColorNameHyperlink,
		}
		check := func(what string, fg, bg color.Color) {
			r := apptest.Contrast(over(fg, bg), over(bg, bg))
			if r < 4.5 {
				t.Errorf("%s theme: %s: %.2f:1, want 4.5:1", variant, what, r)
			}
		}
		for tn, tc := range texts {
			for bn, bg := range backgrounds {
				if tn != "text" && (bn == "focused select" || bn == "hovered row" || bn == "menu" || bn == "header (bold)") {
					continue // only plain text is drawn there
				}
				check(fmt.Sprintf("%s on %s", tn, bn), c(tc), bg)
			}
		}
		for _, p := range [][2]fyne.ThemeColorName{
			{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
			{theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess},
			{theme.ColorNameForegroundOnError, theme.ColorNameError},
			{theme.ColorNameForegroundOnWarning, theme.ColorNameWarning},
		} {
			fill := opaque(over(c(p[1]), bgPage))
			check(fmt.Sprintf("%s on %s", p[0], p[1]), c(p[0]), fill)
		}
	}
}
