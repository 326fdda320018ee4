export * from './public-pages';
