// Command xshot reads an X window dump (the output of `xwd -root`) on
// standard input and tells whether something was drawn: it prints the
// number of distinct colours seen on a coarse grid and, with -png FILE,
// writes the picture as PNG. The smoke test and the start-up benchmark poll
// it to see the first frame of the real app under Xvfb.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
)

func main() {
	out := flag.String("png", "", "write the picture to this PNG file")
	flag.Parse()
	img, err := readXWD(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "xshot:", err)
		os.Exit(1)
	}
	if *out != "" {
		f, err := os.Create(*out)
		if err == nil {
			err = png.Encode(f, img)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "xshot:", err)
			os.Exit(1)
		}
	}
	fmt.Println(colours(img))
}

// readXWD decodes the 24/32-bit TrueColor dumps Xvfb produces.
func readXWD(r io.Reader) (image.Image, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if len(b) < 100 {
		return nil, errors.New("not an xwd dump: too short")
	}
	be := binary.BigEndian
	header := int(be.Uint32(b[0:]))
	w, h := int(be.Uint32(b[16:])), int(be.Uint32(b[20:]))
	bpp, bpl := int(be.Uint32(b[44:])), int(be.Uint32(b[48:]))
	ncolors := int(be.Uint32(b[76:]))
	off := header + ncolors*12
	if bpp != 32 && bpp != 24 || w <= 0 || h <= 0 || off+h*bpl > len(b) {
		return nil, fmt.Errorf("unsupported xwd dump (%dx%d, %d bits per pixel)", w, h, bpp)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := off + y*bpl + x*bpp/8
			img.Set(x, y, color.RGBA{b[p+2], b[p+1], b[p], 0xff})
		}
	}
	return img, nil
}

func colours(img image.Image) int {
	bounds := img.Bounds()
	seen := map[color.Color]bool{}
	for y := bounds.Min.Y; y < bounds.Max.Y; y += 5 {
		for x := bounds.Min.X; x < bounds.Max.X; x += 5 {
			seen[img.At(x, y)] = true
		}
	}
	return len(seen)
}
