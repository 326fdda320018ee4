/** Gradients and other <defs>, collected while drawing and written once at the top of the SVG. */
import { n } from './svg';

export interface Stop {
  offset: number;
  colour: string;
  opacity?: number;
}

export class Defs {
  private readonly entries = new Map<string, string>();
  constructor(private readonly prefix: string) {}

  private readonly ids = new Map<string, string>();

  private add(key: string, build: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `${this.prefix}${this.ids.size}`;
      // Reserve the id first: building may add further defs (a symbol that uses a gradient).
      this.ids.set(key, id);
      this.entries.set(key, '');
      this.entries.set(key, build(id));
    }
    return `url(#${id})`;
  }

  private static stops(stops: Stop[]): string {
    return stops
      .map(
        (s) =>
          `<stop offset="${n(s.offset)}" stop-color="${s.colour}"${s.opacity === undefined ? '' : ` stop-opacity="${s.opacity}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient along the angle (degrees, 90 = top to bottom). */
  linear(stops: Stop[], angle = 90): string {
    const rad = (angle * Math.PI) / 180;
    const x = Math.cos(rad) / 2;
    const y = Math.sin(rad) / 2;
    const key = `l${angle}|${JSON.stringify(stops)}`;
    return this.add(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${n(0.5 - x)}" y1="${n(0.5 - y)}" x2="${n(0.5 + x)}" y2="${n(0.5 + y)}">${Defs.stops(stops)}</linearGradient>`,
    );
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}|${JSON.stringify(stops)}`;
    return this.add(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${Defs.stops(stops)}</radialGradient>`,
    );
  }

  /** A clip path from any shape markup. */
  clip(shape: string): string {
    return this.add(`c|${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  /**
   * Draws a shape once into <defs> (built at its unit size around the origin) and places copies with <use>:
   * garlands and textures repeat the same flower or leaf dozens of times.
   */
  use(key: string, build: () => string, x: number, y: number, scale = 1, rotate = 0): string {
    const ref = this.add(`s|${key}`, (id) => `<g id="${id}">${build()}</g>`);
    const id = ref.slice(5, -1);
    const transform = `translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ''}${scale !== 1 ? ` scale(${Math.round(scale * 1000) / 1000})` : ''}`;
    return `<use href="#${id}" transform="${transform}"/>`;
  }

  toString(): string {
    return this.entries.size ? `<defs>${[...this.entries.values()].join('')}</defs>` : '';
  }
}
