/**
 * The cover's countdown ticking on the guest's device, without React: the server drew it in whole days (what a
 * guest without JavaScript keeps); this redraws it from the same data every minute, with hours and minutes
 * near the day, and "Happening now" or the thanks once it has started or ended. Only the number that changed
 * is marked, for a short fade that live.css plays unless the guest asked for reduced motion.
 */
import { countdownAt, countdownPieces, type CountdownPiece } from '../sections/countdown-time';
import type { CountdownData } from '../sections/Countdown';

const MINUTE_MS = 60_000;

export function wireCountdown(box: HTMLElement): void {
  let data: CountdownData;
  try {
    data = JSON.parse(box.dataset.countdown ?? '') as CountdownData;
  } catch {
    return;
  }
  let shown: CountdownPiece[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const draw = () => {
    clearTimeout(timer);
    const now = Date.now();
    const state = countdownAt(data.span, now);
    const pieces = countdownPieces(state, data.words, data.locale, true);
    if (!samePieces(pieces, shown)) {
      box.replaceChildren(...pieces.map((piece, index) => nodeOf(piece, shown[index])));
      shown = pieces;
    }
    // The start is a whole minute, so every change falls on a minute's turn; nothing changes once it is over.
    if (state.phase !== 'over') timer = setTimeout(draw, MINUTE_MS - (now % MINUTE_MS));
  };
  // A phone wakes a background tab's timers late: catch up as soon as the page is seen again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') draw();
  });
  draw();
  // Says the clock runs (tests wait for it).
  box.dataset.live = 'true';
}

function samePieces(a: CountdownPiece[], b: CountdownPiece[]): boolean {
  return a.length === b.length && a.every((piece, index) => piece.text === b[index]?.text);
}

function nodeOf(piece: CountdownPiece, before: CountdownPiece | undefined): Node {
  if (!piece.number) return document.createTextNode(piece.text);
  const strong = document.createElement('strong');
  strong.textContent = piece.text;
  // The very first drawing only finishes what the server drew; later changes tick.
  if (before && before.text !== piece.text) strong.className = 'is-ticked';
  return strong;
}
