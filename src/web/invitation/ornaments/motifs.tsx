/**
 * The ornament motifs of the catalogue's designs, drawn in a 100 x 100 box around (50, 50). Colours come from
 * the classes in ornaments.css (primary, secondary, accent of the palette), so one drawing serves every palette.
 */
import type { ReactNode } from 'react';
import type { Motif } from '../../../shared/catalogue';

const ring = (count: number, draw: (angle: number, index: number) => ReactNode) =>
  Array.from({ length: count }, (_, index) => draw((index * 360) / count, index));

const petal = (length: number, width: number) =>
  `M50 50 Q${50 - width} ${50 - length / 2} 50 ${50 - length} Q${50 + width} ${50 - length / 2} 50 50 Z`;

export const MOTIF_DRAWINGS: Record<Motif, () => ReactNode> = {
  mandala: () => (
    <>
      {ring(16, (angle, i) => (
        <path key={`o${i}`} d={petal(46, 9)} className="orn-p" transform={`rotate(${angle} 50 50)`} opacity="0.85" />
      ))}
      {ring(16, (angle, i) => (
        <path key={`m${i}`} d={petal(34, 6)} className="orn-bg" transform={`rotate(${angle + 11.25} 50 50)`} />
      ))}
      {ring(8, (angle, i) => (
        <path key={`i${i}`} d={petal(26, 8)} className="orn-a" transform={`rotate(${angle} 50 50)`} />
      ))}
      {ring(24, (angle, i) => (
        <circle key={`d${i}`} cx="50" cy="17" r="1.6" className="orn-a" transform={`rotate(${angle} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="10" className="orn-s" />
      <circle cx="50" cy="50" r="5" className="orn-a" />
    </>
  ),
  marigold: () => (
    <>
      {ring(20, (angle, i) => (
        <ellipse key={`o${i}`} cx="50" cy="22" rx="8" ry="14" className="orn-s" transform={`rotate(${angle} 50 50)`} />
      ))}
      {ring(16, (angle, i) => (
        <ellipse
          key={`m${i}`}
          cx="50"
          cy="30"
          rx="7"
          ry="11"
          className="orn-a"
          transform={`rotate(${angle + 9} 50 50)`}
        />
      ))}
      {ring(12, (angle, i) => (
        <ellipse
          key={`i${i}`}
          cx="50"
          cy="38"
          rx="5"
          ry="8"
          className="orn-s"
          transform={`rotate(${angle} 50 50)`}
          opacity="0.9"
        />
      ))}
      <circle cx="50" cy="50" r="7" className="orn-p" />
    </>
  ),
  paisley: () => (
    <>
      <path d="M52 92 C22 90 12 62 26 40 C38 22 66 18 70 8 C82 30 88 56 78 74 C72 86 62 92 52 92 Z" className="orn-p" />
      <path
        d="M52 82 C32 80 26 62 34 48 C42 36 60 32 66 24 C74 40 76 58 70 68 C66 76 60 82 52 82 Z"
        className="orn-bg"
      />
      <path
        d="M52 72 C40 70 38 60 42 52 C48 44 58 42 62 38 C66 48 66 58 62 64 C60 68 56 72 52 72 Z"
        className="orn-a"
      />
      <circle cx="52" cy="58" r="5" className="orn-s" />
      {[
        [30, 70],
        [24, 56],
        [28, 44],
        [38, 34],
        [52, 28],
        [64, 22],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2" className="orn-a" />
      ))}
    </>
  ),
  lotus: () => (
    <>
      <path d="M50 82 C30 70 28 40 50 14 C72 40 70 70 50 82 Z" className="orn-p" />
      <path d="M50 84 C30 84 12 66 8 42 C28 46 44 60 50 84 Z" className="orn-s" />
      <path d="M50 84 C70 84 88 66 92 42 C72 46 56 60 50 84 Z" className="orn-s" />
      <path d="M50 86 C34 88 14 82 4 70 C22 64 40 72 50 86 Z" className="orn-a" />
      <path d="M50 86 C66 88 86 82 96 70 C78 64 60 72 50 86 Z" className="orn-a" />
      <path d="M50 76 C42 64 42 46 50 30 C58 46 58 64 50 76 Z" className="orn-bg" opacity="0.55" />
      <path d="M20 94 Q35 88 50 94 Q65 100 80 94" className="orn-line-a" />
    </>
  ),
  rangoli: () => (
    <>
      <rect x="22" y="22" width="56" height="56" className="orn-p" transform="rotate(45 50 50)" />
      <rect x="26" y="26" width="48" height="48" className="orn-s" />
      <rect x="32" y="32" width="36" height="36" className="orn-bg" transform="rotate(45 50 50)" />
      {ring(8, (angle, i) => (
        <path key={i} d={petal(20, 6)} className="orn-a" transform={`rotate(${angle} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="5" className="orn-p" />
      {ring(8, (angle, i) => (
        <circle key={`d${i}`} cx="50" cy="4" r="3" className="orn-a" transform={`rotate(${angle} 50 50)`} />
      ))}
      {ring(8, (angle, i) => (
        <circle key={`e${i}`} cx="50" cy="12" r="1.8" className="orn-p" transform={`rotate(${angle + 22.5} 50 50)`} />
      ))}
    </>
  ),
  kalash: () => (
    <>
      {ring(5, (angle, i) => (
        <path
          key={i}
          d="M50 34 Q40 18 50 2 Q60 18 50 34 Z"
          className="orn-leaf"
          transform={`rotate(${angle * 0.36 - 36} 50 34)`}
        />
      ))}
      <ellipse cx="50" cy="30" rx="12" ry="10" className="orn-a" />
      <path d="M34 38 L66 38 L62 44 L38 44 Z" className="orn-s" />
      <path d="M38 44 C14 52 16 88 36 94 L64 94 C84 88 86 52 62 44 Z" className="orn-p" />
      <path d="M24 66 Q50 74 76 66" className="orn-line-a" />
      <path d="M22 74 Q50 82 78 74" className="orn-line-a" />
      <path d="M50 54 L53 60 L50 66 L47 60 Z" className="orn-a" />
    </>
  ),
  peacock: () => (
    <>
      <path d="M50 98 Q48 60 50 20" className="orn-line-p" />
      {ring(14, (_, i) => {
        const y = 30 + i * 4.5;
        const spread = 22 - Math.abs(i - 4) * 1.8;
        return (
          <path
            key={i}
            d={`M50 ${y} Q${50 - spread} ${y - 6} ${50 - spread - 4} ${y - 14} M50 ${y} Q${50 + spread} ${y - 6} ${50 + spread + 4} ${y - 14}`}
            className="orn-line-s"
          />
        );
      })}
      <ellipse cx="50" cy="32" rx="20" ry="24" className="orn-s" />
      <ellipse cx="50" cy="34" rx="14" ry="17" className="orn-a" />
      <ellipse cx="50" cy="36" rx="9" ry="11" className="orn-p" />
      <ellipse cx="50" cy="37" rx="4.5" ry="5.5" className="orn-deep" />
    </>
  ),
  diya: () => (
    <>
      <circle cx="50" cy="40" r="26" className="orn-a" opacity="0.2" />
      <path d="M50 56 C40 44 42 30 50 14 C58 30 60 44 50 56 Z" className="orn-flame" />
      <path d="M50 54 C45 46 46 38 50 30 C54 38 55 46 50 54 Z" className="orn-flame-core" />
      <path d="M14 60 Q50 58 86 60 Q80 84 50 86 Q20 84 14 60 Z" className="orn-p" />
      <path d="M14 60 Q50 70 86 60" className="orn-line-a" />
      {ring(5, (_, i) => (
        <circle key={i} cx={30 + i * 10} cy="74" r="2.4" className="orn-a" />
      ))}
      <path d="M40 86 L60 86 L64 94 L36 94 Z" className="orn-s" />
    </>
  ),
  toran: () => (
    <>
      <path d="M4 20 Q50 40 96 20" className="orn-line-p" />
      {ring(7, (_, i) => {
        const x = 10 + i * 13.3;
        const y = 20 + Math.sin((i / 6) * Math.PI) * 10;
        return (
          <g key={i}>
            <path
              d={`M${x} ${y} Q${x - 7} ${y + 16} ${x} ${y + 30} Q${x + 7} ${y + 16} ${x} ${y}`}
              className="orn-leaf"
            />
            <circle cx={x} cy={y} r="3.5" className={i % 2 ? 'orn-a' : 'orn-s'} />
          </g>
        );
      })}
      <circle cx="50" cy="62" r="9" className="orn-a" />
      <path d="M44 62 L56 62 L50 84 Z" className="orn-p" />
      <circle cx="50" cy="90" r="4" className="orn-a" />
    </>
  ),
  balloons: () => (
    <>
      <path d="M32 52 Q40 76 50 96 M68 48 Q60 76 50 96 M50 42 Q52 70 50 96" className="orn-line-p" />
      <ellipse cx="30" cy="34" rx="16" ry="20" className="orn-s" />
      <ellipse cx="70" cy="30" rx="16" ry="20" className="orn-a" />
      <ellipse cx="50" cy="24" rx="17" ry="21" className="orn-p" />
      <ellipse cx="44" cy="16" rx="4" ry="6" className="orn-bg" opacity="0.6" />
      <ellipse cx="24" cy="26" rx="3" ry="5" className="orn-bg" opacity="0.6" />
    </>
  ),
  stars: () => (
    <>
      <path d="M50 8 Q54 42 92 50 Q54 58 50 92 Q46 58 8 50 Q46 42 50 8 Z" className="orn-a" />
      <path d="M50 26 Q52 46 74 50 Q52 54 50 74 Q48 54 26 50 Q48 46 50 26 Z" className="orn-p" />
      <path d="M82 12 Q83 19 90 20 Q83 21 82 28 Q81 21 74 20 Q81 19 82 12 Z" className="orn-s" />
      <path d="M18 72 Q19 79 26 80 Q19 81 18 88 Q17 81 10 80 Q17 79 18 72 Z" className="orn-s" />
      <circle cx="20" cy="20" r="2.5" className="orn-a" />
      <circle cx="84" cy="82" r="2.5" className="orn-a" />
    </>
  ),
  confetti: () => (
    <>
      <path d="M18 92 L40 40 L70 70 Z" className="orn-p" />
      <path d="M24 78 L33 57 M30 84 L44 52" className="orn-line-a" />
      {[
        [60, 16, 'orn-a', 20],
        [80, 30, 'orn-s', 70],
        [86, 52, 'orn-p', 120],
        [48, 8, 'orn-s', 150],
        [70, 8, 'orn-p', 40],
        [92, 14, 'orn-a', 100],
      ].map(([x, y, cls, angle]) => (
        <rect
          key={`${x}-${y}`}
          x={x as number}
          y={y as number}
          width="8"
          height="4"
          rx="1.5"
          className={cls as string}
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      <circle cx="60" cy="38" r="3" className="orn-a" />
      <circle cx="76" cy="46" r="2.5" className="orn-s" />
      <path d="M52 26 Q58 20 56 12" className="orn-line-p" />
    </>
  ),
  temple: () => (
    <>
      <path d="M20 94 L80 94 L76 80 L24 80 Z" className="orn-p" />
      <path d="M26 80 L74 80 L70 66 L30 66 Z" className="orn-s" />
      <path d="M32 66 L68 66 L64 52 L36 52 Z" className="orn-p" />
      <path d="M38 52 L62 52 L58 38 L42 38 Z" className="orn-s" />
      <path d="M42 38 Q50 20 58 38 Z" className="orn-a" />
      <path d="M50 22 L50 8" className="orn-line-p" />
      <path d="M50 8 L62 12 L50 16 Z" className="orn-a" />
      <path d="M44 94 L44 84 Q50 78 56 84 L56 94 Z" className="orn-deep" />
    </>
  ),
  leaves: () => (
    <>
      <path d="M50 96 Q46 60 54 8" className="orn-line-p" />
      {[
        [52, 20, -40],
        [52, 20, 40],
        [51, 38, -50],
        [51, 38, 50],
        [50, 56, -55],
        [50, 56, 55],
        [49, 74, -60],
        [49, 74, 60],
      ].map(([x, y, angle]) => (
        <path
          key={`${y}-${angle}`}
          d={`M${x} ${y} Q${x - 8} ${y - 12} ${x} ${y - 26} Q${x + 8} ${y - 12} ${x} ${y} Z`}
          className="orn-leaf"
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      <path d="M54 8 Q46 -2 54 -6" className="orn-line-a" />
    </>
  ),
};
