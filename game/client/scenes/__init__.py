"""Scenes: the screens of the game, kept on a stack."""
