/**
 * The buyer's look while they edit it: loaded once per template, each change shown at once in the preview and
 * saved straight away; a refused change is rolled back and its reason (the server's words) shown.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SiteLook } from '../../../shared/look';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { fetchLook, saveLook, uploadMusic, type LookState } from './look-api';

export type LookSession =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      state: LookState;
      saving: boolean;
      change: (patch: Partial<SiteLook>) => void;
      upload: (file: File) => Promise<void>;
    };

export const LOOK_SAVE_FAILED = 'Your choice could not be saved. Please try again.';
export const MUSIC_UPLOAD_FAILED = 'The track could not be uploaded. Please try again.';

export function useLook(templateId: string): LookSession {
  const [state, setState] = useState<LookState | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  // Another template starts from nothing: loading until its own look arrives.
  const [shownFor, setShownFor] = useState(templateId);
  if (templateId !== shownFor) {
    setShownFor(templateId);
    setState(null);
    setFailed(false);
  }

  useEffect(() => {
    let cancelled = false;
    fetchLook(templateId)
      .then((loaded) => !cancelled && setState(loaded))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [templateId]);

  const change = useCallback(
    (patch: Partial<SiteLook>) => {
      const before = state;
      if (!before) return;
      const next = { ...before, look: { ...before.look, ...patch } };
      setState(next);
      setSaving(true);
      saveLook(templateId, next.look)
        .catch((error) => {
          toast.error(errorMessage(error, LOOK_SAVE_FAILED));
          setState((current) => (current === next ? before : current));
        })
        .finally(() => setSaving(false));
    },
    [templateId, state],
  );

  const upload = useCallback(
    async (file: File) => {
      setSaving(true);
      try {
        setState(await uploadMusic(templateId, file));
        toast.success('Music uploaded.');
      } catch (error) {
        toast.error(errorMessage(error, MUSIC_UPLOAD_FAILED));
      } finally {
        setSaving(false);
      }
    },
    [templateId],
  );

  if (failed) return { status: 'failed' };
  if (!state) return { status: 'loading' };
  return { status: 'ready', state, saving, change, upload };
}
