/** The guest list's routes (contract and rules: ../guests.ts), for the web app's typed calls. */
import type {
  BulkRequest,
  BulkResult,
  ChangesQuery,
  Cohost,
  CohostRemoved,
  GuestListChanges,
  GuestSettings,
  GuestSiteList,
  GuestSummary,
  Household,
  HouseholdInput,
  HouseholdList,
  ImportResult,
  SentRequest,
} from '../guests';
import { route, type } from '../route';

const site = '/rest/api/private/live/{liveId}';
type Done = { responce: string };

export const guestRoutes = {
  sites: route('GET', '/rest/api/private/guest-sites', { answer: type<GuestSiteList>() }),
  households: route('GET', `${site}/households`, { answer: type<HouseholdList>() }),
  addHousehold: route('POST', `${site}/households`, { answer: type<Household>(), body: type<HouseholdInput>() }),
  editHousehold: route('PUT', `${site}/households/{id}`, { answer: type<Household>(), body: type<HouseholdInput>() }),
  removeHousehold: route('DELETE', `${site}/households/{id}`, { answer: type<Done>() }),
  /** The body is the file's text (CSV, vCard or pasted lines), sent with its own Content-Type. */
  importHouseholds: route('POST', `${site}/households/import`, {
    answer: type<ImportResult>(),
    body: type<string>(),
    query: type<{ dryRun?: 'true' }>(),
  }),
  bulk: route('POST', `${site}/households/bulk`, { answer: type<BulkResult>(), body: type<BulkRequest>() }),
  sent: route('POST', `${site}/households/{id}/sent`, { answer: type<Household>(), body: type<SentRequest>() }),
  newLink: route('POST', `${site}/households/{id}/link`, { answer: type<Household>() }),
  exportList: route('GET', `${site}/households/export.csv`, { answer: type<Blob>() }),
  exportFunction: route('GET', `${site}/functions/{eventKey}/guests.csv`, { answer: type<Blob>() }),
  summary: route('GET', `${site}/guest-summary`, { answer: type<GuestSummary>() }),
  settings: route('GET', `${site}/guest-settings`, { answer: type<GuestSettings>() }),
  saveSettings: route('PUT', `${site}/guest-settings`, { answer: type<GuestSettings>(), body: type<GuestSettings>() }),
  cohosts: route('GET', `${site}/cohosts`, { answer: type<Cohost[]>() }),
  inviteCohost: route('POST', `${site}/cohosts`, { answer: type<Cohost>(), body: type<{ email: string }>() }),
  removeCohost: route('DELETE', `${site}/cohosts/{cohostId}`, {
    answer: type<CohostRemoved>(),
    query: type<{ rotateLinks?: 'true' }>(),
  }),
  changes: route('GET', `${site}/changes`, { answer: type<GuestListChanges>(), query: type<ChangesQuery>() }),
};
