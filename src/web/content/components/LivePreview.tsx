import { useDeferredValue, useEffect, useRef } from 'react';
import type { Design, Template } from '../../../shared/catalogue';
import { Invitation, type InvitationLook } from '../../invitation';
import type { ContentLayout } from '../../../shared/content';
import type { LiveContent } from '../content/live-content';
import { useContentSnapshot } from '../content/useEditorSession';

interface LivePreviewProps {
  template: Template;
  layout: ContentLayout;
  content: LiveContent;
  /** Scrolls the preview to this section when it changes. */
  focusSection: string;
  /** The design with the buyer's colours and fonts (the template's own until their look has loaded). */
  design?: Design;
  look?: InvitationLook;
}

/**
 * The buyer's draft in the template's design, drawn by the invitation renderer itself (loaded with the
 * customiser's route), so the preview is what guests will see. It reads the content deferred: typing stays urgent, and the
 * preview catches up when the browser has a moment.
 */
export function LivePreview({ template, layout, content, focusSection, design, look }: LivePreviewProps) {
  const data = useContentSnapshot(content);
  const deferred = useDeferredValue(data);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = frame.current;
    const target = box?.querySelector<HTMLElement>(`#inv-${CSS.escape(focusSection)}`);
    if (box && target) box.scrollTo({ top: target.offsetTop - 8, behavior: 'smooth' });
  }, [focusSection]);

  return (
    <div className="cz-preview__frame" ref={frame} data-testid="live-preview" aria-busy={deferred !== data}>
      <Invitation
        design={design ?? template.design}
        look={look}
        layout={layout}
        content={deferred}
        templateName={template.name}
        mode="editor"
        embedded
      />
    </div>
  );
}
