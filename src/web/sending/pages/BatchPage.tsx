import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { Loaded, useGuestSite } from '../../guests';
import { BackToSends } from '../components/BackToSends';
import { BatchHouseholds } from '../components/BatchHouseholds';
import { BatchProgress } from '../components/BatchProgress';
import { useBatch, useBatchAction } from '../sending-api';
import '../sending.css';

/** /guests/sends/:batchId: one batch's progress, read again every two seconds while it sends. */
export default function BatchPage() {
  const site = useGuestSite();
  const id = Number(useParams().batchId);
  const batch = useBatch(site.liveId, id);
  const action = useBatchAction(site.liveId, id);
  const titles = new Map(site.events.map((event) => [event.eventKey, event.title]));

  return (
    <div className="guests-page sending">
      <BackToSends />
      <Loaded query={batch} what="this batch">
        {(data) => (
          <>
            <BatchProgress
              batch={data}
              functionTitle={data.eventKey ? (titles.get(data.eventKey) ?? data.eventKey) : null}
              onAction={(next) => action.mutate(next)}
              busy={action.isPending}
            />
            {action.isError && (
              <p role="alert" className="guests__error">
                {errorMessage(action.error, 'That did not work. Please try again.')}
              </p>
            )}
            <BatchHouseholds households={data.households} />
          </>
        )}
      </Loaded>
    </div>
  );
}
