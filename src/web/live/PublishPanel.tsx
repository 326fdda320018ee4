import { useEffect, useId, useState } from 'react';
import type { LiveSite } from '../../shared/api/live';
import { errorMessage } from '../app/api';
import { toast } from '../ui/toast';
import { checkSlug, SLUG_RULE, tidySlug, usePublishing } from './publish-api';
import { ShareLinks } from './ShareLinks';

interface Props {
  templateId: string;
  templateName: string;
  /** The buyer's site for this template, if one was ever published. */
  site: LiveSite | null;
  /** Called with the site after publishing or unpublishing, so the page can read again what it shows of it. */
  onChanged(site: LiveSite): void;
}

type Check = { state: 'idle' | 'checking' } | { state: 'free' } | { state: 'taken'; reason: string };

/**
 * Publish a bought template at /invite/{address}: the address starts as the server's suggestion and is
 * checked while the buyer types; search-engine indexing and an access code are optional. Once live: the
 * address with Copy link, WhatsApp and QR, and Unpublish.
 */
export function PublishPanel({ templateId, templateName, site, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState(site?.slug ?? '');
  const [indexable, setIndexable] = useState(site?.indexable ?? false);
  const [accessCode, setAccessCode] = useState('');
  const [answer, setAnswer] = useState<{ slug: string; check: Check } | null>(null);
  const { publish, unpublish } = usePublishing(templateId, onChanged);
  const busy = publish.isPending || unpublish.isPending;
  const ids = useId();

  // Whether the buyer has typed in the address: from then on no suggestion replaces what they wrote.
  const [edited, setEdited] = useState(false);

  // The first suggestion comes from the names in the content, and fills only an address nobody typed: an
  // answer that arrives after the buyer started typing (or cleared the field) is dropped.
  useEffect(() => {
    if (!open || slug || edited) return;
    let current = true;
    checkSlug(templateId).then(
      (answer) => current && setSlug((typed) => typed || answer.suggestion),
      (error) => console.error('No address suggestion', error),
    );
    return () => {
      current = false;
    };
  }, [open, slug, edited, templateId]);

  const wellFormed = SLUG_RULE.test(slug);
  // The address's state follows from the address: malformed, answered by the server, or still being asked.
  const check: Check = !slug
    ? { state: 'idle' }
    : !wellFormed
      ? { state: 'taken', reason: 'Use 3 to 60 lower-case letters, digits and single hyphens.' }
      : answer?.slug === slug
        ? answer.check
        : { state: 'checking' };

  useEffect(() => {
    if (!open || !wellFormed) return;
    let current = true;
    const answered = (next: Check) => current && setAnswer({ slug, check: next });
    const timer = setTimeout(() => {
      checkSlug(templateId, slug).then(
        (reply) =>
          answered(
            reply.available ? { state: 'free' } : { state: 'taken', reason: reply.reason ?? 'That address is taken.' },
          ),
        () => answered({ state: 'idle' }),
      );
    }, 350);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, slug, wellFormed, templateId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (accessCode && accessCode.length < 4) {
      toast.error('The access code needs at least 4 characters.');
      return;
    }
    try {
      await publish.mutateAsync({
        baseTempID: templateId,
        slug,
        indexable,
        ...(accessCode ? { accessCode } : {}),
      });
      toast.success('Your invitation is live.');
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error, 'Publishing failed. Please try again.'));
    }
  }

  async function takeDown() {
    try {
      await unpublish.mutateAsync();
      toast.success('Your invitation is no longer public.');
    } catch (error) {
      toast.error(errorMessage(error, 'Unpublishing failed. Please try again.'));
    }
  }

  if (site?.published && !open)
    return (
      <div className="publish publish--live">
        <p className="publish__status">Live at</p>
        <ShareLinks url={site.url} name={templateName} />
        <div className="publish__row">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
            Change address
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={takeDown}>
            Unpublish
          </button>
        </div>
      </div>
    );

  if (!open)
    return (
      <div className="publish">
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          Publish
        </button>
      </div>
    );

  return (
    <form className="publish publish--form" onSubmit={submit}>
      <label htmlFor={`${ids}-slug`}>Address of your invitation</label>
      <div className="publish__address">
        <span>/invite/</span>
        <input
          id={`${ids}-slug`}
          value={slug}
          onChange={(event) => {
            setEdited(true);
            setSlug(tidySlug(event.target.value));
          }}
          autoComplete="off"
          spellCheck={false}
          required
          aria-describedby={`${ids}-check`}
        />
      </div>
      <p id={`${ids}-check`} className={`publish__check publish__check--${check.state}`} aria-live="polite">
        {check.state === 'checking' && 'Checking…'}
        {check.state === 'free' && 'This address is free.'}
        {check.state === 'taken' && check.reason}
      </p>
      <label className="publish__option">
        <input type="checkbox" checked={indexable} onChange={(event) => setIndexable(event.target.checked)} />
        Let search engines find it
      </label>
      <label htmlFor={`${ids}-code`}>Access code (optional)</label>
      <input
        id={`${ids}-code`}
        value={accessCode}
        maxLength={32}
        onChange={(event) => setAccessCode(event.target.value)}
        placeholder="Guests type it once to open the invitation"
        autoComplete="off"
      />
      <div className="publish__row">
        <button type="submit" className="btn" disabled={busy || check.state === 'taken' || !slug}>
          {busy ? 'Publishing...' : 'Publish'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
