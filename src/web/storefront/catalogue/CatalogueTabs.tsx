import { useRef, type KeyboardEvent } from 'react';
import { CATALOGUE_TABS, type CatalogueTabKey } from '../../../shared/catalogue';

export const TAB_PANEL_ID = 'catalogue-panel';
export const tabId = (key: string) => `catalogue-tab-${key}`;

/** The category tabs, keyboard-operable as a tab list (arrows, Home, End). */
export function CatalogueTabs({
  active,
  counts,
  onChange,
}: {
  active: CatalogueTabKey;
  counts: Record<CatalogueTabKey, number>;
  onChange: (key: CatalogueTabKey) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = CATALOGUE_TABS.findIndex((t) => t.key === active);
    const last = CATALOGUE_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = CATALOGUE_TABS[(next + CATALOGUE_TABS.length) % CATALOGUE_TABS.length].key;
    onChange(key);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(key)}`)?.focus();
  };
  return (
    <div className="catalogue-tabs" role="tablist" aria-label="Template categories" ref={list}>
      {CATALOGUE_TABS.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={selected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={`catalogue-tab${selected ? ' is-active' : ''}`}
            onClick={() => onChange(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            <span className="catalogue-tab__count">
              {counts[tab.key]}
              <span className="visually-hidden"> templates</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
