import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, findPost, formatPostDate, searchPosts } from './index';

describe('blog posts', () => {
  it('has the two built-in posts with their read times and buttons', () => {
    expect(BLOG_POSTS.map((p) => [p.id, p.readTime, p.button.label])).toEqual([
      [1, '12 min', 'Explore Birthday Template'],
      [2, '17 min', 'Explore Wedding Template'],
    ]);
    expect(findPost('1')!.heading).toMatch(/birthday/i);
    expect(findPost(2)!.heading).toMatch(/wedding/i);
    for (const post of BLOG_POSTS) {
      expect(post.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of post.sections) {
        expect(section.title && section.description).toBeTruthy();
        expect(section.points.length).toBeGreaterThan(0);
      }
      expect(post.conclusion.length).toBeGreaterThan(50);
    }
  });

  it('finds nothing for unknown ids', () => {
    expect(findPost('3')).toBeUndefined();
    expect(findPost('abc')).toBeUndefined();
  });

  it('searches headings case-insensitively', () => {
    expect(searchPosts('WEDDING').map((p) => p.id)).toEqual([2]);
    expect(searchPosts('  birthday ').map((p) => p.id)).toEqual([1]);
    expect(searchPosts('invitation').map((p) => p.id)).toEqual([1, 2]);
    expect(searchPosts('')).toHaveLength(2);
    expect(searchPosts('anniversary')).toEqual([]);
  });

  it('formats the published date', () => {
    expect(formatPostDate('2024-02-12')).toBe('12 February 2024');
  });
});
