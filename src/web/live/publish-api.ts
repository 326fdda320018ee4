import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSite, PublishRequest, SlugCheckResponse } from '../../shared/api/live';
import { api } from '../app/api';
import { liveSiteKeys } from './use-live-sites';

export async function checkSlug(baseTempID: string, slug?: string): Promise<SlugCheckResponse> {
  const { data } = await api.get<SlugCheckResponse>('/rest/api/private/live/slug', {
    params: slug ? { baseTempID, slug } : { baseTempID },
  });
  return data;
}

export async function publish(request: PublishRequest): Promise<LiveSite> {
  const { data } = await api.post<LiveSite>('/rest/api/private/live/publish', request);
  return data;
}

export async function unpublish(baseTempID: string): Promise<LiveSite> {
  const { data } = await api.post<LiveSite>('/rest/api/private/live/unpublish', { baseTempID });
  return data;
}

/**
 * Publishing or unpublishing: every page's list of live sites is read again afterwards, and `changed` lets the
 * page invalidate what else it shows about the site.
 */
export function usePublishing(templateId: string, changed: (site: LiveSite) => void) {
  const client = useQueryClient();
  const done = (site: LiveSite) => {
    void client.invalidateQueries({ queryKey: liveSiteKeys.all });
    changed(site);
  };
  return {
    publish: useMutation({ mutationFn: publish, onSuccess: done }),
    unpublish: useMutation({ mutationFn: () => unpublish(templateId), onSuccess: done }),
  };
}

/** The contract's address rule (shared/api/live.ts SLUG_PATTERN), checked before asking the server. */
export const SLUG_RULE = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$/;

/** What a typed address becomes: lower case, spaces and other marks as single hyphens. */
export function tidySlug(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60);
}
