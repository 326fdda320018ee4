/** The shagun book's and the event day's routes (contract and rules: ../shagun.ts), for typed calls. */
import type { EventDaySettings, ShagunBook, ShagunGift, ShagunGiftInput, ShagunSettings } from '../shagun';
import { route, type } from '../route';

const site = '/rest/api/private/live/{liveId}';

export const shagunRoutes = {
  settings: route('GET', `${site}/shagun`, { answer: type<ShagunSettings>() }),
  saveSettings: route('PUT', `${site}/shagun`, { answer: type<ShagunSettings>(), body: type<ShagunSettings>() }),
  book: route('GET', `${site}/shagun/gifts`, { answer: type<ShagunBook>() }),
  addGift: route('POST', `${site}/shagun/gifts`, { answer: type<ShagunGift>(), body: type<ShagunGiftInput>() }),
  editGift: route('PUT', `${site}/shagun/gifts/{id}`, { answer: type<ShagunGift>(), body: type<ShagunGiftInput>() }),
  removeGift: route('DELETE', `${site}/shagun/gifts/{id}`, { answer: type<{ responce: string }>() }),
  bookCsv: route('GET', `${site}/shagun/gifts.csv`, { answer: type<Blob>() }),
  eventDay: route('GET', `${site}/event-day`, { answer: type<EventDaySettings>() }),
  saveEventDay: route('PUT', `${site}/event-day`, { answer: type<EventDaySettings>(), body: type<EventDaySettings>() }),
};
