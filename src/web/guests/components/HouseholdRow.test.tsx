import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Household } from '../../../shared/api/guests';
import { householdOf } from '../testing/household';
import { HouseholdRow } from './HouseholdRow';

const household = householdOf({ id: 7, name: 'Sharma family' });

const row = (fields: Partial<Household>) =>
  renderToStaticMarkup(
    <HouseholdRow
      household={{ ...household, ...fields }}
      selected={false}
      titles={new Map()}
      onToggle={() => {}}
      onEdit={() => {}}
    />,
  );

describe('a household in the guest list', () => {
  it('shows its number grouped as people read it, not as stored', () => {
    const html = row({});
    expect(html).toContain('<span>+91 98765 43210</span>');
    expect(html).not.toContain('+919876543210');
  });

  it("shows another country's number in that country's grouping", () => {
    expect(row({ phone: '+14155552671' })).toContain('<span>+1 415 555 2671</span>');
  });

  it('shows what WhatsApp reported of a message sent from Utsav: delivered, then read, and a failure with its reason', () => {
    const sent = { ...household.status, sentAt: '2026-11-20T10:00:00.000Z' };
    const delivered = row({ status: { ...sent, deliveredAt: '2026-11-20T10:01:00.000Z' } });
    expect(delivered).toContain('Delivered');
    expect(delivered).not.toContain('Read');
    const read = row({
      status: { ...sent, deliveredAt: '2026-11-20T10:01:00.000Z', readAt: '2026-11-20T10:02:00.000Z' },
    });
    expect(read).toContain('Read');
    expect(read).not.toContain('Delivered');
    const failed = row({ status: { ...household.status, failure: 'Not a WhatsApp number' } });
    expect(failed).toContain('Failed: Not a WhatsApp number');
    expect(failed).not.toContain('Not sent');
  });
});
