/**
 * sharp (libvips) loaded on first use: most starts draw no picture before their first upload or preview card,
 * and loading it costs about a tenth of a second of every start otherwise.
 */
type Sharp = typeof import('sharp').default;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
