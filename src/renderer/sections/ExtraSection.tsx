import type { ReactNode } from 'react';
import type { Motif } from '../../shared/catalogue';
import { Divider } from '../ornaments/Ornaments';

/**
 * A section the live site adds where the template has none of its own (wishes, RSVP, guest photos, sharing),
 * dressed like the template's sections. Ids carry `live-` so they never meet a schema's section keys.
 */
export function ExtraSection({
  id,
  title,
  motif,
  children,
}: {
  id: string;
  title: string;
  motif: Motif;
  children: ReactNode;
}) {
  return (
    <section
      className={`inv-section inv-section--live-${id}`}
      id={`inv-live-${id}`}
      aria-labelledby={`inv-live-${id}-title`}
    >
      <div className="inv-section__inner">
        <h2 className="inv-section__title" id={`inv-live-${id}-title`}>
          {title}
        </h2>
        <Divider motif={motif} />
        {children}
      </div>
    </section>
  );
}
