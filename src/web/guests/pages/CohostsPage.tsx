import { useId, useState, type FormEvent } from 'react';
import type { Cohost } from '../../../shared/api/guests';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { Sheet } from '../components/Sheet';
import { useGuestSite } from '../guest-site';
import { useCohosts, useInviteCohost, useRemoveCohost } from '../guests-api';

/**
 * /guests/cohosts: the people who help manage this guest list (the other family, a planner). The buyer invites
 * them by e-mail and removes them; a co-host sees who else helps.
 */
export default function CohostsPage() {
  const site = useGuestSite();
  const owner = site.role === 'owner';
  const cohosts = useCohosts(site.liveId);
  const invite = useInviteCohost(site.liveId);
  const remove = useRemoveCohost(site.liveId);
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState('');
  const [removing, setRemoving] = useState<Cohost | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    try {
      const added = await invite.mutateAsync(email.trim());
      toast.success(`${added.email} is invited. They sign in with that e-mail to manage the guest list.`);
      setEmail('');
    } catch (error) {
      setFailure(errorMessage(error, 'The invitation could not be sent. Please check the e-mail and try again.'));
    }
  }

  async function confirmRemove(cohost: Cohost, rotateLinks: boolean) {
    try {
      const removed = await remove.mutateAsync({ cohostId: cohost.id, rotateLinks });
      toast.success(
        rotateLinks
          ? `${cohost.email} no longer manages this guest list. ${removed.linksRotated} households have new links: send them again.`
          : `${cohost.email} no longer manages this guest list.`,
      );
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, 'The co-host could not be removed. Please try again.'));
    }
  }

  return (
    <div className="guests-page cohosts">
      <p className="guests__intro">
        Co-hosts sign in with their own account and manage this guest list, sending and answers. They cannot see
        payments or change the invitation&apos;s content or look.
      </p>
      {owner && (
        <form className="card cohosts__form" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-email`}>Invite a co-host by e-mail</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              placeholder="planner@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          {failure && (
            <p role="alert" className="field-error">
              {failure}
            </p>
          )}
          <button type="submit" className="btn" disabled={invite.isPending || !email.trim()}>
            Invite
          </button>
        </form>
      )}
      {cohosts.isPending && <div className="spinner" role="status" aria-label="Loading co-hosts" />}
      {cohosts.data?.length === 0 && <p className="guests__empty">No co-host yet.</p>}
      {cohosts.data && cohosts.data.length > 0 && (
        <ul className="cohost-list" aria-label="Co-hosts">
          {cohosts.data.map((cohost) => (
            <li key={cohost.id} className="card cohost">
              <div>
                <strong>{cohost.email}</strong>
                <span className={`chip${cohost.accepted ? ' chip--ok' : ' chip--muted'}`}>
                  {cohost.accepted ? 'Joined' : 'Invited'}
                </span>
              </div>
              {owner && (
                <button type="button" className="btn btn--ghost" onClick={() => setRemoving(cohost)}>
                  Remove<span className="visually-hidden"> {cohost.email}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <RemoveSheet
          cohost={removing}
          pending={remove.isPending}
          onConfirm={(rotateLinks) => confirmRemove(removing, rotateLinks)}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

/**
 * Removing a co-host, with the offer to replace every household's personal link in the same step: the co-host
 * has seen the links (the list, its CSV, the Send tab) and may have kept them.
 */
function RemoveSheet({
  cohost,
  pending,
  onConfirm,
  onClose,
}: {
  cohost: Cohost;
  pending: boolean;
  onConfirm: (rotateLinks: boolean) => void;
  onClose: () => void;
}) {
  const [rotateLinks, setRotateLinks] = useState(false);
  return (
    <Sheet title={`Remove ${cohost.email}?`} onClose={onClose}>
      <p>They will no longer see or change this guest list.</p>
      <label className="cohosts__rotate">
        <input type="checkbox" checked={rotateLinks} onChange={(event) => setRotateLinks(event.target.checked)} />
        <span>
          Also give every household a new personal link
          <small>
            The links {cohost.email} could have copied or downloaded stop working. You will need to send the new links
            to your guests again.
          </small>
        </span>
      </label>
      <div className="confirm">
        <button type="button" className="btn btn--danger" disabled={pending} onClick={() => onConfirm(rotateLinks)}>
          {rotateLinks ? 'Remove and replace the links' : 'Yes, remove'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Keep
        </button>
      </div>
    </Sheet>
  );
}
