// Cards in flight: the frame of an animation (board/motion.js frameAt) drawn over the scene.
// Each card is its cached sprite at the board's card size, only placed, lifted and turned by
// the context's transform, so a frame costs a few image copies however it moves.

/**
 * Draws `frame` ([{ card, faceDown, rect, scale, scaleX, alpha }], in drawing order) with the
 * card sprites (createCardSprites) at device scale `scale`.
 */
export function drawFlight(ctx, frame, sprites, scale) {
  for (const f of frame || []) {
    if (f.alpha <= 0) continue;
    const { rect } = f;
    const plain = f.scale === 1 && f.scaleX === 1 && f.alpha === 1;
    if (plain) {
      sprites.draw(ctx, f.card, rect, f.faceDown, scale);
      continue;
    }
    const cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2;
    ctx.save();
    ctx.globalAlpha *= f.alpha;
    ctx.translate(cx, cy);
    ctx.scale(f.scale * f.scaleX, f.scale);
    ctx.translate(-cx, -cy);
    sprites.draw(ctx, f.card, rect, f.faceDown, scale);
    ctx.restore();
  }
}
