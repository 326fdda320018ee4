/**
 * The ornament motifs, each drawn once: the invitation's ornaments (React) and the template artwork (SVG text)
 * both paint these drawings, so a thumbnail shows the very motif the site shows.
 */
export { MOTIF_SHAPES } from './drawings';
export { motifElements, motifMarkup, type MotifElement } from './paint';
export { FIXED, LINE_WIDTH, type MotifColours, type MotifRole, type MotifShape } from './shape';

/** Every motif drawing sits in this box: (0, 0) to (100, 100), centred on (50, 50). */
export const MOTIF_BOX = 100;
