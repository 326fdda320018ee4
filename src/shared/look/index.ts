/** The buyer's look (colours, music, fonts, languages): shared by the customiser, the server and the live page. */
export * from './contrast';
export * from './look';
export * from './palettes';
export * from './resolve';
export * from './tracks';
export * from './texts';
