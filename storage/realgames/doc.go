// Package realgames holds only tests: they store games of every engine
// registered in this build (through arbiter/scoring/all) in a real history,
// which the storage package's own tests cannot do because they register a
// fake game under one of the ids.
package realgames
