import type { ReactNode } from 'react';
import { Divider } from '../ornaments/Ornaments';
import { sectionTitle } from '../i18n';
import type { RenderContext } from '../types';
import type { SectionView } from '../view';

/** Every section after the cover: an anchor for the navigation, its title and the motif rule. */
export function SectionShell({
  view,
  ctx,
  kind,
  children,
}: {
  view: SectionView;
  ctx: RenderContext;
  kind: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`inv-section inv-section--${kind}`}
      id={`inv-${view.section.key}`}
      aria-labelledby={`inv-${view.section.key}-title`}
    >
      <div className="inv-section__inner">
        <h2 className="inv-section__title" id={`inv-${view.section.key}-title`}>
          {sectionTitle(ctx.lang, view.section.title)}
        </h2>
        <Divider motif={ctx.design.motif} />
        {children}
      </div>
    </section>
  );
}
