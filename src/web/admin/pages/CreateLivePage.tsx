import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminLiveTemplate } from '../../../shared/api/admin';
import { PACK_LABELS } from '../../../shared/pricing';
import { QrCode } from '../../../renderer/QrCode';
import { adminKeys, fetchLiveTemplates, usePublishSite, useUnpublishSite } from '../admin-api';
import { LoadState } from '../components/LoadState';
import { useAdminQuery } from '../components/useAdminQuery';
import { UserPicker } from '../components/UserPicker';

/** The same address rule as the buyer's Publish screen: lower-case letters, digits and single hyphens. */
const SLUG = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$/;

function slugFrom(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function SitePublisher({
  userId,
  template,
  onDone,
}: {
  userId: number;
  template: AdminLiveTemplate;
  onDone: () => void;
}) {
  const site = template.site;
  const [slug, setSlug] = useState(site?.slug ?? '');
  const [indexable, setIndexable] = useState(site?.indexable ?? false);
  const publishing = usePublishSite();
  const unpublishing = useUnpublishSite();
  const busy = publishing.isPending || unpublishing.isPending;
  const slugProblem = slug && !SLUG.test(slug) ? 'Use 3 to 60 lower-case letters, digits and single hyphens.' : null;

  function publish(event: FormEvent) {
    event.preventDefault();
    if (busy || !SLUG.test(slug)) return;
    publishing.submit({ userId, baseTempID: template.baseTempID, slug, indexable }, { onSuccess: onDone });
  }

  function unpublish() {
    if (busy) return;
    if (!window.confirm('Take this site down? Guests will no longer see it; the address stays reserved.')) return;
    unpublishing.submit({ userId, baseTempID: template.baseTempID }, { onSuccess: onDone });
  }

  return (
    <form className="admin-card" onSubmit={publish} aria-label="Publish the site">
      <h2>
        {template.name} <span className="admin-muted">({template.baseTempID})</span>
      </h2>
      <p className="admin-muted">
        {PACK_LABELS[template.packType]} pack · order {template.orderId}
        {site && (
          <>
            {' '}
            ·{' '}
            <span className={`admin-badge admin-badge--${site.published ? 'ok' : 'created'}`}>
              {site.published ? 'published' : 'not published'}
            </span>
          </>
        )}
      </p>
      {site?.published && (
        <div style={{ display: 'flex', gap: 14, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
          <QrCode value={site.url} size={112} label="QR code of the invitation address" />
          <p style={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>
            Guests open{' '}
            <a href={site.url} target="_blank" rel="noreferrer">
              {site.url}
            </a>
          </p>
        </div>
      )}
      <label className="admin-field">
        Address: /invite/…
        <input
          value={slug}
          maxLength={60}
          placeholder="e.g. ananya-weds-rohan"
          aria-invalid={Boolean(slugProblem)}
          aria-describedby="slug-help"
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
          onBlur={() => setSlug((value) => slugFrom(value))}
        />
      </label>
      <p id="slug-help" className="admin-muted" role={slugProblem ? 'alert' : undefined}>
        {slugProblem ?? 'Lower-case letters, digits and hyphens. An address stays with its buyer.'}
      </p>
      <label className="admin-check">
        <input type="checkbox" checked={indexable} onChange={(event) => setIndexable(event.target.checked)} /> Let
        search engines show it
      </label>
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="submit" className="admin-button" disabled={busy || !SLUG.test(slug)}>
          {site?.published ? 'Publish changes' : 'Publish'}
        </button>
        {site?.published && (
          <button type="button" className="admin-button admin-button--danger" disabled={busy} onClick={unpublish}>
            Unpublish
          </button>
        )}
      </p>
    </form>
  );
}

function UserTemplates({ userId }: { userId: number }) {
  const state = useAdminQuery(adminKeys.liveTemplates(userId), () => fetchLiveTemplates(userId));
  const [chosen, setChosen] = useState<string | null>(null);
  const templates = state.data?.templates ?? [];
  const template = templates.find((item) => item.baseTempID === chosen) ?? templates[0];
  return (
    <div style={{ display: 'grid', gap: 14, minWidth: 0 }}>
      <LoadState state={state} />
      {state.data && templates.length === 0 && (
        <p className="admin-card admin-muted">This user has not bought a template yet.</p>
      )}
      {templates.length > 0 && (
        <label className="admin-field">
          Bought template
          <select value={template?.baseTempID} onChange={(event) => setChosen(event.target.value)}>
            {templates.map((item) => (
              <option key={item.baseTempID} value={item.baseTempID}>
                {item.name} ({item.baseTempID}){item.site?.published ? ' · published' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {template && (
        // A new template, or the stored site after publishing, starts the form again from what is stored.
        <SitePublisher
          key={`${template.baseTempID}:${template.site?.slug ?? ''}:${String(template.site?.indexable)}`}
          userId={userId}
          template={template}
          onDone={state.reload}
        />
      )}
    </div>
  );
}

/** /createlive: publish or unpublish a buyer's site for them, with the same service as their Publish button. */
export default function CreateLivePage() {
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user')) || null;
  const [q, setQ] = useState('');

  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Publish a site</h1>
          <p>Choose a buyer, one of their bought templates and the address; publish or take it down.</p>
        </div>
      </div>
      <UserPicker
        label="Find the buyer"
        placeholder="E-mail or name"
        listLabel="Buyers"
        q={q}
        onSearch={setQ}
        selected={userId}
        onPick={(id) => setParams({ user: String(id) })}
        buyersOnly
      >
        {userId ? (
          <UserTemplates userId={userId} />
        ) : (
          <p className="admin-card admin-muted">Choose a buyer to see their templates.</p>
        )}
      </UserPicker>
    </>
  );
}
