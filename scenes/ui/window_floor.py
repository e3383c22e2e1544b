"""The least size of a word in the 1280x720 picture for the window it is seen in.

The picture is laid out at 1280x720 and the window scales it. At 1280x720 and larger a word is
never under the shared floor `READABLE` (20 px). A smaller window shows the picture smaller, so a
table that lays itself out for it draws every word at least `floor_for(scale)` px in the picture:
`SCREEN_PX` on the screen (a 960x540 window shows 20 px as 15 px, too small from the sofa), and
never more than `SMALL_WINDOW_FLOOR`.
"""

from __future__ import annotations

import math

from scenes.ui.text import READABLE

SCREEN_PX = 18            # px on the screen a word is at least, wherever the window allows it
SMALL_WINDOW_FLOOR = 24   # px in the picture: SCREEN_PX at a 960x540 window (and never larger)


def floor_for(scale: float) -> int:
    """The least size in the picture for a window showing it at `scale` (1.0 at 1280x720)."""
    if scale >= 0.999:
        return READABLE
    return max(READABLE, min(SMALL_WINDOW_FLOOR, math.ceil(SCREEN_PX / max(scale, 0.01) - 1e-6)))
