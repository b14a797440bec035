// Command genicon draws Arbiter's icon (assets/icon.png): two playing cards,
// a black spade and a red heart, on table felt. It is drawn from shapes in
// code, so the project owns its art. Run: go run ./assets/genicon
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

const size = 512

// shape reports whether the point (x, y) in icon units (0..1) is inside.
type shape func(x, y float64) bool

func roundRect(x0, y0, x1, y1, r float64) shape {
	return func(x, y float64) bool {
		if x < x0 || x > x1 || y < y0 || y > y1 {
			return false
		}
		cx := math.Max(x0+r, math.Min(x, x1-r))
		cy := math.Max(y0+r, math.Min(y, y1-r))
		return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
	}
}

// rotate turns a shape by angle a (radians) around (cx, cy).
func rotate(s shape, cx, cy, a float64) shape {
	sin, cos := math.Sin(-a), math.Cos(-a)
	return func(x, y float64) bool {
		dx, dy := x-cx, y-cy
		return s(cx+dx*cos-dy*sin, cy+dx*sin+dy*cos)
	}
}

// heart is the classic implicit heart curve, scaled to radius r at (cx, cy).
func heart(cx, cy, r float64, flip bool) shape {
	return func(x, y float64) bool {
		u := (x - cx) / r
		v := -(y - cy) / r
		if flip {
			v = -v
		}
		v += 0.15
		a := u*u + v*v - 1
		return a*a*a-u*u*v*v*v <= 0
	}
}

func spade(cx, cy, r float64) shape {
	body := heart(cx, cy-0.1*r, r, true)
	stem := func(x, y float64) bool {
		dy := y - (cy + 0.55*r)
		return dy >= 0 && dy <= 0.75*r && math.Abs(x-cx) <= 0.12*r+dy*0.45
	}
	return func(x, y float64) bool { return body(x, y) || stem(x, y) }
}

func main() {
	felt := color.RGBA{0x1d, 0x6b, 0x47, 0xff}
	edge := color.RGBA{0x14, 0x4d, 0x33, 0xff}
	paper := color.RGBA{0xfb, 0xf8, 0xf0, 0xff}
	ink := color.RGBA{0x1b, 0x1b, 0x1f, 0xff}
	red := color.RGBA{0xc8, 0x23, 0x2c, 0xff}

	type layer struct {
		s shape
		c color.RGBA
	}
	back := rotate(roundRect(0.22, 0.2, 0.62, 0.78, 0.05), 0.42, 0.49, -0.26)
	front := rotate(roundRect(0.4, 0.22, 0.8, 0.8, 0.05), 0.6, 0.51, 0.2)
	layers := []layer{
		{roundRect(0.02, 0.02, 0.98, 0.98, 0.2), edge},
		{roundRect(0.05, 0.05, 0.95, 0.95, 0.17), felt},
		{rotate(roundRect(0.215, 0.195, 0.625, 0.785, 0.055), 0.42, 0.49, -0.26), edge},
		{back, paper},
		{rotate(spade(0.33, 0.36, 0.075), 0.42, 0.49, -0.26), ink},
		{rotate(roundRect(0.395, 0.215, 0.805, 0.805, 0.055), 0.6, 0.51, 0.2), edge},
		{front, paper},
		{rotate(heart(0.6, 0.52, 0.12, false), 0.6, 0.51, 0.2), red},
	}

	img := image.NewRGBA(image.Rect(0, 0, size, size))
	const ss = 4 // supersampling per axis, for smooth edges
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/ss) / size
					y := (float64(py) + (float64(sy)+0.5)/ss) / size
					var c color.RGBA
					for _, l := range layers {
						if l.s(x, y) {
							c = l.c
						}
					}
					r += float64(c.R)
					g += float64(c.G)
					b += float64(c.B)
					a += float64(c.A)
				}
			}
			n := float64(ss * ss)
			img.Set(px, py, color.RGBA{uint8(r / n), uint8(g / n), uint8(b / n), uint8(a / n)})
		}
	}
	f, err := os.Create("assets/icon.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
