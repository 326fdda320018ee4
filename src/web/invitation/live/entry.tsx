/**
 * The live page's own client: hydrates the islands the server marked (forms) and loads the design's fonts after
 * the first paint. No router, no axios, no account code, no form engine.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadFamily } from '../fonts/families';
import { ISLANDS, type IslandName } from './islands';
import './styles';

for (const box of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = box.dataset.island as IslandName;
  const component = ISLANDS[name] as ComponentType<object> | undefined;
  if (!component) continue;
  const props = JSON.parse(box.dataset.props ?? '{}') as object;
  hydrateRoot(box, createElement(component, props));
}

// The server names the design's two families (data-fonts="Cinzel|Lora"); their files load after first paint.
for (const family of (document.documentElement.dataset.fonts ?? '').split('|')) {
  if (family) void loadFamily(family);
}
