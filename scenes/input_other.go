//go:build !js

package scenes

// wheelPixelsPerNotch is 1 outside the browser: the desktop's wheel
// offsets are already in notches (lines), fractional from a trackpad.
const wheelPixelsPerNotch = 1
