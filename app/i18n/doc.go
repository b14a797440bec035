// Package i18n translates the app's text (English is the key) and
// switches the language; every screen package uses T without importing
// the shell.
package i18n
