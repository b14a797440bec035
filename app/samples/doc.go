// Package samples stores sample histories for tests and screenshots. It
// uses only the storage API and is never part of the app's binary.
package samples
