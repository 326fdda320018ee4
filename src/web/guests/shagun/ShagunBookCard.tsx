import { useId } from 'react';
import { Loaded } from '../components/Loaded';
import { useGuestSite } from '../guest-site';
import { useShagunBook } from '../shagun-api';
import { GiftEntryForm } from './GiftEntryForm';
import { GiftList } from './GiftList';
import { ShagunBookDownload } from './ShagunBookDownload';
import { ShagunTotals } from './ShagunTotals';
import { useGiftEntry } from './use-gift-entry';

/** The family's private shagun book: the entry form, the totals, the entries and their CSV. */
export function ShagunBookCard() {
  const site = useGuestSite();
  const book = useShagunBook(site.liveId);
  const entry = useGiftEntry(site.liveId);
  const id = useId();

  return (
    <section className="card shagun__book" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Shagun book</h2>
      <p className="guests__intro">Private to you and your co-hosts: guests never see it.</p>
      <GiftEntryForm entry={entry} />
      <Loaded query={book} what="the shagun book">
        {(data) => (
          <>
            <ShagunTotals book={data} />
            {data.gifts.length > 0 && (
              <>
                <GiftList gifts={data.gifts} edit={entry.edit} />
                <ShagunBookDownload />
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
