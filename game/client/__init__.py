"""The pygame client: app loop, scenes, card art, input; imports no sockets and computes no rules."""
