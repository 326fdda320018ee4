/**
 * Which eight sections of the invitation site the screenshots show, and their captions: the category's
 * (`x-category.art.screens` in its schema file). Kept apart from the drawing code so the web app can show
 * captions without shipping the generator.
 */
import { categoryScreens } from '../../generated/category-art';
import type { CategoryPrefix, Template } from '../catalogue';
import type { SectionKind } from './category-art';

export const SCREENSHOT_COUNT = 8;

export type { SectionKind };

export interface SectionPlan {
  kind: SectionKind;
  /** Heading drawn on the screenshot. */
  heading: string;
  caption: string;
}

/** The eight sections, in order. */
export function sectionPlan(template: Template): SectionPlan[] {
  const palette = template.design.palette.name;
  return categoryScreens[template.id.slice(0, 3) as CategoryPrefix].map(({ kind, heading = '', caption }) => ({
    kind,
    heading,
    caption: kind === 'cover' ? `Opening screen in ${palette}: ${caption}` : caption,
  }));
}
/** The eight screenshot captions shown under the detail page's carousel. */
export function screenshotCaptions(template: Template): string[] {
  return sectionPlan(template).map((section) => section.caption);
}
