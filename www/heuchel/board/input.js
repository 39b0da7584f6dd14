// Pointer gestures on the board canvas (mouse, pen and touch alike): press, drag, drop, click,
// hover and long-press. It only recognises gestures; the game component gives them meaning.

const DRAG_START = 6;      // px of travel before a press becomes a drag
const LONG_PRESS = 500;    // ms a touch must rest to open the stack inspector

// h: { press(pt) -> bool (may drag), dragMove(pt), drop(pt), click(pt), cancel(), hover(pt|null),
//      longPress(pt), longPressEnd() }
export function attachBoardInput(canvas, h) {
  let down = null;

  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const reset = () => {
    if (down && down.timer) clearTimeout(down.timer);
    down = null;
  };

  function onDown(e) {
    if (down || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const pt = local(e);
    down = { id: e.pointerId, start: pt, dragging: false, long: false, timer: null, canDrag: false };
    try { canvas.setPointerCapture(e.pointerId); } catch { /* pointer already gone */ }
    down.canDrag = !!h.press(pt);
    if (e.pointerType !== 'mouse') {
      const mine = down;
      mine.timer = setTimeout(() => {
        if (down === mine && !mine.dragging) {
          mine.long = true;
          h.longPress(pt);
        }
      }, LONG_PRESS);
    }
    e.preventDefault();
  }

  function onMove(e) {
    const pt = local(e);
    if (!down) {
      if (e.pointerType === 'mouse') h.hover(pt);
      return;
    }
    if (e.pointerId !== down.id || down.long) return;
    const dist = Math.hypot(pt.x - down.start.x, pt.y - down.start.y);
    if (dist > DRAG_START && down.timer) {
      clearTimeout(down.timer);
      down.timer = null;
    }
    if (!down.dragging && down.canDrag && dist > DRAG_START) down.dragging = true;
    if (down.dragging) h.dragMove(pt);
  }

  function onUp(e) {
    if (!down || e.pointerId !== down.id) return;
    const { dragging, long } = down;
    reset();
    const pt = local(e);
    if (long) h.longPressEnd();
    else if (dragging) h.drop(pt);
    else h.click(pt);
  }

  function onCancel(e) {
    if (!down || e.pointerId !== down.id) return;
    const { dragging, long } = down;
    reset();
    if (long) h.longPressEnd();
    if (dragging) h.cancel();
  }

  function onLeave(e) {
    if (!down && e.pointerType === 'mouse') h.hover(null);
  }

  const listeners = { pointerdown: onDown, pointermove: onMove, pointerup: onUp, pointercancel: onCancel, pointerleave: onLeave };
  for (const [type, fn] of Object.entries(listeners)) canvas.addEventListener(type, fn);
  // A long press on touch would otherwise open the browser's context menu.
  const noMenu = (e) => e.preventDefault();
  canvas.addEventListener('contextmenu', noMenu);

  return function detach() {
    reset();
    for (const [type, fn] of Object.entries(listeners)) canvas.removeEventListener(type, fn);
    canvas.removeEventListener('contextmenu', noMenu);
  };
}
