/** The keepsake book's card, shown with each live site on the dashboard. */
export { KeepsakeCard } from './KeepsakeCard';
