// Type-checked (tsc --noEmit --strict) against the second element's definitions: what a host page
// writes with <heller-pfennig> stays typed.
import type { HellerPfennigElement, HellerPfennigErrorDetail } from '../../www/heller/component/heller-pfennig.js';

export function host(page: Document): number {
  const board: HellerPfennigElement = page.createElement('heller-pfennig');
  board.mode = 'diagram';
  board.position = '3s_1_2_50.50.50_3200.3300.3200_-.-.-_B2B6B2B5B3B1MER1R4R3B5B4B4B6B1R2FB3_c4R6----.-a4F-R5-.b3-c3b3--.a2--a3-c3.---c2b4a3_0000000000000028_98c475f0f066a9f6';
  board.highlight = 'row:3,column:d';
  board.caption = 'Row 3 and column d';
  board.addEventListener('refused', (e) => {
    const detail: HellerPfennigErrorDetail = e.detail;
    console.log(detail.code, detail.message);
  });
  board.addEventListener('gameover', (e) => console.log(e.detail.winners, e.detail.money));
  page.body.append(board);
  const point = board.board?.pointOf('c3');
  return (point ? point.x : 0) + (board.currentStep ?? 0);
}
