package app

import "arbiter/app/widgets"

// Theme choices stored in the preferences.
const (
	themeSystem = widgets.ThemeSystem
	themeLight  = widgets.ThemeLight
	themeDark   = widgets.ThemeDark
)

// textSizes maps the text-size setting to a scale of Fyne's default sizes.
var textSizes = map[string]float32{"small": 0.9, "normal": 1, "large": 1.2, "larger": 1.4}
