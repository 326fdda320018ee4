/**
 * Music a buyer can pick without uploading: short loops synthesised for this product by
 * scripts/music/synthesise-tracks.ts (no recordings of anyone's music), served from /music/.
 */
export interface BundledTrack {
  id: string;
  name: string;
  mood: string;
}

export const BUNDLED_TRACKS: readonly BundledTrack[] = [
  { id: 'shehnai-dawn', name: 'Shehnai Dawn', mood: 'A slow morning melody over a drone' },
  { id: 'sitar-breeze', name: 'Sitar Breeze', mood: 'Plucked strings, light and gentle' },
  { id: 'festive-bells', name: 'Festive Bells', mood: 'Bright bells for a celebration' },
];

export function bundledTrackUrl(id: string): string {
  return `/music/${id}.mp3`;
}

export function findTrack(id: string): BundledTrack | undefined {
  return BUNDLED_TRACKS.find((track) => track.id === id);
}
