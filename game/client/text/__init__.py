"""What the game says: the words for bids, callouts and results, the rules reference and the tutorial's script."""
