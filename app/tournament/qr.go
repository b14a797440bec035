package tournament

import (
	"image"
	"image/color"
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	qrcode "github.com/skip2/go-qrcode"
)

// joinLink is what the QR code holds: the event's join code and the
// director's addresses, as a link ("arbiter://join?code=K4F9Q-2MXR7&
// server=nats://192.168.1.20:4222"). A phone's camera reads it; the join
// screen takes it pasted in its code field and fills in both.
func joinLink(code string, servers []string) string {
	q := url.Values{}
	q.Set("code", code)
	for _, s := range servers {
		q.Add("server", s)
	}
	return "arbiter://join?" + q.Encode()
}

// parseJoinLink reads a join link; ok is false for anything else (a code
// typed in).
func parseJoinLink(s string) (code string, servers []string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || u.Scheme != "arbiter" || u.Host != "join" {
		return "", nil, false
	}
	q := u.Query()
	return q.Get("code"), q["server"], q.Get("code") != ""
}

// qrModules is a text's QR code as dark modules, with the quiet zone
// around it that readers need.
func qrModules(text string) ([][]bool, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q.Bitmap(), nil
}

// qrImage draws a text's QR code, black on white in both themes (readers
// need the contrast), each module a whole number of pixels near size.
func qrImage(text string, size float32) (*canvas.Image, error) {
	bm, err := qrModules(text)
	if err != nil {
		return nil, err
	}
	n := len(bm)
	scale := max(int(size)/n, 1)
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for y, row := range bm {
		for x, dark := range row {
			c := color.Gray{Y: 255}
			if dark {
				c = color.Gray{Y: 0}
			}
			for dy := 0; dy < scale; dy++ {
				for dx := 0; dx < scale; dx++ {
					img.SetGray(x*scale+dx, y*scale+dy, c)
				}
			}
		}
	}
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScalePixels
	side := float32(n * scale)
	ci.SetMinSize(fyne.NewSize(side, side))
	return ci, nil
}

// pageQRs are the tables' page QR codes (each holds the table's page
// address, http://IP:PORT/#event=…&table=…&code=…: a phone's camera opens
// the table's page in its browser, nothing to install), drawn once per
// address and size and kept: the director's screen redraws often.
type pageQRs struct {
	size   float32
	drawn  map[string]fyne.CanvasObject
	failed error
}

// of is the QR code of a page address at size.
func (q *pageQRs) of(link string, size float32) (fyne.CanvasObject, error) {
	if q.drawn == nil || q.size != size {
		q.drawn, q.size = map[string]fyne.CanvasObject{}, size
	}
	if o, ok := q.drawn[link]; ok {
		return o, nil
	}
	img, err := qrImage(link, size)
	if err != nil {
		return nil, err
	}
	q.drawn[link] = img
	return img, nil
}
