/** What other features use of the invitation's pictures (the routes are registered by the app itself). */
export { householdCard, type HouseholdCardAsk, type HouseholdCardOptions } from './household-card';
