/**
 * The invitation renderer imports its stylesheets (Vite bundles them for the browser). Node cannot load CSS,
 * so before the server imports the renderer, a module hook answers every `.css` import with an empty module.
 * Under Vite (tests) the hook never sees those imports; the built CSS reaches pages through the manifest.
 */
import { register } from 'node:module';

const HOOK = `export async function load(url, context, next) {
  if (/\\.css(\\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;

let registered = false;

export function ignoreCssImports(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}
