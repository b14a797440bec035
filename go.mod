module arbiter

go 1.26

require (
	fyne.io/fyne/v2 v2.8.1 // indirect
	github.com/mattn/go-sqlite3 v1.14.53 // indirect
)
