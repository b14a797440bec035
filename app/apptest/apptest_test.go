package apptest

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// fail records what a test would have failed with, so the helper's own
// refusals can be checked.
type fail struct {
	testing.TB
	msg string
}

func (f *fail) Fatalf(format string, a ...any) {
	f.msg = fmt.Sprintf(format, a...)
	panic(f)
}
func (f *fail) Helper() {}

func failsWith(t *testing.T, fn func(tb testing.TB)) string {
	t.Helper()
	f := &fail{TB: t}
	func() {
		defer func() {
			if r := recover(); r != nil && r != f {
				panic(r)
			}
		}()
		fn(f)
	}()
	return f.msg
}

func TestTapReachesTheWidgetUnderTheText(t *testing.T) {
	test.NewTempApp(t)
	tapped := ""
	ok := widget.NewButton("Save", func() { tapped = "Save" })
	s := New(t, container.NewVBox(widget.NewLabel("Hand 1"), ok), Phone)
	s.Tap("Save")
	if tapped != "Save" {
		t.Fatal("the button was not tapped")
	}
	if !s.Has("Hand 1") || s.Has("Hand 2") {
		t.Errorf("texts: %v", s.Texts())
	}
}

func TestACoveredWidgetCannotBeTapped(t *testing.T) {
	test.NewTempApp(t)
	tapped := false
	b := widget.NewButton("Undo", func() { tapped = true })
	s := New(t, container.NewVBox(b), Phone)
	d := dialog.NewInformation("Round 1", "details", s.W)
	d.Show()
	msg := failsWith(t, func(tb testing.TB) { Of(tb, s.W).Tap("Undo") })
	if tapped || msg == "" {
		t.Fatalf("a tap went through the dialog (tapped %v, %q)", tapped, msg)
	}
	d.Hide()
	s.Tap("Undo")
	if !tapped {
		t.Error("not tapped once the dialog is gone")
	}
}

func TestOffScreenWidgetsMustBeScrolledTo(t *testing.T) {
	test.NewTempApp(t)
	box := container.NewVBox()
	tapped := false
	for i := range 40 {
		box.Add(widget.NewLabel(fmt.Sprintf("Row %d", i)))
	}
	box.Add(widget.NewButton("Start the game", func() { tapped = true }))
	s := New(t, container.NewVScroll(box), Phone)
	msg := failsWith(t, func(tb testing.TB) { Of(tb, s.W).Tap("Start the game") })
	if msg == "" || tapped {
		t.Fatalf("an off-screen button was tapped (%q)", msg)
	}
	s.ScrollTo("Start the game")
	s.Tap("Start the game")
	if !tapped {
		t.Error("not tapped after scrolling to it")
	}
}

func TestDisabledAndHiddenWidgets(t *testing.T) {
	test.NewTempApp(t)
	b := widget.NewButton("Resolve", nil)
	b.Disable()
	h := widget.NewLabel("Jail empty")
	h.Hide()
	s := New(t, container.NewVBox(b, h), Desktop)
	if msg := failsWith(t, func(tb testing.TB) { Of(tb, s.W).Tap("Resolve") }); msg == "" {
		t.Error("a disabled button was tapped")
	}
	if s.Has("Jail empty") {
		t.Error("a hidden label is listed as visible")
	}
}

func TestContrast(t *testing.T) {
	if c := Contrast([3]float64{0, 0, 0}, [3]float64{1, 1, 1}); c < 20.9 {
		t.Errorf("black on white: %.2f", c)
	}
	if c := Contrast([3]float64{0.5, 0.5, 0.5}, [3]float64{1, 1, 1}); c > 4.5 {
		t.Errorf("grey 50%% on white passes AA: %.2f", c)
	}
}

// A label drawn over a button (a home tile's name) takes the person's tap
// to the button under it; a label beside a button does not.
func TestATextOverAButtonReachesTheButton(t *testing.T) {
	test.NewTempApp(t)
	tapped := false
	tile := container.NewStack(widget.NewButton("", func() { tapped = true }), container.NewCenter(widget.NewLabel("Myre")))
	s := New(t, container.NewVBox(tile, widget.NewLabel("Hyrule")), Phone)
	s.Tap("Myre")
	if !tapped {
		t.Fatal("the tile's button was not tapped")
	}
	if msg := failsWith(t, func(tb testing.TB) { Of(tb, s.W).Tap("Hyrule") }); msg == "" {
		t.Error("a label beside a button passed as tappable")
	}
}
