//go:build screenshots

// Command screenshots renders every main screen of Arbiter at phone and
// desktop size, light and dark, in English (and with -lang, other
// languages) into docs/screenshots (`make screenshots`). Scene names given
// as arguments limit it to those screens.
//
// It is built with the tag "screenshots": the sample scenes of every
// package live in files with that tag, and Fyne's test driver, which
// renders without a display, is linked only here - never into cmd/arbiter.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/app"
	"arbiter/app/hoststore"
	"arbiter/app/tables"
	_ "arbiter/scoring/all"
)

// Sizes the screenshots are taken at.
var (
	phoneSize   = fyne.NewSize(390, 844)
	desktopSize = fyne.NewSize(1280, 800)
)

func main() {
	out := flag.String("out", "docs/screenshots", "directory for the PNG files")
	langs := flag.String("lang", "en", "languages, comma separated; files of languages other than English end in -<lang>")
	size := flag.String("text", "", "text size (small, normal, large, larger); files end in -<size> when set")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
	files, err := render(*out, strings.Split(*langs, ","), *size, flag.Args())
	for _, f := range files {
		fmt.Println(f)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}

// render writes <scene>-<phone|desktop>-<light|dark>[-<lang>][-<size>].png
// for every scene (or those named in only).
func render(dir string, langs []string, textSize string, only []string) ([]string, error) {
	var written []string
	var list []hoststore.Scene
	for _, sc := range hoststore.Scenes {
		if len(only) == 0 || slices.Contains(only, sc.Name) {
			list = append(list, sc)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	for _, lang := range langs {
		for _, sc := range list {
			for _, form := range []string{"phone", "desktop"} {
				for _, variant := range []string{"light", "dark"} {
					img, err := renderScene(sc, form == "phone", variant, lang, textSize, dir)
					if err != nil {
						return written, fmt.Errorf("%s %s %s %s: %w", sc.Name, form, variant, lang, err)
					}
					name := fmt.Sprintf("%s-%s-%s", sc.Name, form, variant)
					if lang != "en" {
						name += "-" + lang
					}
					if textSize != "" {
						name += "-" + textSize
					}
					path := filepath.Join(dir, name+".png")
					if err := savePNG(path, img); err != nil {
						return written, err
					}
					written = append(written, path)
				}
			}
		}
	}
	return written, nil
}

func renderScene(sc hoststore.Scene, phone bool, variant, lang, textSize, dir string) (image.Image, error) {
	a := test.NewApp()
	defer a.Quit()
	db := filepath.Join(dir, ".screenshots.db")
	removeDB(db)
	defer removeDB(db)
	// Settled: what background work hands the UI goroutine waits until
	// Settle runs it here, on the goroutine that draws (Fyne's test driver
	// would run it on the worker's, drawing text from two goroutines).
	u := app.New(a, app.Config{Tables: tables.All, DBPath: db, Phone: phone, Theme: variant, Language: lang, TextSize: textSize, Settled: true})
	if err := u.Start(); err != nil {
		return nil, err
	}
	if err := u.WaitReady(); err != nil {
		return nil, err
	}
	defer u.Close()
	size := desktopSize
	if phone {
		size = phoneSize
	}
	w := u.Window()
	w.Resize(size)
	u.Select(sc.Section)
	if sc.Build != nil {
		p, err := sc.Build(u, u.Store())
		if err != nil {
			return nil, err
		}
		if p.Content != nil {
			u.Push(sc.Section, p)
		}
	}
	u.Settle()
	u.Changed()
	w.Resize(size)
	u.Settle()
	return w.Canvas().Capture(), nil
}

func removeDB(path string) {
	for _, ext := range []string{"", "-wal", "-shm"} {
		_ = os.Remove(path + ext)
	}
	_ = os.RemoveAll(filepath.Join(filepath.Dir(path), "backups"))
}

func savePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
