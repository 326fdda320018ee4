/**
 * HEIC grids measured from their header: the size the decoder will produce (the grid's own output, its tiles),
 * not only what the `ispe` boxes say, and every disagreement between them refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHeifHeader } from './heif-header';
import { imageDimensions, pixelsOf, type Dimensions } from './image-dimensions';
import { box, gridData, heifFile, heifGrid, ispe, overlayData, type HeifItem } from './testing/heif-builder';

/** Tiles' bytes are never decoded here: any will do. */
const tileOf = (width: number, height: number) => ({
  hvcC: box('hvcC', Buffer.alloc(23)),
  data: Buffer.from('coded tile'),
  size: { width, height },
});
const measure = (bytes: Buffer) => imageDimensions(bytes, 'image/heic');

describe('HEIC grids', () => {
  it('measures the 21000 x 14000 that 7 x 7 tiles of 3000 x 2000 decode into, whatever the ispe boxes say', async () => {
    const tile = tileOf(3000, 2000);
    const output = { width: 21000, height: 14000 };
    const lying = heifGrid({ tile, rows: 7, columns: 7, output, gridIspe: { width: 3000, height: 2000 } });
    expect(lying.length).toBeLessThan(5000);
    expect(await measure(lying)).toMatchObject(output);
    expect((await measure(lying))?.unaccounted).toMatch(/ispe is not its output/);
    // Told truthfully, it is the same size and nothing is amiss: the caller's cap refuses it.
    expect(await measure(heifGrid({ tile, rows: 7, columns: 7, output }))).toEqual(output);
  });

  it("measures a truthful photo's grid as its output: 8 x 6 tiles of 512 cropped to 4032 x 3024", async () => {
    const output = { width: 4032, height: 3024 };
    expect(await measure(heifGrid({ tile: tileOf(512, 512), rows: 6, columns: 8, output }))).toEqual(output);
    // The 32-bit form of the same grid.
    expect(await measure(heifGrid({ tile: tileOf(512, 512), rows: 6, columns: 8, output, wide: true }))).toEqual(
      output,
    );
  });

  it('refuses a grid whose output disagrees with its tiles x tile size', async () => {
    const tile = tileOf(512, 512);
    // Larger than 3 x 3 tiles cover, and a whole column and row of tiles to spare.
    for (const output of [
      { width: 2000, height: 1000 },
      { width: 900, height: 900 },
    ]) {
      const size = await measure(heifGrid({ tile, rows: 3, columns: 3, output }));
      expect(size).toMatchObject(output);
      expect(size?.unaccounted).toMatch(/tiles do not make its output/);
    }
    // Nine tiles named for a grid of 2 x 2.
    const wrongCount = heifGrid({ tile, rows: 3, columns: 3, output: { width: 1536, height: 1536 } });
    const data = wrongCount.indexOf(gridData({ rows: 3, columns: 3, width: 1536, height: 1536 }));
    wrongCount[data + 2] = 1;
    wrongCount[data + 3] = 1;
    expect((await measure(wrongCount))?.unaccounted).toMatch(/not rows x columns/);
  });

  it('refuses what it cannot account for: a tile without ispe, tiles of two sizes, unknown items, loops', async () => {
    const grid = (tiles: HeifItem[], dimg = tiles.map((_, index) => index + 2)): HeifItem => ({
      type: 'grid',
      properties: [ispe(1024, 512)],
      data: gridData({ rows: 1, columns: 2, width: 1024, height: 512 }),
      inIdat: true,
      dimg,
    });
    const tile = (width: number, properties = [ispe(width, 512)]): HeifItem => ({
      type: 'hvc1',
      properties,
      data: Buffer.from('tile'),
    });
    const gridOf = (tiles: HeifItem[]) => heifFile([grid(tiles), ...tiles]);
    const cases: [Buffer, RegExp][] = [
      [gridOf([tile(512), tile(512, [])]), /hvc1 item without a size/],
      [gridOf([tile(512), tile(640)]), /tiles of different sizes/],
      [gridOf([tile(512), { ...tile(512), type: 'hvc9' }]), /item of type "hvc9"/],
      [heifFile([{ ...grid([tile(512), tile(512)]), type: 'grdx' }, tile(512), tile(512)]), /type "grdx"/],
      [heifFile([grid([tile(512)], [1, 2]), tile(512)]), /loop/],
      // The grid's bytes said to be longer than the idat holding them.
      [heifFile([{ ...grid([]), data: Buffer.alloc(4) }, tile(512), tile(512)]), /shorter than its fields/],
    ];
    for (const [bytes, problem] of cases) expect((await measure(bytes))?.unaccounted).toMatch(problem);
  });

  it('measures an overlay as its canvas and an identity as its input', async () => {
    const picture: HeifItem = { type: 'hvc1', properties: [ispe(640, 480)], data: Buffer.from('picture') };
    const overlay: HeifItem = {
      type: 'iovl',
      properties: [ispe(6000, 6000)],
      data: overlayData(6000, 6000, [[0, 0]]),
      inIdat: true,
      dimg: [2],
    };
    expect(await measure(heifFile([overlay, picture]))).toEqual({ width: 6000, height: 6000 });
    const lyingOverlay = { ...overlay, properties: [ispe(640, 480)] };
    expect(await measure(heifFile([lyingOverlay, picture]))).toMatchObject({ width: 6000, height: 6000 });
    expect((await measure(heifFile([lyingOverlay, picture])))?.unaccounted).toBeTruthy();
    const turned: HeifItem = { type: 'iden', properties: [ispe(480, 640)], dimg: [2] };
    expect(await measure(heifFile([turned, picture]))).toEqual({ width: 480, height: 640 });
    const grown: HeifItem = { ...turned, properties: [ispe(4800, 6400)] };
    expect((await measure(heifFile([grown, picture])))?.unaccounted).toMatch(/iden that is not its input/);
  });
});

/** Where a grid built by heifGrid keeps its payload: the start of the idat box's content. */
const payloadAt = (file: Buffer) => file.indexOf('idat') + 4;
const ilocOf = (file: Buffer) => {
  const at = file.indexOf('iloc') - 4;
  return { start: at, end: at + file.readUInt32BE(at) };
};
/** The output written in a grid payload, read the way the decoder reads it. */
function payloadOutput(file: Buffer): Dimensions | null {
  const at = payloadAt(file);
  if (file[at] !== 0) return null;
  return file[at + 1]! & 1
    ? { width: file.readUInt32BE(at + 4), height: file.readUInt32BE(at + 8) }
    : { width: file.readUInt16BE(at + 4), height: file.readUInt16BE(at + 6) };
}
/** `count` tiles of `tile` pixels cover `output`, the last one partly. */
const covers = (count: number, tile: number, output: number) => count * tile >= output && (count - 1) * tile < output;
const largest = (sizes: Dimensions[]) => Math.max(0, ...sizes.map(pixelsOf));

/** A number in [0, 1), drawn evenly (most doubles are tiny, and fast-check favours the ends of a range). */
const fraction = fc.noBias(fc.integer({ min: 0, max: 999_999 })).map((at) => at / 1_000_000);

const gridParameters = fc
  .record({
    rows: fc.integer({ min: 1, max: 12 }),
    columns: fc.integer({ min: 1, max: 12 }),
    tileWidth: fc.integer({ min: 1, max: 4096 }),
    tileHeight: fc.integer({ min: 1, max: 4096 }),
    // Where in (or outside) the last tile the output ends, or any output at all.
    widthIn: fc.oneof(fraction, fc.integer({ min: 1, max: 70_000 })),
    heightIn: fc.oneof(fraction, fc.integer({ min: 1, max: 70_000 })),
    ispeLies: fc.option(fc.record({ width: fc.integer({ min: 1, max: 70_000 }), height: fc.nat(70_000) })),
    wide: fc.boolean(),
  })
  .map(({ rows, columns, tileWidth, tileHeight, widthIn, heightIn, ispeLies, wide }) => {
    const within = (count: number, tile: number, at: number) =>
      Number.isInteger(at) && at >= 1 ? at : Math.max(1, Math.ceil((count - 1) * tile + at * tile));
    const output = { width: within(columns, tileWidth, widthIn), height: within(rows, tileHeight, heightIn) };
    return { rows, columns, tile: { width: tileWidth, height: tileHeight }, output, gridIspe: ispeLies, wide };
  });

type GridParameters = typeof gridParameters extends fc.Arbitrary<infer T> ? T : never;

const gridFile = (grid: GridParameters) =>
  heifGrid({
    tile: tileOf(grid.tile.width, grid.tile.height),
    rows: grid.rows,
    columns: grid.columns,
    output: grid.output,
    gridIspe: grid.gridIspe ?? undefined,
    wide: grid.wide,
  });

describe('HEIF header reader, fuzzed with grids', () => {
  it('never reports less than the grid output, and accepts exactly the grids that tell one story', () => {
    fc.assert(
      fc.property(gridParameters, (grid) => {
        const reading = readHeifHeader(gridFile(grid));
        expect(largest(reading.sizes)).toBeGreaterThanOrEqual(pixelsOf(grid.output));
        const truthful =
          covers(grid.columns, grid.tile.width, grid.output.width) &&
          covers(grid.rows, grid.tile.height, grid.output.height) &&
          (!grid.gridIspe ||
            (grid.gridIspe.width === grid.output.width && grid.gridIspe.height === grid.output.height));
        expect(reading.problem === null).toBe(truthful);
        // Each tile is decoded whole before its part is placed: a tile larger than the output counts.
        if (truthful) expect(largest(reading.sizes)).toBe(Math.max(pixelsOf(grid.output), pixelsOf(grid.tile)));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws or takes long on altered grids, and what it accepts is never smaller than their output', () => {
    const truthfulGrid = gridParameters
      .map((grid) => ({ ...grid, gridIspe: null }))
      .filter(
        (grid) =>
          covers(grid.columns, grid.tile.width, grid.output.width) &&
          covers(grid.rows, grid.tile.height, grid.output.height),
      );
    // Bytes changed anywhere in the file, or in the grid's own bytes (where a liar would write).
    const change = fc.record({
      inGrid: fc.boolean(),
      // Where, as a fraction of the length.
      at: fraction,
      value: fc.integer({ min: 0, max: 255 }),
    });
    const times: number[] = [];
    let checked = 0;
    fc.assert(
      fc.property(
        truthfulGrid,
        fc.array(change, { minLength: 1, maxLength: 3 }),
        // Cut short now and then.
        fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fraction, weight: 1 }),
        (grid, changes, cutAt) => {
          const file = gridFile(grid);
          const iloc = ilocOf(file);
          const gridType = file.indexOf('grid');
          const payload = { start: payloadAt(file), length: file.readUInt32BE(payloadAt(file) - 8) - 8 };
          const positions = changes.map((next) =>
            next.inGrid ? payload.start + Math.floor(next.at * payload.length) : Math.floor(next.at * file.length),
          );
          changes.forEach((next, index) => (file[positions[index]!] = next.value));
          const bytes = cutAt === null ? file : file.subarray(0, Math.floor(cutAt * file.length));
          const started = performance.now();
          const reading = readHeifHeader(bytes);
          times.push(performance.now() - started);
          expect(reading.sizes.every((size) => Number.isInteger(size.width))).toBe(true);
          if (reading.problem) return;
          // With the item locations intact the decoder reads the grid where it was written: whatever the
          // changes did to it, the reader's answer covers it (or it refused the file).
          const locationsIntact = positions.every((at) => at < iloc.start || at >= iloc.end);
          const output = payloadOutput(bytes);
          if (locationsIntact && output && bytes.toString('latin1', gridType, gridType + 4) === 'grid') {
            checked++;
            expect(largest(reading.sizes)).toBeGreaterThanOrEqual(pixelsOf(output));
          }
        },
      ),
      { numRuns: 2000 },
    );
    // Altered files that still read as a grid do occur: the comparison above ran.
    expect(checked).toBeGreaterThan(20);
    // A reading takes a fraction of a millisecond; the bound on the slowest leaves room for a machine whose
    // cores are shared with other work (a single turn of the scheduler can take tens of ms).
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
    expect(times.at(-1)).toBeLessThan(500);
  });

  it('bounds its work on a header of a hundred thousand boxes', () => {
    const many = Buffer.concat(Array.from({ length: 100_000 }).fill(ispe(1, 1)) as Buffer[]);
    const bloated = Buffer.concat([
      box('ftyp', Buffer.from('heic')),
      box('meta', Buffer.alloc(4), box('iprp', box('ipco', many))),
    ]);
    const started = performance.now();
    expect(readHeifHeader(bloated).problem).toMatch(/too many boxes/);
    expect(performance.now() - started).toBeLessThan(200);
    const file = heifFile([{ type: 'hvc1', properties: [ispe(64, 48)], data: Buffer.from('x') }]);
    expect(readHeifHeader(file)).toEqual({ sizes: [{ width: 64, height: 48 }], problem: null });
  });
});
