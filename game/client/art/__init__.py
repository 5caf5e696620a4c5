"""Drawings made by our own code: the cards, court figures, score markers, suit symbols and the felt."""
