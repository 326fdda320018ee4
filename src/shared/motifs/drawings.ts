/**
 * The fourteen ornament motifs of the catalogue's designs, each drawn once, in a 100 x 100 box around (50, 50).
 * The invitation's ornaments and the template artwork both draw from here.
 */
import type { Motif } from '../catalogue';
import {
  circle,
  ellipse,
  FIXED,
  line,
  n,
  path,
  petal,
  rect,
  ring,
  turn,
  type MotifRole,
  type MotifShape,
} from './shape';

const mandala: MotifShape[] = [
  ...ring(16, (angle) => path(petal(46, 9), 'primary', { transform: turn(angle), opacity: 0.85 })),
  ...ring(16, (angle) => path(petal(34, 6), 'background', { transform: turn(angle + 11.25) })),
  ...ring(8, (angle) => path(petal(26, 8), 'accent', { transform: turn(angle) })),
  ...ring(24, (angle) => circle(50, 17, 1.6, 'accent', { transform: turn(angle) })),
  circle(50, 50, 10, 'secondary'),
  circle(50, 50, 5, 'accent'),
];

const marigold: MotifShape[] = [
  ...ring(20, (angle) => ellipse(50, 22, 8, 14, 'secondary', { transform: turn(angle) })),
  ...ring(16, (angle) => ellipse(50, 30, 7, 11, 'accent', { transform: turn(angle + 9) })),
  ...ring(12, (angle) => ellipse(50, 38, 5, 8, 'secondary', { transform: turn(angle), opacity: 0.9 })),
  circle(50, 50, 7, 'primary'),
];

const paisley: MotifShape[] = [
  path('M52 92 C22 90 12 62 26 40 C38 22 66 18 70 8 C82 30 88 56 78 74 C72 86 62 92 52 92 Z', 'primary'),
  path('M52 82 C32 80 26 62 34 48 C42 36 60 32 66 24 C74 40 76 58 70 68 C66 76 60 82 52 82 Z', 'background'),
  path('M52 72 C40 70 38 60 42 52 C48 44 58 42 62 38 C66 48 66 58 62 64 C60 68 56 72 52 72 Z', 'accent'),
  circle(52, 58, 5, 'secondary'),
  ...[
    [30, 70],
    [24, 56],
    [28, 44],
    [38, 34],
    [52, 28],
    [64, 22],
  ].map(([cx, cy]) => circle(cx, cy, 2, 'accent')),
];

const lotus: MotifShape[] = [
  path('M50 82 C30 70 28 40 50 14 C72 40 70 70 50 82 Z', 'primary'),
  path('M50 84 C30 84 12 66 8 42 C28 46 44 60 50 84 Z', 'secondary'),
  path('M50 84 C70 84 88 66 92 42 C72 46 56 60 50 84 Z', 'secondary'),
  path('M50 86 C34 88 14 82 4 70 C22 64 40 72 50 86 Z', 'accent'),
  path('M50 86 C66 88 86 82 96 70 C78 64 60 72 50 86 Z', 'accent'),
  path('M50 76 C42 64 42 46 50 30 C58 46 58 64 50 76 Z', 'background', { opacity: 0.55 }),
  line('M20 94 Q35 88 50 94 Q65 100 80 94', 'accent'),
];

const rangoli: MotifShape[] = [
  rect(22, 22, 56, 56, 'primary', { transform: turn(45) }),
  rect(26, 26, 48, 48, 'secondary'),
  rect(32, 32, 36, 36, 'background', { transform: turn(45) }),
  ...ring(8, (angle) => path(petal(20, 6), 'accent', { transform: turn(angle) })),
  circle(50, 50, 5, 'primary'),
  ...ring(8, (angle) => circle(50, 4, 3, 'accent', { transform: turn(angle) })),
  ...ring(8, (angle) => circle(50, 12, 1.8, 'primary', { transform: turn(angle + 22.5) })),
];

const kalash: MotifShape[] = [
  ...ring(5, (angle) =>
    path('M50 34 Q40 18 50 2 Q60 18 50 34 Z', FIXED.leaf, { transform: turn(angle * 0.36 - 36, 50, 34) }),
  ),
  ellipse(50, 30, 12, 10, 'accent'),
  path('M34 38 L66 38 L62 44 L38 44 Z', 'secondary'),
  path('M38 44 C14 52 16 88 36 94 L64 94 C84 88 86 52 62 44 Z', 'primary'),
  line('M24 66 Q50 74 76 66', 'accent'),
  line('M22 74 Q50 82 78 74', 'accent'),
  path('M50 54 L53 60 L50 66 L47 60 Z', 'accent'),
];

const peacock: MotifShape[] = [
  line('M50 98 Q48 60 50 20', 'primary'),
  ...ring(14, (_, i) => {
    const y = n(30 + i * 4.5);
    const spread = n(22 - Math.abs(i - 4) * 1.8);
    return line(
      `M50 ${y} Q${n(50 - spread)} ${n(y - 6)} ${n(50 - spread - 4)} ${n(y - 14)} M50 ${y} Q${n(50 + spread)} ${n(y - 6)} ${n(50 + spread + 4)} ${n(y - 14)}`,
      'secondary',
    );
  }),
  ellipse(50, 32, 20, 24, 'secondary'),
  ellipse(50, 34, 14, 17, 'accent'),
  ellipse(50, 36, 9, 11, 'primary'),
  ellipse(50, 37, 4.5, 5.5, 'text'),
];

const diya: MotifShape[] = [
  circle(50, 40, 26, 'accent', { opacity: 0.2 }),
  path('M50 56 C40 44 42 30 50 14 C58 30 60 44 50 56 Z', FIXED.flame),
  path('M50 54 C45 46 46 38 50 30 C54 38 55 46 50 54 Z', FIXED.flameCore),
  path('M14 60 Q50 58 86 60 Q80 84 50 86 Q20 84 14 60 Z', 'primary'),
  line('M14 60 Q50 70 86 60', 'accent'),
  ...ring(5, (_, i) => circle(30 + i * 10, 74, 2.4, 'accent')),
  path('M40 86 L60 86 L64 94 L36 94 Z', 'secondary'),
];

const toran: MotifShape[] = [
  line('M4 20 Q50 40 96 20', 'primary'),
  ...Array.from({ length: 7 }, (_, i) => {
    const x = n(10 + i * 13.3);
    const y = n(20 + Math.sin((i / 6) * Math.PI) * 10);
    return [
      path(`M${x} ${y} Q${n(x - 7)} ${n(y + 16)} ${x} ${n(y + 30)} Q${n(x + 7)} ${n(y + 16)} ${x} ${y}`, FIXED.leaf),
      circle(x, y, 3.5, i % 2 ? 'accent' : 'secondary'),
    ];
  }).flat(),
  circle(50, 62, 9, 'accent'),
  path('M44 62 L56 62 L50 84 Z', 'primary'),
  circle(50, 90, 4, 'accent'),
];

const balloons: MotifShape[] = [
  line('M32 52 Q40 76 50 96 M68 48 Q60 76 50 96 M50 42 Q52 70 50 96', 'primary'),
  ellipse(30, 34, 16, 20, 'secondary'),
  ellipse(70, 30, 16, 20, 'accent'),
  ellipse(50, 24, 17, 21, 'primary'),
  ellipse(44, 16, 4, 6, 'background', { opacity: 0.6 }),
  ellipse(24, 26, 3, 5, 'background', { opacity: 0.6 }),
];

const stars: MotifShape[] = [
  path('M50 8 Q54 42 92 50 Q54 58 50 92 Q46 58 8 50 Q46 42 50 8 Z', 'accent'),
  path('M50 26 Q52 46 74 50 Q52 54 50 74 Q48 54 26 50 Q48 46 50 26 Z', 'primary'),
  path('M82 12 Q83 19 90 20 Q83 21 82 28 Q81 21 74 20 Q81 19 82 12 Z', 'secondary'),
  path('M18 72 Q19 79 26 80 Q19 81 18 88 Q17 81 10 80 Q17 79 18 72 Z', 'secondary'),
  circle(20, 20, 2.5, 'accent'),
  circle(84, 82, 2.5, 'accent'),
];

const confettiPieces: [number, number, MotifRole, number][] = [
  [60, 16, 'accent', 20],
  [80, 30, 'secondary', 70],
  [86, 52, 'primary', 120],
  [48, 8, 'secondary', 150],
  [70, 8, 'primary', 40],
  [92, 14, 'accent', 100],
];

const confetti: MotifShape[] = [
  path('M18 92 L40 40 L70 70 Z', 'primary'),
  line('M24 78 L33 57 M30 84 L44 52', 'accent'),
  ...confettiPieces.map(([x, y, role, angle]) => rect(x, y, 8, 4, role, { rx: 1.5, transform: turn(angle, x, y) })),
  circle(60, 38, 3, 'accent'),
  circle(76, 46, 2.5, 'secondary'),
  line('M52 26 Q58 20 56 12', 'primary'),
];

const temple: MotifShape[] = [
  path('M20 94 L80 94 L76 80 L24 80 Z', 'primary'),
  path('M26 80 L74 80 L70 66 L30 66 Z', 'secondary'),
  path('M32 66 L68 66 L64 52 L36 52 Z', 'primary'),
  path('M38 52 L62 52 L58 38 L42 38 Z', 'secondary'),
  path('M42 38 Q50 20 58 38 Z', 'accent'),
  line('M50 22 L50 8', 'primary'),
  path('M50 8 L62 12 L50 16 Z', 'accent'),
  path('M44 94 L44 84 Q50 78 56 84 L56 94 Z', 'text'),
];

const leaves: MotifShape[] = [
  line('M50 96 Q46 60 54 8', 'primary'),
  ...[
    [52, 20, -40],
    [52, 20, 40],
    [51, 38, -50],
    [51, 38, 50],
    [50, 56, -55],
    [50, 56, 55],
    [49, 74, -60],
    [49, 74, 60],
  ].map(([x, y, angle]) =>
    path(`M${x} ${y} Q${x - 8} ${y - 12} ${x} ${y - 26} Q${x + 8} ${y - 12} ${x} ${y} Z`, FIXED.leaf, {
      transform: turn(angle, x, y),
    }),
  ),
  line('M54 8 Q46 -2 54 -6', 'accent'),
];

export const MOTIF_SHAPES: Readonly<Record<Motif, readonly MotifShape[]>> = {
  mandala,
  marigold,
  paisley,
  lotus,
  rangoli,
  kalash,
  peacock,
  diya,
  toran,
  balloons,
  stars,
  confetti,
  temple,
  leaves,
};
