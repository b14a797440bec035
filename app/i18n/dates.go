package i18n

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
)

// Dates are said in the reader's language: Go's time.Format knows only
// English names ("Thu 26 Nov"), so the app builds its dates from the day,
// the month's and the weekday's names in the language chosen, and the
// year. Times ("15:04") need no words and are formatted as they are.
//
// The weekday keys are those Fyne's own calendar looks up ("monday.short");
// the months' keys follow them ("november.short"). English is the
// fallback each key is given.

// monthKeys are the months' keys, January first.
var monthKeys = [12]string{"january", "february", "march", "april", "may", "june",
	"july", "august", "september", "october", "november", "december"}

// MonthShort is a month's short name: "Nov", "nov".
func MonthShort(m time.Month) string {
	if m < time.January || m > time.December {
		return m.String()
	}
	return lang.X(monthKeys[m-1]+".short", m.String()[:3])
}

// WeekdayShort is a weekday's short name: "Thu", "do".
func WeekdayShort(d time.Weekday) string {
	return lang.X(strings.ToLower(d.String())+".short", d.String()[:3])
}

// DayMonth is a date without its year: "26 Nov", "26 nov".
func DayMonth(t time.Time) string {
	return fmt.Sprintf("%d %s", t.Day(), MonthShort(t.Month()))
}

// Date is a date: "26 Nov 2026", "26 nov 2026".
func Date(t time.Time) string {
	return fmt.Sprintf("%s %d", DayMonth(t), t.Year())
}

// DayDate is a date with its weekday: "Thu 26 Nov 2026", "do 26 nov 2026".
func DayDate(t time.Time) string {
	return WeekdayShort(t.Weekday()) + " " + Date(t)
}

// DateTime is a date and its time: "26 Nov 2026 15:04".
func DateTime(t time.Time) string { return Date(t) + " " + t.Format("15:04") }

// DayMonthTime is a date of this year and its time: "26 Nov 15:04".
func DayMonthTime(t time.Time) string { return DayMonth(t) + " " + t.Format("15:04") }
