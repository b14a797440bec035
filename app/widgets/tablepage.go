package widgets

import "arbiter/app/host"

// FollowLayout lays a table out for the window now (layout(phone)) and
// again when the window crosses the phone width to the other layout; a
// report of the layout the table is already in rebuilds nothing, so the
// table itself need not remember which layout it is in.
func FollowLayout(u host.Host, layout func(phone bool)) {
	phone := u.Phone()
	layout(phone)
	u.OnLayout(func(p bool) {
		if p != phone {
			phone = p
			layout(p)
		}
	})
}

// GameTitle is a table page's title: the game's own name, when the
// players gave it one, ahead of the game's ("Friday · Cârts Tîty").
func GameTitle(name, game string) string {
	if name != "" {
		return name + " · " + game
	}
	return game
}
