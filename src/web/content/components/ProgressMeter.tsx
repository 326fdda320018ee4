import type { ContentLayout, Pack } from '../../../shared/content';
import { contentProgress } from '../../../shared/content';
import type { LiveContent } from '../content/live-content';
import { useContentSnapshot } from '../content/useEditorSession';

/** The real share of filled fields ("N% Completed"), following the typing. */
export function ProgressMeter({
  content,
  layout,
  pack,
  label = 'Completed',
}: {
  content: LiveContent;
  layout: ContentLayout;
  pack: Pack;
  label?: string;
}) {
  const data = useContentSnapshot(content);
  const { percent, filled, total } = contentProgress(layout, data, pack);
  return (
    <div className="ed-progress" title={`${filled} of ${total} fields filled`}>
      <div className="ed-progress__text">
        <strong data-testid="progress-percent">{`${percent}% ${label}`}</strong>
        <span>{`${filled} of ${total} fields`}</span>
      </div>
      <div
        className="ed-progress__bar"
        role="progressbar"
        aria-label="Content completed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Per-section counts for the section list (n of m filled). */
export function useSectionProgress(content: LiveContent, layout: ContentLayout, pack: Pack) {
  const data = useContentSnapshot(content);
  return contentProgress(layout, data, pack).sections;
}
