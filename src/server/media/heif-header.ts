/**
 * What a HEIF/HEIC file's header says about the pictures a decoder (libheif, through heic-decode) would make of
 * it, read without decoding anything. A picture's size is not one number in HEIF: every image item has an `ispe`
 * property, but a grid item's decoder allocates the output size written in the grid's own bytes (`idat` or
 * `mdat`, located by `iloc`) and fills it with its tiles (`iref` `dimg`), each decoded on its own. A 4 kB file
 * whose `ispe` boxes say 3000 x 2000 can be a grid of 49 such tiles that decodes into 21000 x 14000.
 *
 * So the reader gathers every size the file states (each item's `ispe`, each grid's and overlay's output) and
 * checks that they tell one story: a grid's tiles are all one size and cover its output with no tile to spare,
 * its own `ispe` is its output, every image item has a size. Whatever it cannot account for (an unknown item
 * type, a missing size, boxes that overrun, references that loop) is a problem: the caller refuses the file,
 * and refuses it as too large first when any stated size is over its cap. Work is bounded by the bytes and by
 * the caps below; nothing here throws on any input.
 *
 * Not read here: the size a coded picture's own HEVC bitstream declares (its SPS, inside `hvcC`). libheif
 * (libheif-js 1.23) checks that one against the `ispe` itself and refuses a larger bitstream before decoding
 * it: a 5600 x 4200 picture behind a 64 x 48 `ispe` is refused in a tenth of a second.
 */

export interface Dimensions {
  width: number;
  height: number;
}

export interface HeifReading {
  /** Every size the header states: each `ispe`, each grid's output, each overlay's canvas. */
  sizes: Dimensions[];
  /** Why the header does not account for what a decoder would make of it; null when it does. */
  problem: string | null;
}

/** Boxes looked at in all (a 48-megapixel iPhone photo has a few hundred); past this the file is refused. */
const MAX_BOXES = 4096;
/** Items, references and extents: an iPhone photo's grid has at most a few hundred tiles. */
const MAX_ITEMS = 1024;
const MAX_EXTENTS = 16;
/** Derivations inside derivations (a grid of grids); libheif itself nests no deeper. */
const MAX_DEPTH = 4;

/** Items whose picture is coded (the decoder's size is the bitstream's, stated by `ispe`). */
const CODED_TYPES = new Set(['hvc1', 'av01', 'avc1', 'jpeg', 'j2k1', 'vvc1', 'unci']);
/** Items derived from others (`dimg`), whose size is their own; a type not listed here is refused. */
const DERIVED_TYPES = new Set(['grid', 'iovl', 'iden', 'tmap']);
/** Items that are no picture: metadata the decoder never decodes. */
const METADATA_TYPES = new Set(['Exif', 'mime', 'uri ']);

interface Box {
  type: string;
  /** Where the box's content starts and ends (exclusive), within the buffer. */
  start: number;
  end: number;
}

class Unaccounted extends Error {}

/** A cursor over one box's content that refuses, rather than reads past, its end. */
class Reader {
  constructor(
    private readonly bytes: Buffer,
    public at: number,
    private readonly end: number,
  ) {}

  private take(length: number): number {
    if (this.at + length > this.end) throw new Unaccounted('a box ends before its fields');
    const at = this.at;
    this.at += length;
    return at;
  }

  uint(size: number): number {
    if (size === 0) return 0;
    if (size === 1) return this.bytes[this.take(1)]!;
    if (size === 2) return this.bytes.readUInt16BE(this.take(2));
    if (size === 4) return this.bytes.readUInt32BE(this.take(4));
    if (size === 8) {
      const value = this.bytes.readBigUInt64BE(this.take(8));
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Unaccounted('an offset past any file');
      return Number(value);
    }
    throw new Unaccounted(`a ${size}-byte field`);
  }

  type(): string {
    return this.bytes.toString('latin1', this.take(4), this.at);
  }

  skip(length: number): void {
    this.take(length);
  }

  /** Version and flags of a full box. */
  versionAndFlags(): { version: number; flags: number } {
    const word = this.uint(4);
    return { version: word >>> 24, flags: word & 0xffffff };
  }

  get left(): number {
    return this.end - this.at;
  }
}

interface Item {
  id: number;
  type: string;
  sizes: Dimensions[];
  dimg: number[];
}

interface Location {
  method: number;
  baseOffset: number;
  extents: { offset: number; length: number }[];
}

export function readHeifHeader(bytes: Buffer): HeifReading {
  const sizes: Dimensions[] = [];
  try {
    return { sizes, problem: readInto(bytes, sizes) };
  } catch (error) {
    if (error instanceof Unaccounted || error instanceof RangeError) return { sizes, problem: error.message };
    return { sizes, problem: 'unreadable' };
  }
}

/** Fills `sizes` with what the file states; answers the first thing it cannot account for, or null. */
function readInto(bytes: Buffer, sizes: Dimensions[]): string | null {
  const budget = { left: MAX_BOXES };
  const metas = childBoxes(bytes, 0, bytes.length, budget).filter((box) => box.type === 'meta');
  if (metas.length !== 1) return metas.length ? 'more than one meta box' : 'no meta box';
  const meta = metas[0]!;
  // `meta` is a full box: version and flags come before its children.
  const parts = single(childBoxes(bytes, meta.start + 4, meta.end, budget));
  const iprp = parts.get('iprp');
  const ipco = iprp && single(childBoxes(bytes, iprp.start, iprp.end, budget)).get('ipco');
  if (!iprp || !ipco) return 'no item properties';
  const properties = childBoxes(bytes, ipco.start, ipco.end, budget);
  // Every stated size first: a file over the cap is refused as such, whatever else is wrong with it.
  const propertySizes = properties.map((box) => (box.type === 'ispe' ? readIspe(bytes, box) : null));
  for (const size of propertySizes) if (size) sizes.push(size);

  const items = readItems(bytes, parts.get('iinf'));
  const associations = readAssociations(
    bytes,
    childBoxes(bytes, iprp.start, iprp.end, budget).filter((box) => box.type === 'ipma'),
  );
  for (const [id, indices] of associations) {
    const item = items.get(id);
    if (!item) throw new Unaccounted(`properties of item ${id}, which is not listed`);
    for (const index of indices) {
      if (index > properties.length) throw new Unaccounted('a property that is not there');
      const size = propertySizes[index - 1];
      if (size) item.sizes.push(size);
    }
  }
  const iref = parts.get('iref');
  if (iref) readDerivations(bytes, iref, items, budget);
  const locations = readLocations(bytes, parts.get('iloc'));
  const idat = parts.get('idat');
  const dataOf = (id: number, length: number) => itemData(bytes, locations.get(id), idat, length);

  // Derived outputs are stated sizes too; read them all before judging any.
  const outputs = new Map<number, Derived>();
  for (const item of items.values()) {
    const derived = derivedOutput(item, dataOf);
    if (derived) {
      outputs.set(item.id, derived);
      sizes.push(derived.output);
    }
  }

  const primary = readPrimary(bytes, parts.get('pitm'));
  if (items.get(primary)?.type === undefined || METADATA_TYPES.has(items.get(primary)!.type))
    return 'the primary item is no picture';
  const hdlr = parts.get('hdlr');
  if (!hdlr || hdlr.end - hdlr.start < 12 || bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'pict')
    return 'not a picture handler';

  // Every picture item, not only the primary: heic-decode decodes the first of libheif's top-level pictures.
  const decoded = new Map<number, Dimensions>();
  const visiting = new Set<number>();
  const sizeOf = (id: number, depth: number): Dimensions => {
    const known = decoded.get(id);
    if (known) return known;
    const item = items.get(id);
    if (!item || METADATA_TYPES.has(item.type)) throw new Unaccounted(`a derivation from ${id}, which is no picture`);
    if (visiting.has(id) || depth > MAX_DEPTH) throw new Unaccounted('derivations that loop or nest too deep');
    visiting.add(id);
    const size = decodedSize(item, outputs.get(id), (input) => sizeOf(input, depth + 1));
    visiting.delete(id);
    decoded.set(id, size);
    return size;
  };
  for (const item of items.values()) if (!METADATA_TYPES.has(item.type)) sizeOf(item.id, 0);
  return null;
}

/** The boxes between `from` and `to`, each within its parent; one that overruns makes the file unaccounted. */
function childBoxes(bytes: Buffer, from: number, to: number, budget: { left: number }): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (--budget.left < 0) throw new Unaccounted('too many boxes');
    const reader = new Reader(bytes, at, to);
    let size = reader.uint(4);
    const type = reader.type();
    if (size === 1) size = reader.uint(8);
    else if (size === 0) size = to - at; // "to the end of the enclosing box"
    if (size < reader.at - at || at + size > to) throw new Unaccounted(`a ${type} box overruns`);
    boxes.push({ type, start: reader.at, end: at + size });
    at += size;
  }
  return boxes;
}

/** Boxes by type, where each may appear once (a second one is a second story). */
function single(boxes: Box[]): Map<string, Box> {
  const byType = new Map<string, Box>();
  for (const box of boxes) {
    if (byType.has(box.type)) throw new Unaccounted(`two ${box.type} boxes`);
    byType.set(box.type, box);
  }
  return byType;
}

function readIspe(bytes: Buffer, box: Box): Dimensions {
  const reader = new Reader(bytes, box.start, box.end);
  if (reader.versionAndFlags().version !== 0) throw new Unaccounted('an ispe of an unknown version');
  // An empty size is kept as stated (the item is refused when measured), so later statements are still read.
  return { width: reader.uint(4), height: reader.uint(4) };
}

function readPrimary(bytes: Buffer, pitm: Box | undefined): number {
  if (!pitm) throw new Unaccounted('no primary item');
  const reader = new Reader(bytes, pitm.start, pitm.end);
  return reader.uint(reader.versionAndFlags().version === 0 ? 2 : 4);
}

function readItems(bytes: Buffer, iinf: Box | undefined): Map<number, Item> {
  if (!iinf) throw new Unaccounted('no item list');
  const reader = new Reader(bytes, iinf.start, iinf.end);
  const count = reader.uint(reader.versionAndFlags().version === 0 ? 2 : 4);
  if (count > MAX_ITEMS) throw new Unaccounted('too many items');
  const entries = childBoxes(bytes, reader.at, iinf.end, { left: count + 1 });
  if (entries.length !== count || entries.some((box) => box.type !== 'infe'))
    throw new Unaccounted('an item list that miscounts');
  const items = new Map<number, Item>();
  for (const entry of entries) {
    const infe = new Reader(bytes, entry.start, entry.end);
    const { version } = infe.versionAndFlags();
    if (version !== 2 && version !== 3) throw new Unaccounted('an item entry of an unknown version');
    const id = infe.uint(version === 2 ? 2 : 4);
    if (infe.uint(2) !== 0) throw new Unaccounted('a protected item');
    const type = infe.type();
    if (!CODED_TYPES.has(type) && !DERIVED_TYPES.has(type) && !METADATA_TYPES.has(type))
      throw new Unaccounted(`an item of type ${JSON.stringify(type)}`);
    if (items.has(id)) throw new Unaccounted(`two items ${id}`);
    items.set(id, { id, type, sizes: [], dimg: [] });
  }
  return items;
}

/** Item ID to the (1-based) indices of its properties in ipco, from every ipma box. */
function readAssociations(bytes: Buffer, ipmas: Box[]): Map<number, number[]> {
  const associations = new Map<number, number[]>();
  for (const ipma of ipmas) {
    const reader = new Reader(bytes, ipma.start, ipma.end);
    const { version, flags } = reader.versionAndFlags();
    const count = reader.uint(4);
    if (count > MAX_ITEMS) throw new Unaccounted('too many property associations');
    for (let entry = 0; entry < count; entry++) {
      const id = reader.uint(version < 1 ? 2 : 4);
      if (associations.has(id)) throw new Unaccounted(`item ${id}'s properties listed twice`);
      const indices: number[] = [];
      for (let left = reader.uint(1); left > 0; left--)
        // The top bit says whether the property is essential; the rest is its index (0: none).
        indices.push(flags & 1 ? reader.uint(2) & 0x7fff : reader.uint(1) & 0x7f);
      associations.set(
        id,
        indices.filter((index) => index > 0),
      );
    }
  }
  return associations;
}

/** The `dimg` references: which items each derived item is made of, in order. */
function readDerivations(bytes: Buffer, iref: Box, items: Map<number, Item>, budget: { left: number }): void {
  const header = new Reader(bytes, iref.start, iref.end);
  const idSize = header.versionAndFlags().version === 0 ? 2 : 4;
  let references = 0;
  for (const reference of childBoxes(bytes, header.at, iref.end, budget)) {
    const reader = new Reader(bytes, reference.start, reference.end);
    const from = reader.uint(idSize);
    const count = reader.uint(2);
    references += count;
    if (references > MAX_ITEMS) throw new Unaccounted('too many references');
    const to = Array.from({ length: count }, () => reader.uint(idSize));
    if (reference.type !== 'dimg') continue;
    const item = items.get(from);
    if (!item) throw new Unaccounted(`a derivation of item ${from}, which is not listed`);
    if (item.dimg.length) throw new Unaccounted(`item ${from} derived twice`);
    item.dimg = to;
  }
}

function readLocations(bytes: Buffer, iloc: Box | undefined): Map<number, Location> {
  const locations = new Map<number, Location>();
  if (!iloc) return locations;
  const reader = new Reader(bytes, iloc.start, iloc.end);
  const { version } = reader.versionAndFlags();
  if (version > 2) throw new Unaccounted('an item location of an unknown version');
  const sizes = reader.uint(2);
  const [offsetSize, lengthSize, baseOffsetSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version > 0 ? sizes & 15 : 0;
  const count = reader.uint(version < 2 ? 2 : 4);
  if (count > MAX_ITEMS) throw new Unaccounted('too many item locations');
  for (let entry = 0; entry < count; entry++) {
    const id = reader.uint(version < 2 ? 2 : 4);
    const method = version > 0 ? reader.uint(2) & 15 : 0;
    reader.skip(2); // data_reference_index: 0 is "this file"; libheif reads no other
    const baseOffset = reader.uint(baseOffsetSize);
    const extentCount = reader.uint(2);
    if (extentCount > MAX_EXTENTS) throw new Unaccounted('an item in too many pieces');
    const extents = Array.from({ length: extentCount }, () => {
      reader.uint(indexSize);
      return { offset: reader.uint(offsetSize), length: reader.uint(lengthSize) };
    });
    if (locations.has(id)) throw new Unaccounted(`item ${id} located twice`);
    locations.set(id, { method, baseOffset, extents });
  }
  return locations;
}

/** The first `length` bytes of an item's data, from the file (method 0) or the meta box's idat (method 1). */
function itemData(bytes: Buffer, location: Location | undefined, idat: Box | undefined, length: number): Buffer {
  if (!location) throw new Unaccounted('a derived item without data');
  const within = location.method === 0 ? { start: 0, end: bytes.length } : location.method === 1 ? idat : undefined;
  if (!within) throw new Unaccounted('item data the reader cannot find');
  const pieces: Buffer[] = [];
  let have = 0;
  for (const extent of location.extents) {
    if (have >= length) break;
    const start = within.start + location.baseOffset + extent.offset;
    // A length of 0 means "to the end": no derived item's few bytes are written so.
    if (extent.length === 0 || start + extent.length > within.end) throw new Unaccounted('item data out of bounds');
    pieces.push(bytes.subarray(start, start + Math.min(extent.length, length - have)));
    have += Math.min(extent.length, length - have);
  }
  if (have < length) throw new Unaccounted('item data shorter than its fields');
  return Buffer.concat(pieces);
}

/** What a grid or overlay item states in its data. */
interface Derived {
  output: Dimensions;
  /** A grid's layout. */
  rows?: number;
  columns?: number;
}

/** The output a grid or overlay item states in its data; null for other items. */
function derivedOutput(item: Item, dataOf: (id: number, length: number) => Buffer): Derived | null {
  if (item.type !== 'grid' && item.type !== 'iovl') return null;
  // ImageGrid: version, flags, rows - 1, columns - 1, output width and height. ImageOverlay: version, flags,
  // four 16-bit fill values, canvas width and height. Flag bit 0: 32-bit sizes rather than 16.
  const head = dataOf(item.id, 2);
  if (head[0] !== 0) throw new Unaccounted(`a ${item.type} of an unknown version`);
  const field = head[1]! & 1 ? 4 : 2;
  const sizesAt = item.type === 'grid' ? 4 : 10;
  const data = dataOf(item.id, sizesAt + 2 * field);
  const output = {
    width: field === 4 ? data.readUInt32BE(sizesAt) : data.readUInt16BE(sizesAt),
    height: field === 4 ? data.readUInt32BE(sizesAt + field) : data.readUInt16BE(sizesAt + field),
  };
  if (output.width === 0 || output.height === 0) throw new Unaccounted(`an empty ${item.type}`);
  if (item.type === 'grid') return { output, rows: data[2]! + 1, columns: data[3]! + 1 };
  // Each input's offset follows the canvas; the data must hold them all.
  if (item.dimg.length === 0) throw new Unaccounted('an overlay of nothing');
  dataOf(item.id, sizesAt + 2 * field + item.dimg.length * 2 * field);
  return { output };
}

const pixelsOf = (size: Dimensions) => size.width * size.height;
const same = (a: Dimensions, b: Dimensions) => a.width === b.width && a.height === b.height;
/** Equal up to a quarter turn: `irot` turns an input, and an `iden` states the turned size. */
const sameTurned = (a: Dimensions, b: Dimensions) => same(a, b) || same(a, { width: b.height, height: b.width });

/** Tiles of `tile` pixels, `count` of them across, cover `output` exactly: the last one is partly used. */
const covers = (count: number, tile: number, output: number) => count * tile >= output && (count - 1) * tile < output;

/** What the decoder makes of an item, once its statements are found to agree. */
function decodedSize(item: Item, derived: Derived | undefined, sizeOf: (id: number) => Dimensions): Dimensions {
  const stated = item.sizes[0];
  if (!stated) throw new Unaccounted(`a ${item.type} item without a size`);
  if (item.sizes.some((size) => !same(size, stated))) throw new Unaccounted('an item with two sizes');
  if (pixelsOf(stated) === 0) throw new Unaccounted(`a ${item.type} item of no pixels`);
  if (CODED_TYPES.has(item.type)) return stated;
  const inputs = item.dimg.map(sizeOf);
  if (item.type === 'grid' || item.type === 'iovl') {
    if (!derived || !same(derived.output, stated)) throw new Unaccounted(`a ${item.type} whose ispe is not its output`);
  }
  if (item.type === 'grid') {
    const { rows = 0, columns = 0, output } = derived!;
    if (inputs.length !== rows * columns) throw new Unaccounted('a grid whose tiles are not rows x columns');
    const tile = inputs[0]!;
    if (inputs.some((size) => !same(size, tile))) throw new Unaccounted('a grid of tiles of different sizes');
    if (!covers(columns, tile.width, output.width) || !covers(rows, tile.height, output.height))
      throw new Unaccounted('a grid whose tiles do not make its output');
  }
  if (item.type === 'iden' && (inputs.length !== 1 || !sameTurned(inputs[0]!, stated)))
    throw new Unaccounted('an iden that is not its input');
  if (item.type === 'tmap' && inputs.length !== 2) throw new Unaccounted('a tone map without its two pictures');
  return stated;
}
