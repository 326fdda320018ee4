import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { artUrl } from '../../../shared/art/urls';
import { DeferredImage } from '../common/DeferredImage';
import { Icon } from '../../ui/icons';
import { TEMPLATE_COUNT_CLAIM } from './facts';

/** The spec: the popular-events scroller moves 675 px per step. */
export const SCROLL_STEP = 675;

const POPULAR = [
  { category: 'wedding', title: 'Wedding', note: 'Muhurtham, Sangeet, Mehendi', art: 'wed002' },
  { category: 'birthday', title: 'Birthday', note: 'First birthdays to sixtieths', art: 'bir006' },
  { category: 'housewarming', title: 'House Warming', note: 'Griha Pravesh and Vastu puja', art: 'hou006' },
  { category: 'business-events', title: 'Business Events', note: 'Launches, galas and annual days', art: 'nye006' },
  { category: 'party', title: 'Party', note: 'Dandiya, cocktails, farewells', art: 'par001' },
  { category: 'engagement', title: 'Engagement', note: 'Ring ceremony and Roka', art: 'eng004' },
];

export function PopularEvents() {
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const update = () =>
      setEdges({
        start: element.scrollLeft <= 4,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const step = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  return (
    <section className="section popular" aria-labelledby="popular-title">
      <div className="container">
        <div className="popular__head">
          <div>
            <p className="eyebrow">Popular events</p>
            <h2 className="section__title" id="popular-title">
              Explore from {TEMPLATE_COUNT_CLAIM} Templates
            </h2>
            <p className="section__lead">Pick your occasion to see every design made for it.</p>
          </div>
          <div className="popular__arrows">
            <button
              type="button"
              className="round-button"
              onClick={() => step(-1)}
              disabled={edges.start}
              aria-label="Scroll back"
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className="round-button"
              onClick={() => step(1)}
              disabled={edges.end}
              aria-label="Scroll forward"
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </div>
        </div>
        <ul className="popular__scroller" ref={scroller}>
          {POPULAR.map((item) => (
            <li key={item.category}>
              <Link to={`/temp?category=${item.category}`} className="popular-card">
                <DeferredImage
                  src={artUrl(item.art, 'thumbnail')}
                  width={600}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
                <span className="popular-card__label">
                  <span className="popular-card__title">{item.title}</span>
                  <span className="popular-card__note">{item.note}</span>
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link to="/temp?category=all" className="popular-card popular-card--all">
              <span className="popular-card__all-mark" aria-hidden="true">
                <Icon name="grid" size={34} />
              </span>
              <span className="popular-card__title">View All</span>
              <span className="popular-card__note">{TEMPLATE_COUNT_CLAIM} designs for every occasion</span>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
