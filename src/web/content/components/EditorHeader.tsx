import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Draft } from '../content/draft-store';
import { DraftOffer } from './DraftOffer';

interface EditorHeaderProps {
  back: { to: string; label: string };
  title: string;
  /** A line under the title, e.g. the template and its pack. */
  detail: ReactNode;
  /** Progress and actions on the right. */
  children: ReactNode;
  className?: string;
}

export function EditorHeader({ back, title, detail, children, className = '' }: EditorHeaderProps) {
  return (
    <header className={`ed-header ${className}`}>
      <div className="ed-header__text">
        <Link to={back.to} className="ed-back">
          ← {back.label}
        </Link>
        <h1>{title}</h1>
        <p className="ed-header__sub">{detail}</p>
      </div>
      {children}
    </header>
  );
}

/** The draft offer over the page: the buyer decides before typing, so an old draft is never overwritten unseen. */
export function DraftOfferModal({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: Draft | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!offer) return null;
  return (
    <div className="ed-modal">
      <DraftOffer draft={offer} onRestore={onRestore} onDiscard={onDiscard} />
    </div>
  );
}
