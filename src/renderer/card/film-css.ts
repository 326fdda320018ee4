import { ornamentFrameCss } from './frame-css';
import { FILM_SIZE } from './InvitationFilm';

/**
 * The film's stills' styles, inlined into its document as the card's are. Each scene is one frame of FILM_SIZE,
 * stacked one below the other so one page draws them all and each is a clip of one screenshot.
 */
export function filmCss(): string {
  const { width, height } = FILM_SIZE;
  return `
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; width: ${width}px; }
.ifilm { background: var(--inv-bg); color: var(--inv-text); font-family: var(--inv-body-font); }
.if { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; background: var(--inv-bg);
  display: flex; align-items: center; justify-content: center; text-align: center; }
.if__inner { position: relative; width: 100%; padding: 0 84px; }
${ornamentFrameCss({ root: 'ifilm', corner: 140, inset: 24, dividerGap: 16, dividerMargin: [20, 28], dividerLine: 2 })}
.if__emblem { margin: 0 auto 24px; }
.if__dear { margin: 0 0 24px; font-size: 34px; color: var(--inv-secondary); }
.if__invited { margin: 0 0 16px; font-size: 30px; color: var(--inv-secondary); }
.if__names { font-size: calc(68px * var(--inv-heading-scale)); line-height: 1.3; }
.if__function { font-size: calc(60px * var(--inv-heading-scale)); line-height: 1.35; }
.if__heading { font-size: calc(46px * var(--inv-heading-scale)); line-height: 1.35; }
.if__when { margin: 12px 0 0; font-size: 34px; line-height: 1.5; }
.if__venue { margin: 28px 0 0; font-size: 32px; font-weight: 600; line-height: 1.5; }
.if__address { margin: 6px 0 0; font-size: 26px; line-height: 1.5; opacity: 0.85; }
.if__people { margin: 0; display: grid; gap: 22px; }
.if__people dt { font-size: 24px; color: var(--inv-secondary); }
.if__people dd { margin: 4px 0 0; font-size: 34px; font-weight: 600; line-height: 1.4; }
.if__qr svg { display: block; margin: 0 auto; border: 8px solid #fff; border-radius: 12px; }
.if__link { margin: 16px 0 0; font-size: 24px; color: var(--inv-secondary); word-break: break-all; }
`;
}
