import { useMemo, useState } from 'react';
import { PACK_LABELS } from '../../../shared/pricing';
import { adminKeys, fetchTemplateSales } from '../admin-api';
import { LoadState } from '../components/LoadState';
import { useAdminQuery } from '../components/useAdminQuery';
import { formatRupees, shopTime } from '../format';

type Show = 'all' | 'sold' | 'never';

/** /Templates: the catalogue with what each template and pack sold, best sellers first. */
export default function TemplatesPage() {
  const state = useAdminQuery(adminKeys.templateSales, fetchTemplateSales);
  const [show, setShow] = useState<Show>('all');
  const [query, setQuery] = useState('');
  const rows = useMemo(() => {
    const text = query.trim().toLowerCase();
    return (state.data?.templates ?? [])
      .filter((t) => (show === 'sold' ? t.sales > 0 : show === 'never' ? t.sales === 0 : true))
      .filter((t) => !text || `${t.id} ${t.name} ${t.category}`.toLowerCase().includes(text))
      .sort((a, b) => b.revenue - a.revenue || a.id.localeCompare(b.id));
  }, [state.data, show, query]);
  const neverSold = state.data?.templates.filter((t) => t.sales === 0).length ?? 0;

  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Templates</h1>
          <p>Paid orders and revenue (GST included) per template and per pack.</p>
        </div>
      </div>
      <LoadState state={state} />
      {state.data && (
        <>
          <div className="admin-grid admin-grid--small">
            {state.data.packs.map((pack) => (
              <div className="admin-card" key={pack.pack} data-testid={`pack-${pack.pack}`}>
                <p className="admin-stat__label">{PACK_LABELS[pack.pack]} pack</p>
                <p className="admin-stat__value">{formatRupees(pack.revenue)}</p>
                <p className="admin-stat__sub">{pack.sales.toLocaleString('en-IN')} sold</p>
              </div>
            ))}
            <div className="admin-card">
              <p className="admin-stat__label">Never sold</p>
              <p className="admin-stat__value">{neverSold}</p>
              <p className="admin-stat__sub">of {state.data.templates.length} templates</p>
            </div>
          </div>
          <div className="admin-filters">
            <label className="admin-field">
              Search
              <input
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Name, id or category"
              />
            </label>
            <label className="admin-field">
              Show
              <select value={show} onChange={(event) => setShow(event.target.value as Show)}>
                <option value="all">All templates</option>
                <option value="sold">Sold at least once</option>
                <option value="never">Never sold</option>
              </select>
            </label>
          </div>
          <div className="admin-card admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Template</th>
                  <th>Category</th>
                  <th className="num">Sold</th>
                  <th className="num">Revenue</th>
                  <th>Per pack</th>
                  <th>Last sale</th>
                  <th>Preview</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((template) => (
                  <tr key={template.id} data-testid={`template-${template.id}`}>
                    <td data-label="Template">
                      <span>
                        <strong>{template.name}</strong> <span className="admin-muted">{template.id}</span>
                      </span>
                    </td>
                    <td data-label="Category">{template.category}</td>
                    <td data-label="Sold" className="num">
                      {template.sales === 0 ? <span className="admin-badge">never sold</span> : template.sales}
                    </td>
                    <td data-label="Revenue" className="num">
                      {formatRupees(template.revenue)}
                    </td>
                    <td data-label="Per pack">
                      {template.packs
                        .filter((pack) => pack.sales > 0)
                        .map((pack) => `${PACK_LABELS[pack.pack]} ${pack.sales} (${formatRupees(pack.revenue)})`)
                        .join(' · ') || '—'}
                    </td>
                    <td data-label="Last sale">{shopTime(template.lastSoldAt)}</td>
                    <td data-label="Preview">
                      <a href={template.previewUrl} target="_blank" rel="noreferrer">
                        Preview
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === 0 && <p className="admin-muted">No template matches.</p>}
          </div>
        </>
      )}
    </>
  );
}
