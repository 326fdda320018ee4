/**
 * Illustrated stand-ins for `sample:<subject>` images: drawn scenes in the invitation's palette, so template
 * previews look finished without a single photograph. Every scene is a 400 x 300 picture meant to be cropped
 * to its frame (preserveAspectRatio slice).
 */
import type { ReactNode } from 'react';
import { Person, skinTone } from './people';

const P = 'var(--inv-primary, #9b1c31)';
const S = 'var(--inv-secondary, #c2410c)';
const A = 'var(--inv-accent, #d4a017)';
const BG = 'var(--inv-bg, #fff8ef)';

function Ground({ color = A }: { color?: string }) {
  return <path d="M0 262 Q200 246 400 262 L400 300 L0 300 Z" fill={color} opacity="0.35" />;
}

function FlowerArch() {
  const flowers = Array.from({ length: 19 }, (_, i) => {
    const angle = Math.PI - (i / 18) * Math.PI;
    return { x: 200 + Math.cos(angle) * 118, y: 190 - Math.sin(angle) * 150, i };
  });
  return (
    <g>
      <path d="M82 300 L82 190 A118 150 0 0 1 318 190 L318 300" fill="none" stroke={P} strokeWidth="7" opacity="0.85" />
      {flowers.map((f) => (
        <g key={f.i}>
          <circle cx={f.x} cy={f.y} r="9" fill={f.i % 2 ? A : S} />
          <circle cx={f.x} cy={f.y} r="3.5" fill={BG} />
        </g>
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={`l${i}`} cx={82} cy={206 + i * 20} r="7" fill={i % 2 ? A : S} />
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={`r${i}`} cx={318} cy={206 + i * 20} r="7" fill={i % 2 ? A : S} />
      ))}
    </g>
  );
}

function Garlands({ count = 9, length = 6 }: { count?: number; length?: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const x = 20 + i * (360 / (count - 1));
        const drop = length + (i % 3);
        return (
          <g key={i}>
            <line x1={x} y1="0" x2={x} y2={drop * 11} stroke={P} strokeWidth="1.5" opacity="0.5" />
            {Array.from({ length: drop }, (_, j) => (
              <circle key={j} cx={x} cy={8 + j * 11} r="5.5" fill={j % 2 ? A : S} />
            ))}
          </g>
        );
      })}
    </g>
  );
}

function Confetti({ seed = 1, count = 26 }: { seed?: number; count?: number }) {
  const colours = [P, S, A];
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const x = (i * 97 * seed + 31) % 390;
        const y = (i * 53 * seed + 17) % 200;
        return (
          <rect
            key={i}
            x={x}
            y={y}
            width="7"
            height="3.5"
            rx="1.5"
            fill={colours[i % 3]}
            transform={`rotate(${(i * 47) % 180} ${x} ${y})`}
            opacity="0.8"
          />
        );
      })}
    </g>
  );
}

function Diya({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-16 0 Q0 14 16 0 Z" fill={S} />
      <path d="M0 -4 Q-5 -14 0 -24 Q5 -14 0 -4 Z" fill="#f59e0b" />
      <path d="M0 -7 Q-2.5 -13 0 -18 Q2.5 -13 0 -7 Z" fill="#fde68a" />
    </g>
  );
}

const SCENES: Record<string, () => ReactNode> = {
  couple: () => (
    <>
      <FlowerArch />
      <Ground />
      <Person x={168} y={278} outfit="lehenga" hair="bun" veil skin={skinTone(0)} />
      <Person x={236} y={278} outfit="sherwani" hair="safa" cloth="#f4ead8" trim={A} skin={skinTone(1)} />
    </>
  ),
  bride: () => (
    <>
      <FlowerArch />
      <Ground />
      <Person x={200} y={300} scale={1.3} outfit="lehenga" hair="bun" veil skin={skinTone(0)} />
    </>
  ),
  groom: () => (
    <>
      <FlowerArch />
      <Ground />
      <Person x={200} y={300} scale={1.3} outfit="sherwani" hair="safa" cloth="#f4ead8" trim={A} skin={skinTone(1)} />
    </>
  ),
  family: () => (
    <>
      <Garlands count={7} length={4} />
      <Ground />
      <Person x={80} y={282} scale={0.95} outfit="kurta" hair="short" cloth={S} skin={skinTone(3)} />
      <Person x={142} y={282} scale={0.92} outfit="saree" hair="bun" skin={skinTone(2)} />
      <Person x={262} y={282} scale={0.98} outfit="kurta" hair="short" cloth={P} trim={A} skin={skinTone(1)} />
      <Person x={322} y={282} scale={0.9} outfit="saree" hair="long" cloth={A} trim={P} skin={skinTone(0)} />
      <Person x={202} y={282} scale={0.6} outfit="frock" hair="pigtails" cloth={S} trim={A} skin={skinTone(2)} wave />
    </>
  ),
  guest: () => (
    <>
      <Confetti seed={3} count={18} />
      <Ground />
      <Person x={200} y={300} scale={1.2} outfit="kurta" hair="short" cloth={S} skin={skinTone(2)} wave />
    </>
  ),
  child: () => (
    <>
      <Confetti seed={2} count={16} />
      <Ground />
      <line x1="238" y1="158" x2="262" y2="70" stroke={P} strokeWidth="1.5" />
      <ellipse cx="264" cy="54" rx="24" ry="29" fill={P} />
      <path d="M258 82 L270 82 L264 88 Z" fill={P} />
      <line x1="160" y1="150" x2="128" y2="86" stroke={S} strokeWidth="1.5" />
      <ellipse cx="124" cy="70" rx="20" ry="24" fill={A} />
      <Person x={200} y={290} scale={0.8} outfit="shirt" hair="short" cloth={S} trim={A} skin={skinTone(0)} wave />
    </>
  ),
  cake: () => (
    <>
      <Garlands count={9} length={3} />
      <Ground />
      <rect x="120" y="250" width="160" height="10" rx="4" fill={A} />
      <rect x="196" y="250" width="8" height="26" fill={A} />
      <rect x="130" y="196" width="140" height="54" rx="10" fill={P} />
      <path
        d="M130 208 Q147 222 164 208 Q181 222 198 208 Q215 222 232 208 Q249 222 270 208"
        stroke={BG}
        strokeWidth="6"
        fill="none"
      />
      <rect x="152" y="150" width="96" height="48" rx="9" fill={S} />
      <path d="M152 160 Q168 172 184 160 Q200 172 216 160 Q232 172 248 160" stroke={BG} strokeWidth="5" fill="none" />
      <rect x="174" y="114" width="52" height="38" rx="8" fill={A} />
      {[184, 200, 216].map((x) => (
        <g key={x}>
          <rect x={x - 2.5} y="92" width="5" height="22" rx="2" fill={BG} stroke={P} strokeWidth="1" />
          <path d={`M${x} 90 Q${x - 5} 82 ${x} 72 Q${x + 5} 82 ${x} 90 Z`} fill="#f59e0b" />
        </g>
      ))}
    </>
  ),
  decoration: () => (
    <>
      <Garlands count={11} length={9} />
      {[90, 200, 310].map((x, i) => (
        <g key={x} transform={`translate(${x} ${150 + (i % 2) * 30})`}>
          <line x1="0" y1="-150" x2="0" y2="-30" stroke={P} strokeWidth="1.5" />
          <path d="M-18 -30 L18 -30 L26 0 L18 30 L-18 30 L-26 0 Z" fill={i === 1 ? P : S} />
          <path d="M-18 -30 L18 -30 L26 0 L18 30 L-18 30 L-26 0 Z" fill="none" stroke={A} strokeWidth="3" />
          <circle r="8" fill="#fde68a" opacity="0.9" />
          <line x1="0" y1="30" x2="0" y2="48" stroke={A} strokeWidth="3" />
        </g>
      ))}
      <Ground />
      {[60, 130, 270, 340].map((x) => (
        <Diya key={x} x={x} y={276} scale={1.2} />
      ))}
    </>
  ),
  food: () => (
    <>
      <ellipse cx="200" cy="160" rx="190" ry="122" fill="#3f7d3a" opacity="0.85" />
      <path d="M20 160 Q200 140 380 160" stroke="#2f5e2b" strokeWidth="3" fill="none" />
      <circle cx="200" cy="160" r="112" fill="#e5e7eb" />
      <circle cx="200" cy="160" r="100" fill="#f3f4f6" />
      {[
        [160, 104, '#f59e0b'],
        [226, 96, '#b45309'],
        [270, 140, '#dc2626'],
        [266, 204, '#fef3c7'],
        [132, 200, '#65a30d'],
        [118, 146, '#fde68a'],
      ].map(([cx, cy, colour]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx as number} cy={cy as number} r="25" fill="#d1d5db" />
          <circle cx={cx as number} cy={cy as number} r="20" fill={colour as string} />
        </g>
      ))}
      <ellipse cx="200" cy="168" rx="34" ry="24" fill="#fffbeb" />
      <circle cx="196" cy="210" r="16" fill={A} />
    </>
  ),
  venue: () => (
    <>
      <circle cx="330" cy="62" r="26" fill={A} opacity="0.5" />
      <Ground color="#3f7d3a" />
      <rect x="92" y="150" width="216" height="112" fill={BG} stroke={P} strokeWidth="4" />
      <path d="M160 150 Q160 92 200 80 Q240 92 240 150 Z" fill={P} />
      <circle cx="200" cy="74" r="6" fill={A} />
      <path d="M96 150 Q96 122 118 116 Q140 122 140 150 Z" fill={S} />
      <path d="M260 150 Q260 122 282 116 Q304 122 304 150 Z" fill={S} />
      {[112, 152, 208, 248].map((x) => (
        <path
          key={x}
          d={`M${x} 262 L${x} 200 Q${x + 20} 174 ${x + 40} 200 L${x + 40} 262 Z`}
          fill={P}
          opacity={x === 152 || x === 208 ? 0.9 : 0.55}
        />
      ))}
      <rect x="84" y="254" width="232" height="10" fill={A} />
      {[40, 360].map((x) => (
        <g key={x}>
          <rect x={x - 4} y="212" width="8" height="50" fill="#7c4a2d" />
          <circle cx={x} cy="200" r="28" fill="#3f7d3a" />
          <circle cx={x - 12} cy="212" r="18" fill="#4d8c44" />
        </g>
      ))}
    </>
  ),
  stage: () => (
    <>
      <path d="M40 0 L110 0 L170 240 Z" fill={A} opacity="0.18" />
      <path d="M360 0 L290 0 L230 240 Z" fill={A} opacity="0.18" />
      <rect x="70" y="60" width="260" height="170" rx="14" fill={P} />
      <circle cx="200" cy="130" r="54" fill="none" stroke={A} strokeWidth="5" />
      <circle cx="200" cy="130" r="38" fill="none" stroke={A} strokeWidth="2" strokeDasharray="4 6" />
      <Garlands count={8} length={3} />
      <rect x="40" y="230" width="320" height="26" fill={S} />
      <rect x="40" y="256" width="320" height="44" fill={P} opacity="0.5" />
      {[160, 240].map((x) => (
        <g key={x}>
          <path d={`M${x - 22} 230 L${x - 22} 178 Q${x} 160 ${x + 22} 178 L${x + 22} 230 Z`} fill={A} />
          <rect x={x - 18} y="204" width="36" height="12" fill={BG} />
        </g>
      ))}
    </>
  ),
  party: () => (
    <>
      <line x1="200" y1="0" x2="200" y2="40" stroke={P} strokeWidth="2" />
      <circle cx="200" cy="78" r="38" fill="#cbd5e1" />
      {Array.from({ length: 6 }, (_, i) => (
        <line key={i} x1="162" y1={52 + i * 11} x2="238" y2={52 + i * 11} stroke="#94a3b8" strokeWidth="1" />
      ))}
      {Array.from({ length: 8 }, (_, i) => {
        const angle = (i / 8) * Math.PI * 2;
        return (
          <line
            key={`r${i}`}
            x1={200 + Math.cos(angle) * 48}
            y1={78 + Math.sin(angle) * 48}
            x2={200 + Math.cos(angle) * 90}
            y2={78 + Math.sin(angle) * 90}
            stroke={A}
            strokeWidth="3"
            opacity="0.6"
          />
        );
      })}
      <Confetti seed={5} count={30} />
      <Ground />
      {[140, 260].map((x, i) => (
        <g key={x} transform={`translate(${x} 200) rotate(${i ? 12 : -12})`}>
          <path d="M-20 0 L20 0 L0 34 Z" fill={i ? S : P} opacity="0.85" />
          <rect x="-2" y="34" width="4" height="28" fill="#cbd5e1" />
          <rect x="-14" y="60" width="28" height="4" rx="2" fill="#cbd5e1" />
        </g>
      ))}
    </>
  ),
  home: () => (
    <>
      <circle cx="70" cy="60" r="24" fill={A} opacity="0.5" />
      <Ground color="#3f7d3a" />
      <path d="M90 140 L200 60 L310 140 Z" fill={P} />
      <rect x="110" y="140" width="180" height="122" fill={BG} stroke={P} strokeWidth="4" />
      <rect x="176" y="186" width="48" height="76" rx="4" fill={S} />
      <path d="M170 180 Q200 200 230 180" stroke="#3f7d3a" strokeWidth="4" fill="none" />
      {[176, 188, 200, 212, 224].map((x) => (
        <path key={x} d={`M${x} 184 L${x - 4} 196 L${x + 4} 196 Z`} fill="#4d8c44" />
      ))}
      <rect x="126" y="170" width="34" height="34" fill={A} opacity="0.6" />
      <rect x="240" y="170" width="34" height="34" fill={A} opacity="0.6" />
      <g transform="translate(200 282)">
        {Array.from({ length: 8 }, (_, i) => (
          <ellipse key={i} rx="6" ry="14" transform={`rotate(${i * 45}) translate(0 -12)`} fill={i % 2 ? S : A} />
        ))}
        <circle r="6" fill={P} />
      </g>
    </>
  ),
  temple: () => (
    <>
      <Ground />
      {[0, 1, 2, 3, 4].map((tier) => {
        const width = 190 - tier * 34;
        const y = 250 - tier * 40;
        return (
          <rect
            key={tier}
            x={200 - width / 2}
            y={y - 40}
            width={width}
            height="40"
            fill={tier % 2 ? S : P}
            stroke={A}
            strokeWidth="3"
          />
        );
      })}
      <path d="M176 50 Q200 20 224 50 Z" fill={A} />
      <line x1="200" y1="22" x2="200" y2="0" stroke={P} strokeWidth="2" />
      <path d="M200 2 L222 8 L200 14 Z" fill={S} />
      <path d="M184 250 L184 214 Q200 198 216 214 L216 250 Z" fill="#2b1a12" opacity="0.75" />
      <Diya x={140} y={278} />
      <Diya x={260} y={278} />
    </>
  ),
  school: () => (
    <>
      <Ground color="#3f7d3a" />
      <rect x="80" y="120" width="240" height="142" fill={BG} stroke={P} strokeWidth="4" />
      <path d="M66 124 L200 70 L334 124 Z" fill={P} />
      <circle cx="200" cy="104" r="14" fill={BG} stroke={A} strokeWidth="3" />
      <line x1="200" y1="104" x2="200" y2="96" stroke={P} strokeWidth="2" />
      <line x1="200" y1="104" x2="206" y2="104" stroke={P} strokeWidth="2" />
      {[100, 150, 226, 276].map((x) => (
        <rect key={x} x={x} y="146" width="26" height="30" fill={A} opacity="0.55" />
      ))}
      <rect x="182" y="200" width="36" height="62" fill={S} />
      <line x1="356" y1="262" x2="356" y2="96" stroke="#6b7280" strokeWidth="3" />
      <rect x="357" y="98" width="34" height="7" fill="#ea580c" />
      <rect x="357" y="105" width="34" height="7" fill="#ffffff" />
      <rect x="357" y="112" width="34" height="7" fill="#15803d" />
      <circle cx="374" cy="108.5" r="2.5" fill="#1e3a8a" />
    </>
  ),
  trophy: () => (
    <>
      <Confetti seed={7} count={24} />
      <Ground />
      <path d="M150 70 L250 70 L244 140 Q200 176 156 140 Z" fill={A} />
      <path d="M150 84 Q112 84 122 118 Q130 136 156 136" stroke={A} strokeWidth="8" fill="none" />
      <path d="M250 84 Q288 84 278 118 Q270 136 244 136" stroke={A} strokeWidth="8" fill="none" />
      <rect x="190" y="160" width="20" height="40" fill={A} />
      <rect x="160" y="200" width="80" height="20" rx="4" fill={P} />
      <rect x="146" y="220" width="108" height="28" rx="4" fill={S} />
      <path d="M200 92 L206 108 L222 108 L209 118 L214 134 L200 124 L186 134 L191 118 L178 108 L194 108 Z" fill={BG} />
    </>
  ),
  flag: () => (
    <>
      <Ground color="#3f7d3a" />
      <line x1="120" y1="270" x2="120" y2="40" stroke="#6b7280" strokeWidth="6" />
      <path d="M123 50 Q200 30 290 56 L290 96 Q200 72 123 92 Z" fill="#ea580c" />
      <path d="M123 92 Q200 72 290 96 L290 136 Q200 112 123 132 Z" fill="#ffffff" stroke="#e5e7eb" />
      <path d="M123 132 Q200 112 290 136 L290 176 Q200 152 123 172 Z" fill="#15803d" />
      <circle cx="206" cy="113" r="13" fill="none" stroke="#1e3a8a" strokeWidth="2" />
      <circle cx="206" cy="113" r="2.5" fill="#1e3a8a" />
      <rect x="100" y="262" width="40" height="10" fill={A} />
    </>
  ),
  fireworks: () => (
    <>
      <rect width="400" height="300" fill="#141b34" opacity="0.85" />
      {[
        [110, 90, A],
        [290, 70, P],
        [210, 150, S],
      ].map(([cx, cy, colour]) => (
        <g key={`${cx}`}>
          {Array.from({ length: 16 }, (_, i) => {
            const angle = (i / 16) * Math.PI * 2;
            return (
              <line
                key={i}
                x1={(cx as number) + Math.cos(angle) * 10}
                y1={(cy as number) + Math.sin(angle) * 10}
                x2={(cx as number) + Math.cos(angle) * 52}
                y2={(cy as number) + Math.sin(angle) * 52}
                stroke={colour as string}
                strokeWidth="3"
                strokeLinecap="round"
              />
            );
          })}
          <circle cx={cx as number} cy={cy as number} r="6" fill="#fde68a" />
        </g>
      ))}
      <path d="M0 270 L60 240 L100 256 L160 226 L230 258 L300 232 L400 262 L400 300 L0 300 Z" fill="#0b1024" />
    </>
  ),
  logo: () => (
    <>
      <rect width="400" height="300" fill={P} opacity="0.12" />
      <path d="M200 40 L290 74 L290 150 Q290 222 200 262 Q110 222 110 150 L110 74 Z" fill={P} />
      <path
        d="M200 58 L274 86 L274 150 Q274 208 200 242 Q126 208 126 150 L126 86 Z"
        fill="none"
        stroke={A}
        strokeWidth="4"
      />
      <path d="M152 150 Q176 138 200 150 Q224 138 248 150 L248 196 Q224 184 200 196 Q176 184 152 196 Z" fill={BG} />
      <line x1="200" y1="150" x2="200" y2="196" stroke={P} strokeWidth="2" />
      <path d="M200 84 L207 102 L226 102 L211 113 L217 131 L200 120 L183 131 L189 113 L174 102 L193 102 Z" fill={A} />
    </>
  ),
  chariot: () => (
    <>
      <Garlands count={7} length={3} />
      <Ground />
      <path d="M150 176 L250 176 L238 136 L162 136 Z" fill={S} stroke={A} strokeWidth="3" />
      <path d="M166 136 L234 136 L222 100 L178 100 Z" fill={P} stroke={A} strokeWidth="3" />
      <path d="M182 100 L218 100 Q210 64 200 52 Q190 64 182 100 Z" fill={A} />
      <line x1="200" y1="52" x2="200" y2="30" stroke={P} strokeWidth="2" />
      <path d="M200 30 L220 36 L200 42 Z" fill={S} />
      <rect x="136" y="176" width="128" height="44" fill={P} stroke={A} strokeWidth="3" />
      <path d="M178 220 L178 190 Q200 176 222 190 L222 220 Z" fill="#2b1a12" opacity="0.7" />
      {[150, 250].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="238" r="30" fill={BG} stroke={P} strokeWidth="6" />
          {Array.from({ length: 8 }, (_, i) => (
            <line
              key={i}
              x1={cx}
              y1="238"
              x2={cx + Math.cos((i / 8) * Math.PI * 2) * 26}
              y2={238 + Math.sin((i / 8) * Math.PI * 2) * 26}
              stroke={P}
              strokeWidth="3"
            />
          ))}
          <circle cx={cx} cy="238" r="6" fill={A} />
        </g>
      ))}
      <path d="M136 190 Q100 206 70 200" stroke={A} strokeWidth="5" fill="none" strokeLinecap="round" />
    </>
  ),
  gift: () => (
    <>
      <Confetti seed={4} count={20} />
      <Ground />
      <rect x="130" y="140" width="140" height="110" rx="6" fill={P} />
      <rect x="120" y="118" width="160" height="30" rx="6" fill={S} />
      <rect x="190" y="118" width="20" height="132" fill={A} />
      <path d="M200 118 Q160 80 150 104 Q146 120 200 118 Q254 120 250 104 Q240 80 200 118 Z" fill={A} />
    </>
  ),
  ritual: () => (
    <>
      <Garlands count={7} length={3} />
      <Ground />
      <path d="M150 250 L250 250 L236 214 L164 214 Z" fill={S} />
      <rect x="156" y="204" width="88" height="12" fill={P} />
      <path
        d="M200 204 Q176 170 190 140 Q196 160 204 150 Q214 130 206 110 Q236 146 222 176 Q232 170 232 160 Q246 190 200 204 Z"
        fill="#f59e0b"
      />
      <path d="M200 204 Q188 184 198 166 Q206 180 212 172 Q218 190 200 204 Z" fill="#fde68a" />
      <Person x={90} y={282} scale={0.8} outfit="kurta" hair="short" cloth={A} trim={P} skin={skinTone(3)} />
      <Person x={310} y={282} scale={0.8} outfit="saree" hair="bun" skin={skinTone(0)} />
    </>
  ),
};

/** Other names a sample may use for the same picture. */
const ALIASES: Record<string, string> = {
  bridegroom: 'groom',
  wedding: 'couple',
  parents: 'family',
  elders: 'family',
  friends: 'family',
  person: 'guest',
  host: 'guest',
  organizer: 'guest',
  organiser: 'guest',
  principal: 'guest',
  chiefguest: 'guest',
  'chief-guest': 'guest',
  speaker: 'guest',
  teacher: 'guest',
  kid: 'child',
  kids: 'child',
  baby: 'child',
  student: 'school',
  students: 'school',
  crest: 'logo',
  emblem: 'logo',
  hall: 'venue',
  palace: 'venue',
  mandap: 'stage',
  house: 'home',
  newhome: 'home',
  gopuram: 'temple',
  rath: 'chariot',
  ratha: 'chariot',
  puja: 'ritual',
  pooja: 'ritual',
  havan: 'ritual',
  homa: 'ritual',
  sports: 'trophy',
  award: 'trophy',
  tricolour: 'flag',
  newyear: 'fireworks',
  celebration: 'party',
  dj: 'party',
  drinks: 'party',
  present: 'gift',
  balloons: 'child',
  dinner: 'food',
  lunch: 'food',
  sweets: 'food',
};

/** The scene's own name for a subject (an alias resolved), or undefined when no scene draws it. */
export function sceneKey(subject: string): string | undefined {
  const key = subject.toLowerCase().replace(/[^a-z-]/g, '');
  if (Object.hasOwn(SCENES, key)) return key;
  const alias = Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
  return alias && Object.hasOwn(SCENES, alias) ? alias : undefined;
}

export function sceneFor(subject: string): (() => ReactNode) | undefined {
  const key = sceneKey(subject);
  return key ? SCENES[key] : undefined;
}

export const SCENE_NAMES = Object.keys(SCENES);
