import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { artUrl } from '../../../shared/art/urls';
import { POLICY } from '../../../shared/policy';
import { DeferredImage } from '../common/DeferredImage';
import { Icon } from '../../ui/icons';
import { CONTACT_SECTION_ID } from '../common/site';
import { useSeenOnce } from '../../ui/use-in-view';
import { HeroPhone } from './HeroPhone';
import { startingPrice } from './facts';

/** The spec: the hero animation starts when half of it is in view. */
const START_AT_VISIBLE = 0.5;

export function Hero() {
  const visual = useRef<HTMLDivElement>(null);
  const playing = useSeenOnce(visual, START_AT_VISIBLE);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <Icon name="sparkle" size={16} /> 100+ templates · Made for Indian celebrations
          </p>
          <h1 className="hero__title" id="hero-title">
            Digital Invitations for all your events
          </h1>
          <p className="hero__lead">
            Invitation websites for weddings, birthdays, house-warmings and festivals, with your story, events, venue
            map, photo gallery and guest wishes. One link to share on WhatsApp.
          </p>
          <div className="hero__actions">
            <Link to="/temp" className="btn hero__cta">
              Explore Templates <Icon name="arrowRight" size={18} />
            </Link>
            <Link to={`/#${CONTACT_SECTION_ID}`} className="btn btn--ghost">
              Get a free demo
            </Link>
          </div>
          <p className="hero__sample">
            Or <Link to="/temp/wedding">open a sample wedding invitation</Link> to see one live.
          </p>
          <ul className="hero__trust">
            <li>
              <Icon name="check" size={16} /> Mobile-friendly
            </li>
            <li>
              <Icon name="check" size={16} /> Ready in {POLICY.deliveryBusinessDays} days
            </li>
            <li>
              <Icon name="check" size={16} /> From {startingPrice('basic')} + taxes
            </li>
          </ul>
        </div>
        <div className={`hero__visual${playing ? ' is-playing' : ''}`} ref={visual} aria-hidden="true">
          <div className="hero__halo" />
          <span className="hero__card hero__card--left">
            <DeferredImage
              className="hero__card-art"
              src={artUrl('bir002', 'thumbnail')}
              width={600}
              height={800}
              decoding="async"
            />
          </span>
          <span className="hero__card hero__card--right">
            <DeferredImage
              className="hero__card-art"
              src={artUrl('hou009', 'thumbnail')}
              width={600}
              height={800}
              decoding="async"
            />
          </span>
          <div className="hero__phone">
            <div className="hero__notch" />
            <HeroPhone />
          </div>
          <span className="hero__petal hero__petal--1" />
          <span className="hero__petal hero__petal--2" />
          <span className="hero__petal hero__petal--3" />
          <span className="hero__petal hero__petal--4" />
          <span className="hero__badge">
            <Icon name="heart" size={16} /> 128 wishes
          </span>
        </div>
      </div>
    </section>
  );
}
