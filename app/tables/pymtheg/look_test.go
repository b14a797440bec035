package pymtheg

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
)

// shoot writes the window, page by page down its main scrolling part, to
// the folder $LOOK (a looking aid: LOOK=/tmp/look go test -run TestLook):
// a phone's pages side by side in one picture, a desktop's one a file.
func shoot(j *journey, name string) {
	if os.Getenv("LOOK") == "" {
		return
	}
	tabletest.Settle(j.U.Window())
	var main *widgets.Scroll
	for _, s := range apptest.All[*widgets.Scroll](j.U.Window().Canvas().Content()) {
		if s.Visible() && s.Size().Height > 0 && (main == nil || s.Size().Height*s.Size().Width > main.Size().Height*main.Size().Width) {
			main = s
		}
	}
	var shots []image.Image
	for i := 0; i < 5; i++ {
		if main != nil {
			y := float32(i) * main.Size().Height * 0.85
			if i > 0 && y >= main.Content.MinSize().Height-main.Size().Height*0.15 {
				break
			}
			main.Offset = fyne.NewPos(0, y)
			main.Refresh()
		}
		shots = append(shots, j.U.Window().Canvas().Capture())
		if main == nil {
			break
		}
	}
	if main != nil {
		main.ScrollToTop()
	}
	if b := shots[0].Bounds(); b.Dx() > 800 {
		for i, sh := range shots {
			f, _ := os.Create(filepath.Join(os.Getenv("LOOK"), fmt.Sprintf("%s-%d.png", name, i)))
			_ = png.Encode(f, sh)
			f.Close()
		}
		return
	}
	b := shots[0].Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx()*len(shots)+8*(len(shots)-1), b.Dy()))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.RGBA{255, 0, 255, 255}), image.Point{}, draw.Src)
	for i, sh := range shots {
		draw.Draw(out, b.Add(image.Pt(i*(b.Dx()+8), 0)), sh, sh.Bounds().Min, draw.Src)
	}
	f, _ := os.Create(filepath.Join(os.Getenv("LOOK"), name+".png"))
	_ = png.Encode(f, out)
	f.Close()
}

// TestLook pictures the table's states at phone and desktop size, and in
// Dutch at the largest text size, for a person to look at.
func TestLook(t *testing.T) {
	if os.Getenv("LOOK") == "" {
		t.Skip("LOOK=folder to write pictures of the table's states there")
	}
	for _, c := range []struct {
		name  string
		phone bool
		cfg   app.Config
	}{{"phone", true, app.Config{}}, {"desktop", false, app.Config{}}, {"phone-nl-larger", true, app.Config{Language: "nl", TextSize: "larger"}}} {
		j, _ := tableJourney(t, c.phone, c.cfg)
		shoot(j, c.name+"-auction")
		j.TapGreyed("Gâm+1")
		j.Tap("Gâm")
		for range 3 {
			j.Tap(T("Pass"))
		}
		shoot(j, c.name+"-trump")
		j.Tap(T("Water"))
		j.Step(declarerLabel("Bo", "East"), "+", 5)
		shoot(j, c.name+"-counts")
		j.Tap(T("Trick by trick"))
		j.Cards("Wa5", "Ea1", "Wa9")
		shoot(j, c.name+"-tricks")
		j.Tap(T("Quick entry"))
		shoot(j, c.name+"-quick")
	}
	// The revoke the cards prove, asked at the card and applied.
	for _, phone := range []bool{true, false} {
		name := "desktop"
		if phone {
			name = "phone"
		}
		j, _ := fromHome(t, phone, "")
		quickGam1(j)
		j.Tap(T("Trick by trick"))
		for _, tr := range threeTricks {
			j.Cards(tr...)
			j.Tap(T("Count this trick"))
		}
		j.Cards("Wa10", "Wa11", "Ea7")
		shoot(j, name+"-revoke-asked")
		j.Tap(T("Apply PYM-6"))
		shoot(j, name+"-revoke-applied")
		j.Tap(T("Save the deal"))
		j.Sheet()
		shoot(j, name+"-revoke-sheet")
	}
}
