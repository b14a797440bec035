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
	dark := v == theme.VariantDark
	pick := func(light, dark_ color.Color) color.Color {
		if dark {
			return dark_
		}
		return light
	}
	// Every text colour meets WCAG AA (4.5:1) on every background it is
	// drawn on, in both variants (TestThemeTextContrast).
	switch n {
	case theme.ColorNamePrimary, theme.ColorNameHyperlink:
		return pick(widgets.FeltGreen, widgets.FeltGreenDark)
	case theme.ColorNameFocus:
		// A tint, not the full green: the text of a focused (just chosen)
		// dropdown stays readable on it.
		return pick(color.NRGBA{0x1d, 0x6b, 0x47, 0x2a}, color.NRGBA{0x52, 0xbd, 0x86, 0x30})
	case theme.ColorNameSelection:
		return pick(color.NRGBA{0x1d, 0x6b, 0x47, 0x24}, color.NRGBA{0x52, 0xbd, 0x86, 0x26})
	case theme.ColorNameForegroundOnPrimary:
		return pick(color.White, color.NRGBA{0x0b, 0x1f, 0x15, 0xff})
	case theme.ColorNameDisabled:
		// Low-importance labels ("Jail empty") are drawn in this colour.
		return pick(color.NRGBA{0x5f, 0x63, 0x68, 0xff}, color.NRGBA{0xa8, 0xad, 0xb3, 0xff})
	case theme.ColorNamePlaceHolder:
		return pick(color.NRGBA{0x5f, 0x63, 0x68, 0xff}, color.NRGBA{0xa8, 0xad, 0xb3, 0xff})
	case theme.ColorNameSuccess:
		return pick(color.NRGBA{0x1e, 0x6b, 0x34, 0xff}, color.NRGBA{0x6f, 0xd0, 0x8c, 0xff})
	case theme.ColorNameWarning:
		return pick(color.NRGBA{0x8a, 0x4b, 0x00, 0xff}, color.NRGBA{0xff, 0xb8, 0x4d, 0xff})
	case theme.ColorNameError:
		return pick(color.NRGBA{0xb3, 0x26, 0x1e, 0xff}, color.NRGBA{0xff, 0x8a, 0x80, 0xff})
	case theme.ColorNameForegroundOnSuccess, theme.ColorNameForegroundOnError, theme.ColorNameForegroundOnWarning:
		return pick(color.White, color.NRGBA{0x11, 0x11, 0x11, 0xff})
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
