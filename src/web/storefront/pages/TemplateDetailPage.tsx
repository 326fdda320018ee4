import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { screenshotCaptions } from '../../../shared/art/captions';
import { screenshotUrls } from '../../../shared/art/urls';
import { CATALOGUE_TABS, categoryOfId, findTemplate } from '../../../shared/catalogue';
import { formatRupees } from '../../../shared/pricing';
import { sessionAtom } from '../../app/session';
import { storeSelectedTemplate } from '../../selected-template';
import { Icon } from '../../ui/icons';
import { usePageTitle } from '../../ui/use-page-title';
import { deferredSection } from '../common/deferred-section';
import { CONTACT_SECTION_ID, SIMILAR_SECTION_ID } from '../common/site';
import { PricingSection } from '../detail/PricingSection';
import { Screenshots } from '../detail/Screenshots';
import '../catalogue/catalogue.css';
import '../detail/detail.css';

// The contact form is the page's last section, far below the fold: in the page's HTML, but its code is not part
// of the first visit's JavaScript (as on the landing page).
const DeferredContact = deferredSection(async () => (await import('../contact/ContactSection')).ContactSection, {
  id: CONTACT_SECTION_ID,
  reservedClassName: 'detail__contact-rest',
});
// So are the similar designs below the prices, with their cards' code.
const DeferredSimilar = deferredSection(async () => (await import('../detail/SimilarTemplates')).SimilarTemplates, {
  id: SIMILAR_SECTION_ID,
  reservedClassName: 'detail__similar-rest',
});

export const NO_DESCRIPTION = 'No description available.';
export const NOT_FOUND = 'Error: Template not found';

export default function TemplateDetailPage() {
  const { id = '' } = useParams();
  const template = findTemplate(id);
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  usePageTitle(template ? `${template.name} · ${template.category} invitation website` : 'Template not found');

  if (!template) {
    return (
      <main className="container detail-missing">
        <h1>{NOT_FOUND}</h1>
        <p>We could not find a template called “{id}”. It may have been renamed or retired.</p>
        <Link to="/temp" className="btn">
          Browse all templates
        </Link>
      </main>
    );
  }

  const category = categoryOfId(template.id)?.label ?? template.category;
  const captions = screenshotCaptions(template);
  const screenshots = screenshotUrls(template.id).map((src, i) => ({ src, caption: captions[i] }));

  const getTemplate = () => {
    const selected = storeSelectedTemplate(template);
    if (session) navigate('/usercart', { state: { template: selected, expirationTime: selected.expirationTime } });
    else navigate('/login');
  };

  return (
    <main className="detail">
      <section className="detail-hero">
        <div className="container">
          <nav className="breadcrumb" aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/temp">Templates</Link>
              </li>
              <li aria-current="page">{template.name}</li>
            </ol>
          </nav>
          <div className="detail-hero__grid">
            <div className="detail-hero__art">
              <img src={template.tumbnail_url} alt={`${template.name} invitation design`} width={600} height={800} />
            </div>
            <div className="detail-hero__info">
              <p className="detail-hero__category">
                <Link to={`/temp?category=${encodeURIComponent(tabFor(template.id))}`}>{category}</Link>
              </p>
              <h1 className="detail-hero__name">{template.name}</h1>
              <p className="detail-hero__description">{template.details?.trim() || NO_DESCRIPTION}</p>
              <p className="detail-hero__price">
                <span>from</span> <strong>{formatRupees(template.basic_pack_discount_price)}</strong>{' '}
                <s>{formatRupees(template.basic_pack_price)}</s> <span>+ taxes</span>
              </p>
              <div className="detail-hero__actions">
                <button type="button" className="btn detail-hero__get" onClick={getTemplate}>
                  Get This Template
                </button>
                <Link to={`/preview/${template.id}`} className="btn btn--ghost">
                  <Icon name="eye" size={18} /> View Live Demo
                </Link>
              </div>
              <ul className="detail-hero__facts">
                <li>
                  <Icon name="check" size={18} /> Works beautifully on every phone
                </li>
                <li>
                  <Icon name="check" size={18} /> Your names, photos, events and venue map
                </li>
                <li>
                  <Icon name="check" size={18} /> Guests RSVP and leave wishes
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="section detail-screens" aria-labelledby="screens-title">
        <div className="section__head container">
          <p className="eyebrow">Inside the invitation</p>
          <h2 className="section__title" id="screens-title">
            Take a closer look
          </h2>
          <p className="section__lead">Eight screens your guests will scroll through, shown with sample content.</p>
        </div>
        <Screenshots screenshots={screenshots} name={template.name} />
      </section>

      <PricingSection template={template} />
      <DeferredSimilar template={template} categoryLink={`/temp?category=${encodeURIComponent(tabFor(template.id))}`} />
      <DeferredContact templateName={template.name} />
    </main>
  );
}

/** The catalogue tab that lists this template, for the category link. */
function tabFor(id: string): string {
  const prefix = id.slice(0, 3).toLowerCase();
  return CATALOGUE_TABS.find((tab) => (tab.prefixes as readonly string[]).includes(prefix))?.key ?? 'all';
}
