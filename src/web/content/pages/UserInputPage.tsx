import { useRef } from 'react';
import { packAllows } from '../../../shared/content';
import { EditorGate } from '../components/EditorGate';
import { DraftOfferModal, EditorHeader } from '../components/EditorHeader';
import { ProgressMeter } from '../components/ProgressMeter';
import { SectionNav } from '../components/SectionNav';
import { useEditorController } from '../content/useEditorController';
import type { EditorSession } from '../content/useEditorSession';
import { SectionForm } from '../form/SectionForm';
import { packNotice } from '../form/ui-schema';
import '../../ui/editor.css';

/** /usersinput: the content of a bought template, one section at a time, then Submit. */
export default function UserInputPage() {
  return <EditorGate title="User Input Form">{(session) => <UserInputForm session={session} />}</EditorGate>;
}

/** The form itself, given a loaded session (also mounted by the form benchmark). */
export function UserInputForm({ session }: { session: EditorSession }) {
  const { entry, bought, content, pack } = { ...session, pack: session.bought.pack };
  const editor = useEditorController(session, entry.sections[0]?.key ?? '');
  const { section: current, setSection } = editor;
  const index = entry.sections.findIndex((s) => s.key === current);
  const section = entry.sections[index];
  const heading = useRef<HTMLHeadingElement>(null);

  const go = (key: string) => {
    setSection(key);
    requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  return (
    <div className="ed-page">
      <EditorHeader
        back={{ to: '/dash', label: 'Back to dashboard' }}
        title={`User Input Form For ${bought.item.cat}`}
        detail={
          <>
            {bought.template.name} · <span className="ed-pack">{bought.pack} pack</span>
          </>
        }
      >
        <ProgressMeter content={content} layout={entry.layout} pack={pack} />
      </EditorHeader>

      {session.loadFailed && (
        <p className="ed-banner ed-banner--warning" role="alert">
          Failed to retrieve saved data. You can keep editing; submitting saves what you see here.
        </p>
      )}

      <div className="ed-workspace">
        <SectionNav
          layout={entry.layout}
          content={content}
          pack={pack}
          current={current}
          errorCounts={editor.errorCounts}
          onSelect={go}
        />

        <section className="ed-section card" aria-labelledby="ed-section-title">
          {section && (
            <>
              <div className="ed-section__head">
                <p className="ed-section__step">{`Section ${index + 1} of ${entry.sections.length}`}</p>
                <h2 id="ed-section-title" ref={heading} tabIndex={-1}>
                  {section.title}
                </h2>
                {section.description && <p className="ed-section__description">{section.description}</p>}
                {!packAllows(pack, section.pack) && (
                  <p className="ed-banner ed-banner--info">{`${packNotice(section.pack)}. Your pack is ${bought.pack}.`}</p>
                )}
              </div>
              <SectionForm
                key={`${section.key}:${editor.revision}`}
                entry={entry}
                sectionKey={section.key}
                pack={pack}
                initialData={content.get()[section.key]}
                onSectionChange={editor.onSectionChange}
                extraErrors={editor.sectionErrors}
              />
              <div className="ed-section__nav">
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={index <= 0}
                  onClick={() => go(entry.sections[index - 1]!.key)}
                >
                  ← Previous
                </button>
                {index < entry.sections.length - 1 && (
                  <button type="button" className="btn btn--ghost" onClick={() => go(entry.sections[index + 1]!.key)}>
                    Next<span className="ed-next-title">: {entry.sections[index + 1]!.title}</span> →
                  </button>
                )}
              </div>
            </>
          )}
        </section>
      </div>

      <div className="ed-submitbar">
        <p className="ed-submitbar__note">Changes are kept on this device until you submit.</p>
        <button
          type="button"
          className="btn ed-submitbar__button"
          onClick={() => void editor.submit()}
          disabled={editor.submitting}
        >
          {editor.submitting ? 'Submitting...' : 'Submit'}
        </button>
      </div>

      <DraftOfferModal offer={editor.offer} onRestore={editor.restore} onDiscard={editor.discard} />
    </div>
  );
}
