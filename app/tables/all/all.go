// Package all registers every game table with the shell: importing it (for
// its side effects) is what puts the games on the home screen. A new
// game's table is its own package under app/tables plus one line here.
package all

import (
	_ "arbiter/app/tables/burn"
	_ "arbiter/app/tables/carts"
	_ "arbiter/app/tables/draque"
	_ "arbiter/app/tables/hyrule"
	_ "arbiter/app/tables/myre"
	_ "arbiter/app/tables/pymtheg"
	_ "arbiter/app/tables/swords"
	_ "arbiter/app/tables/yamiro"
)
