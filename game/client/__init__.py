"""The pygame client (the app, then art/, input/, table/, text/, scenes/); imports no sockets and computes no rules."""
