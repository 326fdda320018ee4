import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryImage, WishMessage } from '../../shared/api/live';
import { moderationRoutes as routes } from '../../shared/api/routes/moderation';
import { AS_FILE, call, errorMessage, isHttpError } from '../app/api';
import { saveBlob } from '../ui/save-blob';
import { toast } from '../ui/toast';

const LIVE_ID_NOT_FOUND = 'GWCF_LIDNE';

export async function fetchWishes(liveId: string): Promise<WishMessage[]> {
  return (await call(routes.wishes, { params: { liveId } })).responceId?.wmdto ?? [];
}

export async function fetchGallery(liveId: string): Promise<GalleryImage[]> {
  return (await call(routes.gallery, { params: { liveId } })).responceId?.wmdto ?? [];
}

/** What guests sent to one live site, one cache entry each; moderating an item invalidates its list. */
export const moderationKeys = {
  wishes: (liveId: string) => ['moderation', liveId, 'wishes'] as const,
  gallery: (liveId: string) => ['moderation', liveId, 'gallery'] as const,
};

/** Guests write at any time: the lists are read again on every visit, and not until a site is chosen. */
export function useWishes(liveId: string | undefined) {
  return useQuery({
    queryKey: moderationKeys.wishes(liveId ?? ''),
    queryFn: () => fetchWishes(liveId!),
    enabled: Boolean(liveId),
    staleTime: 0,
  });
}

export function useGallery(liveId: string | undefined) {
  return useQuery({
    queryKey: moderationKeys.gallery(liveId ?? ''),
    queryFn: () => fetchGallery(liveId!),
    enabled: Boolean(liveId),
    staleTime: 0,
  });
}

/** The outcome of a modify call: `liveIdMissing` carries the server's GWCF_LIDNE message for the alert. */
export type ModifyOutcome = { ok: true; message: string } | { ok: false; liveIdMissing: boolean; message: string };

async function modify(
  route: typeof routes.modifyWish | typeof routes.modifyImage,
  params: { liveId: string; id: number; visflag: boolean },
  fallback: string,
): Promise<ModifyOutcome> {
  try {
    const data = await call(route, { params });
    return { ok: true, message: data.responce };
  } catch (error) {
    const body = isHttpError(error) ? (error.response?.data as { responceId?: unknown; message?: string }) : null;
    return {
      ok: false,
      liveIdMissing: body?.responceId === LIVE_ID_NOT_FOUND,
      message: body?.message ?? fallback,
    };
  }
}

export const modifyWish = (liveId: string, wishId: number, visible: boolean) =>
  modify(routes.modifyWish, { liveId, id: wishId, visflag: visible }, 'Please try again.');

export const modifyImage = (liveId: string, imageId: number, visible: boolean) =>
  modify(routes.modifyImage, { liveId, id: imageId, visflag: visible }, 'Please try again.');

/**
 * Shows or hides one wish: a refusal is told in a toast, and the list is read again afterwards (unless the site
 * itself is gone). `variables` of the mutation name the wish being changed.
 */
export function useModerateWish(liveId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) => modifyWish(liveId!, id, visible),
    onSuccess: (outcome) => {
      if (!outcome.ok) toast.error(outcome.message);
      if (outcome.ok || !outcome.liveIdMissing)
        void client.invalidateQueries({ queryKey: moderationKeys.wishes(liveId!) });
    },
  });
}

/** Shows or hides the chosen photos one by one, stopping when the site itself is gone; then reads the list again. */
export function useModeratePhotos(liveId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, visible }: { ids: readonly number[]; visible: boolean }) => {
      for (const id of ids) {
        const outcome = await modifyImage(liveId!, id, visible);
        if (!outcome.ok) {
          toast.error(outcome.message);
          if (outcome.liveIdMissing) break;
        }
      }
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: moderationKeys.gallery(liveId!) }),
  });
}

/** The chosen photos' originals as one zip, saved by the browser. */
export function useDownloadPhotos(liveId: string | undefined, slug: string | undefined) {
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const zip = await call(routes.photosZip, {
        params: { liveId: liveId! },
        body: { ids },
        config: { ...AS_FILE, timeout: 120_000 },
      });
      saveBlob(zip, `guest-photos-${slug}.zip`);
    },
    onError: (error) => {
      console.error('Failed to download the photos', error);
      toast.error(errorMessage(error, 'The photos could not be downloaded. Please try again.'));
    },
  });
}
