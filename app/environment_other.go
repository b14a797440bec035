//go:build !unix

package app

import "os"

func ownedBy(os.FileInfo, int) bool { return true }
