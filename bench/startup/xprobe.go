package main

// #cgo LDFLAGS: -lX11
// #include <X11/Xlib.h>
// #include <X11/Xutil.h>
// #include <stdlib.h>
//
// static Display *dpy;
//
// static int probe_open(void) {
//     if (!dpy) dpy = XOpenDisplay(NULL);
//     return dpy != NULL;
// }
//
// // probe_rows reads every step-th row of the root window (one
// // XGetImage of a single row each) and writes every step-th pixel of
// // each into out; it returns how many it wrote.
// static int probe_rows(int step, unsigned long *out, int cap) {
//     Window root = DefaultRootWindow(dpy);
//     XWindowAttributes wa;
//     XGetWindowAttributes(dpy, root, &wa);
//     int n = 0;
//     for (int y = 0; y < wa.height; y += step) {
//         XImage *img = XGetImage(dpy, root, 0, y, wa.width, 1, AllPlanes, ZPixmap);
//         if (!img) continue;
//         for (int x = 0; x < wa.width && n < cap; x += 5) out[n++] = XGetPixel(img, x, 0);
//         XDestroyImage(img);
//     }
//     return n;
// }
import "C"

import (
	"errors"
	"unsafe"
)

var probeBuf = make([]C.ulong, 1<<16)

// xlibColours counts the distinct colours on a grid of the root window
// (every 5th pixel of every 5th row) read directly with XGetImage: the
// same grid as bench/xshot, without writing and decoding a 4 MB dump, so
// polling costs the X server and the app under test far less.
func xlibColours() (int, error) {
	if C.probe_open() == 0 {
		return 0, errors.New("cannot open the X display")
	}
	n := int(C.probe_rows(5, (*C.ulong)(unsafe.Pointer(&probeBuf[0])), C.int(len(probeBuf))))
	seen := map[C.ulong]bool{}
	for _, p := range probeBuf[:n] {
		seen[p] = true
	}
	return len(seen), nil
}
