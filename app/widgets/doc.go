// Package widgets holds the widgets the game tables, the history and the
// shell share: the card face and card picker, the Why? panel, charts, the
// score sheet, trick entry, the new-game form with its house rules, and
// small layout helpers. They reach the shell only through host.Host.
package widgets
