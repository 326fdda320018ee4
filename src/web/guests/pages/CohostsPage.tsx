import { useId, useState, type FormEvent } from 'react';
import type { Cohost } from '../../../shared/api/guests';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
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

  async function confirmRemove(cohost: Cohost) {
    try {
      await remove.mutateAsync(cohost.id);
      toast.success(`${cohost.email} no longer manages this guest list.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The co-host could not be removed. Please try again.'));
    }
    setRemoving(null);
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
              {owner &&
                (removing?.id === cohost.id ? (
                  <div className="confirm" role="group" aria-label={`Remove ${cohost.email}`}>
                    <button
                      type="button"
                      className="btn btn--danger"
                      disabled={remove.isPending}
                      onClick={() => confirmRemove(cohost)}
                    >
                      Yes, remove
                    </button>
                    <button type="button" className="btn btn--ghost" onClick={() => setRemoving(null)}>
                      Keep
                    </button>
                  </div>
                ) : (
                  <button type="button" className="btn btn--ghost" onClick={() => setRemoving(cohost)}>
                    Remove<span className="visually-hidden"> {cohost.email}</span>
                  </button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
