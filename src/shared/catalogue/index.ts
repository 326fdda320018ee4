export * from './categories';
export * from './designs';
export * from './templates';
export * from './filter';
export { TAB_LIST } from './tabs';
