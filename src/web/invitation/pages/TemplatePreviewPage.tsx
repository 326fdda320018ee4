import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findTemplate, TEMPLATES, type Template } from '../../../shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../../../shared/content';
import { loadContentSchema } from '../../../generated/lazy';
import type { InvitationLook } from '../../../renderer/Invitation';
import { rsvpEventsOf } from '../../../shared/live';
import { LivePage } from '../../../renderer/live/LivePage';
import { summarise } from '../../../renderer/live/summary';
import { loadSampleContent } from '../sample-content';
// The renderer leaves its stylesheets to the pages that show it; this page's own come after them.
import '../../../renderer/live/styles';
import './preview-page.css';

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'unavailable'; template: Template }
  | { status: 'ready'; template: Template; entry: ContentSchemaEntry; content: ContentData };
/** What loading a template's schema and sample content ended in. */
type Loaded = Extract<State, { template: Template }>;

/** The demo shows what the Luxury pack adds: guests pick their language, and music starts on their first tap. */
const DEMO_LOOK: InvitationLook = {
  languages: true,
  music: { source: 'bundled', track: 'shehnai-dawn' },
  texts: [],
};

/** `/temp/wedding` shows the first wedding template; `/preview/:templateId` any template, with its sample content. */
function templateFor(templateId: string | undefined): Template | undefined {
  if (!templateId) return TEMPLATES.find((t) => t.id.startsWith('wed'));
  return findTemplate(templateId);
}

export default function TemplatePreviewPage() {
  const { templateId } = useParams();
  const requested = templateFor(templateId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!requested) return;
    const template = requested;
    document.title = `${template.name} · ${template.category} invitation preview`;
    let cancelled = false;
    Promise.all([loadContentSchema(template.schema), loadSampleContent(template.schema)])
      .then(([entry, content]) => {
        if (cancelled) return;
        setLoaded(
          entry
            ? { status: 'ready', template, entry: entry as unknown as ContentSchemaEntry, content: content ?? {} }
            : { status: 'unavailable', template },
        );
      })
      .catch(() => !cancelled && setLoaded({ status: 'unavailable', template }));
    return () => {
      cancelled = true;
    };
  }, [requested]);

  // What was loaded for another template (the address changed) counts as still loading.
  const state: State = !requested
    ? { status: 'missing' }
    : loaded?.template === requested
      ? loaded
      : { status: 'loading' };

  if (state.status === 'loading') {
    return (
      <div className="preview-status" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>Opening the invitation…</p>
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <div className="preview-status">
        <h1>Template not found</h1>
        <p>There is no template with this id.</p>
        <Link className="btn" to="/temp">
          See all templates
        </Link>
      </div>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <div className="preview-status">
        <h1>{state.template.name}</h1>
        <p>The live demo of this template is being prepared. The template details show what it includes.</p>
        <Link className="btn" to={`/tempdetails/${state.template.id}`}>
          View template details
        </Link>
      </div>
    );
  }
  const { template, entry, content } = state;
  const { title } = summarise(entry.layout, content, template.name);
  return (
    <>
      {/* The same page guests open, with sample content; its forms say they are a sample and send nothing. */}
      <LivePage
        slug="sample"
        url={window.location.href}
        design={template.design}
        layout={entry.layout}
        content={content}
        templateName={template.name}
        title={title}
        events={rsvpEventsOf(entry, content)}
        wishes={[]}
        photos={[]}
        photoUploads
        sample
        look={DEMO_LOOK}
      />
      <aside className="preview-bar" aria-label="Template preview">
        <span className="preview-bar__label">
          Preview · <strong>{template.name}</strong>
        </span>
        <Link className="preview-bar__cta" to={`/tempdetails/${template.id}`}>
          Use this design
        </Link>
      </aside>
    </>
  );
}
