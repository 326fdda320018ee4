import { useMemo } from 'react';
import type { DeliveryStatus, SendBatchHousehold } from '../../../shared/api/sending';
import { MoreRows, useGrowingList } from '../../guests';
import { DELIVERY_LABELS } from '../words';

const CHIP: Record<DeliveryStatus, string> = {
  queued: 'chip chip--muted',
  sent: 'chip',
  delivered: 'chip chip--info',
  read: 'chip chip--info',
  answered: 'chip chip--ok',
  failed: 'chip chip--no',
  skipped: 'chip chip--warn',
};

/** Failures and those left out come first, with their reasons: they are what the host may act on. */
const FIRST: DeliveryStatus[] = ['failed', 'skipped'];
const rank = (household: SendBatchHousehold) => (FIRST.includes(household.status) ? 0 : 1);

/** Each household of a batch with where its message stands, drawn a page at a time. */
export function BatchHouseholds({ households }: { households: readonly SendBatchHousehold[] }) {
  const sorted = useMemo(() => [...households].sort((a, b) => rank(a) - rank(b)), [households]);
  const list = useGrowingList(sorted, null);
  return (
    <>
      <ul className="batch-households" aria-label="Households in this batch">
        {list.shown.map((household) => (
          <li key={household.householdId} className="batch-household" data-testid="batch-household">
            <span className="batch-household__name">{household.name}</span>
            <span className={CHIP[household.status]}>{DELIVERY_LABELS[household.status]}</span>
            {household.failure && <span className="batch-household__why">{household.failure}</span>}
          </li>
        ))}
      </ul>
      {list.more && <MoreRows key={list.shown.length} onMore={list.showMore} />}
    </>
  );
}
