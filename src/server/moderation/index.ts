/** A live site's figures for the buyer's dashboard: its main date, countdown and RSVP answers. */
export { daysUntil, mainDate, siteContent } from './site-content';
export { eventsOfSite, rsvpAnswers, totalsOf } from './rsvp-report';
