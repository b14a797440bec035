package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme is Arbiter's look, the app's and the browser's table page's:
// Fyne's default theme with the table's felt green as the primary colour,
// text colours that meet WCAG AA, a forced light or dark variant when the
// player chose one, and every text size scaled by the text-size setting.
type Theme struct {
	Variant string  // ThemeSystem, ThemeLight or ThemeDark
	Scale   float32 // 1 for Fyne's sizes
}

// The theme's variants, as the settings store them.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

var _ fyne.Theme = (*Theme)(nil)

func (t *Theme) resolve(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.Variant {
	case ThemeLight:
		return theme.VariantLight
	case ThemeDark:
		return theme.VariantDark
	}
	return v
}

func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
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
		return pick(FeltGreen, FeltGreenDark)
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

func (t *Theme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return s * t.Scale
	}
	return s
}

// IsDark reports whether the theme currently draws dark, for custom drawings.
func (t *Theme) IsDark(a fyne.App) bool {
	return t.resolve(a.Settings().ThemeVariant()) == theme.VariantDark
}
