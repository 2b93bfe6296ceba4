package scenes

// wheelPixelsPerNotch turns the browser's wheel deltas into notches.
// Ebitengine passes on the wheel event's deltaY, which is in CSS pixels:
// 100 a notch in Chromium (and so Chrome and Edge), fewer in Firefox and
// Safari, and small continuous amounts from a trackpad. Divided by
// Chromium's notch, a notch scrolls as far as on the desktop.
const wheelPixelsPerNotch = 100
