package hyrule

import (
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
)

// The game's sentences over a round and its run-off games: each one's id
// and its English (what arbiter-cli prints); assets/catalog/hyrule.<lang>.json
// says them in other languages.

// Sentinel errors carried by refusals (in game.Error.Sentinel); each says
// itself in any language.
var (
	ErrRoundOver   = game.NewSentinel("hyrule.err.round_over", "the round is over")
	ErrOpenTurn    = game.NewSentinel("hyrule.err.open_turn", "a joker standoff is waiting for its run-off")
	ErrSeenCard    = game.NewSentinel("hyrule.err.seen_card", "card already used this round")
	ErrStockEmpty  = game.NewSentinel("hyrule.err.stock_empty", "the stock is empty")
	ErrNoStandoff  = game.NewSentinel("hyrule.err.no_standoff", "no standoff to settle")
	ErrWrongLeader = game.NewSentinel("hyrule.err.wrong_leader", "wrong player to go first")
	ErrNoSwap      = game.NewSentinel("hyrule.err.no_swap", "no swap now")
	ErrRunoffGame  = game.NewSentinel("hyrule.err.runoff_game", "bad run-off game")
)

// Who goes first, a turn, a swap, a run-off and the end of a game.
var (
	msgChanceAtOnce    = game.Define("hyrule.due.chance", "Under chance rules everyone turns a card over at once.")
	msgTallestUnknown  = game.Define("hyrule.due.tallest_unknown", "The run-off game's tallest player is not known yet: name them with its first turn.")
	msgFirstTurn       = game.Define("hyrule.due.first_turn", "First turn: %s, the tallest player, goes first.")
	msgEveryoneLevel   = game.Define("hyrule.due.everyone_level", "Everyone has captured %d cards, so %s, the tallest player, goes first.")
	msgMostCaptured    = game.Define("hyrule.due.most_captured", "%s has the most captured cards (%d) and goes first.")
	msgShareMost       = game.Define("hyrule.due.share_most", "%s share the most captured cards (%d); of them %s comes first counter-clockwise from the tallest player, %s, and goes first.")
	msgChanceRules     = game.Define("hyrule.turn.chance_rules", "Chance rules: everyone chooses a card face down and all are turned over on the count of three.")
	msgSwaps           = game.Define("hyrule.turn.swaps", "%s swaps: %s goes face up on the discard pile and a card is drawn from the stock (%d left). %s may not swap in return and must play.")
	msgReplacements    = game.Define("hyrule.turn.replacements", "The run-off players draw a replacement card each from the stock (%d left).")
	msgTurnsPlayed     = game.Define("hyrule.end.turns_played", "%d of 7 turns played: the round goes on.")
	msgWinsRound       = game.Define("hyrule.end.wins_round", "After 7 turns %s has captured the most cards (%d) and wins the round; face values do not count.")
	msgLevelDraw       = game.Define("hyrule.end.level_draw", "%s are level on %d captured cards: by house rule the round is a draw.")
	msgLevelRunoff     = game.Define("hyrule.end.level_runoff", "%s are level on %d captured cards: they play a run-off game to decide the round.")
	msgWinsRunoffGame  = game.Define("hyrule.end.wins_runoff_game", "%s wins the run-off game and so the round.")
	msgRunoffUndecided = game.Define("hyrule.end.runoff_undecided", "The run-off game is not decided yet.")
)

// Refusals of a game, its turns and its run-off games, and the rules
// they cite in words.
var (
	msgNotATurnSystem  = game.Define("hyrule.setup.not_a_turn_system", "%q is not a turn system: chance or strategy")
	msgNamePlayers     = game.Define("hyrule.setup.name_players", "missing: the names of the 2 to 7 players, in counter-clockwise seating order")
	msgPlayerCount     = game.Define("hyrule.setup.player_count", "%d player(s): Hyrule is for 2 to 7 players (Hyrule)")
	msgNeedsAName      = game.Define("hyrule.setup.needs_a_name", "a player needs a name")
	msgNamedTwice      = game.Define("hyrule.setup.named_twice", "%q is also players[%d]: names must differ")
	msgNotAPlayer      = game.Define("hyrule.setup.not_a_player", "%q is not one of the players")
	msgNeedsTallest    = game.Define("hyrule.setup.needs_tallest", "strategy rules need the tallest player, who goes first on the first turn and whenever captures are level")
	msgRunoffSetsUp    = game.Define("hyrule.runoff.first_turn_only", "only the first turn of a run-off game sets it up")
	msgNotStandard     = game.Define("hyrule.card.not_standard", "not a card of the standard deck")
	msgPlayedIn        = game.Define("hyrule.card.played_in", "%s was already played in turn %d: one deck, and played, swapped and run-off cards never go back into the stock (Requirements; Turns)")
	msgSwappedIn       = game.Define("hyrule.card.swapped_in", "%s was already discarded by a swap in turn %d: one deck, and played, swapped and run-off cards never go back into the stock (Requirements; Turns)")
	msgRunoffIn        = game.Define("hyrule.card.runoff_in", "%s was already played in the run-off of turn %d: one deck, and played, swapped and run-off cards never go back into the stock (Requirements; Turns)")
	msgGameOver        = game.Define("hyrule.swap.game_over", "the game is over")
	msgChanceNoSwap    = game.Define("hyrule.swap.chance", "swapping is part of strategy rules; this game uses chance rules")
	msgStandoffWaiting = game.Define("hyrule.swap.standoff_waiting", "turn %d is a joker standoff waiting for its run-off")
	msgStockEmpty      = game.Define("hyrule.swap.stock_empty", "a swap draws a card from the stock, and the stock is empty (Turns: strategy swap)")
	msgJokerTooMany    = game.Define("hyrule.card.joker_too_many", "%q is one joker too many this round: %v")
	msgUsedThisRound   = game.Define("hyrule.card.used_this_round", "%q was already used this round (%s): one deck, and played, swapped and run-off cards never go back into the stock (Requirements; Turns)")
	msgTurnAfterEnd    = game.Define("hyrule.turn.after_end", "turn %d: %v")
	msgOverDraw        = game.Define("hyrule.over.draw", "the round ended in a draw: every player has played the 7 cards dealt (Dealing; Scoring)")
	msgOverRunoffWon   = game.Define("hyrule.over.runoff_won", "%s won the run-off game: every player has played the 7 cards dealt (Dealing; Scoring)")
	msgOverPlayed      = game.Define("hyrule.over.played", "every player has already played the 7 cards dealt (Dealing; Scoring)")
	msgStillWaiting    = game.Define("hyrule.turn.still_waiting", "turn %d is a joker standoff still waiting for its run-off")
	msgSevenPlayed     = game.Define("hyrule.turn.seven_played", "turn %d: every player has already played the 7 cards dealt (Dealing; Scoring)")
	msgCardPerPlayer   = game.Define("hyrule.turn.card_per_player", "missing: one card per player, in the order of players")
	msgCardsForPlayers = game.Define("hyrule.turn.cards_for_players", "%d card(s) for %d players: every player puts one card on the table each turn, listed in the order of players (Turns)")
	msgNotAPlayerRange = game.Define("hyrule.turn.not_a_player", "%d is not a player (0 to %d)")
	msgChanceRoundSwap = game.Define("hyrule.turn.chance_swap", "swapping is part of strategy rules; this round uses chance rules")
	msgChanceNoFirst   = game.Define("hyrule.turn.chance_first", "under chance rules the cards are turned over together: nobody plays first")
	msgSwapAfterSwap   = game.Define("hyrule.turn.swap_after_swap", "%s cannot swap %s right after %s swapped")
	msgSwapStockEmpty  = game.Define("hyrule.turn.swap_stock_empty", "%s cannot swap %s: a swap draws a card from the stock, and the stock is empty (Turns: strategy swap)")
	msgCannotLead      = game.Define("hyrule.turn.cannot_lead", "%s cannot lead this turn, %s does")
	msgDecidedBy       = game.Define("hyrule.turn.decided_by", "this turn was decided by %s")
	msgRunoffCards     = game.Define("hyrule.runoff.cards", "%d card(s) for %d tied players")
	msgRunoffStock     = game.Define("hyrule.runoff.stock", "the stock has %d card(s), the run-off needs %d")
	msgNotTiedPlayers  = game.Define("hyrule.runoff.not_tied_players", "[%s], but the tied players are [%s]")

	ruleSettleFirst    = game.Define("hyrule.rule.settle_first", "a standoff is settled by its run-off before play goes on (HYRULE-3)").Cites("HYRULE-3")
	ruleSwapAfterSwap  = game.Define("hyrule.rule.swap_after_swap", "a player may swap only if the player before them did not swap (Turns: strategy swap)").Cites(hyrule.SecSwap)
	ruleWhoLeads       = game.Define("hyrule.rule.who_leads", "the player with the most captured cards goes first, the tallest when captures are level; after a swap the next player counter-clockwise plays (Turns: strategy rules)").Cites(hyrule.SecStrategy)
	ruleRunoffStandoff = game.Define("hyrule.rule.runoff_standoff", "a run-off is played only after a joker standoff (HYRULE-3)").Cites("HYRULE-3")
	ruleRunoffPlayers  = game.Define("hyrule.rule.runoff_players", "the two joker players of a standoff each play one run-off card, in player order (HYRULE-3)").Cites("HYRULE-3")
	ruleRunoffStock    = game.Define("hyrule.rule.runoff_stock", "run-off players replace their run-off card from the stock (HYRULE-3)").Cites("HYRULE-3")
	ruleRunoffLevel    = game.Define("hyrule.rule.runoff_level", "a run-off game is played by the players level on the most captured cards (HYRULE-4)").Cites("HYRULE-4")
	ruleRunoffGameWhen = game.Define("hyrule.rule.runoff_game_when", "a run-off game is played only when the finished round ends level and the draw option is runoff (HYRULE-4)").Cites("HYRULE-4")
)

// Refusals of the JSON of a turn and a round.
var (
	msgOtherGame       = game.Define("hyrule.input.other_game", "%q in a Hyrule round")
	msgOptionsOnce     = game.Define("hyrule.input.options_once", "options are set once, for the whole game")
	msgNotAPlayerIndex = game.Define("hyrule.input.not_a_player", "%d is not a player")
	msgEmptyName       = game.Define("hyrule.input.empty_name", "\"\" is not one of the players")
	msgCardList        = game.Define("hyrule.input.card_list", "must be a list of cards such as [\"KH\", \"JK\"]")
	msgMoreThanRound   = game.Define("hyrule.input.more_than_round", "%d cards: more than a round holds")
	msgCardSuchAs      = game.Define("hyrule.input.card_such_as", "must be a card such as \"KH\" or \"JK\"")
	msgStoredRunoff    = game.Define("hyrule.input.stored_runoff", "a stored game takes its run-off game's turns after the round's seven, in its turns list (the first of them may carry runoff_game)")
	msgRunoffUseScore  = game.Define("hyrule.input.runoff_use_score", "a run-off game belongs to a round: use score")
	msgSwapUseScore    = game.Define("hyrule.input.swap_use_score", "a swap depends on the round (who goes first, the stock): use score with turn_rules strategy")
	msgLeaveGameOut    = game.Define("hyrule.input.leave_game_out", "the run-off game is part of this input; leave game out")
	msgSevenTurns      = game.Define("hyrule.input.seven_turns", "%d turns: every player is dealt 7 cards and plays one each turn, so a round has 7 turns (Dealing; Scoring)")
	msgStandoffFollows = game.Define("hyrule.input.standoff_follows", "missing: turn %d is a joker standoff, and turn %d follows it")
	msgNotFinished     = game.Define("hyrule.input.not_finished", "the round is not finished")
	msgEndsInDraw      = game.Define("hyrule.input.ends_in_draw", "the round ends level, and the draw option makes it a draw")
	msgHasWinner       = game.Define("hyrule.input.has_winner", "the round has a winner")
)
