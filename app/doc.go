// Package app is Arbiter's shell: the window, the sections and their
// navigation (bottom bar on a phone, side bar on a desktop, switching as
// the window is resized), the home screen, the new-game pages, the rules
// pages, settings, the theme and start-up. It implements host.Host for the
// screens it shows: the history (app/history), the players (app/players)
// and the game tables (app/tables/<game>, registered through
// app/tables/all), which share the widgets of app/widgets and never import
// this package. Screens take the fyne.App and their dependencies as
// parameters, so tests drive them with test.NewTempApp and no display.
package app
