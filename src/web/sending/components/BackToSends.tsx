import { Link } from 'react-router-dom';
import { SENDS_PATH } from '../index';

/** The way back from a batch, a new message or the reminders to the list of batches. */
export function BackToSends() {
  return (
    <p className="send-back">
      <Link to={SENDS_PATH}>← Messages sent from Utsav</Link>
    </p>
  );
}
