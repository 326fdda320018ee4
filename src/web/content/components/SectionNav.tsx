import type { ContentLayout, Pack } from '../../../shared/content';
import { packAllows } from '../../../shared/content';
import type { LiveContent } from '../content/live-content';
import { useSectionProgress } from './ProgressMeter';

interface SectionNavProps {
  layout: ContentLayout;
  content: LiveContent;
  pack: Pack;
  current: string;
  errorCounts: ReadonlyMap<string, number>;
  onSelect: (key: string) => void;
}

/** The sections as steps: a list on wide screens, a scrolling strip on phones. */
export function SectionNav({ layout, content, pack, current, errorCounts, onSelect }: SectionNavProps) {
  const progress = useSectionProgress(content, layout, pack);
  return (
    <nav className="ed-steps" aria-label="Form sections">
      <ol>
        {layout.sections.map((section, index) => {
          const count = progress[section.key];
          const errors = errorCounts.get(section.key) ?? 0;
          const locked = !packAllows(pack, section.pack);
          const done = count && count.total > 0 && count.filled === count.total;
          return (
            <li key={section.key}>
              <button
                type="button"
                className={`ed-step${section.key === current ? ' is-current' : ''}${errors ? ' has-errors' : ''}${done ? ' is-done' : ''}`}
                aria-current={section.key === current ? 'step' : undefined}
                onClick={() => onSelect(section.key)}
              >
                <span className="ed-step__number" aria-hidden="true">
                  {done ? '✓' : index + 1}
                </span>
                <span className="ed-step__text">
                  <span className="ed-step__title">{section.title}</span>
                  <span className="ed-step__meta">
                    {errors
                      ? `${errors} to fix`
                      : locked
                        ? 'Upgrade to unlock'
                        : count && count.total
                          ? `${count.filled}/${count.total} filled`
                          : 'Options'}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
