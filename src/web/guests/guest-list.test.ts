import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, parseTags } from './household-input';
import { filterHouseholds, hasStatus, NO_FILTERS, sidesAndTags } from './household-status';
import { importKindOf } from './import-text';
import { householdOf } from './testing/household';
import { DEFAULT_TEXTS, fillMessage, smsHref, textFor, whatsappHref } from './messages';
import { daysUntil, needsReminder } from './reminders';

const T = '2026-11-20T10:00:00.000Z';

const household = householdOf;

const answer = (attending: boolean) => ({ attending, adults: 2, children: 0, meals: {}, answeredAt: T });
const sent = { ...household({ id: 0 }).status, sentAt: T };

describe('statuses', () => {
  const notSent = household({ id: 1, events: [{ eventKey: 'haldi', seats: 2, answer: null }] });
  const opened = household({
    id: 2,
    status: { ...sent, openedAt: T },
    events: [{ eventKey: 'haldi', seats: 2, answer: null }],
  });
  const declined = household({
    id: 3,
    status: { ...sent, openedAt: T, answeredAt: T },
    events: [
      { eventKey: 'haldi', seats: 2, answer: answer(false) },
      { eventKey: 'wedding', seats: 2, answer: answer(true) },
    ],
  });

  it('reads the whole invitation or one function', () => {
    expect(hasStatus(notSent, 'notSent')).toBe(true);
    expect(hasStatus(opened, 'opened')).toBe(true);
    expect(hasStatus(opened, 'sent')).toBe(false);
    expect(hasStatus(opened, 'noAnswer')).toBe(true);
    expect(hasStatus(declined, 'answered')).toBe(true);
    expect(hasStatus(declined, 'notComing')).toBe(false);
    expect(hasStatus(declined, 'notComing', 'haldi')).toBe(true);
    expect(hasStatus(declined, 'notComing', 'wedding')).toBe(false);
    // Not invited to a function: in no status of it.
    expect(hasStatus(notSent, 'notSent', 'wedding')).toBe(false);
    // The last message sent from Utsav failed (WhatsApp's or the mail server's reason).
    expect(hasStatus(notSent, 'failed')).toBe(false);
    expect(hasStatus({ ...notSent, status: { ...notSent.status, failure: 'Not a WhatsApp number' } }, 'failed')).toBe(
      true,
    );
  });

  it('filters by words in any order, function, side, tag and status', () => {
    const list = [
      household({ id: 1, name: 'Sharma family', side: 'bride', tags: ['office'] }),
      household({ id: 2, name: 'Dr. Rao and family', phone: '+919812345678', side: 'groom' }),
      notSent,
    ];
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterHouseholds(list, { ...NO_FILTERS, ...filters }).map((h) => h.id);
    expect(ids({ search: 'family sharma' })).toEqual([1]);
    expect(ids({ search: '98123' })).toEqual([2]);
    expect(ids({ side: 'groom' })).toEqual([2]);
    expect(ids({ tag: 'office' })).toEqual([1]);
    expect(ids({ eventKey: 'haldi' })).toEqual([1]);
    expect(sidesAndTags(list)).toEqual({ sides: ['bride', 'groom'], tags: ['office'] });
  });

  it('stays quick over 2,000 households', () => {
    const many = Array.from({ length: 2000 }, (_, i) => household({ id: i + 1, name: `Family ${i}` }));
    const started = performance.now();
    for (const search of ['f', 'fa', 'fam', 'fami', 'family 1999']) filterHouseholds(many, { ...NO_FILTERS, search });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('messages', () => {
  const h = household({ id: 7, name: 'Iyer family', language: 'hi' });

  it('fills the name and link into the host text or the default of the language', () => {
    expect(textFor(undefined, 'invitation', 'kn')).toBe(DEFAULT_TEXTS.invitation.kn);
    const own = { invitation: { en: '', hi: 'नमस्ते {name} {link}', kn: '' }, reminder: { en: '', hi: '', kn: '' } };
    expect(fillMessage(textFor({ ...own, deadlines: {}, askTravel: false }, 'invitation', 'hi'), h)).toBe(
      `नमस्ते Iyer family ${h.link}`,
    );
    // A text that forgot {link} still carries it.
    expect(fillMessage('Come, {name}!', h)).toBe(`Come, Iyer family!\n${h.link}`);
    for (const kind of ['invitation', 'reminder'] as const)
      for (const text of Object.values(DEFAULT_TEXTS[kind])) expect(text).toMatch(/\{name\}.*\{link\}/s);
  });

  it('opens WhatsApp on the number digits with the message, and SMS with a body', () => {
    const href = whatsappHref('+919876543210', 'Hi & welcome: https://x/y?z=1');
    expect(href).toBe('https://wa.me/919876543210?text=Hi%20%26%20welcome%3A%20https%3A%2F%2Fx%2Fy%3Fz%3D1');
    expect(decodeURIComponent(new URL(href).searchParams.get('text')!)).toBe('Hi & welcome: https://x/y?z=1');
    expect(smsHref('+919876543210', 'a b')).toBe('sms:+919876543210?body=a%20b');
  });
});

describe('import kind', () => {
  it('tells a vCard, a CSV with a header and pasted lines apart', () => {
    expect(importKindOf('BEGIN:VCARD\nFN:A\nEND:VCARD')).toBe('text/vcard');
    expect(importKindOf('anything', 'contacts.vcf')).toBe('text/vcard');
    expect(importKindOf('\uFEFFName,Mobile\nA,1')).toBe('text/csv');
    expect(importKindOf('Naam;Phone\nA;1')).toBe('text/csv');
    expect(importKindOf('Sharma family, 98765 43210\nRao, 98123 45678')).toBe('text/plain');
  });
});

describe('household input', () => {
  it('sends what was typed in the wire shape, leaving empty fields out', () => {
    const draft = {
      ...draftOf(null),
      name: '  Sharma family ',
      members: [
        { name: 'Ravi', child: false },
        { name: ' ', child: true },
      ],
      phone: '98765 43210',
      tags: 'office, #Mumbai, office',
      seats: { haldi: 3 },
    };
    expect(inputOf(draft)).toEqual({
      name: 'Sharma family',
      members: [{ name: 'Ravi', child: false }],
      phone: '98765 43210',
      tags: ['office', 'Mumbai'],
      notes: '',
      events: [{ eventKey: 'haldi', seats: 3 }],
      extraGuestsAllowed: false,
    });
    expect(parseTags('')).toEqual([]);
  });

  it('round-trips a saved household', () => {
    const saved = household({
      id: 4,
      side: 'bride',
      tags: ['a'],
      events: [{ eventKey: 'haldi', seats: 2, answer: null }],
    });
    expect(inputOf(draftOf(saved))).toMatchObject({
      phone: '+91 98765 43210',
      side: 'bride',
      language: 'en',
      events: [{ eventKey: 'haldi', seats: 2 }],
    });
  });
});

describe('reminders', () => {
  it('picks sent households not opened or not answered for the function', () => {
    const waiting = household({ id: 1, status: sent, events: [{ eventKey: 'haldi', seats: 2, answer: null }] });
    const answeredHaldi = household({
      id: 2,
      status: { ...sent, openedAt: T, answeredAt: T },
      events: [
        { eventKey: 'haldi', seats: 2, answer: answer(true) },
        { eventKey: 'wedding', seats: 2, answer: null },
      ],
    });
    const unsent = household({ id: 3, events: [{ eventKey: 'haldi', seats: 2, answer: null }] });
    expect(needsReminder(waiting, 'notOpened', 'haldi')).toBe(true);
    expect(needsReminder(answeredHaldi, 'notAnswered', 'haldi')).toBe(false);
    expect(needsReminder(answeredHaldi, 'notAnswered', 'wedding')).toBe(true);
    expect(needsReminder(answeredHaldi, 'notOpened', '')).toBe(false);
    expect(needsReminder(unsent, 'notAnswered', '')).toBe(false);
  });

  it('counts days to a deadline in India', () => {
    expect(daysUntil('2026-11-22', new Date('2026-11-20T20:00:00Z'))).toBe(1);
    expect(daysUntil('2026-11-20', new Date('2026-11-20T10:00:00Z'))).toBe(0);
  });
});

describe('limits restated from the contract', () => {
  it('match the contract', async () => {
    const contract = await import('../../shared/api/guests');
    const { IMPORT_BYTES_LIMIT, LANGUAGES, SEATS_LIMIT } = await import('./limits');
    expect(LANGUAGES).toEqual(contract.GUEST_LANGUAGES);
    expect(SEATS_LIMIT).toBe(contract.MAX_SEATS);
    expect(IMPORT_BYTES_LIMIT).toBe(contract.IMPORT_MAX_BYTES);
  });
});
