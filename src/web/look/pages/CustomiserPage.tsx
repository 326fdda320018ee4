import * as Tabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import { resolveLook } from '../../../shared/look';
import type { SectionInfo } from '../../../shared/content';
import { packAllows } from '../../../shared/content';
import { STORAGE_KEYS } from '../../app/storage';
import {
  DraftOfferModal,
  EditorGate,
  EditorHeader,
  type EditorSession,
  LivePreview,
  packNotice,
  ProgressMeter,
  SectionForm,
  useContentSnapshot,
  useEditorController,
  useMediaQuery,
} from '../../content';
import { LookPanel } from '../LookPanel';
import { useLook } from '../useLook';
import '../../ui/editor.css';
import './customiser.css';

/** The remembered tab (localStorage `activeTab`): a section key, or an index from older visits. */
function rememberedTab(sections: SectionInfo[]): string {
  const stored = localStorage.getItem(STORAGE_KEYS.activeTab);
  if (stored && sections.some((s) => s.key === stored)) return stored;
  const index = Number(stored);
  if (stored !== null && Number.isInteger(index) && sections[index]) return sections[index]!.key;
  return sections[0]?.key ?? '';
}

/** The tab of the buyer's look, after the content sections (no schema section is called this). */
const LOOK_TAB = '__look';

function LookTab({ session, look }: { session: EditorSession; look: ReturnType<typeof useLook> }) {
  const content = useContentSnapshot(session.content);
  if (look.status === 'loading')
    return (
      <div className="ed-status" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>Loading your colours and music…</p>
      </div>
    );
  if (look.status === 'failed')
    return <p className="ed-banner ed-banner--warning">Your look could not be loaded. Please reload the page.</p>;
  return (
    <LookPanel
      template={session.bought.template}
      layout={session.entry.layout}
      content={content}
      state={look.state}
      saving={look.saving}
      change={look.change}
      upload={look.upload}
    />
  );
}

/** /Coustomise: the template's sections as tabs, with the invitation beside them updating as the buyer types. */
export default function CustomiserPage() {
  return <EditorGate title="Customise">{(session) => <Customiser session={session} />}</EditorGate>;
}

function Customiser({ session }: { session: EditorSession }) {
  const { entry, bought, content } = session;
  const pack = bought.pack;
  const editor = useEditorController(session, rememberedTab(entry.sections));
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  // On narrow screens the preview is its own view; rendering it hidden would only cost typing time.
  const sideBySide = useMediaQuery('(min-width: 1100px)');
  const active = entry.sections.find((s) => s.key === editor.section) ?? entry.sections[0]!;
  const [lookOpen, setLookOpen] = useState(false);
  const look = useLook(bought.template.id);
  const lookState = look.status === 'ready' ? look.state : null;
  const resolved = useMemo(
    () => (lookState ? resolveLook(bought.template, lookState.look, lookState.pack) : null),
    [lookState, bought.template],
  );

  const selectTab = (key: string) => {
    setLookOpen(key === LOOK_TAB);
    if (key === LOOK_TAB) return;
    editor.setSection(key);
    localStorage.setItem(STORAGE_KEYS.activeTab, key);
  };

  return (
    <div className="ed-page cz-page">
      <EditorHeader
        className="cz-header"
        back={{ to: '/templetes', label: 'Back to templates' }}
        title={`Customise ${bought.template.name}`}
        detail={
          <>
            {bought.item.cat} · <span className="ed-pack">{bought.pack} pack</span>
          </>
        }
      >
        <div className="cz-header__side">
          <ProgressMeter content={content} layout={entry.layout} pack={pack} />
          <button
            type="button"
            className="btn btn--gold cz-save"
            onClick={() => void editor.submit()}
            disabled={editor.submitting}
          >
            {editor.submitting ? 'Submitting...' : 'Save & submit'}
          </button>
        </div>
      </EditorHeader>

      <div className="cz-switch" role="group" aria-label="Show">
        <button type="button" aria-pressed={view === 'edit'} onClick={() => setView('edit')}>
          Edit
        </button>
        <button type="button" aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
          Preview
        </button>
      </div>

      <div className={`cz-workspace cz-workspace--${view}`}>
        <Tabs.Root
          className="cz-editor"
          value={lookOpen ? LOOK_TAB : active.key}
          onValueChange={selectTab}
          activationMode="manual"
        >
          <Tabs.List className="cz-tabs" aria-label="Template sections">
            {entry.sections.map((section) => {
              const errors = editor.errorCounts.get(section.key) ?? 0;
              return (
                <Tabs.Trigger key={section.key} value={section.key} className={`cz-tab${errors ? ' has-errors' : ''}`}>
                  {section.title}
                  {errors > 0 && (
                    <span className="cz-tab__badge" aria-label={`${errors} to fix`}>
                      {errors}
                    </span>
                  )}
                </Tabs.Trigger>
              );
            })}
            <Tabs.Trigger value={LOOK_TAB} className="cz-tab cz-tab--look">
              Colours, music &amp; language
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={LOOK_TAB} className="cz-panel card">
            {lookOpen && <LookTab session={session} look={look} />}
          </Tabs.Content>
          <Tabs.Content value={active.key} className="cz-panel card">
            {active.description && <p className="ed-section__description">{active.description}</p>}
            {!packAllows(pack, active.pack) && (
              <p className="ed-banner ed-banner--info">{`${packNotice(active.pack)}. Your pack is ${bought.pack}.`}</p>
            )}
            <SectionForm
              key={`${active.key}:${editor.revision}`}
              entry={entry}
              sectionKey={active.key}
              pack={pack}
              initialData={content.get()[active.key]}
              onSectionChange={editor.onSectionChange}
              extraErrors={editor.sectionErrors}
            />
          </Tabs.Content>
        </Tabs.Root>

        <aside className="cz-preview" aria-label="Live preview">
          <div className="cz-preview__bar">
            <span className="cz-preview__dot" aria-hidden="true" />
            Live preview
          </div>
          {(sideBySide || view === 'preview') && (
            <LivePreview
              template={bought.template}
              layout={entry.layout}
              content={content}
              focusSection={active.key}
              design={resolved?.design}
              look={resolved ?? undefined}
            />
          )}
        </aside>
      </div>

      <DraftOfferModal offer={editor.offer} onRestore={editor.restore} onDiscard={editor.discard} />
    </div>
  );
}
