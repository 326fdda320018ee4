import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../generated';
import { componentsToFormData, type ContentData } from '../content';
import { rsvpEventsOf } from './rsvp-events';

/** Content as the server stores it: wire names and text values, read back into form data. */
function content(schema: keyof typeof contentSchemas, fields: Record<string, string>): ContentData {
  const entry = contentSchemas[schema];
  const components = Object.entries(fields).map(([name, value]) => ({
    comp_id: `x-${name}`,
    comp_type: 'TEXT' as const,
    comp_value: value,
  }));
  return componentsToFormData(entry.layout, 'x', components).data;
}

describe('rsvpEventsOf', () => {
  it('makes one event per dated schedule entry, keyed by its position, with its place and times', () => {
    const data = content('wedding', {
      BrideName: 'Ananya',
      GroomName: 'Rohan',
      VenueName: 'Sri Krishna Gardens',
      VenueAddress: 'Jayanagar, Bengaluru',
      VenueMapLink: 'https://maps.google.com/?q=gardens',
      Schedule1EventName: 'Haldi',
      Schedule1Date: '2027-02-12',
      Schedule1FirstTime: '09:00',
      Schedule1ThirdTime: '16:00',
      Schedule2EventName: 'Undated get-together',
      Schedule3EventName: 'Reception',
      Schedule3Date: '2027-02-14',
      Schedule3Location: 'Palace Grounds',
      Schedule3MapLink: 'https://maps.google.com/?q=palace',
    });
    expect(rsvpEventsOf(contentSchemas.wedding, data)).toEqual([
      {
        key: 'schedule-1',
        title: 'Haldi',
        date: '2027-02-12',
        time: '09:00',
        lastTime: '16:00',
        venue: 'Sri Krishna Gardens',
        address: 'Jayanagar, Bengaluru',
        mapLink: 'https://maps.google.com/?q=gardens',
      },
      {
        key: 'schedule-3',
        title: 'Reception',
        date: '2027-02-14',
        venue: 'Palace Grounds',
        mapLink: 'https://maps.google.com/?q=palace',
      },
    ]);
  });

  it('falls back to the invitation itself when the schedule is switched off or has no dates', () => {
    const fields = {
      BrideName: 'Ananya',
      GroomName: 'Rohan',
      WeddingDate: '2027-02-14',
      WeddingTime: '10:30',
      Schedule1EventName: 'Sangeet',
      Schedule1Date: '2027-02-13',
    };
    const main = {
      key: 'main',
      title: 'Ananya & Rohan · Wedding',
      date: '2027-02-14',
      time: '10:30',
    };
    expect(rsvpEventsOf(contentSchemas.wedding, content('wedding', { ...fields, ShowSchedule: 'false' }))).toEqual([
      main,
    ]);
    expect(rsvpEventsOf(contentSchemas.wedding, content('wedding', { ...fields, Schedule1Date: '' }))).toEqual([main]);
  });

  it('uses the cover for categories whose schedule is one day’s programme, and titles it sensibly', () => {
    expect(
      rsvpEventsOf(
        contentSchemas.birthday,
        content('birthday', { CelebrantName: 'Aarav', TurningAge: '5', BirthdayDate: '2027-05-01' }),
      ),
    ).toEqual([{ key: 'main', title: 'Aarav turns 5', date: '2027-05-01' }]);
    expect(
      rsvpEventsOf(
        contentSchemas.school,
        content('school', { SchoolName: 'Vidya Niketan', EventDate: '2027-01-26', EventTitle: 'Annual Day' }),
      ),
    ).toEqual([{ key: 'main', title: 'Annual Day', date: '2027-01-26' }]);
    expect(rsvpEventsOf(contentSchemas['house-warming'], {})).toEqual([{ key: 'main', title: 'House-warming' }]);
  });

  it('reads the dated programmes of every category that has one', () => {
    const dated = Object.values(contentSchemas).filter((entry) =>
      entry.sections.some(
        (section) =>
          section.fields.some((field) => field.name === 'ShowSchedule') &&
          section.fields.some((field) => field.group && field.kind === 'date'),
      ),
    );
    expect(dated.map((entry) => entry.name).sort()).toEqual([
      'chariot-festival',
      'engagement',
      'ramanavami',
      'upanayana',
      'wedding',
    ]);
  });
});
