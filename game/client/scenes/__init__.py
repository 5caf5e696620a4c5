"""Scenes: the screens of the game, kept on a stack and made by name through the registry."""
