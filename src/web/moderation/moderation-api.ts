import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryImage, WishMessage } from '../../shared/api/live';
import type { GalleryListResponse, ModifyResponse, WishListResponse } from '../../shared/api/moderation';
import { api, isHttpError } from '../app/api';
import { saveBlob } from '../ui/save-blob';

const LIVE_ID_NOT_FOUND = 'GWCF_LIDNE';

export async function fetchWishes(liveId: string): Promise<WishMessage[]> {
  const { data } = await api.get<WishListResponse>(
    `/rest/api/private/get_all_wishmessage/${encodeURIComponent(liveId)}`,
  );
  return data.responceId?.wmdto ?? [];
}

export async function fetchGallery(liveId: string): Promise<GalleryImage[]> {
  const { data } = await api.get<GalleryListResponse>(
    `/rest/api/private/get_all_galeryimage/${encodeURIComponent(liveId)}`,
  );
  return data.responceId?.wmdto ?? [];
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

/** Reads a site's list again after a change to it. */
export function useRefreshModeration() {
  const client = useQueryClient();
  return (key: readonly unknown[]) => client.invalidateQueries({ queryKey: key });
}

/** The outcome of a modify call: `liveIdMissing` carries the server's GWCF_LIDNE message for the alert. */
export type ModifyOutcome = { ok: true; message: string } | { ok: false; liveIdMissing: boolean; message: string };

async function modify(url: string, fallback: string): Promise<ModifyOutcome> {
  try {
    const { data } = await api.get<ModifyResponse>(url);
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
  modify(
    `/rest/api/private/modify_wish_message/${encodeURIComponent(liveId)}/${wishId}/${visible}`,
    'Please try again.',
  );

export const modifyImage = (liveId: string, imageId: number, visible: boolean) =>
  modify(
    `/rest/api/private/modify_gallery_image/${encodeURIComponent(liveId)}/${imageId}/${visible}`,
    'Please try again.',
  );

/** The chosen photos' originals as one zip, saved by the browser. */
export async function downloadPhotosZip(liveId: string, slug: string, ids: number[]): Promise<void> {
  const { data } = await api.post<Blob>(
    `/rest/api/private/gallery_zip/${encodeURIComponent(liveId)}`,
    { ids },
    { responseType: 'blob', timeout: 120_000 },
  );
  saveBlob(data, `guest-photos-${slug}.zip`);
}
