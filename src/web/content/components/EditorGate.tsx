import { useEffect, type ReactNode } from 'react';
import { useEditorSession, type EditorSession } from '../content/useEditorSession';
import { EditorLoading, EditorUnavailable } from './EditorStatus';

/** Loads the editor session (template, schema, saved content, draft) and shows its states until it is ready. */
export function EditorGate({ title, children }: { title: string; children: (session: EditorSession) => ReactNode }) {
  const state = useEditorSession();
  useEffect(() => {
    document.title = `${title} · Utsav Invites`;
  }, [title]);
  if (state.status === 'loading') return <EditorLoading />;
  if (state.status === 'unavailable') return <EditorUnavailable message={state.message} detail={state.detail} />;
  return <>{children(state.session)}</>;
}
