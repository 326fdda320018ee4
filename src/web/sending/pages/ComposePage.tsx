import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SendChannel, SendKind, SendRequest } from '../../../shared/api/sending';
import { errorMessage } from '../../app/api';
import { sidesAndTags, useGuestSite, useHouseholds } from '../../guests';
import { allowanceRefusal } from '../allowance-refusal';
import { chooseAudience, defaultFilters, type AudienceFilters } from '../audience';
import { BackToSends } from '../components/BackToSends';
import { AudienceChooser } from '../components/AudienceChooser';
import { BuyMessagePack } from '../components/BuyMessagePack';
import { CostNote } from '../components/CostNote';
import { LanguagePreviews } from '../components/LanguagePreviews';
import { batchPath } from '../index';
import { useAllowance, usePreview, useSend } from '../sending-api';
import { isoFromLocal, localInputValue } from '../when';
import { CHANNEL_LABELS, CHANNELS, households, KIND_LABELS, KINDS, messages } from '../words';
import '../sending.css';

/**
 * /guests/sends/new: a batch chosen step by step on a phone: what, by which channel, to whom (the guest list's
 * filters), each language's message, what it costs against what is left, and now or at a time.
 */
export default function ComposePage() {
  const site = useGuestSite();
  const list = useHouseholds(site.liveId);
  const allowance = useAllowance(site.liveId);
  const send = useSend(site.liveId);
  const navigate = useNavigate();
  const [kind, setKind] = useState<SendKind>('invitation');
  const [channel, setChannel] = useState<SendChannel>('whatsapp');
  const [filters, setFilters] = useState<AudienceFilters>(() => defaultFilters('invitation'));
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');

  const all = list.data;
  const { sides, tags } = useMemo(() => sidesAndTags(all ?? []), [all]);
  const audience = useMemo(() => chooseAudience(all ?? [], filters, channel), [all, filters, channel]);
  const request = useMemo<SendRequest | null>(
    () =>
      audience.chosen.length === 0
        ? null
        : {
            channel,
            kind,
            householdIds: audience.chosen.map((household) => household.id),
            ...(filters.eventKey ? { eventKey: filters.eventKey } : {}),
          },
    [audience, channel, kind, filters.eventKey],
  );
  // The preview follows the choices a moment later, so ticking a box does not wait for the server.
  const preview = usePreview(site.liveId, useDeferredValue(request));
  const needed = audience.chosen.length;
  const short = channel === 'whatsapp' && allowance.data !== undefined && needed > allowance.data.left;
  const atIso = later ? isoFromLocal(at) : null;
  const refusal = allowanceRefusal(send.error);

  function chooseKind(next: SendKind) {
    setKind(next);
    // Each kind starts from its usual households; the function, side and tag chosen stay.
    setFilters((current) => ({
      ...defaultFilters(next),
      eventKey: current.eventKey,
      side: current.side,
      tag: current.tag,
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!request || short || (later && !atIso)) return;
    send.mutate(atIso ? { ...request, at: atIso } : request, {
      onSuccess: (accepted) => navigate(batchPath(accepted.id)),
    });
  }

  return (
    <form className="guests-page sending" aria-label="New message" onSubmit={submit}>
      <BackToSends />
      <fieldset className="send-step">
        <legend>What</legend>
        <div className="send-options" role="radiogroup" aria-label="Kind">
          {KINDS.map((option) => (
            <label key={option} className="send-option">
              <input type="radio" name="kind" checked={kind === option} onChange={() => chooseKind(option)} />
              {KIND_LABELS[option]}
            </label>
          ))}
        </div>
        <div className="send-options" role="radiogroup" aria-label="Channel">
          {CHANNELS.map((option) => (
            <label key={option} className="send-option">
              <input type="radio" name="channel" checked={channel === option} onChange={() => setChannel(option)} />
              {CHANNEL_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {list.isPending && <div className="spinner" role="status" aria-label="Loading the guest list" />}
      {list.isError && (
        <p role="alert" className="guests__error">
          {errorMessage(list.error, 'We could not load the guest list. Please reload the page.')}
        </p>
      )}
      {all && (
        <AudienceChooser
          events={site.events}
          sides={sides}
          tags={tags}
          filters={filters}
          onChange={setFilters}
          audience={audience}
          channel={channel}
        />
      )}

      {request && (
        <details className="card send-step send-step--card">
          <summary>Preview each language</summary>
          <LanguagePreviews preview={preview} />
        </details>
      )}

      <CostNote channel={channel} needed={needed} allowance={allowance.data} />

      <fieldset className="send-step">
        <legend>When</legend>
        <div className="send-options" role="radiogroup" aria-label="When">
          <label className="send-option">
            <input type="radio" name="when" checked={!later} onChange={() => setLater(false)} />
            Now
          </label>
          <label className="send-option">
            <input type="radio" name="when" checked={later} onChange={() => setLater(true)} />
            At a time
          </label>
        </div>
        {later && (
          <label className="field">
            <span>Date and time</span>
            <input
              type="datetime-local"
              value={at}
              min={localInputValue(new Date())}
              required
              onChange={(event) => setAt(event.target.value)}
            />
          </label>
        )}
      </fieldset>

      {refusal && (
        <>
          <p role="alert" className="guests__error">
            This needs {messages(refusal.needed)} and {messages(refusal.left)} are left. Choose fewer households or buy
            a message pack.
          </p>
          <BuyMessagePack />
        </>
      )}
      {send.isError && !refusal && (
        <p role="alert" className="guests__error">
          {errorMessage(send.error, 'The messages could not be sent. Please try again.')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--block"
        disabled={!request || short || send.isPending || (later && !atIso)}
      >
        {!request ? 'Nobody to send to' : `${later ? 'Schedule for' : 'Send to'} ${households(needed)}`}
      </button>
    </form>
  );
}
