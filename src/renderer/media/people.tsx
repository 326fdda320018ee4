/**
 * Flat, faceless figures for the sample illustrations. Coordinates: feet at (0, 0), about 200 units tall;
 * colours come from the invitation's palette through CSS variables (with fallbacks outside an invitation).
 */
export type Outfit = 'lehenga' | 'saree' | 'sherwani' | 'kurta' | 'frock' | 'shirt';

export interface PersonProps {
  x: number;
  y: number;
  scale?: number;
  outfit: Outfit;
  /** Fills for the main garment and its trim. */
  cloth?: string;
  trim?: string;
  skin?: string;
  hair?: 'bun' | 'long' | 'short' | 'safa' | 'cap' | 'pigtails';
  veil?: boolean;
  /** Lifts one hand (waving, holding a balloon string). */
  wave?: boolean;
}

const SKINS = ['#b77a4e', '#9a6440', '#c98f63', '#8a5634'];
export const skinTone = (index: number) => SKINS[index % SKINS.length]!;

export function Person({
  x,
  y,
  scale = 1,
  outfit,
  cloth = 'var(--inv-primary, #9b1c31)',
  trim = 'var(--inv-accent, #d4a017)',
  skin = SKINS[0],
  hair = 'short',
  veil,
  wave,
}: PersonProps) {
  const female = outfit === 'lehenga' || outfit === 'saree' || outfit === 'frock';
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {/* arms behind the body */}
      <path d={`M-27 -118 Q-38 -80 -34 -52`} stroke={cloth} strokeWidth="11" strokeLinecap="round" fill="none" />
      {wave ? (
        <path d="M27 -118 Q44 -140 42 -172" stroke={cloth} strokeWidth="11" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M27 -118 Q38 -80 34 -52" stroke={cloth} strokeWidth="11" strokeLinecap="round" fill="none" />
      )}
      <circle cx={wave ? 42 : 34} cy={wave ? -176 : -48} r="5.5" fill={skin} />
      <circle cx="-34" cy="-48" r="5.5" fill={skin} />
      {/* garment */}
      {outfit === 'lehenga' && (
        <>
          <path d="M-24 -126 Q0 -134 24 -126 L20 -86 L-20 -86 Z" fill={cloth} />
          <path d="M-20 -88 Q-44 -40 -52 0 L52 0 Q44 -40 20 -88 Z" fill={cloth} />
          <path d="M-52 0 L52 0 L50 -9 L-50 -9 Z" fill={trim} />
          <path d="M-40 -30 Q0 -22 40 -30" stroke={trim} strokeWidth="3" fill="none" opacity="0.8" />
        </>
      )}
      {outfit === 'saree' && (
        <>
          <path d="M-24 -126 Q0 -134 24 -126 L22 -84 Q30 -40 30 0 L-30 0 Q-30 -40 -22 -84 Z" fill={cloth} />
          <path d="M24 -126 L-22 -60 L-28 -40 L30 -100 Z" fill={trim} opacity="0.9" />
          <path d="M-30 0 L30 0 L30 -7 L-30 -7 Z" fill={trim} />
        </>
      )}
      {outfit === 'frock' && (
        <>
          <path d="M-20 -126 Q0 -132 20 -126 L18 -96 L-18 -96 Z" fill={cloth} />
          <path d="M-18 -98 Q-40 -60 -40 -40 L40 -40 Q40 -60 18 -98 Z" fill={cloth} />
          <rect x="-12" y="-40" width="7" height="40" rx="3" fill={skin} />
          <rect x="5" y="-40" width="7" height="40" rx="3" fill={skin} />
          <path d="M-40 -40 L40 -40 L38 -46 L-38 -46 Z" fill={trim} />
        </>
      )}
      {outfit === 'sherwani' && (
        <>
          <path d="M-26 -126 Q0 -134 26 -126 L28 -30 L-28 -30 Z" fill={cloth} />
          <path d="M0 -128 L0 -30" stroke={trim} strokeWidth="3" />
          {[-112, -98, -84, -70].map((cy) => (
            <circle key={cy} cx="0" cy={cy} r="2.2" fill={trim} />
          ))}
          <path d="M-26 -34 L26 -34 L28 -30 L-28 -30 Z" fill={trim} />
          <rect x="-20" y="-30" width="16" height="30" fill="#f4ead8" />
          <rect x="4" y="-30" width="16" height="30" fill="#f4ead8" />
        </>
      )}
      {(outfit === 'kurta' || outfit === 'shirt') && (
        <>
          <path
            d={`M-25 -126 Q0 -134 25 -126 L26 ${outfit === 'kurta' ? -40 : -62} L-26 ${outfit === 'kurta' ? -40 : -62} Z`}
            fill={cloth}
          />
          <path d="M0 -128 L0 -100" stroke={trim} strokeWidth="3" />
          <rect
            x="-20"
            y={outfit === 'kurta' ? -40 : -62}
            width="17"
            height={outfit === 'kurta' ? 40 : 62}
            fill={outfit === 'kurta' ? '#f4ead8' : '#3b4a66'}
          />
          <rect
            x="3"
            y={outfit === 'kurta' ? -40 : -62}
            width="17"
            height={outfit === 'kurta' ? 40 : 62}
            fill={outfit === 'kurta' ? '#f4ead8' : '#3b4a66'}
          />
        </>
      )}
      {/* neck and head */}
      <rect x="-6" y="-140" width="12" height="16" rx="4" fill={skin} />
      <circle cx="0" cy="-156" r="21" fill={skin} />
      {female && <circle cx="0" cy="-160" r="2.2" fill="#b91c1c" />}
      {female && <path d="M-14 -128 Q0 -118 14 -128" stroke={trim} strokeWidth="3" fill="none" />}
      {hair === 'bun' && (
        <>
          <path d="M-22 -156 Q-22 -180 0 -180 Q22 -180 22 -156 Q12 -170 0 -170 Q-12 -170 -22 -156 Z" fill="#2b1a12" />
          <circle cx="0" cy="-184" r="10" fill="#2b1a12" />
          <circle cx="-9" cy="-188" r="3.5" fill="#fff7e6" />
          <circle cx="0" cy="-193" r="3.5" fill="#fff7e6" />
          <circle cx="9" cy="-188" r="3.5" fill="#fff7e6" />
        </>
      )}
      {hair === 'long' && (
        <path
          d="M-23 -150 Q-26 -182 0 -180 Q26 -182 23 -150 L24 -116 Q14 -130 14 -150 Q0 -168 -14 -150 Q-14 -130 -24 -116 Z"
          fill="#2b1a12"
        />
      )}
      {hair === 'pigtails' && (
        <>
          <path d="M-22 -154 Q-22 -179 0 -179 Q22 -179 22 -154 Q10 -168 0 -166 Q-10 -168 -22 -154 Z" fill="#2b1a12" />
          <circle cx="-25" cy="-150" r="7" fill="#2b1a12" />
          <circle cx="25" cy="-150" r="7" fill="#2b1a12" />
        </>
      )}
      {hair === 'short' && (
        <path d="M-21 -157 Q-22 -180 0 -179 Q22 -180 21 -157 Q14 -170 0 -169 Q-14 -170 -21 -157 Z" fill="#2b1a12" />
      )}
      {hair === 'cap' && <path d="M-21 -160 Q-20 -182 0 -182 Q20 -182 21 -160 Z" fill={trim} />}
      {hair === 'safa' && (
        <>
          <path d="M-24 -160 Q-26 -190 0 -192 Q26 -190 24 -160 Q0 -170 -24 -160 Z" fill={trim} />
          <path d="M-22 -170 Q0 -178 22 -170" stroke={cloth} strokeWidth="3" fill="none" opacity="0.7" />
          <path d="M8 -190 Q14 -206 6 -214" stroke={trim} strokeWidth="4" fill="none" strokeLinecap="round" />
          <path d="M24 -166 Q36 -150 30 -124" stroke={trim} strokeWidth="7" fill="none" strokeLinecap="round" />
        </>
      )}
      {veil && (
        <path
          d="M-30 -150 Q-30 -196 0 -196 Q30 -196 30 -150 L42 -60 Q30 -100 22 -140 Q0 -176 -22 -140 Q-30 -100 -42 -60 Z"
          fill={trim}
          opacity="0.45"
        />
      )}
    </g>
  );
}
