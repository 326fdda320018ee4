/**
 * The catalogue's state lives in its address: `category` (the tab, All when absent or unknown) and `query`
 * (the name search, which applies on the All tab). These helpers read and write it.
 */
import { isTabKey, type CatalogueTabKey } from '../../../shared/catalogue';
import { CATALOGUE_QUERY_PARAM } from '../common/site';

export interface CatalogueQuery {
  tab: CatalogueTabKey;
  search: string;
}

export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const category = params.get('category');
  return { tab: isTabKey(category) ? category : 'all', search: params.get(CATALOGUE_QUERY_PARAM) ?? '' };
}

/** Only what differs from the defaults goes in the address; a search belongs to the All tab. */
export function writeCatalogueQuery({ tab, search }: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('category', tab);
  else if (search.trim()) params.set(CATALOGUE_QUERY_PARAM, search);
  return params;
}

/** Typing in the search box moves to All (the search looks through every template). */
export function afterSearch(value: string): CatalogueQuery {
  return { tab: 'all', search: value };
}

/** Choosing a tab keeps the search only on All; other tabs list their whole category. */
export function afterTab(tab: CatalogueTabKey, search: string): CatalogueQuery {
  return { tab, search: tab === 'all' ? search : '' };
}
