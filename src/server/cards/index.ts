/** What other features use of the invitation's pictures (the routes are registered by the app itself). */
export { householdCard, type HouseholdCardAsk, type HouseholdCardOptions } from './household-card';
// The guest page links each function's film that exists in its language (film-route.ts serves it).
export { filmsOfFunctions, type FilmVersion } from './film-slots';
// The guest page's link preview is its first function's card once kept (preview-card.ts).
export { householdCardUrl, previewCard, type CardOfFunction, type PreviewPicture } from './preview-card';
