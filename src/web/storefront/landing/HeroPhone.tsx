/**
 * The phone in the hero shows a live invitation drawn in HTML and inline SVG rather than a picture: it paints
 * with the page (no image request), so the hero is complete as soon as the text is.
 */
const PETALS = Array.from({ length: 12 }, (_, i) => i * 30);
const DOTS = Array.from({ length: 24 }, (_, i) => i * 15);

function Medallion() {
  return (
    <svg className="hero-phone__medallion" viewBox="-60 -60 120 120" aria-hidden="true" focusable="false">
      <circle r="58" fill="#fdf3dc" stroke="#f5c451" strokeWidth="2" />
      {DOTS.map((angle) => (
        <circle key={angle} r="1.8" cy="-52" fill="#f59e0b" transform={`rotate(${angle})`} />
      ))}
      <circle r="44" fill="none" stroke="#f5c451" strokeWidth="1" />
      {PETALS.map((angle) => (
        <path
          key={angle}
          d="M0 0C8 -7 6 -22 0 -30C-6 -22 -8 -7 0 0Z"
          fill="#f5c451"
          stroke="#f59e0b"
          strokeWidth="0.8"
          transform={`rotate(${angle}) translate(0 -8)`}
        />
      ))}
      {PETALS.map((angle) => (
        <path
          key={angle}
          d="M0 0C5 -5 4 -14 0 -19C-4 -14 -5 -5 0 0Z"
          fill="#a78bfa"
          transform={`rotate(${angle + 15}) translate(0 -6)`}
        />
      ))}
      <circle r="10" fill="#f59e0b" />
      <circle r="4" fill="#fdf3dc" />
    </svg>
  );
}

export function HeroPhone() {
  return (
    <div className="hero-phone">
      <div className="hero-phone__bar">
        <span className="hero-phone__monogram">S &amp; R</span>
        <span className="hero-phone__rsvp">RSVP</span>
      </div>
      <div className="hero-phone__panel">
        <Medallion />
      </div>
      <div className="hero-phone__body">
        <p className="hero-phone__eyebrow">Wedding Invitation</p>
        <p className="hero-phone__names">Sneha &amp; Rahul</p>
        <span className="hero-phone__divider" />
        <p className="hero-phone__line">together with their families invite you to celebrate their wedding</p>
        <p className="hero-phone__date">Tuesday, 9 February 2027</p>
        <p className="hero-phone__venue">Sri Krishna Gardens, Udaipur</p>
        <span className="hero-phone__button">Will you join us?</span>
      </div>
    </div>
  );
}
