// Package game holds what every game's engine shares: the typed refusal
// (Error, with its kinds ErrInvalid, ErrIllegal and ErrImpossible), the
// explanation steps that cite rule sections and ruling ids, strict JSON
// decoding that names the field at fault, and the types of the rules text
// (Rules, Ruling, Option). The games themselves are defined and registered
// in package scoring.
package game
