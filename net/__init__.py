"""LAN play: the protocol, the authoritative host, the remote table and discovery. No pygame.

Hosting (the host's own screen plays its ``local`` seats through a Table)::

    from net.host import Host
    from net.seats import parse_seats
    seats = parse_seats("local,remote", 2, LEVELS, STRONGEST)
    host = Host(Options(), seats, bind="0.0.0.0", port=47100,
                announce=EVERY_INTERFACE).start()       # room code: host.room
    table = HostTable(host)       # (net.host_table) poll / act / view / close, like LocalTable
    ...                           # host.started: every remote seat has been filled

Joining::

    from net.client import RemoteTable
    table = RemoteTable("192.168.1.20", 47100, name="Ann", room="K7Q2")
    # table.status: "connecting" -> "playing" (table.seat, table.options set) -> "closed"
    for update in table.poll(): ...   # never waits; a final Update("closed", message=...)

Listing hosts: ``net.discovery.Listener().poll()`` (every interface). The wire protocol is
in ``docs/PROTOCOL.md``; ``net.headless`` runs the ``--host/--join --headless`` and
``--discover`` commands; ``net.interfaces`` lists this machine's LAN addresses.
"""
