/** Hydrates one island box the server rendered (React and the forms load only when the first box needs them). */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, type IslandName } from './islands';

export function hydrateIsland(box: HTMLElement): void {
  const component = ISLANDS[box.dataset.island as IslandName] as ComponentType<object> | undefined;
  if (!component) return;
  hydrateRoot(box, createElement(component, JSON.parse(box.dataset.props ?? '{}') as object));
}
