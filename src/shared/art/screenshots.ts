/**
 * Screenshots of the invitation site: eight sections drawn in the template's design, each under the site's
 * top bar, the way a guest scrolling the invitation on a phone sees it.
 */
import type { Template } from '../catalogue';
import { artContext, SCREENSHOT_SIZE } from './canvas';
import { sectionPlan, type SectionKind } from './captions';
import { mix, onColour, shade, tint } from './color';
import { background, document, eyebrowColour, invitationPage } from './compose';
import { sampleFor, type ArtSample } from './content';
import { DECORATIONS, divider, kalashAt, rangoliAt, templeAt, type DecorContext } from './decor';
import { blossom, sparkle, star } from './shapes';
import { at, circle, ellipse, n, path, rect } from './svg';
import { fit, text, wrap } from './text';

const W = SCREENSHOT_SIZE.width;
const H = SCREENSHOT_SIZE.height;
const NAV = 56;

interface Section {
  ctx: DecorContext;
  template: Template;
  sample: ArtSample;
}

function navBar({ ctx, sample }: Section): string {
  const { theme } = ctx;
  return (
    rect(0, 0, W, NAV, { fill: theme.paper, opacity: 0.96 }) +
    rect(0, NAV - 1, W, 1, { fill: theme.line }) +
    text(26, 36, sample.monogram, theme.heading, { size: 21, fill: theme.primary, anchor: 'start' }) +
    text(470, 34, 'RSVP', theme.body, { size: 13, fill: theme.primary, weight: 700, spacing: 0.12 }) +
    rect(440, 16, 60, 26, { rx: 13, fill: 'none', stroke: theme.primary, 'stroke-width': 1.2 }) +
    path('M534 21h34M534 29h34M534 37h34', { stroke: theme.text, 'stroke-width': 2.4, 'stroke-linecap': 'round' })
  );
}

function heading(section: Section, title: string): string {
  const { theme } = section.ctx;
  const fitted = fit(title, theme.heading, W - 100, theme.script ? 50 : 38, 22, 1);
  return (
    text(W / 2, 106, section.sample.title, theme.body, {
      size: 12,
      fill: eyebrowColour(section.ctx),
      upper: true,
      spacing: 0.28,
      weight: 600,
    }) +
    text(W / 2, 152, fitted.lines[0], theme.heading, { size: fitted.size, fill: theme.primary }) +
    divider(section.ctx, W / 2, 178, 170)
  );
}

function card(ctx: DecorContext, x: number, y: number, w: number, h: number, radius = 16): string {
  return rect(x, y, w, h, { rx: radius, fill: ctx.theme.paper, stroke: ctx.theme.line, 'stroke-width': 1 });
}

function pill(ctx: DecorContext, cx: number, cy: number, label: string, filled: boolean, width = 200): string {
  const { theme } = ctx;
  return (
    rect(cx - width / 2, cy - 22, width, 44, {
      rx: 22,
      fill: filled ? theme.primary : 'none',
      stroke: theme.primary,
      'stroke-width': 1.6,
    }) +
    text(cx, cy + 5, label, theme.body, {
      size: 15,
      fill: filled ? onColour(theme.primary) : theme.primary,
      weight: 700,
      spacing: 0.04,
    })
  );
}

/** An illustrated portrait: a person's silhouette in a ringed circle (no photographs). */
function portrait(ctx: DecorContext, cx: number, cy: number, r: number, variant: number): string {
  const { theme, defs } = ctx;
  const ground = defs.linear([
    { offset: 0, colour: tint(variant % 2 ? theme.secondary : theme.primary, 0.72) },
    { offset: 1, colour: tint(theme.accent, 0.55) },
  ]);
  const clip = defs.clip(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`);
  const figure = variant % 2 ? shade(theme.secondary, 0.15) : shade(theme.primary, 0.15);
  return (
    circle(cx, cy, r + 16, {
      fill: 'none',
      stroke: theme.accent,
      'stroke-width': 1.5,
      'stroke-dasharray': '2 6',
      'stroke-linecap': 'round',
    }) +
    circle(cx, cy, r + 7, { fill: 'none', stroke: theme.accent, 'stroke-width': 2.5 }) +
    `<g clip-path="${clip}">` +
    rect(cx - r, cy - r, r * 2, r * 2, { fill: ground }) +
    ellipse(cx, cy + r * 0.95, r * 0.68, r * 0.55, { fill: figure }) +
    circle(cx, cy - r * 0.12, r * 0.32, { fill: figure }) +
    (variant % 2 === 0
      ? path(
          `M${n(cx - r * 0.36)} ${n(cy - r * 0.1)}q${n(r * 0.36)} ${n(-r * 0.62)} ${n(r * 0.72)} 0q${n(-r * 0.1)} ${n(r * 0.5)} ${n(-r * 0.1)} ${n(r * 0.62)}`,
          { fill: shade(figure, 0.3) },
        )
      : '') +
    '</g>'
  );
}

function people(section: Section): string {
  const { ctx, sample } = section;
  const { theme } = ctx;
  if (sample.people.length === 1) {
    const person = sample.people[0];
    const note = wrap(person.note, theme.body, 16, 420, 2);
    return (
      portrait(ctx, W / 2, 345, 118, 0) +
      text(W / 2, 528, person.name, theme.heading, {
        size: fit(person.name, theme.heading, 480, 40, 22, 1).size,
        fill: theme.primary,
      }) +
      note.map((l, i) => text(W / 2, 566 + i * 24, l, theme.body, { size: 16, fill: theme.muted })).join('') +
      DECORATIONS[section.template.design.motif].base(ctx, W / 2, 740, 300)
    );
  }
  let out = '';
  sample.people.slice(0, 2).forEach((person, i) => {
    const cx = i === 0 ? 160 : 440;
    out += portrait(ctx, cx, 320, 88, i);
    out += text(cx, 462, person.name, theme.heading, {
      size: fit(person.name, theme.heading, 240, 32, 18, 1).size,
      fill: theme.primary,
    });
    out += wrap(person.note, theme.body, 14, 220, 3)
      .map((l, k) => text(cx, 494 + k * 21, l, theme.body, { size: 14, fill: theme.muted }))
      .join('');
  });
  out += text(W / 2, 338, '&', theme.heading, { size: 54, fill: theme.accent, upper: false });
  return out + DECORATIONS[section.template.design.motif].base(ctx, W / 2, 770, 320);
}

function tile(ctx: DecorContext, x: number, y: number, w: number, h: number, variant: number): string {
  const { theme, defs } = ctx;
  const clip = defs.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="14"/>`);
  let scene = '';
  switch (variant % 4) {
    case 0: {
      const sky = defs.linear([
        { offset: 0, colour: tint(theme.secondary, 0.55) },
        { offset: 1, colour: tint(theme.accent, 0.75) },
      ]);
      scene =
        rect(x, y, w, h, { fill: sky }) +
        circle(x + w * 0.7, y + h * 0.38, h * 0.14, { fill: tint(theme.accent, 0.4) }) +
        path(
          `M${n(x)} ${n(y + h * 0.72)}Q${n(x + w * 0.3)} ${n(y + h * 0.5)} ${n(x + w * 0.62)} ${n(y + h * 0.7)}T${n(x + w)} ${n(y + h * 0.64)}V${n(y + h)}H${n(x)}Z`,
          { fill: mix(theme.primary, '#3f6212', 0.5) },
        ) +
        path(
          `M${n(x)} ${n(y + h * 0.86)}Q${n(x + w * 0.5)} ${n(y + h * 0.7)} ${n(x + w)} ${n(y + h * 0.86)}V${n(y + h)}H${n(x)}Z`,
          { fill: shade(mix(theme.primary, '#3f6212', 0.5), 0.25) },
        );
      break;
    }
    case 1:
      scene =
        rect(x, y, w, h, { fill: tint(theme.primary, 0.82) }) +
        DECORATIONS.mandala.medallion(ctx, x + w / 2, y + h / 2, Math.min(w, h) * 0.36);
      break;
    case 2: {
      const night = defs.linear([
        { offset: 0, colour: shade(theme.primary, 0.55) },
        { offset: 1, colour: shade(theme.secondary, 0.35) },
      ]);
      scene = rect(x, y, w, h, { fill: night });
      for (let i = 0; i < 14; i++)
        scene += circle(x + ctx.rng.range(0, w), y + ctx.rng.range(0, h), ctx.rng.range(5, 18), {
          fill: i % 2 ? theme.accent : tint(theme.secondary, 0.4),
          opacity: ctx.rng.range(0.25, 0.7),
        });
      break;
    }
    default: {
      const sky = defs.linear([
        { offset: 0, colour: tint(theme.accent, 0.6) },
        { offset: 1, colour: tint(theme.primary, 0.6) },
      ]);
      scene =
        rect(x, y, w, h, { fill: sky }) +
        circle(x + w * 0.25, y + h * 0.3, h * 0.1, { fill: '#fff7d6' }) +
        templeAt(defs, theme, shade(theme.primary, 0.35), x + w / 2, y + h, h * 0.75);
    }
  }
  return `<g clip-path="${clip}">${scene}</g>`;
}

function gallery(section: Section): string {
  const { ctx } = section;
  const columns: [number, number[]][] = [
    [40, [196, 150, 176]],
    [310, [150, 196, 176]],
  ];
  let out = '';
  let variant = 0;
  for (const [x, heights] of columns) {
    let y = 212;
    for (const h of heights) {
      out += tile(ctx, x, y, 250, h, variant++);
      y += h + 14;
    }
  }
  return out;
}

function story(section: Section): string {
  const { ctx, sample } = section;
  const { theme } = ctx;
  const entries = sample.story.length
    ? sample.story
    : sample.events.slice(0, 3).map((e) => ({ year: e.when.split(' ')[0], title: e.name, text: sample.venue }));
  let out = path(`M96 226V724`, { stroke: theme.accent, 'stroke-width': 2, 'stroke-dasharray': '6 6' });
  entries.slice(0, 3).forEach((entry, i) => {
    const y = 290 + i * 164;
    out += card(ctx, 148, y - 62, 412, 124);
    out += circle(96, y, 32, { fill: theme.primary, stroke: theme.bg, 'stroke-width': 5 });
    out += text(96, y + 5, entry.year, theme.body, { size: 13, fill: onColour(theme.primary), weight: 700 });
    out += text(172, y - 18, entry.title, theme.heading, {
      size: fit(entry.title, theme.heading, 250, 24, 16, 1).size,
      fill: theme.primary,
      anchor: 'start',
    });
    out += wrap(entry.text, theme.body, 15, 250, 2)
      .map((l, k) => text(172, y + 12 + k * 22, l, theme.body, { size: 15, fill: theme.muted, anchor: 'start' }))
      .join('');
    out += tile(ctx, 448, y - 48, 96, 96, i);
  });
  return out;
}

function events(section: Section): string {
  const { ctx, sample } = section;
  const { theme } = ctx;
  const icons = [
    blossom(15, theme.primary, theme.accent),
    sparkle(17, theme.accent),
    star(16, theme.primary),
    blossom(15, theme.secondary, theme.accent),
  ];
  let out = '';
  sample.events.slice(0, 4).forEach((event, i) => {
    const y = 214 + i * 124;
    out += card(ctx, 40, y, 520, 108);
    out += circle(102, y + 54, 34, { fill: tint(i % 2 ? theme.secondary : theme.primary, theme.dark ? 0.15 : 0.85) });
    out += at(102, y + 54, icons[i % icons.length]);
    out += text(154, y + 48, event.name, theme.heading, {
      size: fit(event.name, theme.heading, 215, 24, 14, 1).size,
      fill: theme.primary,
      anchor: 'start',
    });
    out += text(154, y + 76, sample.city, theme.body, { size: 14, fill: theme.muted, anchor: 'start' });
    out += rect(408, y + 36, 132, 36, { rx: 18, fill: tint(theme.accent, theme.dark ? 0.1 : 0.78) });
    out += text(474, y + 59, event.when, theme.body, {
      size: 14,
      fill: theme.dark ? theme.text : shade(theme.accent, 0.55),
      weight: 700,
    });
  });
  return out;
}

function countdown(section: Section): string {
  const { ctx, sample, template } = section;
  const { theme, rng } = ctx;
  const values = [
    String(Math.floor(rng.range(12, 98))),
    String(Math.floor(rng.range(10, 23))),
    String(Math.floor(rng.range(10, 59))).padStart(2, '0'),
    String(Math.floor(rng.range(10, 59))).padStart(2, '0'),
  ];
  const labels = ['Days', 'Hours', 'Minutes', 'Seconds'];
  let out = `<g opacity="0.1">${DECORATIONS[template.design.motif].medallion(ctx, W / 2, 470, 230)}</g>`;
  out += text(W / 2, 250, sample.date, theme.body, { size: 20, fill: theme.primary, weight: 700 });
  values.forEach((value, i) => {
    const x = 52 + i * 128;
    out += card(ctx, x, 290, 112, 128, 14);
    out += text(x + 56, 362, value, theme.heading, { size: 46, fill: theme.primary, upper: false, spacing: 0 });
    out += text(x + 56, 396, labels[i], theme.body, {
      size: 12,
      fill: theme.muted,
      upper: true,
      spacing: 0.16,
      weight: 600,
    });
  });
  out += pill(ctx, W / 2, 484, 'Add to Calendar', true, 230);
  out += text(W / 2, 584, 'We can’t wait to celebrate with you', theme.body, {
    size: 18,
    fill: theme.muted,
    italic: true,
  });
  return out + DECORATIONS[template.design.motif].base(ctx, W / 2, 770, 320);
}

function venue(section: Section): string {
  const { ctx, sample } = section;
  const { theme, defs } = ctx;
  const x = 40;
  const y = 212;
  const w = 520;
  const h = 300;
  const clip = defs.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18"/>`);
  const land = theme.dark ? tint(theme.bg, 0.14) : '#eef1e6';
  const road = theme.dark ? tint(theme.bg, 0.3) : '#ffffff';
  const map =
    rect(x, y, w, h, { fill: land }) +
    rect(x + 300, y + 20, 150, 110, { rx: 16, fill: theme.dark ? tint(theme.bg, 0.2) : '#cfe6c4' }) +
    rect(x + 30, y + 190, 120, 80, { rx: 14, fill: theme.dark ? tint(theme.bg, 0.2) : '#d7ead0' }) +
    path(`M${x} ${y + 120}C${x + 120} ${y + 90} ${x + 220} ${y + 230} ${x + w} ${y + 200}`, {
      stroke: theme.dark ? '#355a7a' : '#b9dcf0',
      'stroke-width': 26,
      fill: 'none',
    }) +
    path(
      `M${x} ${y + 60}H${x + w}M${x + 180} ${y}V${y + h}M${x + 60} ${y + h}L${x + w} ${y + 150}M${x + 400} ${y}V${y + h}`,
      { stroke: road, 'stroke-width': 12, fill: 'none' },
    ) +
    path(`M${x} ${y + 250}H${x + w}M${x + 280} ${y}L${x + 330} ${y + h}`, {
      stroke: road,
      'stroke-width': 6,
      fill: 'none',
    });
  const pin =
    circle(320, 372, 40, { fill: theme.primary, opacity: 0.15 }) +
    circle(320, 372, 22, { fill: theme.primary, opacity: 0.25 }) +
    path('M320 372c-16-22-26-36-26-50a26 26 0 0 1 52 0c0 14-10 28-26 50z', {
      fill: theme.primary,
      stroke: '#ffffff',
      'stroke-width': 3,
    }) +
    circle(320, 322, 9, { fill: '#ffffff' });
  const name = sample.venue.split(',')[0];
  return (
    `<g clip-path="${clip}">${map}</g>` +
    rect(x, y, w, h, { rx: 18, fill: 'none', stroke: theme.line }) +
    pin +
    card(ctx, 40, 532, 520, 200) +
    text(W / 2, 580, name, theme.heading, {
      size: fit(name, theme.heading, 460, 28, 16, 1).size,
      fill: theme.primary,
    }) +
    text(W / 2, 612, `${sample.date.split(', ')[1]} · ${sample.time}`, theme.body, { size: 15, fill: theme.muted }) +
    text(W / 2, 636, `${sample.city}, India`, theme.body, { size: 15, fill: theme.muted }) +
    pill(ctx, 196, 684, 'Get Directions', true, 200) +
    pill(ctx, 410, 684, 'Call', false, 150)
  );
}

function field(ctx: DecorContext, y: number, label: string, value: string, height = 46): string {
  const { theme } = ctx;
  return (
    text(50, y, label, theme.body, { size: 13, fill: theme.text, anchor: 'start', weight: 700 }) +
    rect(50, y + 10, 500, height, { rx: 10, fill: theme.paper, stroke: theme.line, 'stroke-width': 1.5 }) +
    text(66, y + 39, value, theme.body, { size: 15, fill: theme.muted, anchor: 'start' })
  );
}

function rsvp(section: Section): string {
  const { ctx } = section;
  const { theme } = ctx;
  return (
    field(ctx, 226, 'Your name', 'Kavitha Menon') +
    field(ctx, 310, 'Number of guests', '3') +
    text(50, 394, 'Will you attend?', theme.body, { size: 13, fill: theme.text, anchor: 'start', weight: 700 }) +
    pill(ctx, 170, 430, 'Joyfully accept', true, 240) +
    pill(ctx, 430, 430, 'Sadly decline', false, 240) +
    field(ctx, 486, 'Message', 'See you there!', 100) +
    pill(ctx, W / 2, 656, 'Send RSVP', true, 500)
  );
}

function wishes(section: Section): string {
  const { ctx, sample } = section;
  const { theme } = ctx;
  let out = '';
  sample.wishes.forEach((wish, i) => {
    const y = 212 + i * 124;
    out += card(ctx, 40 + (i % 2) * 20, y, 500, 108);
    out += text(82 + (i % 2) * 20, y + 62, '“', theme.heading, {
      size: 64,
      fill: theme.accent,
      upper: false,
      spacing: 0,
    });
    out += wrap(wish.text, theme.body, 15, 380, 2)
      .map((l, k) =>
        text(118 + (i % 2) * 20, y + 42 + k * 22, l, theme.body, { size: 15, fill: theme.text, anchor: 'start' }),
      )
      .join('');
    out += text(118 + (i % 2) * 20, y + 90, `— ${wish.name}`, theme.body, {
      size: 13,
      fill: theme.primary,
      anchor: 'start',
      weight: 700,
    });
  });
  out += rect(40, 600, 520, 50, { rx: 25, fill: theme.paper, stroke: theme.line, 'stroke-width': 1.5 });
  out += text(64, 631, 'Write your wishes…', theme.body, { size: 15, fill: theme.muted, anchor: 'start' });
  out += pill(ctx, W / 2, 700, 'Send Wishes', true, 220);
  return out;
}

function notes(section: Section): string {
  const { ctx, sample } = section;
  const { theme } = ctx;
  const items = sample.notes.length
    ? sample.notes
    : [
        'Please arrive 15 minutes early',
        'Traditional attire welcome',
        'Prasadam served after the puja',
        'Parking near the east gate',
      ];
  let out = card(ctx, 40, 212, 520, 400);
  items.slice(0, 4).forEach((item, i) => {
    const y = 270 + i * 88;
    out += circle(92, y, 20, { fill: theme.primary });
    out += path(`M83 ${y}l6 7l12-13`, {
      stroke: onColour(theme.primary),
      'stroke-width': 3.2,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += wrap(item, theme.body, 17, 400, 2)
      .map((l, k) => text(130, y + 6 + k * 24, l, theme.body, { size: 17, fill: theme.text, anchor: 'start' }))
      .join('');
    if (i < 3) out += rect(70, y + 44, 460, 1, { fill: theme.line });
  });
  out += text(W / 2, 668, 'Questions? Call the organisers', theme.body, { size: 16, fill: theme.muted });
  out += pill(ctx, W / 2, 718, 'Call Now', false, 180);
  return out;
}

function home(section: Section): string {
  const { ctx, sample } = section;
  const { theme } = ctx;
  const wall = theme.dark ? tint(theme.bg, 0.18) : tint(theme.accent, 0.8);
  const roof = theme.primary;
  const glass = tint(theme.secondary, 0.55);
  const house =
    ellipse(300, 520, 250, 18, { fill: shade(theme.bgDeep, 0.05) }) +
    rect(150, 340, 300, 180, { fill: wall, stroke: shade(wall, 0.25), 'stroke-width': 2 }) +
    path('M126 350L300 228L474 350Z', { fill: roof }) +
    rect(396, 236, 28, 70, { fill: shade(roof, 0.2) }) +
    rect(268, 420, 64, 100, { rx: 30, fill: shade(theme.secondary, 0.25) }) +
    circle(320, 474, 4, { fill: theme.accent }) +
    rect(176, 380, 64, 58, { rx: 6, fill: glass, stroke: shade(wall, 0.3), 'stroke-width': 3 }) +
    rect(360, 380, 64, 58, { rx: 6, fill: glass, stroke: shade(wall, 0.3), 'stroke-width': 3 }) +
    path('M208 380v58M176 409h64M392 380v58M360 409h64', { stroke: shade(wall, 0.3), 'stroke-width': 2 }) +
    path(`M258 414q42 22 84 0`, { stroke: '#3f8f3a', 'stroke-width': 5, fill: 'none' }) +
    kalashAt(ctx.defs, theme, 232, 520, 44) +
    kalashAt(ctx.defs, theme, 368, 520, 44) +
    rangoliAt(ctx.defs, 300, 548, 30, [theme.primary, theme.secondary, theme.accent, tint(theme.primary, 0.4)]);
  const message = wrap(
    'With the blessings of our elders, we step into our new home and would love you to be part of our first day here.',
    theme.body,
    17,
    470,
    3,
  );
  return (
    house +
    message.map((l, i) => text(W / 2, 624 + i * 26, l, theme.body, { size: 17, fill: theme.muted })).join('') +
    text(W / 2, 718, `— ${sample.title}`, theme.heading, { size: 22, fill: theme.primary })
  );
}

const DRAW: Record<Exclude<SectionKind, 'cover'>, (section: Section) => string> = {
  people,
  story,
  events,
  countdown,
  gallery,
  venue,
  rsvp,
  wishes,
  notes,
  home,
};

export function screenshotSvg(template: Template, number: number): string {
  const plan = sectionPlan(template)[number - 1];
  const ctx = artContext(template, `screenshot-${number}`);
  const section: Section = { ctx, template, sample: sampleFor(template) };
  let body: string;
  if (plan.kind === 'cover') {
    body =
      background(ctx, W, H) +
      `<svg x="0" y="${NAV}" width="${W}" height="${H - NAV}" viewBox="0 0 ${W} ${H}">${invitationPage(ctx, template.design.layout, template.design.motif, section.sample, W, H)}</svg>` +
      navBar(section);
  } else {
    const decor = DECORATIONS[template.design.motif];
    body =
      background(ctx, W, H) +
      `<g opacity="0.6">${decor.scatter(ctx, W, H)}</g>` +
      navBar(section) +
      heading(section, plan.heading) +
      DRAW[plan.kind](section);
  }
  return document(W, H, ctx, `${template.name}: ${plan.caption}`, body);
}
