// Package draque plugs Draque & Yirken into Arbiter: resolve answers a
// claimed win (the contract's form), the out-of-game question
// ("question":"out_of_game") and the exhausted-pile checklist
// ("question":"exhaustion"); the game keeps no score. The rules themselves
// live in arbiter/engine/draque.
package draque
