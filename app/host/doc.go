// Package host joins the shell (package app) and the screens it shows: the
// Host interface the shell implements (the store, page navigation,
// messages, the layout in use, a change notification, the window), the
// Page a screen hands the shell, and the registry of game tables. Each
// table package registers itself with RegisterTable in its init function;
// app/tables/all imports them all. Nothing here imports the shell, the
// widgets or a table.
package host
