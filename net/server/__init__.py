"""The internet table server: many tables in one asyncio process, reached over WebSocket.

- ``wire``: the online messages (the LAN ones, plus ``create``/``find``/``created``) as
  WebSocket binary frames.
- ``codes``: room codes long enough that guessing cannot find a table, and the address
  groups the server counts and slows by.
- ``limits``: the server's timings and caps.
- ``peer``: one WebSocket connection (what it has not read yet, its message budget).
- ``table``: one table (``ServerTable``): the seating and the umpire, as a LAN host has them.
- ``snapshot``: a table as data, so it survives a server restart or moves to another process.
- ``store``: where snapshots are kept (a directory) and the Valkey/Redis table directory.
- ``app``: the server itself (``TableServer``): the door, the tables, health and metrics.

docs/PROTOCOL.md ("Online") and docs/ARCHITECTURE.md ("The table server") describe it.
"""
