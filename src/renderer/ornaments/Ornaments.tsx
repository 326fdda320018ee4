import { useId, type CSSProperties } from 'react';
import type { Motif } from '../../shared/catalogue';
import { MotifDrawing, useOrnamentImages } from './motifs';

/**
 * The classes that give an ornament its image on the guest page, where each is drawn once as an image
 * (ornament-images.tsx) rather than inline.
 */
export const ORNAMENT_IMAGE = {
  emblem: 'orn-img--emblem',
  corner: 'orn-img--corner',
  pattern: 'orn-img--pattern',
  band: (count: number) => `orn-img--band-${count}`,
};
/** The pattern's tile, in px: two motifs, one large, one small. */
export const PATTERN_TILE = 120;
/** The cover's band: fewer motifs on a phone, more on a wide screen. */
export const COVER_BANDS = { narrow: 7, wide: 15 } as const;
/** How far below its box a band's lowest motifs reach, as a share of its height (ornaments.css bleeds as much). */
export const BAND_BLEED = 0.12;

/** An ornament shown as its image: an empty box the stylesheet paints. */
function OrnamentImage({ className, style }: { className: string; style?: CSSProperties }) {
  return <span className={`orn orn-img ${className}`} style={style} aria-hidden="true" />;
}

/** The motif on its own, e.g. above the couple's names. */
export function Emblem({ motif, size = 72, className = '' }: { motif: Motif; size?: number; className?: string }) {
  if (useOrnamentImages(motif)) {
    return <OrnamentImage className={`${ORNAMENT_IMAGE.emblem} ${className}`} style={{ width: size, height: size }} />;
  }
  return (
    <svg
      className={`orn ${className}`}
      width={size}
      height={size}
      viewBox="-4 -8 108 108"
      aria-hidden="true"
      focusable="false"
    >
      <MotifDrawing motif={motif} />
    </svg>
  );
}

/** A rule with the motif in its middle, between headings and sections. */
export function Divider({ motif, className = '' }: { motif: Motif; className?: string }) {
  return (
    <div className={`orn-divider ${className}`} aria-hidden="true">
      <span className="orn-divider__line" />
      <Emblem motif={motif} size={34} />
      <span className="orn-divider__line" />
    </div>
  );
}

/** A flourish for one corner of a framed page; rotate it for the other three. */
export function Corner({ motif, position }: { motif: Motif; position: 'tl' | 'tr' | 'bl' | 'br' }) {
  if (useOrnamentImages(motif)) {
    return <OrnamentImage className={`orn-corner orn-corner--${position} ${ORNAMENT_IMAGE.corner}`} />;
  }
  return (
    <svg
      className={`orn orn-corner orn-corner--${position}`}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 114 L6 30 Q6 6 30 6 L114 6" className="orn-line-p orn-thick" />
      <path d="M16 114 L16 38 Q16 16 38 16 L114 16" className="orn-line-a" />
      <path d="M26 80 Q26 26 80 26" className="orn-line-s" />
      {[40, 60, 80, 100].map((v) => (
        <g key={v}>
          <circle cx={6} cy={v + 4} r="2.4" className="orn-a" />
          <circle cx={v + 4} cy={6} r="2.4" className="orn-a" />
        </g>
      ))}
      <g transform="translate(4 4) scale(0.34)">
        <MotifDrawing motif={motif} />
      </g>
    </svg>
  );
}

/** A faint repeat of the motif behind a band (hero, wishes). */
export function MotifPattern({ motif, opacity = 0.08 }: { motif: Motif; opacity?: number }) {
  const id = useId().replace(/:/g, '');
  const size = PATTERN_TILE;
  if (useOrnamentImages(motif)) {
    return <OrnamentImage className={`orn-pattern ${ORNAMENT_IMAGE.pattern}`} style={{ opacity }} />;
  }
  return (
    <svg className="orn orn-pattern" aria-hidden="true" focusable="false" style={{ opacity }}>
      <defs>
        <pattern id={`p${id}`} width={size} height={size} patternUnits="userSpaceOnUse">
          <g transform={`translate(${size * 0.2} ${size * 0.2}) scale(${(size * 0.3) / 100})`}>
            <MotifDrawing motif={motif} />
          </g>
          <g transform={`translate(${size * 0.7} ${size * 0.7}) scale(${(size * 0.18) / 100})`}>
            <MotifDrawing motif={motif} />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#p${id})`} />
    </svg>
  );
}

/** A row of the motif along an edge (the scroll layout's bands, the toran over the cover). */
export function MotifBand({ motif, count = 9, className = '' }: { motif: Motif; count?: number; className?: string }) {
  if (useOrnamentImages(motif)) {
    return (
      <OrnamentImage
        className={`orn-band ${ORNAMENT_IMAGE.band(count)} ${className}`}
        style={{ aspectRatio: `${count} / 1` }}
      />
    );
  }
  return (
    <svg
      className={`orn orn-band ${className}`}
      viewBox={`0 0 ${count * 100} 100`}
      preserveAspectRatio="xMidYMin meet"
      aria-hidden="true"
      focusable="false"
    >
      <path d={`M0 10 Q${(count * 100) / 2} 60 ${count * 100} 10`} className="orn-line-p" />
      {Array.from({ length: count }, (_, i) => (
        <g
          key={i}
          transform={`translate(${i * 100 + 15} ${18 + Math.sin((i / (count - 1)) * Math.PI) * 22}) scale(0.7)`}
        >
          <MotifDrawing motif={motif} />
        </g>
      ))}
    </svg>
  );
}
