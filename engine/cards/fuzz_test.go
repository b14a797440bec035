package cards

import "testing"

// FuzzParse checks that no text makes a parser panic, and that every card a
// parser accepts formats to text that parses back to the same card.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"10H", "A♦", "th", "RJ", "JK", "Fi7", "water15", "alak", "8", "11H", "", "♠", "Ea 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if c, err := Parse(s); err == nil {
			if !c.Valid() {
				t.Fatalf("Parse(%q) gave invalid %#v", s, c)
			}
			if again, err := Parse(c.String()); err != nil || again != c {
				t.Fatalf("Parse(%q) = %v, but Parse(%q) = %v, %v", s, c, c.String(), again, err)
			}
		}
		if c, err := ParseElementCard(s); err == nil {
			if again, err := ParseElementCard(c.String()); err != nil || again != c || !c.Valid() {
				t.Fatalf("element %q = %v, again %v, %v", s, c, again, err)
			}
		}
		if c, err := ParseRailogCard(s); err == nil {
			if again, err := ParseRailogCard(c.String()); err != nil || again != c || !c.Valid() {
				t.Fatalf("railog %q = %v, again %v, %v", s, c, again, err)
			}
		}
	})
}
