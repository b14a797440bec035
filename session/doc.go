// Package session is the table session: the one typed lifecycle between a
// game's table (a screen, the CLI, a browser client) and the history it is
// kept in.
//
// A Session is opened on one stored game. It holds the game's typed state
// (the state after the rounds in force), the rounds in force with their
// typed results and the standing after each, and the entry as it stands
// (the draft). It offers:
//
//   - Preview: the engine's typed result for a round, applied to a copy of
//     the state; nothing is written.
//   - Commit: the previewed round becomes the game's next round (or the
//     correction of the round being corrected). The round is applied once,
//     by the session; the history only records what the session computed,
//     in one write. The screen gets the typed result and the new standing
//     back: nothing is read again.
//   - Correct, Undo: a past round put back in the form and saved again, or
//     the last round taken back, the same way.
//   - Changes: a listener hears every change, the session's own and those
//     made elsewhere (another window, another process, a tournament
//     director), which the session notices by the game's revision.
//
// Every call a screen makes is quick and touches no file: reads of the
// history and writes to it run on the session's own goroutine, one at a
// time, and their results come back through Config.Deliver (the app passes
// fyne.Do). A history that another program holds keeps the entry and the
// pending round; the listener hears that the session is waiting, and the
// round is saved when the history is free.
//
// The session imports neither Fyne nor storage: the History port is
// declared here and storage implements it, so a table builds for any
// front end (GOOS=js included).
package session
