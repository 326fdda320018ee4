import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household, ImportResult } from '../../shared/api/guests';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hostSite, type HostSite } from './testing/fixtures';

let t: TestApp;
let site: HostSite;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const importFile = (target: HostSite, type: string, body: string, dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/private/live/${target.liveId}/households/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { authorization: target.owner.authorization, 'content-type': type },
    payload: body,
  });
const list = async (target: HostSite) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/rest/api/private/live/${target.liveId}/households`,
      headers: { authorization: target.owner.authorization },
    })
  ).json() as Household[];

/** An Excel sheet saved as CSV by hand: BOM, `;` separators, quoted separators, spaces and 0-prefixed numbers. */
const MESSY_CSV = [
  '\uFEFFFamily ; Mobile No. ; E-mail ; Side ; Sangeet ; Muhurtham and Reception ; Tags ; Adults',
  '"Sharma; Delhi" ; 98765 43210 ; sharma@example.in ; Bride ; 4 ; yes ; "college;office" ; 2',
  'Rao family ; 098765-43211 ; ; Groom ; x ; ; ; 3',
  '"Iyer, Chennai" ; +91 98765 43212 ; ; ; ; 2 ; ;',
  'Wrong number ; 12345 ; ; ; ; ; ;',
  'Sharma again ; +919876543210 ; ; ; ; 6 ; family ;',
  '; ; ; ; ; ; ;',
  'Only a name ; ; ; ; yes ; ; ;',
].join('\r\n');

describe('import', () => {
  beforeAll(async () => {
    site = await hostSite(t);
  });

  it('previews a messy CSV on a dry run and changes nothing', async () => {
    const response = await importFile(site, 'text/csv', MESSY_CSV, true);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ImportResult;
    expect(result).toMatchObject({
      added: 4,
      merged: 1,
      invalid: [{ line: 5, reason: expect.stringContaining('12345') }],
    });
    expect(result.preview!.map((row) => row.phone)).toEqual(['+919876543210', '+919876543211', '+919876543212', null]);
    expect(await list(site)).toEqual([]);
  });

  it('imports it: columns by name, functions by title, duplicates merged, invalid lines reported', async () => {
    const response = await importFile(site, 'text/csv; charset=utf-8', MESSY_CSV);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: 4, merged: 1, invalid: [{ line: 5 }] });
    const households = await list(site);
    expect(households.map((household) => household.name)).toEqual([
      'Sharma; Delhi',
      'Rao family',
      'Iyer, Chennai',
      'Only a name',
    ]);
    const [sharma, rao, iyer, nameOnly] = households;
    expect(sharma).toMatchObject({
      phone: '+919876543210',
      email: 'sharma@example.in',
      side: 'Bride',
      tags: ['college', 'office', 'family'],
      // "yes" means the household's head count; the duplicate line's 6 seats win over 2.
      events: [
        { eventKey: 'schedule-2', seats: 4 },
        { eventKey: 'schedule-3', seats: 6 },
      ],
    });
    expect(rao).toMatchObject({ phone: '+919876543211', events: [{ eventKey: 'schedule-2', seats: 3 }] });
    expect(iyer).toMatchObject({ phone: '+919876543212', events: [{ eventKey: 'schedule-3', seats: 2 }] });
    expect(nameOnly).toMatchObject({ phone: null, events: [{ eventKey: 'schedule-2', seats: 1 }] });
  });

  it('merges a second import into the households already there instead of adding them again', async () => {
    const again =
      'Name,Phone,Notes,Haldi and Mehendi\nR. Sharma,+91 98765 43210,"Vegetarian, no onion",2\nNew family,9876543299,,\n';
    const response = await importFile(site, 'text/csv', again);
    expect(response.json()).toMatchObject({ added: 1, merged: 1, invalid: [] });
    const sharma = (await list(site)).find((household) => household.phone === '+919876543210')!;
    // The host's name stays; the import adds the function and fills the empty notes.
    expect(sharma).toMatchObject({ name: 'Sharma; Delhi', notes: 'Vegetarian, no onion' });
    expect(sharma.events.map((event) => event.eventKey)).toEqual(['schedule-1', 'schedule-2', 'schedule-3']);
  });

  it('reads a vCard file from a phone, preferring the mobile number', async () => {
    const target = await hostSite(t);
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Meera Nair',
      'TEL;TYPE=HOME:080 2345 6789',
      'TEL;TYPE=CELL:+91 99000 11122',
      'EMAIL:meera@example.in',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Arjun Menon',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+91-99000-11133',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Landline only',
      'TEL:12',
      'END:VCARD',
    ].join('\r\n');
    const response = await importFile(target, 'text/vcard', vcf);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: 2, merged: 0, invalid: [{ line: 13 }] });
    expect((await list(target)).map((household) => [household.name, household.phone, household.email])).toEqual([
      ['Meera Nair', '+919900011122', 'meera@example.in'],
      ['Arjun Menon', '+919900011133', null],
    ]);
  });

  it('reads pasted lines, "Name, phone" or "Name phone"', async () => {
    const target = await hostSite(t);
    const pasted =
      'Kumar family, 98450 12345\nDr. Rao and family 9845012346\n\n+91 98450 12347, Gupta ji\nnonsense 42\n';
    const response = await importFile(target, 'text/plain', pasted);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: 3, invalid: [{ line: 5 }] });
    expect((await list(target)).map((household) => [household.name, household.phone])).toEqual([
      ['Kumar family', '+919845012345'],
      ['Dr. Rao and family', '+919845012346'],
      ['Gupta ji', '+919845012347'],
    ]);
  });

  it('reads each language by its code, its English name or its own, in any case', async () => {
    const target = await hostSite(t);
    const rows = [
      ['Iyer', 'தமிழ்'],
      ['Reddy', 'Telugu'],
      ['Patil', 'मराठी'],
      ['Shah', 'gujarati'],
      ['Bose', 'বাংলা'],
      ['Menon', 'ML'],
      ['Gill', 'ਪੰਜਾਬੀ'],
      ['Gupta', 'हिंदी'],
      ['Smith', 'Klingon'],
    ];
    const csv = ['Name,Language', ...rows.map((row) => row.join(','))].join('\n');
    const response = await importFile(target, 'text/csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    const languages = Object.fromEntries((await list(target)).map((household) => [household.name, household.language]));
    expect(languages).toEqual({
      Iyer: 'ta',
      Reddy: 'te',
      Patil: 'mr',
      Shah: 'gu',
      Bose: 'bn',
      Menon: 'ml',
      Gill: 'pa',
      Gupta: 'hi',
      Smith: 'en',
    });
  });

  it('refuses what it cannot read with 400, and other content types with 415', async () => {
    const target = await hostSite(t);
    expect((await importFile(target, 'text/csv', 'Colour,Size\nred,2\n')).statusCode).toBe(400);
    expect((await importFile(target, 'text/csv', '')).statusCode).toBe(400);
    expect((await importFile(target, 'text/vcard', 'BEGIN:VCARD\nthis is not a card')).statusCode).toBe(400);
    expect((await importFile(target, 'application/pdf', '%PDF')).statusCode).toBe(415);
    expect(await list(target)).toEqual([]);
  });

  it('imports 2,000 households in one go, and the list reads them back', async () => {
    const target = await hostSite(t);
    const lines = ['Name,Phone,Sangeet'];
    for (let i = 0; i < 2000; i += 1) lines.push(`Family ${i},+91 9${String(100000000 + i)},${(i % 4) + 1}`);
    const started = performance.now();
    const response = await importFile(target, 'text/csv', lines.join('\n'));
    const took = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: 2000, merged: 0, invalid: [] });
    // A figure, not an assertion: this machine's speed is not the product's.
    console.info(`import of 2,000 households: ${Math.round(took)} ms`);
    const households = await list(target);
    expect(households).toHaveLength(2000);
    expect(households[1999]).toMatchObject({ name: 'Family 1999', events: [{ eventKey: 'schedule-2', seats: 4 }] });
    expect(new Set(households.map((household) => household.link)).size).toBe(2000);
  });
});

describe('import bounds', () => {
  it('answers a pasted line far longer than a name and number quickly, as an invalid line', async () => {
    const target = await hostSite(t);
    const started = performance.now();
    const response = await importFile(target, 'text/plain', `Good family 9845012399\n${'1 '.repeat(200_000)}x\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: 1, invalid: [{ line: 2 }] });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
