/**
 * The household's page as the page drawer sees it, apart from both: page.ts draws it and personal-page.ts
 * makes it, and neither imports the other.
 */
import type { ContentData, ContentLayout } from '../../shared/content';
import type { RsvpEvent } from '../../shared/live';
import type { renderLivePage } from './renderer';

export type HouseholdPageData = NonNullable<Parameters<typeof renderLivePage>[0]['household']>;
export type HouseholdFormProblem = NonNullable<HouseholdPageData['problem']>;

/** What page.ts needs to draw one household's page; personal-page.ts makes it for a household's link. */
export interface PersonalPage {
  name: string;
  view(
    layout: ContentLayout,
    content: ContentData,
    events: readonly RsvpEvent[],
  ): { content: ContentData; events: RsvpEvent[]; household: HouseholdPageData };
  /** The link preview: its own functions only, and nothing at all for a private site. */
  meta(privateSite: boolean): { title?: string; description: string; image?: string; url: string; indexable: false };
}
