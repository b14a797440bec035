package apptest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The helpers in this file look into a widget tree without regard to where
// things are drawn: they read what a screen holds (its labels, its
// buttons) for assertions. Taps that stand for a person's finger go
// through Screen.Tap and its kin, which tap where the text is drawn.

// Walk visits o and everything inside it: containers' objects, widgets
// through their renderers, and the content of every tab and accordion
// item (shown or not).
func Walk(o fyne.CanvasObject, fn func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	fn(o)
	switch w := o.(type) {
	case *fyne.Container:
		for _, c := range w.Objects {
			Walk(c, fn)
		}
		return
	case *container.AppTabs:
		for _, it := range w.Items {
			if it != w.Selected() {
				Walk(it.Content, fn)
			}
		}
	case *container.DocTabs:
		for _, it := range w.Items {
			if it != w.Selected() {
				Walk(it.Content, fn)
			}
		}
	case *widget.Accordion:
		for _, it := range w.Items {
			if !it.Open {
				Walk(it.Detail, fn)
			}
		}
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, c := range test.WidgetRenderer(w).Objects() {
			Walk(c, fn)
		}
	}
}

// All returns every object of type T under o, in tree order.
func All[T any](o fyne.CanvasObject) []T {
	var out []T
	Walk(o, func(c fyne.CanvasObject) {
		if v, ok := c.(T); ok {
			out = append(out, v)
		}
	})
	return out
}

// Find returns every object under o that match accepts.
func Find(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	Walk(o, func(c fyne.CanvasObject) {
		if match(c) {
			out = append(out, c)
		}
	})
	return out
}

// Labels joins, one a line, the text of every visible label under o and
// the title and subtitle of every card.
func Labels(o fyne.CanvasObject) string {
	var b strings.Builder
	Walk(o, func(c fyne.CanvasObject) {
		switch x := c.(type) {
		case *widget.Label:
			if x.Visible() {
				b.WriteString(x.Text + "\n")
			}
		case *widget.Card:
			b.WriteString(x.Title + "\n")
			if x.Subtitle != "" {
				b.WriteString(x.Subtitle + "\n")
			}
		}
	})
	return b.String()
}

// ButtonTexts joins, one a line, the text of every visible button under o.
func ButtonTexts(o fyne.CanvasObject) string {
	var b strings.Builder
	Walk(o, func(c fyne.CanvasObject) {
		if x, ok := c.(*widget.Button); ok && x.Visible() {
			b.WriteString(x.Text + "\n")
		}
	})
	return b.String()
}

// textOf is the text of a button-like widget: a widget.Button, or a
// widget that embeds one.
func textOf(o fyne.CanvasObject) (string, bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b.Text, true
	case interface{ ButtonText() string }:
		return b.ButtonText(), true
	}
	return "", false
}

// ButtonAt finds the first visible button under o whose text is text, or
// nil. Widgets embedding a button count when they have a ButtonText method.
func ButtonAt(o fyne.CanvasObject, text string) fyne.Tappable {
	var found fyne.Tappable
	Walk(o, func(c fyne.CanvasObject) {
		if found != nil || !c.Visible() {
			return
		}
		if s, ok := textOf(c); ok && s == text {
			found, _ = c.(fyne.Tappable)
		}
	})
	return found
}

// Button finds the first visible *widget.Button under o whose text is
// text; the test fails when there is none.
func Button(t testing.TB, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	Walk(o, func(c fyne.CanvasObject) {
		if b, ok := c.(*widget.Button); ok && found == nil && b.Visible() && b.Text == text {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

// Dialog is the overlay (dialog, pop-up) on top of the window; the test
// fails when none is shown.
func Dialog(t testing.TB, w fyne.Window) fyne.CanvasObject {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is shown")
	}
	return top
}

// roots lists the overlays, top first, then the window's content.
func roots(w fyne.Window) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	ov := w.Canvas().Overlays().List()
	for i := len(ov) - 1; i >= 0; i-- {
		out = append(out, ov[i])
	}
	return append(out, w.Canvas().Content())
}

// WindowButton finds a visible button by its text in the window, the
// overlays first, or nil.
func WindowButton(w fyne.Window, text string) fyne.Tappable {
	for _, r := range roots(w) {
		if b := ButtonAt(r, text); b != nil {
			return b
		}
	}
	return nil
}

// TapButton finds a visible, enabled button by its text in the window
// (overlays first) and taps it.
func TapButton(t testing.TB, w fyne.Window, text string) {
	t.Helper()
	b := WindowButton(w, text)
	if b == nil {
		t.Fatalf("no button %q on screen", text)
	}
	if d, ok := b.(fyne.Disableable); ok && d.Disabled() {
		t.Fatalf("button %q is disabled", text)
	}
	test.Tap(b)
}

// WindowLabels is Labels of the window's content and every overlay.
func WindowLabels(w fyne.Window) string {
	var b strings.Builder
	for _, r := range roots(w) {
		b.WriteString(Labels(r))
	}
	return b.String()
}

// Confirm taps the confirming button ("Yes", "OK" or their translation
// given in also) of the dialog on top.
func Confirm(t testing.TB, w fyne.Window, also ...string) {
	t.Helper()
	top := Dialog(t, w)
	for _, text := range append([]string{"Yes", "OK"}, also...) {
		if b := ButtonAt(top, text); b != nil {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no confirm button in %q", Labels(top)+ButtonTexts(top))
}

// TappableIn finds the first visible button-like widget under o whose text
// is text (see ButtonAt); the test fails when there is none.
func TappableIn(t testing.TB, o fyne.CanvasObject, text string) fyne.Tappable {
	t.Helper()
	b := ButtonAt(o, text)
	if b == nil {
		t.Fatalf("no button %q", text)
	}
	return b
}

// Must returns a function that passes on a value and fails the test on an
// error: apptest.Must[storage.Game](t)(st.Game(id)).
func Must[V any](t testing.TB) func(V, error) V {
	return func(v V, err error) V {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}
