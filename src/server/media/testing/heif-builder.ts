/**
 * HEIF files written box by box for tests and the abuse bench: grids, derived items and lies about sizes that
 * no encoder would make. ISO/IEC 23008-12 (HEIF) over ISO/IEC 14496-12 (ISO base media file format).
 */
import type { Dimensions } from '../image-dimensions';

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

export function fullBox(type: string, version: number, flags: number, ...content: Buffer[]): Buffer {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...content);
}

export const ispe = (width: number, height: number) => fullBox('ispe', 0, 0, u32(width), u32(height));

/** An ImageGrid payload: 32-bit output fields when a size needs them (or when asked). */
export function gridData(grid: { rows: number; columns: number; width: number; height: number; wide?: boolean }) {
  const wide = grid.wide || grid.width > 0xffff || grid.height > 0xffff;
  const field = wide ? u32 : u16;
  return Buffer.concat([
    u8(0),
    u8(wide ? 1 : 0),
    u8(grid.rows - 1),
    u8(grid.columns - 1),
    field(grid.width),
    field(grid.height),
  ]);
}

/** An ImageOverlay payload: canvas and each input's offset, 16-bit fields. */
export function overlayData(width: number, height: number, offsets: [number, number][]) {
  return Buffer.concat([
    u8(0),
    u8(0),
    Buffer.alloc(8),
    u16(width),
    u16(height),
    ...offsets.flatMap(([x, y]) => [u16(x), u16(y)]),
  ]);
}

export interface HeifItem {
  type: string;
  /** Property boxes (ispe, hvcC, ...): identical boxes are stored once in ipco and shared. */
  properties?: Buffer[];
  /** The item's bytes: the same Buffer given to several items is stored once (tiles sharing one picture). */
  data?: Buffer;
  /** Stored in the meta box's idat (construction method 1), as encoders store a grid's few bytes. */
  inIdat?: boolean;
  /** Items this one is derived from (1-based positions in the list: item IDs). */
  dimg?: number[];
  hidden?: boolean;
}

/** A HEIF file of `items` (item IDs 1, 2, ... in order), `primary` naming the primary item. */
export function heifFile(items: HeifItem[], primary = 1): Buffer {
  const properties: Buffer[] = [];
  const propertyIndex = (property: Buffer) => {
    const found = properties.findIndex((known) => known.equals(property));
    if (found >= 0) return found + 1;
    properties.push(property);
    return properties.length;
  };
  const associations = items.map((item) => (item.properties ?? []).map(propertyIndex));
  const mdatParts: Buffer[] = [];
  const mdatAt = new Map<Buffer, number>();
  const idatParts: Buffer[] = [];
  let mdatLength = 0;
  let idatLength = 0;
  const places = items.map((item) => {
    if (!item.data) return null;
    if (item.inIdat) {
      idatParts.push(item.data);
      idatLength += item.data.length;
      return { method: 1, offset: idatLength - item.data.length, length: item.data.length };
    }
    let offset = mdatAt.get(item.data);
    if (offset === undefined) {
      offset = mdatLength;
      mdatAt.set(item.data, offset);
      mdatParts.push(item.data);
      mdatLength += item.data.length;
    }
    return { method: 0, offset, length: item.data.length };
  });
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const meta = (mdatStart: number) =>
    fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, u32(0), Buffer.from('pict'), Buffer.alloc(13)),
      fullBox('pitm', 0, 0, u16(primary)),
      // iloc version 1: 4-byte offsets and lengths, no base offset, construction methods.
      fullBox(
        'iloc',
        1,
        0,
        u8(0x44),
        u8(0x00),
        u16(places.filter(Boolean).length),
        ...places.flatMap((place, index) =>
          place
            ? [
                u16(index + 1),
                u16(place.method),
                u16(0),
                u16(1),
                u32(place.method === 0 ? mdatStart + place.offset : place.offset),
                u32(place.length),
              ]
            : [],
        ),
      ),
      fullBox(
        'iinf',
        0,
        0,
        u16(items.length),
        ...items.map((item, index) =>
          fullBox('infe', 2, item.hidden ? 1 : 0, u16(index + 1), u16(0), Buffer.from(item.type, 'latin1'), u8(0)),
        ),
      ),
      fullBox(
        'iref',
        0,
        0,
        ...items.flatMap((item, index) =>
          item.dimg ? [box('dimg', u16(index + 1), u16(item.dimg.length), ...item.dimg.map(u16))] : [],
        ),
      ),
      box(
        'iprp',
        box('ipco', ...properties),
        fullBox(
          'ipma',
          0,
          0,
          u32(items.length),
          ...associations.flatMap((indices, index) => [u16(index + 1), u8(indices.length), ...indices.map(u8)]),
        ),
      ),
      box('idat', ...idatParts),
    );
  const metaLength = meta(0).length;
  return Buffer.concat([ftyp, meta(ftyp.length + metaLength + 8), box('mdat', ...mdatParts)]);
}

/** A coded picture taken from a single-image HEIC (the repository's fixtures): its hvcC box and bitstream. */
export function codedPictureOf(heic: Buffer): { hvcC: Buffer; data: Buffer; size: Dimensions } {
  const hvcC = heic.indexOf('hvcC') - 4;
  const ispeAt = heic.indexOf('ispe');
  const mdat = heic.indexOf('mdat') - 4;
  if (hvcC < 0 || ispeAt < 0 || mdat < 0) throw new Error('not a single-image HEIC');
  return {
    hvcC: heic.subarray(hvcC, hvcC + heic.readUInt32BE(hvcC)),
    data: heic.subarray(mdat + 8, mdat + heic.readUInt32BE(mdat)),
    size: { width: heic.readUInt32BE(ispeAt + 8), height: heic.readUInt32BE(ispeAt + 12) },
  };
}

/**
 * A grid of `rows` x `columns` tiles, all the same coded picture, whose grid item says `output` (its own ispe
 * says `gridIspe`, the output unless given).
 */
export function heifGrid(options: {
  tile: { hvcC: Buffer; data: Buffer; size: Dimensions };
  rows: number;
  columns: number;
  output: Dimensions;
  gridIspe?: Dimensions;
  wide?: boolean;
}): Buffer {
  const { tile, rows, columns, output } = options;
  const own = options.gridIspe ?? output;
  const tiles = Array.from({ length: rows * columns }, (): HeifItem => ({
    type: 'hvc1',
    hidden: true,
    properties: [tile.hvcC, ispe(tile.size.width, tile.size.height)],
    data: tile.data,
  }));
  return heifFile([
    {
      type: 'grid',
      properties: [ispe(own.width, own.height)],
      data: gridData({ rows, columns, width: output.width, height: output.height, wide: options.wide }),
      inIdat: true,
      dimg: tiles.map((_, index) => index + 2),
    },
    ...tiles,
  ]);
}
