package tournament

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/canvas"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
)

// Every screen of the evening at phone and desktop size, in English and in
// Dutch: no text drawn over another, none cut off.
func TestScreensFitPhoneAndDesktopInBothLanguages(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		t.Run(lang, func(t *testing.T) {
			i18n.SetLanguage(lang)
			defer i18n.SetLanguage("en")
			q := &uiQueue{}
			dir := newDevice(t, q, false)
			check := func(d *device, what string) {
				t.Helper()
				for _, phone := range []bool{true, false} {
					d.h.SetPhone(phone)
					d.pump()
					if p := d.layoutProblems(); len(p) > 0 {
						t.Errorf("%s, phone %v: %v", what, phone, p)
					}
				}
			}
			code, address := hostEvent(t, dir, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do})
			walkEvening(t, q, dir, code, address, check)
		})
	}
}

// walkEvening goes through an evening's screens on the director's device
// (its event started) and a table's phone, calling check at each: the
// director's screen, the join form, the table's deal entry and score
// entry, East's check, the director's screen with the result counted, the
// table after the round, and the result on the director's screen.
func walkEvening(t *testing.T, q *uiQueue, dir *device, code, address string, check func(d *device, what string)) {
	t.Helper()
	check(dir, "the director's screen")
	tb := newDevice(t, q, true)
	tb.h.Push("play", JoinPageWith(tb.h, Options{Do: q.do}))
	check(tb, "the join form")
	tb.h.Back("play")
	joinAs(t, tb, Options{Do: q.do}, code, address, "1")
	tb.untilShows(i18n.Tf("Round %d of %d", 1, 2))
	check(tb, "the table's deal entry")
	tb.tap(i18n.T("Its score"))
	check(tb, "the table's score entry")
	tb.tap(i18n.T("Everyone passed"))
	tb.tap(i18n.T("Send the result"))
	tb.untilShows(i18n.T("Pass the device to East"))
	check(tb, "East's check")
	tb.tap(i18n.T("East agrees"))
	dir.untilShows(i18n.T("Counted"))
	check(dir, "the director's screen with a result")
	tb.untilShows(i18n.Tf("Round %d of %d", 2, 2))
	check(tb, "the table after a round")
	dir.tap(i18n.T("Counted"))
	dir.untilShows(i18n.T("Correct this result"))
	check(dir, "a result on the director's screen")
}

// The QR code on the director's screen holds the join link: the code and
// the address the screen shows; the link pasted into the join form fills
// in both.
func TestQRCodeHoldsTheJoinLink(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	code, address := hostEvent(t, dir, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do})
	link := joinLink(code, []string{"nats://" + address})
	if c, s, ok := parseJoinLink(link); !ok || c != code || len(s) != 1 || s[0] != "nats://"+address {
		t.Fatalf("%s reads back as %q %q %v", link, c, s, ok)
	}
	var imgs []*canvas.Image
	for _, im := range apptest.All[*canvas.Image](dir.h.Window().Canvas().Content()) {
		if im.Image != nil && im.Size().Width > 100 {
			imgs = append(imgs, im)
		}
	}
	if len(imgs) != 1 {
		t.Fatalf("%d images on the director's screen", len(imgs))
	}
	want, err := qrModules(link)
	if err != nil {
		t.Fatal(err)
	}
	got := imgs[0].Image
	n := len(want)
	scale := got.Bounds().Dx() / n
	if scale < 1 || got.Bounds().Dx() != n*scale || got.Bounds().Dy() != n*scale {
		t.Fatalf("a %v image for %d modules", got.Bounds(), n)
	}
	for y := range n {
		for x := range n {
			r, _, _, _ := got.At(x*scale+scale/2, y*scale+scale/2).RGBA()
			if dark := r < 0x8000; dark != want[y][x] {
				t.Fatalf("module %d,%d: dark %v, want %v", x, y, dark, want[y][x])
			}
		}
	}
	_ = image.Rect

	tb := newDevice(t, q, true)
	tb.h.Push("play", JoinPageWith(tb.h, Options{Do: q.do}))
	tb.s.SetEntry(i18n.T("like K4F9Q-2MXR7"), link) // pasted
	if !tb.s.Has(code) || !tb.s.Has(address) {
		t.Fatalf("the pasted link did not fill in the form: %q", tb.s.Texts())
	}
}
