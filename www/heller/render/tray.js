// The face-up pool of the game without luck, as its tray shows it: each kind of tile once, in
// the view's order (the engine sorts the pool), with how many of it lie there. One function for
// the renderer, which draws the tray, and the board's layout, which hit-tests it, so that the
// tile drawn in a place is the tile picked there.

/** The distinct tiles of view.pool in order, each with its count: [{ tile, count }]. */
export function trayKinds(view) {
  const out = [];
  for (const tile of (view && view.pool) || []) {
    const same = out.find((k) => k.tile === tile);
    if (same) same.count++;
    else out.push({ tile, count: 1 });
  }
  return out;
}
