/**
 * Hydrates the island boxes the server rendered (React and the forms load only when the first box needs them).
 * A build entry of its own: the app build drops entries' exports, so the page's entry asks for a box by an
 * event rather than by calling an export.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addDictionary } from '../i18n';
import { ISLANDS, type IslandName } from './islands';

export const HYDRATE_EVENT = 'invite-hydrate';

/** The page's own language's texts (and only those), fetched beside React. */
const DICTIONARY_LOADERS = {
  en: () => import('../i18n/en').then((module) => module.en),
  hi: () => import('../i18n/hi').then((module) => module.hi),
  kn: () => import('../i18n/kn').then((module) => module.kn),
};
const pageLanguage = document.documentElement.lang;
const language: keyof typeof DICTIONARY_LOADERS = pageLanguage === 'hi' || pageLanguage === 'kn' ? pageLanguage : 'en';
const dictionaryReady = DICTIONARY_LOADERS[language]().then((messages) => addDictionary(language, messages));

function hydrateIsland(box: HTMLElement): void {
  const component = ISLANDS[box.dataset.island as IslandName] as ComponentType<object> | undefined;
  if (!component) return;
  hydrateRoot(box, createElement(component, JSON.parse(box.dataset.props ?? '{}') as object));
  // Says the form is live (tests and the benchmark wait for it; the box itself is not React's to render).
  box.dataset.live = 'true';
}

document.addEventListener(HYDRATE_EVENT, (event) => {
  const box = event.target as HTMLElement;
  void dictionaryReady.then(() => hydrateIsland(box));
});
