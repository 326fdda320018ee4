import type { ReactNode } from 'react';
import type { Design } from '../../../shared/catalogue';
import { Divider } from '../ornaments/Ornaments';

/** A section the live site adds (RSVP, guest photos, sharing), dressed like the template's own sections. */
export function LiveSection({
  id,
  title,
  design,
  children,
}: {
  id: string;
  title: string;
  design: Design;
  children: ReactNode;
}) {
  return (
    <section className={`inv-section inv-section--${id}`} id={`inv-${id}`} aria-labelledby={`inv-${id}-title`}>
      <div className="inv-section__inner">
        <h2 className="inv-section__title" id={`inv-${id}-title`}>
          {title}
        </h2>
        <Divider motif={design.motif} />
        {children}
      </div>
    </section>
  );
}
