"""Drawing infrastructure: the Canvas scenes draw on in logical points (canvas, draw), images kept
sharp at the window's scale (sharp), the viewport, fonts, bounded caches (kept) and the colours (theme)."""
