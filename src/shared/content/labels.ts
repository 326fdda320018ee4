/**
 * Label derived from a PascalCase field name, as the spec's form does:
 * 'BrideName' -> 'Bride Name', 'GalleryImage3' -> 'Gallery Image 3', 'RSVPLink' -> 'RSVP Link'.
 */
export function labelFromName(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^./, (first) => first.toUpperCase());
}

/** The spec's upload rule: field names containing Image, Photo or Picture are file uploads. */
export function nameSaysImage(name: string): boolean {
  return /image|photo|picture/i.test(name);
}
