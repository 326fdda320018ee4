/** The blog's two built-in posts (the spec: built into the product, not fetched). */
import { birthdayInvitationsPost } from './birthday-invitations';
import { monthName } from '../months';
import type { BlogPost } from './types';
import { weddingInvitationsPost } from './wedding-invitations';

export type { BlogPost, BlogSection } from './types';

export const BLOG_POSTS: readonly BlogPost[] = [birthdayInvitationsPost, weddingInvitationsPost];

export function findPost(id: string | number): BlogPost | undefined {
  return BLOG_POSTS.find((post) => String(post.id) === String(id).trim());
}

/** Case-insensitive search in the headings. */
export function searchPosts(query: string, posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  const needle = query.trim().toLowerCase();
  return needle ? posts.filter((post) => post.heading.toLowerCase().includes(needle)) : [...posts];
}

/** 12 February 2024 */
export function formatPostDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${monthName(month!)} ${year}`;
}
