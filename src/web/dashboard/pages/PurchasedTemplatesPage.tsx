import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderedItem } from '../../../shared/api/orders';
import type { TemplateProgress } from '../../../shared/api/dashboard';
import { formatRupees, PACK_LABELS } from '../../../shared/pricing';
import { STORAGE_KEYS } from '../../app/storage';
import { useLiveSites } from '../../live';
import { PublishPanel } from '../../live';
import { dashboardKeys, useDashboardFigures } from '../dashboard-figures';
import { formatPurchaseDate } from '../names';
import { boughtItems } from '../ordered-items';
import { useOrderedItems } from '../use-ordered-items';
import '../../ui/tabs.css';
import '../dashboard.css';

const TABS = ['Home page', 'About Couple', 'Event Schedule'] as const;

function storedTab(): number {
  const value = Number(localStorage.getItem(STORAGE_KEYS.tabValue));
  return Number.isInteger(value) && value >= 0 && value < TABS.length ? value : 0;
}

const isScheduleSection = (key: string) => /schedule|event|program/i.test(key);

const editorLink = (templateId: string) => `/Coustomise?template=${encodeURIComponent(templateId)}`;

/** A section's card: how much of it is still to fill, and the way into the customiser. */
function SectionCards({
  item,
  progress,
  schedule,
}: {
  item: OrderedItem;
  progress?: TemplateProgress;
  schedule: boolean;
}) {
  const sections = (progress?.sections ?? []).filter((section) => isScheduleSection(section.key) === schedule);
  if (!progress) return <div className="spinner" role="status" aria-label="Loading progress" />;
  if (sections.length === 0) return <p className="purchased__hint">This template has no such section.</p>;
  return (
    <ul className="section-cards">
      {sections.map((section) => (
        <li key={section.key} className="card section-card">
          <img src={item.tumbnailUrl} alt="" width={96} height={72} loading="lazy" />
          <div className="section-card__body">
            <h3>{section.title}</h3>
            <div
              className="progress"
              role="progressbar"
              aria-label={`${section.title} filled in`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={section.percent}
            >
              <span style={{ width: `${section.percent}%` }} />
            </div>
            <p className="section-card__remaining">{100 - section.percent}% Remaining</p>
            <Link to={editorLink(item.temp_id)} className="btn btn--ghost">
              Upload media
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /templetes: the templates the buyer owns (tempState BOUGHT). Home page: each template with its price, the
 * editor and Publish; About Couple and Event Schedule: real progress per section of the content.
 */
export default function PurchasedTemplatesPage() {
  const { items, loading, failed } = useOrderedItems();
  const { figures } = useDashboardFigures();
  const client = useQueryClient();
  const live = useLiveSites();
  const [tab, setTab] = useState(storedTab);
  const bought = items ? boughtItems(items) : [];

  function chooseTab(index: number) {
    localStorage.setItem(STORAGE_KEYS.tabValue, String(index));
    setTab(index);
  }

  const progressOf = (id: string) => figures?.templates.find((t) => t.temp_id === id);

  return (
    <section className="purchased">
      <header className="purchased__head">
        <h1>Your templates</h1>
        <p>Fill in your details and upload your photos to turn a template into your invitation website.</p>
      </header>

      {bought.length > 0 && (
        <div className="pill-tabs purchased__tabs" role="tablist" aria-label="Template sections">
          {TABS.map((label, index) => (
            <button
              key={label}
              type="button"
              role="tab"
              aria-selected={tab === index}
              className="pill-tabs__tab"
              onClick={() => chooseTab(index)}
            >
              {label}
            </button>
          ))}
        </div>
      )}

      {loading && !items && <div className="spinner" role="status" aria-label="Loading your templates" />}
      {failed && !items && (
        <p className="purchased__error" role="alert">
          We could not load your templates. Please reload the page.
        </p>
      )}
      {items && bought.length === 0 && (
        <div className="card purchased__empty">
          <h2>No templates yet</h2>
          <p>Templates you buy appear here, ready for your details and photos.</p>
          <Link to="/temp" className="btn">
            Explore Templates
          </Link>
        </div>
      )}

      {bought.length > 0 && tab === 0 && (
        <ul className="purchased-grid">
          {bought.map((item) => {
            const boughtOn = formatPurchaseDate(item.paidAt);
            const progress = progressOf(item.temp_id);
            const site = live.sites?.find((s) => s.baseTempID === item.temp_id) ?? null;
            return (
              <li key={item.temp_id} className="card purchased-card">
                <div className="purchased-card__media">
                  <img src={item.tumbnailUrl} alt={`${item.name} template`} width={320} height={240} loading="lazy" />
                  <span className="purchased-card__badge">Bought</span>
                </div>
                <div className="purchased-card__body">
                  <p className="purchased-card__cat">{item.cat}</p>
                  <h2 className="purchased-card__name">{item.name}</h2>
                  <p className="purchased-card__price">
                    <strong>{formatRupees(item.price)}</strong>
                    <span>{PACK_LABELS[item.packType] ?? item.packType} pack</span>
                  </p>
                  {boughtOn && <p className="purchased-card__date">Bought on {boughtOn}</p>}
                  {progress && <p className="purchased-card__progress">{progress.percent}% completed</p>}
                  <div className="purchased-card__actions">
                    <Link to={`/usersinput?template=${encodeURIComponent(item.temp_id)}`} className="btn">
                      Fill in details
                    </Link>
                    <Link to={editorLink(item.temp_id)} className="btn btn--ghost">
                      Upload media
                    </Link>
                  </div>
                  {progress?.submitted ? (
                    <PublishPanel
                      templateId={item.temp_id}
                      templateName={item.name}
                      site={site}
                      onChanged={() => void client.invalidateQueries({ queryKey: dashboardKeys.figures })}
                    />
                  ) : (
                    progress && <p className="purchased__hint">Submit your details to publish your invitation.</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {bought.length > 0 &&
        tab > 0 &&
        bought.map((item) => (
          <section key={item.temp_id} className="purchased-sections" aria-label={item.name}>
            <h2>{item.name}</h2>
            <SectionCards item={item} progress={progressOf(item.temp_id)} schedule={tab === 2} />
            {tab === 2 && (
              <Link to="/rsvps" className="purchased__rsvps">
                See who is coming (RSVPs)
              </Link>
            )}
          </section>
        ))}
    </section>
  );
}
