// Type-checked (tsc --noEmit --strict) against the element's definitions: what a host page
// writes with <heuchel-meuchel> stays typed.
import type { HeuchelMeuchelElement, HeuchelMeuchelStepDetail } from '../../www/heuchel/component/heuchel-meuchel.js';

export function host(page: Document): number {
  const board: HeuchelMeuchelElement = page.createElement('heuchel-meuchel');
  board.mode = 'diagram';
  board.position = '3b_2m_1F1_1F3.2M1.3Q1.4A1.6P1_1F2_-.-.F4F5F6M2M3M4M5M6Q2Q3Q4_-_0000000000000001';
  board.moves = '1-5.1';
  board.highlight = '2:5 2:7';
  board.addEventListener('step', (e) => {
    const detail: HeuchelMeuchelStepDetail = e.detail;
    console.log(detail.step, detail.count, detail.events.length);
  });
  board.addEventListener('refused', (e) => console.log(e.detail.message));
  page.body.append(board);
  return board.currentStep ?? 0;
}
