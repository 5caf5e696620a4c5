"""LAN play: the protocol, the authoritative host, the remote table and discovery. No pygame.

Start with ``net.host.Host`` (hosting; ``host.table()`` for the host's own screen) and
``net.client.RemoteTable`` (joining); ``net.discovery`` lists hosts on the LAN. The wire
protocol is described in ``net/PROTOCOL.md``.
"""
