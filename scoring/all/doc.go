// Package all registers every game with the engine/game registry. Import it
// for its side effect; each game is one small file here so adding a game
// touches nothing else.
package all
