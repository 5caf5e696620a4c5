"""Run by test_autosave: play a two-handed match headless until mid-hand, report, then wait to be killed."""
from __future__ import annotations

import json
import os
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> None:
    from pathlib import Path

    import pygame

    from game.client.app import App
    from game.client.scenes.setup import SetupScene

    data = Path(sys.argv[1])
    app = App((800, 450), data_path=data)
    setup = SetupScene(app.ctx)
    app.stack.push(setup)
    setup.players[1].level = "random"
    setup.start(seed=int(sys.argv[2]))
    plays = 0
    for _ in range(5000):
        app.step(1 / 60)
        top = app.stack.top
        session = getattr(top, "session", None)
        if session is None:
            continue
        if top.name == "score":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
            continue
        if not session.my_turn:
            continue
        b = session.board
        if b.phase == "play" and plays >= 2 and 0 < len(b.hand) < 5:
            print(json.dumps({"state_id": b.state_id, "hand": b.hand, "hand_number": b.hand_number,
                              "scores": list(b.scores)}), flush=True)
            while True:          # mid-hand, the player's turn: wait here to be killed
                time.sleep(1)
        if b.phase == "play":
            plays += 1
            ok = top.playable()
            i = next(i for i, c in enumerate(b.hand) if c in ok)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + i, mod=0, unicode="", scancode=0))
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    print(json.dumps({"error": "never reached the middle of a hand"}), flush=True)


if __name__ == "__main__":
    main()
