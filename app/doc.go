// Package app is Arbiter's Fyne user interface, the only package that
// imports Fyne. Screens take the fyne.App and their dependencies as
// parameters, so tests drive them with test.NewTempApp and no display.
package app
