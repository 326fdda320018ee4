import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Household } from '../../../shared/api/guests';
import { errorMessage } from '../../app/api';
import { saveBlob } from '../../ui/save-blob';
import { toast } from '../../ui/toast';
import { BulkActions } from '../components/BulkActions';
import { FilterSelect } from '../components/FilterSelect';
import { HouseholdForm } from '../components/HouseholdForm';
import { HouseholdRow } from '../components/HouseholdRow';
import { Sheet } from '../components/Sheet';
import { useGuestSite } from '../guest-site';
import { fetchListCsv, useHouseholds } from '../guests-api';
import {
  filterHouseholds,
  NO_FILTERS,
  searchText,
  sidesAndTags,
  STATUS_FILTERS,
  STATUS_LABELS,
  type HouseholdFilters,
} from '../household-status';
import { sideLabel } from '../sides';
import { useGrowingList } from '../use-growing-list';
import { MoreRows } from '../components/MoreRows';

/** /guests: every household of the site, searched and filtered, added, edited and changed in bulk. */
export default function HouseholdsPage() {
  const site = useGuestSite();
  const households = useHouseholds(site.liveId);
  const [filters, setFilters] = useState<HouseholdFilters>(NO_FILTERS);
  // The list follows the typing a moment later, so each keystroke only redraws the search box.
  const deferred = useDeferredValue(filters);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const all = households.data;
  const texts = useMemo(() => new Map((all ?? []).map((h) => [h.id, searchText(h)])), [all]);
  const shown = useMemo(
    () => filterHouseholds(all ?? [], deferred, (h) => texts.get(h.id) ?? ''),
    [all, deferred, texts],
  );
  const { sides, tags } = useMemo(() => sidesAndTags(all ?? []), [all]);
  const titles = useMemo(() => new Map(site.events.map((event) => [event.eventKey, event.title])), [site.events]);
  const list = useGrowingList(shown, deferred);

  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const edit = useCallback((household: Household) => setEditing(household.id), []);
  // Ticked households that are gone (deleted elsewhere) drop out of the selection.
  const selectedIds = useMemo(() => (all ?? []).filter((h) => selected.has(h.id)).map((h) => h.id), [all, selected]);
  const allShownSelected = shown.length > 0 && shown.every((h) => selected.has(h.id));
  const editedHousehold = typeof editing === 'number' ? (all?.find((h) => h.id === editing) ?? null) : null;

  const setFilter = <K extends keyof HouseholdFilters>(key: K, value: HouseholdFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  async function download() {
    try {
      saveBlob(await fetchListCsv(site.liveId), `guests-${site.slug}.csv`);
    } catch (error) {
      toast.error(errorMessage(error, 'The list could not be downloaded. Please try again.'));
    }
  }

  return (
    <div className="guests-page">
      <div className="guests-actions">
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          Add household
        </button>
        <button type="button" className="btn btn--ghost" onClick={download} disabled={!all?.length}>
          Download list (CSV)
        </button>
      </div>

      <div className="guest-filters">
        <label className="guest-filters__search">
          <span className="visually-hidden">Search households</span>
          <input
            type="search"
            placeholder="Search name, mobile, tag"
            value={filters.search}
            onChange={(event) => setFilter('search', event.target.value)}
          />
        </label>
        <FilterSelect
          label="Function"
          value={filters.eventKey}
          onChange={(value) => setFilter('eventKey', value)}
          options={site.events.map((event) => [event.eventKey, event.title] as const)}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(value) => setFilter('status', value as HouseholdFilters['status'])}
          options={STATUS_FILTERS.map((status) => [status, STATUS_LABELS[status]] as const)}
        />
        <FilterSelect
          label="Side"
          value={filters.side}
          onChange={(value) => setFilter('side', value)}
          options={sides.map((side) => [side, sideLabel(side)] as const)}
        />
        {tags.length > 0 && (
          <FilterSelect
            label="Tag"
            value={filters.tag}
            onChange={(value) => setFilter('tag', value)}
            options={tags.map((tag) => [tag, tag] as const)}
          />
        )}
      </div>

      {households.isPending && <div className="spinner" role="status" aria-label="Loading the guest list" />}
      {households.isError && (
        <p role="alert" className="guests__error">
          {errorMessage(households.error, 'We could not load the guest list. Please reload the page.')}
        </p>
      )}
      {all && all.length === 0 && (
        <div className="card guests__none">
          <p>
            No household yet. Add them one by one, or import your list from a spreadsheet or your phone&apos;s contacts.
          </p>
          <Link to="/guests/import" className="btn btn--ghost">
            Import a list
          </Link>
        </div>
      )}
      {all && all.length > 0 && (
        <>
          <div className="guest-list__head">
            <label className="hh__pick">
              <input
                type="checkbox"
                checked={allShownSelected}
                onChange={() =>
                  setSelected((current) => {
                    const next = new Set(current);
                    for (const h of shown) {
                      if (allShownSelected) next.delete(h.id);
                      else next.add(h.id);
                    }
                    return next;
                  })
                }
              />
              <span className="visually-hidden">Select all shown</span>
            </label>
            <p data-testid="household-count">
              {shown.length === all.length
                ? `${all.length} ${all.length === 1 ? 'household' : 'households'}`
                : `${shown.length} of ${all.length} households`}
            </p>
          </div>
          <ul className="guest-list" aria-label="Households">
            {list.shown.map((household) => (
              <HouseholdRow
                key={household.id}
                household={household}
                selected={selected.has(household.id)}
                titles={titles}
                onToggle={toggle}
                onEdit={edit}
              />
            ))}
          </ul>
          {list.more && <MoreRows key={list.shown.length} onMore={list.showMore} />}
          {shown.length === 0 && <p className="guests__empty">No household matches.</p>}
        </>
      )}

      <BulkActions site={site} ids={selectedIds} sides={sides} onClear={() => setSelected(new Set())} />

      {editing !== null && (editing === 'new' || editedHousehold) && (
        <Sheet
          title={editedHousehold ? `Edit ${editedHousehold.name}` : 'Add a household'}
          onClose={() => setEditing(null)}
        >
          <HouseholdForm site={site} household={editedHousehold} sides={sides} onDone={() => setEditing(null)} />
        </Sheet>
      )}
    </div>
  );
}
