import type { Screenshot } from './screenshot';

/**
 * The eight screens as a plain row that scrolls sideways (CSS scroll snapping): what the HTML carries, works
 * without JavaScript, and stands in until the coverflow carousel is wanted, at the carousel's size.
 */
export function ScreenshotStrip({ screenshots, name }: { screenshots: Screenshot[]; name: string }) {
  return (
    // A row that scrolls sideways must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className="screenshot-strip" aria-label={`Screens of the ${name} invitation website`} tabIndex={0}>
      {screenshots.map((shot) => (
        <li key={shot.src}>
          <figure className="screenshot">
            {/* The caption below says what the screen shows; the same words as alt text would be read twice. */}
            <img src={shot.src} alt="" width={600} height={800} loading="lazy" decoding="async" />
            <figcaption>{shot.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
