/**
 * Text placed into server-written HTML (element text or a quoted attribute value): the one escaper of the
 * server. It writes the entities React writes, so text the server fills into a page React drew (a greeting's
 * name) reads exactly as React would have drawn it.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
