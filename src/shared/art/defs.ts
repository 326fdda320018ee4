/** Gradients and other <defs>, collected while drawing and written once at the top of the SVG. */
import { n } from './svg';

export interface Stop {
  offset: number;
  colour: string;
  opacity?: number;
}

/** A rectangle of a shape's own plane. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * An SVG document as a data: address for an href attribute: only what a URL or the attribute cannot hold is
 * escaped, so the picture stays about as long as its markup.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"&]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * How repeated ornaments are drawn: as pictures (a browser draws each once), or as live shapes for a rasteriser
 * that draws an <image> of SVG otherwise than a browser (librsvg, behind sharp, loses a garland's leaves).
 */
export type RepeatedShapes = 'pictures' | 'shapes';

export class Defs {
  private readonly entries = new Map<string, string>();
  constructor(
    private readonly prefix: string,
    private readonly repeated: RepeatedShapes = 'pictures',
  ) {}

  private readonly ids = new Map<string, string>();

  private add(key: string, build: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `${this.prefix}${this.ids.size}`;
      // Reserve the id first: building may ask for further defs.
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
   * Draws a shape once, as a picture of its own, and places copies of that picture with <use>: garlands and
   * textures repeat the same flower or leaf dozens of times. A <use> of live shapes clones them all (a garland of
   * 177 marigolds made 5,000 elements for the browser to style and lay out on every page that shows it); a
   * <use> of an <image> clones one element, and the browser draws the picture once for all its copies.
   *
   * `box` is the part of the shape's own plane (built at its unit size around the origin) that the picture
   * shows; the shape must not reach outside it, nor refer to the artwork's other defs (a picture is a document
   * of its own).
   */
  use(key: string, build: () => string, box: Box, x: number, y: number, scale = 1, rotate = 0): string {
    const ref = this.add(`s|${key}`, (id) => {
      const shape = build();
      if (this.repeated === 'shapes') return `<g id="${id}">${shape}</g>`;
      if (shape.includes('url(#')) throw new Error(`The ornament ${key} refers to the artwork's defs`);
      const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)}">${shape}</svg>`;
      return `<image id="${id}" x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" href="${svgDataUrl(picture)}"/>`;
    });
    const id = ref.slice(5, -1);
    const transform = `translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ''}${scale !== 1 ? ` scale(${Math.round(scale * 1000) / 1000})` : ''}`;
    return `<use href="#${id}" transform="${transform}"/>`;
  }

  toString(): string {
    return this.entries.size ? `<defs>${[...this.entries.values()].join('')}</defs>` : '';
  }
}
