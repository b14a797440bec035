package app

import (
	"arbiter/app/widgets"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme choices stored in the preferences.
const (
	themeSystem = "system"
	themeLight  = "light"
	themeDark   = "dark"
)

// textSizes maps the text-size setting to a scale of Fyne's default sizes.
var textSizes = map[string]float32{"small": 0.9, "normal": 1, "large": 1.2, "larger": 1.4}

// arbiterTheme is Fyne's default theme with the table's felt green as the
// primary colour, a forced light or dark variant when the player chose one,
// and every text and padding size scaled by the text-size setting.
type arbiterTheme struct {
	variant string  // themeSystem, themeLight or themeDark
	scale   float32 // from textSizes
}

var _ fyne.Theme = (*arbiterTheme)(nil)

func (t *arbiterTheme) resolve(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.variant {
	case themeLight:
		return theme.VariantLight
	case themeDark:
		return theme.VariantDark
	}
	return v
}

func (t *arbiterTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.resolve(v)
	switch n {
	case theme.ColorNamePrimary, theme.ColorNameFocus:
		if v == theme.VariantDark {
			return widgets.FeltGreenDark
		}
		return widgets.FeltGreen
	case theme.ColorNameSelection:
		if v == theme.VariantDark {
			return color.NRGBA{0x3f, 0xa8, 0x72, 0x55}
		}
		return color.NRGBA{0x1d, 0x6b, 0x47, 0x33}
	}
	return theme.DefaultTheme().Color(n, v)
}

func (t *arbiterTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *arbiterTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *arbiterTheme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return s * t.scale
	}
	return s
}

// isDark reports whether the theme currently draws dark, for custom drawings.
func (t *arbiterTheme) isDark(a fyne.App) bool {
	return t.resolve(a.Settings().ThemeVariant()) == theme.VariantDark
}
