import type { ShagunBook } from '../../../shared/api/shagun';
import { rupees } from './money';

/** The book's total, and its split by function and by side. */
export function ShagunTotals({ book }: { book: ShagunBook }) {
  const { totals } = book;
  return (
    <div className="shagun__totals" aria-label="Totals">
      <p className="shagun__total">
        Total <strong data-testid="shagun-total">{rupees(totals.all.amount)}</strong> from {totals.all.count}{' '}
        {totals.all.count === 1 ? 'entry' : 'entries'}
      </p>
      <div className="shagun__split">
        <dl aria-label="By function">
          {totals.byFunction.map((entry) => (
            <div key={entry.eventKey ?? 'none'}>
              <dt>{entry.title}</dt>
              <dd>{rupees(entry.amount)}</dd>
            </div>
          ))}
        </dl>
        {totals.bySide.length > 0 && (
          <dl aria-label="By side">
            {totals.bySide.map((entry) => (
              <div key={entry.side ?? 'none'}>
                <dt>{entry.side ?? 'No side'}</dt>
                <dd>{rupees(entry.amount)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
