package widgets

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/engine/cards"
)

// Issue 16 #4: the status line keeps its place and its height whether it
// shows a message, a long one, or none: what is under it never moves.
func TestStatusLineNeverMovesTheScreen(t *testing.T) {
	test.NewTempApp(t)
	status := NewStatusLine(2)
	body := container.NewVBox(widget.NewButton("Card A", nil), widget.NewButton("Card B", nil))
	sc := apptest.New(t, TableLayout(status, body, ActionBar(widget.NewButton("Save", nil))), apptest.Phone)
	at := sc.Find("Card B").Pos
	for _, msg := range []string{"Hand 2 saved.", "Both cards of a double-scout come from the same army, and this sentence is long enough to wrap on a phone.", ""} {
		status.Set(msg, StatusDone)
		if got := sc.Find("Card B").Pos; got != at {
			t.Errorf("status %q moved the screen: Card B from %v to %v", msg, at, got)
		}
	}
}

// Issue 16 #5: the actions stay in view, unscrolled, however long the
// body, at 1280×800 and 390×800; the body scrolls under them.
func TestActionBarAlwaysInView(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []fyne.Size{apptest.Desktop, apptest.Phone} {
		body := container.NewVBox()
		for i := range 80 {
			body.Add(widget.NewLabel(fmt.Sprintf("Pile %d", i+1)))
		}
		saved := 0
		sc := apptest.New(t, TableLayout(NewStatusLine(1), body, ActionBar(widget.NewButton("Resolve", nil), widget.NewButton("Save", func() { saved++ }))), size)
		sc.Tap("Save") // fails when it is out of view or covered
		if saved != 1 {
			t.Errorf("%v: Save not tapped", size)
		}
		sc.ScrollTo("Pile 80")
		sc.Tap("Resolve")
	}
}

// Issue 16 #4: the deck grid keeps its order whatever is tapped or which
// zone is active: a card never jumps under the finger.
func TestCardPickerDeckKeepsItsOrder(t *testing.T) {
	test.NewTempApp(t)
	var deck []CardSpec
	for _, c := range cards.StandardDeck(true) {
		deck = append(deck, SpecStandard(c))
	}
	zones := []*Zone{{Name: "Red"}, {Name: "Black"}}
	p := NewCardPicker(deck, zones, nil)
	sc := apptest.New(t, NewScroll(p.Root), apptest.Desktop)
	where := func() map[string]fyne.Position {
		out := map[string]fyne.Position{}
		for code, fs := range p.Faces {
			out[code] = fs[0].Position()
		}
		return out
	}
	before := where()
	test.Tap(p.Faces["6H"][0])
	sc.Tap("Black")
	test.Tap(p.Faces["4S"][0])
	p.SetActive(0)
	after := where()
	for code, pos := range before {
		if after[code] != pos {
			t.Errorf("%s moved from %v to %v", code, pos, after[code])
		}
	}
}
