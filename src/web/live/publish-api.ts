import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSite, PublishRequest } from '../../shared/api/live';
import { liveRoutes as routes } from '../../shared/api/routes/live';
import { call } from '../app/api';
import { liveSiteKeys } from './use-live-sites';

export const checkSlug = (baseTempID: string, slug?: string) =>
  call(routes.checkSlug, { query: slug ? { baseTempID, slug } : { baseTempID } });

const publish = (request: PublishRequest) => call(routes.publish, { body: request });

const unpublish = (baseTempID: string) => call(routes.unpublish, { body: { baseTempID } });

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
