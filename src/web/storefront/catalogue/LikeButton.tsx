import { useNavigate } from 'react-router-dom';
import { readSession } from '../../app/session';
import { toggleLiked, useLikedTemplates } from './liked';

/** The heart on a catalogue card: signed-in buyers keep the template in Liked Templates; others go to login. */
export function LikeButton({ templateId, name }: { templateId: string; name: string }) {
  const liked = useLikedTemplates();
  const navigate = useNavigate();
  const on = liked?.has(templateId) ?? false;

  function press() {
    if (!readSession()) {
      navigate('/login');
      return;
    }
    toggleLiked(templateId, !on).catch((error) => console.error('Could not change the heart', error));
  }

  return (
    <button
      type="button"
      className={`like-button${on ? ' like-button--on' : ''}`}
      aria-pressed={on}
      aria-label={on ? `Remove ${name} from liked templates` : `Like ${name}`}
      onClick={press}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
