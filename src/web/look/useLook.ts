/**
 * The buyer's look while they edit it: loaded once per template, each change shown at once in the preview and
 * saved straight away; a refused change is rolled back and its reason (the server's words) shown.
 */
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteLook } from '../../shared/look';
import { errorMessage } from '../app/api';
import { toast } from '../ui/toast';
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

/** The look's cache key, one per template; saves and uploads share it as their mutation key. */
export const lookKeys = { of: (templateId: string) => ['look', templateId] as const };

export function useLook(templateId: string): LookSession {
  const client = useQueryClient();
  const key = lookKeys.of(templateId);
  // Another template starts from nothing: loading until its own look arrives.
  const query = useQuery({ queryKey: key, queryFn: () => fetchLook(templateId) });
  const saving = useIsMutating({ mutationKey: key }) > 0;

  const save = useMutation({
    mutationKey: key,
    mutationFn: (next: LookState) => saveLook(templateId, next.look),
    onMutate: async (next) => {
      // A read still on its way must not undo the change on screen.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<LookState>(key);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (error, next, context) => {
      toast.error(errorMessage(error, LOOK_SAVE_FAILED));
      // Rolled back only if no later change has replaced it meanwhile.
      if (client.getQueryData(key) === next) client.setQueryData(key, context?.before);
    },
    // Read again once the last of a quick run of changes is saved, so an earlier answer cannot undo a later one.
    onSettled: () =>
      client.isMutating({ mutationKey: key }) <= 1 ? client.invalidateQueries({ queryKey: key }) : undefined,
  });

  const upload = useMutation({
    mutationKey: key,
    mutationFn: (file: File) => uploadMusic(templateId, file),
    onSuccess: (state) => client.setQueryData(key, state),
  });

  const state = query.data;
  if (!state) return query.isError ? { status: 'failed' } : { status: 'loading' };
  return {
    status: 'ready',
    state,
    saving,
    change: (patch) => {
      // Two quick changes both count: the second builds on the first even before the screen shows it.
      const current = client.getQueryData<LookState>(key) ?? state;
      save.mutate({ ...current, look: { ...current.look, ...patch } });
    },
    upload: async (file) => {
      try {
        await upload.mutateAsync(file);
        toast.success('Music uploaded.');
      } catch (error) {
        toast.error(errorMessage(error, MUSIC_UPLOAD_FAILED));
      }
    },
  };
}
