import { Link } from 'react-router-dom';
import { TEMPLATES, type Template } from '../../../shared/catalogue';
import { TemplateCard } from '../catalogue/TemplateCard';
import { SIMILAR_SECTION_ID } from '../common/site';

/** Other designs of the same category, the next ones in the catalogue first. */
export function similarTemplates(template: Template, count = 4): Template[] {
  const prefix = template.id.slice(0, 3);
  const same = TEMPLATES.filter((t) => t.id.startsWith(prefix) && t.id !== template.id);
  const at = same.findIndex((t) => t.id > template.id);
  const start = at === -1 ? 0 : at;
  return [...same.slice(start), ...same.slice(0, start)].slice(0, count);
}

export function SimilarTemplates({ template, categoryLink }: { template: Template; categoryLink: string }) {
  const similar = similarTemplates(template);
  if (similar.length === 0) return null;
  return (
    <section className="section similar" id={SIMILAR_SECTION_ID} aria-labelledby="similar-title">
      <div className="container">
        <div className="similar__head">
          <h2 className="section__title" id="similar-title">
            More {template.category} designs
          </h2>
          <Link to={categoryLink} className="similar__all">
            See all
          </Link>
        </div>
        <ul className="template-grid">
          {similar.map((t) => (
            <li key={t.id}>
              <TemplateCard template={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
