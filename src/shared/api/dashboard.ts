/**
 * Wire contract of the dashboard: setup progress per bought template and section, and per live site what waits
 * for the buyer. The web app imports only the types.
 *
 *   GET private/dashboard (bearer) -> DashboardResponse
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './schema-helpers';

export const SectionProgress = Type.Object({
  key: Type.String(),
  title: Type.String(),
  filled: Type.Integer(),
  total: Type.Integer(),
  percent: Type.Integer(),
});
export type SectionProgress = Static<typeof SectionProgress>;

/** Share of the schema's fields the buyer has filled, per bought template and per section. */
export const TemplateProgress = Type.Object({
  temp_id: Type.String(),
  name: Type.String(),
  percent: Type.Integer(),
  /** True once content has been submitted (the Publish button needs it). */
  submitted: Type.Boolean(),
  sections: Type.Array(SectionProgress),
});
export type TemplateProgress = Static<typeof TemplateProgress>;

export const SiteFigures = Type.Object({
  liveId: Type.String(),
  baseTempID: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  url: Type.String(),
  published: Type.Boolean(),
  unreadWishes: Type.Integer(),
  photosWaiting: Type.Integer(),
  rsvps: Type.Array(
    Type.Object({ eventKey: Type.String(), title: Type.String(), attending: Type.Integer(), heads: Type.Integer() }),
  ),
  /** Whole days from today (India) to the event's date; null when the content gives no date. */
  daysToEvent: Nullable(Type.Integer()),
  eventDate: Nullable(Type.String()),
});
export type SiteFigures = Static<typeof SiteFigures>;

export const DashboardResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({
    /** All bought templates together, the Website Setup card's figure. */
    setupPercent: Type.Integer(),
    templates: Type.Array(TemplateProgress),
    sites: Type.Array(SiteFigures),
  }),
});
export type DashboardResponse = Static<typeof DashboardResponse>;
