//go:build screenshots

package app

import (
	"os"

	"fmt"
	"image"
	"image/png"
	"path/filepath"
	"slices"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Sizes the screenshots are taken at.
var (
	PhoneSize   = fyne.NewSize(390, 844)
	DesktopSize = fyne.NewSize(1280, 800)
)

// Screenshots renders every registered scene at phone and desktop size in
// the light and dark theme into dir as <scene>-<phone|desktop>-<light|dark>.png.
// It runs on Fyne's test driver (software rendering), so no display is
// needed. It returns the files written.
func Screenshots(dir string, only ...string) ([]string, error) {
	var written []string
	var list []scene
	for _, sc := range scenes {
		if len(only) == 0 || slices.Contains(only, sc.Name) {
			list = append(list, sc)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	for _, sc := range list {
		for _, form := range []string{"phone", "desktop"} {
			for _, variant := range []string{themeLight, themeDark} {
				img, err := renderScene(sc, form == "phone", variant, dir)
				if err != nil {
					return written, fmt.Errorf("%s %s %s: %w", sc.Name, form, variant, err)
				}
				path := filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", sc.Name, form, variant))
				if err := savePNG(path, img); err != nil {
					return written, err
				}
				written = append(written, path)
			}
		}
	}
	return written, nil
}

func renderScene(sc scene, phone bool, variant, dir string) (image.Image, error) {
	a := test.NewApp()
	defer a.Quit()
	db := filepath.Join(dir, ".screenshots.db")
	removeDB(db)
	defer removeDB(db)
	a.Preferences().SetString(prefTheme, variant)
	a.Preferences().SetString(prefLanguage, "en")
	u := New(a, Config{DBPath: db, Phone: phone})
	if err := u.Start(); err != nil {
		return nil, err
	}
	if err := u.WaitReady(); err != nil {
		return nil, err
	}
	defer u.Close()
	size := DesktopSize
	if phone {
		size = PhoneSize
	}
	w := test.NewWindow(u.shell.root)
	defer w.Close()
	u.win = w
	w.Resize(size)
	u.shell.selectSection(sc.Section)
	if sc.Build != nil {
		st := u.Store()
		p, err := sc.Build(u, st)
		if err != nil {
			return nil, err
		}
		if p.Content != nil {
			u.Push(sc.Section, p)
		}
	}
	u.Changed()
	w.Resize(size)
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
