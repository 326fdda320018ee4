import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FormatDetail } from '../../../shared/api/admin';
import type { ContentSchemaEntry, Pack } from '../../../shared/content';
import { PACK_LABELS } from '../../../shared/pricing';
import { loadContentSchema } from '../../../generated/lazy';
import { adminKeys, fetchFormat, fetchFormats } from '../admin-api';
import { LoadState } from '../components/LoadState';
import { ReadOnlyForm } from '../components/ReadOnlyForm';
import { useAdminQuery } from '../components/useAdminQuery';

function LintStatus({ problems }: { problems: string[] }) {
  return problems.length === 0 ? (
    <span className="admin-badge admin-badge--ok">lint clean</span>
  ) : (
    <span className="admin-badge admin-badge--bad">{problems.length} lint problem(s)</span>
  );
}

function PackBadge({ pack }: { pack: Pack }) {
  if (pack === 'basic') return null;
  return <span className={`admin-badge admin-badge--${pack}`}>{PACK_LABELS[pack]}</span>;
}

function Preview({ detail }: { detail: FormatDetail }) {
  const [entry, setEntry] = useState<ContentSchemaEntry | null>(null);
  const [section, setSection] = useState(detail.sectionList[0]?.key ?? '');
  const [pack, setPack] = useState<Pack>('basic');
  useEffect(() => {
    let current = true;
    void loadContentSchema(detail.name).then((loaded) => current && setEntry(loaded ?? null));
    return () => {
      current = false;
    };
  }, [detail]);
  return (
    <section className="admin-card" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Form preview (read-only)</h2>
      <div className="admin-filters">
        <label className="admin-field">
          Section
          <select value={section} onChange={(event) => setSection(event.target.value)}>
            {detail.sectionList.map((item) => (
              <option key={item.key} value={item.key}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          As a buyer of
          <select value={pack} onChange={(event) => setPack(event.target.value as Pack)}>
            <option value="basic">Basic</option>
            <option value="premium">Premium</option>
            <option value="luxury">Luxury</option>
          </select>
        </label>
      </div>
      {entry ? (
        <ReadOnlyForm key={`${section}-${pack}`} entry={entry} sectionKey={section} pack={pack} />
      ) : (
        <p>Loading…</p>
      )}
    </section>
  );
}

function FormatPanel({ name }: { name: string }) {
  const state = useAdminQuery(adminKeys.format(name), () => fetchFormat(name));
  const detail = state.data;
  return (
    <div style={{ display: 'grid', gap: 14, minWidth: 0 }}>
      <LoadState state={state} />
      {detail && (
        <>
          <section className="admin-card" aria-label={`${detail.title} schema`}>
            <h2>
              {detail.title} <span className="admin-muted">({detail.name}.schema.json)</span>
            </h2>
            <p>
              <LintStatus problems={detail.problems} /> {detail.sections} sections · {detail.fields} fields ·{' '}
              {detail.gatedFields} pack-gated
            </p>
            {detail.problems.length > 0 && (
              <ul className="admin-list" aria-label="Lint problems">
                {detail.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <h3>Used by {detail.templateList.length} templates</h3>
            <p style={{ lineHeight: 1.9 }}>
              {detail.templateList.map((template) => (
                <a
                  key={template.id}
                  className="admin-badge"
                  style={{ marginRight: 6 }}
                  href={`/preview/${template.id}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {template.name} ({template.id})
                </a>
              ))}
            </p>
            <h3>Sections and fields</h3>
            {detail.sectionList.map((section) => (
              <details key={section.key} style={{ marginBottom: 8 }}>
                <summary>
                  <strong>{section.title}</strong> <span className="admin-muted">({section.key})</span>{' '}
                  <PackBadge pack={section.pack} /> · {section.fields.length} fields
                </summary>
                <div className="admin-table-wrap">
                  <table className="admin-table">
                    <thead>
                      <tr>
                        <th>Field</th>
                        <th>Label</th>
                        <th>Kind</th>
                        <th>Pack (x-pack)</th>
                        <th>Repeats</th>
                      </tr>
                    </thead>
                    <tbody>
                      {section.fields.map((field) => (
                        <tr key={`${field.group ?? ''}-${field.name}`}>
                          <td data-label="Field">
                            <code>{field.name}</code>
                          </td>
                          <td data-label="Label">{field.label}</td>
                          <td data-label="Kind">{field.kind}</td>
                          <td data-label="Pack">
                            {field.pack === 'basic' ? 'every pack' : <PackBadge pack={field.pack} />}
                          </td>
                          <td data-label="Repeats">{field.group ? `${field.group} ×${field.maxItems}` : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            ))}
          </section>
          {/* Another schema starts the preview again at its first section. */}
          <Preview key={detail.name} detail={detail} />
        </>
      )}
    </div>
  );
}

/** /formate: each category's schema, its fields and pack gates, a read-only form preview and its lint status. */
export default function FormatsPage() {
  const list = useAdminQuery(adminKeys.formats, fetchFormats);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('schema') ?? 'wedding';
  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Forms</h1>
          <p>The category schemas in schemas/ that drive the content form, customiser and live site.</p>
        </div>
      </div>
      <LoadState state={list} />
      {list.data && (
        <label className="admin-field admin-phone-only" style={{ marginBottom: 12 }}>
          Category schema
          <select value={chosen} onChange={(event) => setParams({ schema: event.target.value })}>
            {list.data.formats.map((format) => (
              <option key={format.name} value={format.name}>
                {format.title}
                {format.problems.length ? ` (${format.problems.length} lint problems)` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {list.data && (
        <div className="admin-split">
          <ul className="admin-list admin-desktop-only" aria-label="Category schemas">
            {list.data.formats.map((format) => (
              <li key={format.name} style={{ padding: 0, border: 0 }}>
                <button
                  type="button"
                  className="admin-pick"
                  aria-current={format.name === chosen}
                  onClick={() => setParams({ schema: format.name })}
                >
                  <strong>{format.title}</strong> <LintStatus problems={format.problems} />
                  <small>
                    {format.name} · {format.sections} sections · {format.fields} fields · {format.gatedFields} gated ·{' '}
                    {format.templates} templates
                  </small>
                </button>
              </li>
            ))}
          </ul>
          <FormatPanel name={chosen} />
        </div>
      )}
    </>
  );
}
