/** The storefront's public face for the app shell (pages and layouts are loaded lazily by the router). */
export { default as ErrorScreen } from './ErrorScreen';
