package i18n

import "testing"

// Issue 16 #10: counts take the singular or the plural, never "(s)".
func TestN(t *testing.T) {
	SetLanguage("en")
	for n, want := range map[int]string{0: "0 rounds", 1: "1 round", 2: "2 rounds"} {
		if got := N(n, "%d round", "%d rounds"); got != want {
			t.Errorf("N(%d) = %q, want %q", n, got, want)
		}
	}
}
