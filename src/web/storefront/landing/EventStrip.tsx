const EVENTS = ['Wedding', 'Birthday', 'House warming', 'Business events', 'Parties', 'Anniversary'];

/** A slowly scrolling strip of the events we make invitations for (still for reduced motion). */
export function EventStrip() {
  const row = (hidden: boolean) => (
    <ul className="event-strip__row" aria-hidden={hidden || undefined}>
      {EVENTS.map((event) => (
        <li key={event}>{event}</li>
      ))}
    </ul>
  );
  return (
    <section className="event-strip" aria-label="Events we cater for">
      <div className="event-strip__track">
        {row(false)}
        {row(true)}
      </div>
    </section>
  );
}
