"""The match on this screen: the session and its table, who sits where, how it is laid out,
animated, drawn and autosaved."""
