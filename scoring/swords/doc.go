// Package swords keeps Mortal Swords games for the app and the CLI: the
// JSON adapters of the arbiter-cli contract (resolve: one sword attack;
// score: a fight, either the short form knights + deaths or a full log of
// attacks with the damage choices), the game state read-out (knights,
// hands, armor, weak suits, next attacker, winner) and the registration of
// the "mortal-swords" plugin. The rules themselves live in
// arbiter/engine/swords.
package swords
