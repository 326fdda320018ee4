import { Link } from 'react-router-dom';
import type { Template } from '../../../shared/catalogue';
import { formatRupees } from '../../../shared/pricing';
import { LikeButton } from './LikeButton';

/** Thumbnail, name and the discounted basic price; opens the template's detail page. The heart sits beside the link. */
export function TemplateCard({ template, eager = false }: { template: Template; eager?: boolean }) {
  return (
    <div className="template-card-wrap">
      <Link to={`/tempdetails/${template.id}`} className="template-card">
        <span className="template-card__media">
          <img
            src={template.tumbnail_url}
            alt=""
            width={600}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className="template-card__body">
          <span className="template-card__category">{template.category}</span>
          <h3 className="template-card__name">{template.name}</h3>
          <span className="template-card__price">
            <span className="template-card__from">from</span>
            <strong>{formatRupees(template.basic_pack_discount_price)}</strong>
            <s>
              <span className="visually-hidden">was </span>
              {formatRupees(template.basic_pack_price)}
            </s>
          </span>
        </span>
      </Link>
      <LikeButton templateId={template.id} name={template.name} />
    </div>
  );
}
