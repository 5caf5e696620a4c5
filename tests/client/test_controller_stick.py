"""The left stick held at an angle: one held direction, read once a frame, repeating like the d-pad."""
from __future__ import annotations

from game.client.input.controllers import REPEAT_DELAY, REPEAT_EVERY
from game.client.input.intents import Act

from .conftest import frames
from .virtual_pad import DOWN


def moves_seen(app) -> list[Act]:
    """Every move the top scene is given from now on (the scene itself ignores them)."""
    seen: list[Act] = []
    app.stack.top.handle = lambda intent: seen.append(intent.act) or True
    return seen


def expected_moves(seconds: float) -> int:
    """One move at once, then one after REPEAT_DELAY and one every REPEAT_EVERY after that."""
    return 1 + (0 if seconds < REPEAT_DELAY else 1 + int((seconds - REPEAT_DELAY) / REPEAT_EVERY + 1e-9))


def test_a_stick_held_at_an_angle_keeps_one_direction(make_app, virtual_pads):
    """A thumb resting at 45 degrees wobbles either side of the diagonal: the direction taken
    first is kept (no flipping between right and down), so it moves as often as a held d-pad."""
    app = make_app()
    pad = virtual_pads()
    frames(app)
    seen = moves_seen(app)
    for i in range(60):                     # one second, the stick a hair either side of 45 degrees
        pad.stick(0.70, 0.72) if i % 2 else pad.stick(0.72, 0.70)
        frames(app)
    assert set(seen) == {Act.RIGHT}
    assert len(seen) == expected_moves(59 / 60)
    assert app.pads.repeating               # the loop must go on stepping for the repeats
    pad.stick(0.0, 0.0)
    frames(app)
    assert not app.pads.repeating
    held = list(seen)
    pad.hold(DOWN)                          # the d-pad, held as long, moves as often
    frames(app, 60)
    assert app.pads.repeating
    pad.release(DOWN)
    frames(app)
    assert len(seen) - len(held) == len(held) and not app.pads.repeating


def test_the_stick_changes_direction_only_when_the_other_axis_is_clearly_stronger(make_app, virtual_pads):
    app = make_app()
    pad = virtual_pads()
    frames(app)
    seen = moves_seen(app)
    pad.stick(0.9, 0.0)                     # right
    frames(app)
    pad.stick(0.62, 0.66)                   # past the diagonal, but not clearly: still right
    frames(app)
    pad.stick(0.64, 0.62)
    frames(app)
    assert seen == [Act.RIGHT]
    pad.stick(0.3, 0.85)                    # clearly down now
    frames(app)
    assert seen == [Act.RIGHT, Act.DOWN]
    pad.stick(0.66, 0.62)                   # back over the diagonal: down is kept
    frames(app)
    assert seen == [Act.RIGHT, Act.DOWN]
    pad.stick(0.0, 0.0)                     # let go, then up-left with up a little stronger
    frames(app)
    pad.stick(-0.6, -0.65)
    frames(app)
    assert seen == [Act.RIGHT, Act.DOWN, Act.UP]


def test_the_stick_is_read_once_a_frame_not_once_an_event(make_app, virtual_pads):
    """Both axes of one stick move arrive as two events; between them the stick seems to point
    elsewhere (right, before the stronger down arrives). Read once a frame, a push from rest to
    down-and-a-little-right is one move down, not right then down."""
    app = make_app()
    pad = virtual_pads()
    frames(app)
    seen = moves_seen(app)
    for _ in range(3):
        pad.stick(0.6, 0.75)
        frames(app)
        pad.stick(0.0, 0.0)
        frames(app)
    assert seen == [Act.DOWN] * 3
