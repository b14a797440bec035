// Package tricks is the trick-taking engine shared by Pymtheg and Burn, the
// two trick games of the 60-card Pymtheg deck.
//
// A table has n seats numbered 0…n−1 clockwise; play goes clockwise or
// counter-clockwise (Direction). A trick is the cards in play order from its
// leader. Winner applies the rule of the Pymtheg chapter: the highest trump
// wins, else the highest card of the element led; a card of any other
// element never wins.
//
// Deal follows a whole deal trick by trick: it checks that each trick is
// led by the winner of the previous one and that no card is played twice,
// counts tricks and won cards per seat, and finds what the cards prove:
//
//   - a revoke: a seat that did not follow the led element and later
//     played a card of that element (both tricks are named);
//   - an under-trump (ruling PYM-9): a seat out of the led element that
//     trumped lower than an earlier trump in the same trick, and later
//     played a card showing it had something else to play (a card of
//     another non-trump element, or a higher trump).
//
// The engine only reports; the games decide what a proven offence costs and
// when a deal stops (a Ry lost, a revoke).
package tricks
