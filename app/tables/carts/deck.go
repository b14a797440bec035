package carts

import "arbiter/engine/cards"

// mustCard reads a card code the table itself wrote.
func mustCard(code string) cards.ElementCard {
	c, err := cards.ParseElementCard(code)
	if err != nil {
		panic(err)
	}
	return c
}
