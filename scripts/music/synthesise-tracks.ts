/**
 * Makes the bundled invitation music (public/music/*.mp3) from nothing but arithmetic: a drone with a reed
 * melody, plucked strings, and bells, each about 24 seconds, in pentatonic scales so every note sits well.
 * Run: `npx tsx scripts/music/synthesise-tracks.ts` (needs ffmpeg with libmp3lame on the PATH).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RATE = 22050;
const SECONDS = 24;
const TAU = Math.PI * 2;

type Voice = (buffer: Float32Array) => void;

/** Deterministic noise, so the files come out the same on every run. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/** Semitones above the tonic to a frequency; the tonic is C#3-ish, a common shehnai Sa. */
const hz = (tonic: number, semitones: number) => tonic * 2 ** (semitones / 12);

/** Adds a note shaped by attack and release, with a timbre function of phase and time. */
function addNote(
  buffer: Float32Array,
  start: number,
  length: number,
  timbre: (t: number) => number,
  attack = 0.05,
  release = 0.3,
  gain = 1,
) {
  const first = Math.floor(start * RATE);
  const count = Math.floor((length + release) * RATE);
  for (let i = 0; i < count && first + i < buffer.length; i++) {
    const t = i / RATE;
    const envelope = t < attack ? t / attack : t < length ? 1 : Math.max(0, 1 - (t - length) / release);
    buffer[first + i] += timbre(t) * envelope * gain;
  }
}

/** A tanpura-like drone: Pa, Sa, Sa, low Sa plucked in turn, rich in harmonics, slowly decaying. */
const drone =
  (tonic: number, gain: number): Voice =>
  (buffer) => {
    const strings = [hz(tonic, -5), hz(tonic, 0), hz(tonic, 0), hz(tonic, -12)];
    for (let start = 0, i = 0; start < SECONDS; start += 0.9, i++) {
      const f = strings[i % 4]!;
      addNote(
        buffer,
        start,
        1.2,
        (t) => {
          let sum = 0;
          for (let h = 1; h <= 8; h++) sum += (Math.sin(TAU * f * h * t + h) * Math.exp(-t * (0.8 + h * 0.35))) / h;
          return sum;
        },
        0.01,
        1.5,
        gain,
      );
    }
  };

/** A reed voice with vibrato, gliding into each note (meend). */
function reed(f: number, previous: number): (t: number) => number {
  return (t) => {
    const glide = previous + (f - previous) * Math.min(1, t / 0.12);
    const vibrato = 1 + 0.006 * Math.sin(TAU * 5.5 * t) * Math.min(1, t / 0.4);
    const phase = TAU * glide * vibrato * t;
    return Math.sin(phase) * 0.6 + Math.sin(2 * phase) * 0.3 + Math.sin(3 * phase) * 0.22 + Math.sin(5 * phase) * 0.08;
  };
}

/** Karplus-Strong plucked string. */
function pluck(buffer: Float32Array, start: number, f: number, gain: number, random: () => number) {
  const period = Math.max(2, Math.round(RATE / f));
  const line = Float32Array.from({ length: period }, () => random());
  const first = Math.floor(start * RATE);
  for (let i = 0; i < RATE * 2.5 && first + i < buffer.length; i++) {
    const j = i % period;
    const next = line[(j + 1) % period]!;
    const value = line[j]!;
    line[j] = 0.996 * 0.5 * (value + next);
    buffer[first + i] += value * gain;
  }
}

/** A bell: inharmonic partials, each decaying at its own rate. */
function bell(f: number): (t: number) => number {
  const partials = [
    [1, 1, 1.2],
    [2.0, 0.5, 1.8],
    [2.76, 0.35, 2.6],
    [5.4, 0.2, 4],
    [8.93, 0.1, 6],
  ] as const;
  return (t) =>
    partials.reduce(
      (sum, [ratio, level, decay]) => sum + Math.sin(TAU * f * ratio * t) * level * Math.exp(-t * decay),
      0,
    );
}

/** A soft drum: a sine that drops in pitch, like a tabla's bayan. */
const thump = (f: number) => (t: number) => Math.sin(TAU * f * t * (1 - 0.3 * Math.min(1, t * 6))) * Math.exp(-t * 9);

// Bhupali (S R G P D) and its relatives: pentatonic, so the loops never clash with the drone.
const BHUPALI = [0, 2, 4, 7, 9, 12, 14, 16];

const TRACKS: Record<string, Voice[]> = {
  'shehnai-dawn': [
    drone(138.6, 0.25),
    (buffer) => {
      const phrase = [0, 2, 4, 7, 4, 2, 4, 0, 9, 7, 9, 12, 9, 7, 4, 2, 0, 2, 4, 7, 9, 7, 4, 0];
      const tonic = 277.2;
      let time = 1.5;
      let previous = hz(tonic, 0);
      phrase.forEach((step, i) => {
        const length = i % 4 === 3 ? 1.4 : 0.7;
        const f = hz(tonic, step);
        addNote(buffer, time, length, reed(f, previous), 0.08, 0.25, 0.32);
        previous = f;
        time += length + 0.05;
      });
    },
  ],
  'sitar-breeze': [
    drone(146.8, 0.12),
    (buffer) => {
      const random = noise(7);
      const tonic = 293.7;
      const pattern = [0, 4, 7, 9, 7, 4, 2, 4, 0, 2, 4, 7, 12, 9, 7, 4];
      for (let beat = 0, time = 0.5; time < SECONDS - 2; beat++, time += 0.36) {
        const step = pattern[beat % pattern.length]! + (Math.floor(beat / 32) % 2 === 1 ? 2 : 0);
        pluck(buffer, time, hz(tonic, BHUPALI.includes(step) ? step : step - 2), 0.45, random);
        if (beat % 4 === 0) addNote(buffer, time, 0.05, thump(90), 0.002, 0.3, 0.5);
        if (beat % 4 === 2) addNote(buffer, time, 0.05, thump(180), 0.002, 0.2, 0.25);
      }
    },
  ],
  'festive-bells': [
    (buffer) => {
      const tonic = 523.3;
      const chords = [
        [0, 4, 7, 12],
        [2, 7, 9, 14],
        [4, 9, 12, 16],
        [0, 4, 9, 12],
      ];
      for (let beat = 0, time = 0.3; time < SECONDS - 2; beat++, time += 0.3) {
        const chord = chords[Math.floor(beat / 8) % chords.length]!;
        const step = chord[(beat * 3) % chord.length]!;
        addNote(buffer, time, 0.02, bell(hz(tonic, step)), 0.002, 1.6, beat % 2 === 0 ? 0.28 : 0.18);
        if (beat % 8 === 0) addNote(buffer, time, 0.02, bell(hz(tonic / 2, chord[0]!)), 0.002, 2.5, 0.3);
        if (beat % 2 === 0) addNote(buffer, time, 0.05, thump(110), 0.002, 0.25, 0.35);
      }
    },
  ],
};

function render(voices: Voice[]): Float32Array {
  const buffer = new Float32Array(RATE * SECONDS);
  for (const voice of voices) voice(buffer);
  // Fade in and out so a loop restarts softly, then normalise to -1 dBFS.
  const fade = RATE * 1.5;
  for (let i = 0; i < fade; i++) {
    buffer[i] *= i / fade;
    buffer[buffer.length - 1 - i] *= i / fade;
  }
  const peak = buffer.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  return buffer.map((value) => (value / peak) * 0.89);
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => data.writeInt16LE(Math.round(value * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const out = resolve(import.meta.dirname, '../../public/music');
const scratch = mkdtempSync(join(tmpdir(), 'music-'));
try {
  for (const [id, voices] of Object.entries(TRACKS)) {
    const source = join(scratch, `${id}.wav`);
    writeFileSync(source, wav(render(voices)));
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      source,
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-map_metadata',
      '-1',
      join(out, `${id}.mp3`),
    ]);
    console.log(`public/music/${id}.mp3`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
