import { ornamentFrameCss } from './frame-css';
import { CARD_SIZES, type CardFormat } from './InvitationCard';

/**
 * The card's styles, inlined into its document (the server's Chromium reads no stylesheet of the web app's
 * build). Colours and fonts come from the design's custom properties (designStyle), as on the invitation.
 */
export function cardCss(format: CardFormat): string {
  const { width, height } = CARD_SIZES[format];
  const story = format === 'story';
  return `
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
.ic { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; background: var(--inv-bg);
  color: var(--inv-text); font-family: var(--inv-body-font); display: flex; align-items: center;
  justify-content: center; text-align: center; }
.ic__inner { position: relative; width: 100%; padding: 0 130px; }
${ornamentFrameCss({ root: 'ic', corner: 200, inset: 36, dividerGap: 24, dividerMargin: [24, 32], dividerLine: 3 })}
.ic__emblem { margin: 0 auto 28px; }
.ic__dear { margin: 0 0 28px; font-size: 44px; color: var(--inv-secondary); }
.ic__names { font-size: calc(${story ? 92 : 80}px * var(--inv-heading-scale)); line-height: 1.3; }
.ic__function { font-size: calc(${story ? 64 : 56}px * var(--inv-heading-scale)); line-height: 1.4; }
.ic__when { margin: 20px 0 0; font-size: ${story ? 42 : 38}px; line-height: 1.6; }
.ic__venue { margin: 12px 0 0; font-size: ${story ? 38 : 34}px; font-weight: 600; line-height: 1.6; }
.ic__address { margin: 4px 0 0; font-size: 28px; line-height: 1.6; opacity: 0.85; }
.ic__qr { margin: ${story ? 72 : 40}px auto 0; }
.ic__qr svg { display: block; margin: 0 auto; border: 8px solid #fff; border-radius: 12px; }
.ic__link { margin: 12px 0 0; font-size: 26px; color: var(--inv-secondary); word-break: break-all; }
`;
}
