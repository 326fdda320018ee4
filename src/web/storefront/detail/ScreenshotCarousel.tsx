import { A11y, EffectCoverflow, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Screenshot } from './screenshot';

/** The spec's breakpoints: 1.2 slides below 768 px, 1.5 from 768 px, 2.5 from 1050 px. */
export const CAROUSEL_BREAKPOINTS = { 768: { slidesPerView: 1.5 }, 1050: { slidesPerView: 2.5 } } as const;

/** A coverflow of the template's eight screenshots with their captions. Loaded only by the detail page. */
export default function ScreenshotCarousel({ screenshots, name }: { screenshots: Screenshot[]; name: string }) {
  return (
    <Swiper
      className="screenshot-carousel"
      modules={[EffectCoverflow, Pagination, Navigation, Keyboard, A11y]}
      effect="coverflow"
      centeredSlides
      loop
      grabCursor
      slidesPerView={1.2}
      spaceBetween={16}
      breakpoints={CAROUSEL_BREAKPOINTS}
      coverflowEffect={{ rotate: 0, stretch: 0, depth: 140, modifier: 1.2, slideShadows: false }}
      pagination={{ clickable: true }}
      navigation
      keyboard={{ enabled: true }}
      a11y={{
        containerMessage: `Screens of the ${name} invitation website`,
        slideLabelMessage: 'Screen {{index}} of {{slidesLength}}',
      }}
    >
      {screenshots.map((shot, index) => (
        <SwiperSlide key={shot.src}>
          <figure className="screenshot">
            <img
              src={shot.src}
              // The caption below says what the screen shows; the same words as alt text would be read twice.
              alt=""
              width={600}
              height={800}
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <figcaption>{shot.caption}</figcaption>
          </figure>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
