import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CATALOGUE_TABS, filterTemplates, TEMPLATES, type CatalogueTabKey } from '../../../shared/catalogue';
import { countVisit } from '../page-load/visits';
import { Icon } from '../../ui/icons';
import {
  afterSearch,
  afterTab,
  readCatalogueQuery,
  writeCatalogueQuery,
  type CatalogueQuery,
} from '../catalogue/catalogue-query';
import { CatalogueTabs, TAB_PANEL_ID, tabId } from '../catalogue/CatalogueTabs';
import { usePageTitle } from '../../ui/use-page-title';
import { ChatButton } from '../catalogue/ChatButton';
import { TemplateCard } from '../catalogue/TemplateCard';
import { CATALOGUE_QUERY_PARAM } from '../common/site';
import '../catalogue/catalogue.css';

/** The spec: the All tab shows 4 more cards each time the end of the list is 10% in view. */
export const REVEAL_STEP = 4;
export const REVEAL_THRESHOLD = 0.1;

/**
 * How many cards each visited entry of the history had revealed: Back draws them all at once, so the page is as
 * tall as it was and the old scroll position exists at once, however slow the phone is to reveal them again.
 */
const revealedByEntry = new Map<string, number>();

const TAB_COUNTS = Object.fromEntries(
  CATALOGUE_TABS.map((tab) => [tab.key, filterTemplates(TEMPLATES, tab.key).length]),
) as Record<CatalogueTabKey, number>;

/** Template catalogue: search (box and `query`), category tabs (`category`), progressive reveal on All. */
export default function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const { tab, search: query } = readCatalogueQuery(params);
  const [search, setSearch] = useState(query);
  usePageTitle('Invitation templates');
  const { key: entry } = useLocation();
  const [visible, setVisible] = useState(() => revealedByEntry.get(entry) ?? REVEAL_STEP);
  useEffect(() => {
    revealedByEntry.set(entry, visible);
  }, [entry, visible]);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => countVisit('template'), []);
  // A new `query` in the address (the footer search while already here) replaces what is in the box.
  const [searchFrom, setSearchFrom] = useState(query);
  if (query !== searchFrom) {
    setSearchFrom(query);
    setSearch(query);
  }
  // Another tab or search reveals its results from the first step again.
  const revealFor = `${tab}\n${search}`;
  const [revealedFor, setRevealedFor] = useState(revealFor);
  if (revealFor !== revealedFor) {
    setRevealedFor(revealFor);
    setVisible(REVEAL_STEP);
  }

  const results = useMemo(() => filterTemplates(TEMPLATES, tab, search), [tab, search]);
  const progressive = tab === 'all';
  const shown = progressive ? results.slice(0, visible) : results;

  useEffect(() => {
    const element = sentinel.current;
    if (!progressive || !element || visible >= results.length) return undefined;
    // A fresh observer reports the sentinel's state at once, so a tall screen keeps filling until it is full.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible((v) => v + REVEAL_STEP);
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [progressive, visible, results.length]);

  const go = (next: CatalogueQuery) => {
    setSearch(next.search);
    setParams(writeCatalogueQuery(next), { replace: true, preventScrollReset: true });
  };
  const onSearch = (value: string) => go(afterSearch(value));
  const onTab = (key: CatalogueTabKey) => go(afterTab(key, search));

  const activeLabel = CATALOGUE_TABS.find((t) => t.key === tab)!.label;

  return (
    <main className="catalogue">
      <section className="catalogue-hero" aria-labelledby="catalogue-title">
        <div className="container">
          <p className="eyebrow">100+ templates</p>
          <h1 id="catalogue-title">Find the perfect invitation</h1>
          <p className="catalogue-hero__lead">
            Designs for every Indian celebration. Open any template to see its live demo and prices.
          </p>
          {/* Without script (before the app has loaded) Enter sends the search to the catalogue's address. */}
          <form
            className="catalogue-search"
            role="search"
            action="/temp"
            method="get"
            onSubmit={(e) => e.preventDefault()}
          >
            <Icon name="search" size={20} className="catalogue-search__icon" />
            <label htmlFor="catalogue-search-input" className="visually-hidden">
              Search for Templates
            </label>
            <input
              id="catalogue-search-input"
              type="search"
              name={CATALOGUE_QUERY_PARAM}
              placeholder="Search for Templates"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </form>
        </div>
      </section>

      <div className="container catalogue-body">
        <CatalogueTabs active={tab} counts={TAB_COUNTS} onChange={onTab} />
        <section id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="catalogue-panel">
          <h2 className="visually-hidden">{activeLabel === 'All' ? 'All templates' : `${activeLabel} templates`}</h2>
          <p className="catalogue-summary" aria-live="polite">
            {results.length > 0
              ? `${results.length} ${results.length === 1 ? 'template' : 'templates'}${search.trim() && tab === 'all' ? ` for “${search.trim()}”` : tab === 'all' ? '' : ` in ${activeLabel}`}`
              : ''}
          </p>
          {results.length === 0 ? (
            <div className="catalogue-empty" role="status">
              <span className="loading-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <p>
                {search.trim()
                  ? `No templates match “${search.trim()}” yet.`
                  : 'Templates for this event are on their way.'}
              </p>
              {search.trim() ? (
                <button type="button" className="btn btn--ghost" onClick={() => onSearch('')}>
                  Show all templates
                </button>
              ) : null}
            </div>
          ) : (
            <ul className="template-grid">
              {shown.map((template, index) => (
                <li key={template.id}>
                  <TemplateCard template={template} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
          {progressive && visible < results.length ? (
            <div ref={sentinel} className="catalogue-sentinel" aria-hidden="true" />
          ) : null}
        </section>
      </div>
      <ChatButton />
    </main>
  );
}
