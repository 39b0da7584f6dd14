// How a test reaches the board as a person would: the ARIA grid says what is where (it mirrors
// the canvas), and the page's own layout module says where a square is drawn on the canvas.

/** Grid cells whose label contains `text` ("can move", "can go here", "can take", …). */
export function cellsWith(page, text) {
  return page.$$eval('.hm-grid [role=gridcell]', (cells, text) =>
    cells.filter((c) => c.textContent.includes(text))
      .map((c) => ({ column: Number(c.dataset.column), row: Number(c.dataset.row), label: c.textContent })), text);
}

/**
 * Page coordinates of a square's centre (a press there takes the whole stack), or with
 * `where: {split: k}` of the middle of the edge band of the k-th card beneath the top (a press
 * there takes the k cards above it: layout.splitIndexAt).
 */
export async function cellPoint(page, column, row, where = 'center') {
  return page.evaluate(async ({ column, row, where }) => {
    const { computeLayout } = await import('./www/heuchel/board/layout.js');
    const wrap = document.querySelector('.hm-board');
    const players = document.querySelectorAll('.hm-seats li').length;
    const { columns, rows } = window.wasmBindings.boardFacts();
    const layout = computeLayout({ width: wrap.clientWidth, height: wrap.clientHeight, players, columns, rows });
    const box = wrap.getBoundingClientRect();
    const cell = document.querySelector(`.hm-grid [data-column="${column}"][data-row="${row}"]`);
    const m = cell.textContent.match(/stack of (\d+)|pile of (\d+)/);
    const height = m ? Number(m[1] || m[2]) : 1;
    const sq = layout.square(column, row);
    if (where && where.split && height > where.split) {
      const top = layout.cardRect(column, row, 0, height);
      const y = top.y + top.h / 2;
      const xs = [];
      for (let x = top.x + top.w; x < sq.x + sq.w; x += 0.25) {
        if (layout.splitIndexAt(column, row, height, x, y) === where.split) xs.push(x);
      }
      const x = (xs[0] + xs[xs.length - 1]) / 2;
      return { x: box.left + x, y: box.top + y, height };
    }
    return { x: box.left + sq.x + sq.w / 2, y: box.top + sq.y + sq.h / 2, height };
  }, { column, row, where });
}

/**
 * Whether the element is shown. `checkVisibility()` rather than `offsetParent`: a modal
 * `<dialog>` (the confirm question) is fixed in the top layer and has no offsetParent.
 */
export const visible = (page, selector) =>
  page.$eval(selector, (e) => !e.hidden && e.checkVisibility()).catch(() => false);

/** Drags with the mouse from one point to another in small steps, as a hand would. */
export async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y - 8, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** The names of every card visible anywhere in the page's text (grid, log, live region, panels). */
export function cardNamesInText(page) {
  return page.evaluate(() => {
    const text = document.body.innerText + ' ' + [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' ')
      + ' ' + [...document.querySelectorAll('.hm-grid, [aria-live]')].map((e) => e.textContent).join(' ');
    return [...text.matchAll(/\b(Prince|Bishop|Patrician|Quack|Minstrel|Fire-Eater) ([1-6])\b/g)].map((m) => m[0]);
  });
}
