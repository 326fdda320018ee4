export * from './categories';
export * from './designs';
export * from './templates';
export * from './filter';
