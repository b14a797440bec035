// Package tables is the list of every game table the app has (All): its
// main hands it to the shell (app.Config.Tables). A new game's table is
// its own package under app/tables plus one line here.
package tables

import (
	"arbiter/app/host"
	"arbiter/app/tables/burn"
	"arbiter/app/tables/carts"
	"arbiter/app/tables/draque"
	"arbiter/app/tables/hyrule"
	"arbiter/app/tables/myre"
	"arbiter/app/tables/pymtheg"
	"arbiter/app/tables/swords"
	"arbiter/app/tables/yamiro"
)

// All are every game's table, in menu order.
var All = []host.Table{
	myre.Table,
	swords.Table,
	hyrule.Table,
	pymtheg.Table,
	burn.Table,
	carts.Table,
	draque.Table,
	yamiro.Table,
}
