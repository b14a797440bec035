package i18n

import (
	"testing"
	"time"
)

// Issue 23 #8: a date is said in the reader's language ("Begonnen Thu 26
// Nov 2026" read as English in the middle of Dutch).
func TestDatesInTheReadersLanguage(t *testing.T) {
	defer SetLanguage("en")
	at := time.Date(2026, 11, 26, 20, 15, 0, 0, time.Local)
	for _, tc := range []struct {
		lang, day, date, dayMonth, dateTime string
	}{
		{"en", "Thu 26 Nov 2026", "26 Nov 2026", "26 Nov", "26 Nov 2026 20:15"},
		{"nl", "do 26 nov 2026", "26 nov 2026", "26 nov", "26 nov 2026 20:15"},
	} {
		SetLanguage(tc.lang)
		if got := DayDate(at); got != tc.day {
			t.Errorf("%s: DayDate = %q, want %q", tc.lang, got, tc.day)
		}
		if got := Date(at); got != tc.date {
			t.Errorf("%s: Date = %q, want %q", tc.lang, got, tc.date)
		}
		if got := DayMonth(at); got != tc.dayMonth {
			t.Errorf("%s: DayMonth = %q, want %q", tc.lang, got, tc.dayMonth)
		}
		if got := DateTime(at); got != tc.dateTime {
			t.Errorf("%s: DateTime = %q, want %q", tc.lang, got, tc.dateTime)
		}
	}
	// Every month and weekday has its Dutch name (none left in English).
	SetLanguage("nl")
	english := map[string]bool{}
	for m := time.January; m <= time.December; m++ {
		english[m.String()[:3]] = true
	}
	for d := time.Sunday; d <= time.Saturday; d++ {
		english[d.String()[:3]] = true
	}
	for m := time.January; m <= time.December; m++ {
		if s := MonthShort(m); english[s] {
			t.Errorf("%v is %q in Dutch", m, s)
		}
	}
	for d := time.Sunday; d <= time.Saturday; d++ {
		if s := WeekdayShort(d); english[s] {
			t.Errorf("%v is %q in Dutch", d, s)
		}
	}
}
